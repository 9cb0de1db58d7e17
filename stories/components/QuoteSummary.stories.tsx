import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { QuoteSummary } from '../../src/react/components/QuoteSummary/QuoteSummary.js'
import {
  chainA,
  chainB,
  devnetTokenList,
  longNameTokens,
  quotes,
  tokenAddress,
} from '../fixtures/index.js'

/** The permit quote, its funding and fee in tokens with very long names and symbols. */
const [longA, longB] = longNameTokens as [
  (typeof longNameTokens)[number],
  (typeof longNameTokens)[number],
]
const longQuote = {
  ...quotes.permit,
  fee: { ...quotes.permit.fee, token: longA.address, chainId: longA.chainId },
  quote: {
    ...quotes.permit.quote,
    fundingTokens: [
      { tokenAddress: longA.address, chainId: longA.chainId, amount: '1234567890000000000000' },
      { tokenAddress: longB.address, chainId: longB.chainId, amount: '42' },
    ],
  },
}

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
const vault = '0x5fc8d32690cc91d4c39d9d3abcbd16989f875707'
/** The request's flows: what each chain's operations do, in a few words. */
const describedFlows = [
  {
    type: '/instructions/build',
    data: {
      to: tokenAddress.USDC,
      chainId: chainA,
      functionSignature: 'transfer(address,uint256)',
      args: [vault, '50000000'],
    },
  },
  {
    type: '/instructions/build-ccip',
    data: {
      srcToken: tokenAddress.USDC,
      dstToken: tokenAddress.USDC,
      srcChainId: chainA,
      dstChainId: chainB,
      amount: '25000000',
    },
  },
  {
    type: '/instructions/build',
    data: { to: vault, chainId: chainB, functionSignature: 'deposit(uint256)', args: ['1'] },
  },
]
export const WithFlows: Story = {
  args: { quote: quotes.permit, composeFlows: describedFlows },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/^Send 50 USDC to 0x5fc8…5707$/)).toBeVisible()
    await expect(canvas.getByText(/^Bridge 25 USDC to /)).toBeVisible()
    await expect(canvas.getByText(/^Call deposit on 0x5fc8…5707$/)).toBeVisible()
    await expect(canvas.queryByText(/^Operation \d/)).toBeNull()
  },
}
export const WithFlowsGerman: Story = {
  args: WithFlows.args,
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^50 USDC an 0x5fc8…5707 senden$/),
    ).toBeVisible()
  },
}
/** A simple quote made for eoa-7702: the badge names the owner's wallet, not a smart account. */
export const SimpleEoa7702: Story = {
  args: { quote: { ...quotes.simple, mode: 'eoa-7702' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Your wallet (EIP-7702)')).toBeVisible()
    await expect(canvas.queryByText('Smart account')).toBeNull()
  },
}
export const Narrow: Story = { args: { quote: quotes.onchain }, parameters: { width: 320 } }
/** Long token names and symbols wrap inside the card instead of widening it. */
export const LongTokenNames: Story = {
  args: { quote: longQuote },
  parameters: {
    width: 320,
    tokenList: { ...devnetTokenList, tokens: [...devnetTokenList.tokens, ...longNameTokens] },
  },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Review' })
    await expect(summary).toHaveTextContent(/EXTRAORDINARYLONGSYMBOL/)
    await expect(summary.scrollWidth).toBeLessThanOrEqual(summary.clientWidth + 1)
  },
}
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
