import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { encodeFunctionData, erc20Abi, getAddress, type Hex } from 'viem'
import {
  chainA,
  chainB,
  devnetTokenList,
  longNameTokens,
  quotes,
  tokenAddress,
} from '../../fixtures/index.js'
import type { QuoteResponse } from '../../src/core/schemas/quote-response.js'
import { executeCallData, type PlainCall } from '../../src/devnet/service/quote/nexus/call-data.js'
import { QuoteSummary } from '../../src/react/components/QuoteSummary/QuoteSummary.js'

/** A quote whose ops are real-shaped (Nexus `execute`): the review words their calls, not the request. */
const recipient = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const spender = getAddress('0x4425ba1a4b5d6bb0bf8a0c9d1c7a8e9f0a1b9c3a')
const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`
const usdcCall = (functionName: 'transfer' | 'approve', to: Hex, amount: bigint): PlainCall => ({
  to: tokenAddress.USDC,
  value: 0n,
  data: encodeFunctionData({ abi: erc20Abi, functionName, args: [to, amount] }),
})
const withCalls = (quote: QuoteResponse, calls: PlainCall[][]): QuoteResponse => ({
  ...quote,
  quote: {
    ...quote.quote,
    userOps: quote.quote.userOps.map((op, i) => ({
      ...op,
      userOp: {
        ...op.userOp,
        callData: calls[i] ? executeCallData(calls[i]) : op.userOp.callData,
      },
    })),
  },
})
const readableQuote = withCalls(quotes.simple, [
  [usdcCall('transfer', recipient, 25_000_000n)],
  [usdcCall('approve', spender, 25_000_000n)],
])

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
/** What runs, read back from the ops' calls: tokens, human amounts and recipients per chain. */
export const WhatRuns: Story = {
  args: { quote: readableQuote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Send 25 USDC to 0xa0Ee…9720')).toBeVisible()
    await expect(canvas.getByText(`Approve 25 USDC for ${short(spender)}`)).toBeVisible()
    await expect(canvas.queryByText(/^Call /)).toBeNull()
  },
}
export const WhatRunsGerman: Story = {
  args: WhatRuns.args,
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('25 USDC an 0xa0Ee…9720 senden'),
    ).toBeVisible()
  },
}
/**
 * A token list whose USDC symbol ends in a right-to-left override (U+202E): dropped at the list's
 * door, so "Send 25 USDC to 0xa0Ee…9720" cannot read "Send 25 USDC0279…eE0a0 ot".
 */
export const HostileSymbol: Story = {
  args: { quote: readableQuote },
  parameters: {
    tokenList: {
      ...devnetTokenList,
      tokens: devnetTokenList.tokens.map((t) =>
        t.symbol === 'USDC' ? { ...t, symbol: 'USDC\u202E' } : t,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByText('Send 25 USDC to 0xa0Ee…9720')
    await expect(line).toBeVisible()
    await expect(canvasElement.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
    // Laid out left to right: the recipient sits right of the amount, not mirrored before it.
    const range = document.createRange()
    const text = line.firstChild as Text
    const at = (s: string) => {
      const i = (text.textContent ?? '').indexOf(s)
      range.setStart(text, i)
      range.setEnd(text, i + s.length)
      return range.getBoundingClientRect().left
    }
    await expect(at('0xa0Ee')).toBeGreaterThan(at('USDC'))
  },
}
/** The schema's largest bound (2^48 − 1) is "no expiry": said so, never a crash. */
export const NoExpiry: Story = {
  args: {
    quote: {
      ...readableQuote,
      quote: {
        ...readableQuote.quote,
        userOps: readableQuote.quote.userOps.map((op) => ({
          ...op,
          upperBoundTimestamp: 2 ** 48 - 1,
        })),
      },
    },
    timeZone: 'UTC',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/any later time \(no expiry\)/)).toBeVisible()
  },
}
/** A quote with no operations: nothing runs, and it says so. */
export const NoOperations: Story = {
  args: { quote: { ...quotes.simple, quote: { ...quotes.simple.quote, userOps: [] } } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByText('No operations: nothing runs').length,
    ).toBeGreaterThan(0)
  },
}
export const OtherTimeZone: Story = { args: { quote: quotes.permit, timeZone: 'Asia/Tokyo' } }
export const RenderProp: Story = {
  args: {
    quote: quotes.permit,
    children: (quote) => (
      <p>
        Quote {quote?.quoteType} on {quote?.quote.userOps.length} chains
      </p>
    ),
  },
}
export const Dark: Story = { args: { quote: quotes.permit }, parameters: { theme: 'dark' } }
export const German: Story = { args: { quote: quotes.onchain }, parameters: { locale: 'de' } }
export const Unstyled: Story = { args: { quote: quotes.permit }, parameters: { unstyled: true } }
