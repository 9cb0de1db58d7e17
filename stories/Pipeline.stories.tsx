import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { formatUnits } from 'viem'
import { devnetTokens, quotes, receipts } from '../fixtures/index.js'
import type { QuoteResponse } from '../src/core/schemas/quote-response.js'
import { quoteResponseSchema } from '../src/core/schemas/quote-response.js'
import { supertxReceiptSchema } from '../src/core/schemas/receipt.js'

/**
 * A stand-in component, defined here, proving the pipeline (providers, theme, a11y, play
 * function, fixtures) until the kit's own components arrive. It renders a fixture quote's fee.
 */
function FeeSummary({ quote }: { quote: QuoteResponse }) {
  const feeToken = devnetTokens.find(
    (t) => t.address === quote.fee.token && t.chainId === quote.fee.chainId,
  )
  const amount = feeToken ? formatUnits(BigInt(quote.fee.amount), feeToken.decimals) : '?'
  return (
    <section aria-label="Fee" style={{ fontFamily: 'var(--stx-font)' }}>
      <h2 style={{ margin: 0, fontSize: '1rem' }}>Network fee</h2>
      <p>
        <strong data-testid="fee">
          {amount} {feeToken?.symbol ?? quote.fee.token}
        </strong>{' '}
        on chain {quote.fee.chainId} ({quote.quoteType} quote, {quote.quote.userOps.length} chains)
      </p>
    </section>
  )
}

const meta = {
  title: 'Introduction/Pipeline',
  component: FeeSummary,
  args: { quote: quotes.permit },
} satisfies Meta<typeof FeeSummary>

export default meta
type Story = StoryObj<typeof meta>

export const PermitFee: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('fee')).toHaveTextContent('1.25 USDC')
    await expect(canvas.getByRole('region', { name: 'Fee' })).toBeVisible()
  },
}

export const OnchainFeeDark: Story = {
  args: { quote: quotes.onchain },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-story-theme]')).toHaveAttribute(
      'data-story-theme',
      'dark',
    )
    await expect(within(canvasElement).getByText(/onchain quote/)).toBeVisible()
  },
}

/** The fixtures parse with the kit's own schemas, so they cannot drift from the API shape. */
export const FixturesMatchSchemas: Story = {
  args: { quote: quotes.simple },
  play: async () => {
    for (const quote of Object.values(quotes))
      await expect(quoteResponseSchema.safeParse(quote).error).toBeUndefined()
    for (const receipt of Object.values(receipts))
      await expect(supertxReceiptSchema.safeParse(receipt).error).toBeUndefined()
  },
}
