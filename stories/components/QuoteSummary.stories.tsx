import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { QuoteSummary } from '../../src/react/components/QuoteSummary/QuoteSummary.js'
import { quotes } from '../fixtures/index.js'

const meta = {
  title: 'Components/QuoteSummary',
  component: QuoteSummary,
  parameters: {
    docs: {
      description: {
        component: `What a quote costs and does: fee (token and USD), the chains it runs on, its time window. Inside \`<Supertransaction>\` it shows the current quote.

\`\`\`tsx
<Supertransaction composeFlows={flows}>
  <QuoteSummary timeZone="Europe/Berlin" />
</Supertransaction>
// or: <QuoteSummary quote={flow.data.quote} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof QuoteSummary>

export default meta
type Story = StoryObj<typeof meta>

/** Before a quote: a short note. */
export const NoQuote: Story = {}
export const Permit: Story = {
  args: { quote: quotes.permit },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Review' })
    await expect(summary).toHaveTextContent(/1\.25\s*USDC/)
  },
}
export const Onchain: Story = { args: { quote: quotes.onchain } }
export const Simple: Story = { args: { quote: quotes.simple } }
export const Narrow: Story = { args: { quote: quotes.onchain }, parameters: { width: 320 } }
export const OtherTimeZone: Story = { args: { quote: quotes.permit, timeZone: 'Asia/Tokyo' } }
export const RenderProp: Story = {
  args: {
    quote: quotes.permit,
    render: (quote) => (
      <p>
        Quote {quote?.quoteType} on {quote?.quote.userOps.length} chains
      </p>
    ),
  },
}
export const Dark: Story = { args: { quote: quotes.permit }, parameters: { theme: 'dark' } }
export const German: Story = { args: { quote: quotes.onchain }, parameters: { locale: 'de' } }
export const Unstyled: Story = { args: { quote: quotes.permit }, parameters: { unstyled: true } }
