import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import {
  chainA,
  chainB,
  devnetTokenList,
  longNameTokens,
  tokenAddress,
} from '../../fixtures/index.js'
import { TokenAmount } from '../../src/react/components/parts/TokenAmount.js'

const meta = {
  title: 'Components/TokenAmount',
  component: TokenAmount,
  args: { amount: '1250000', chainId: chainA, address: tokenAddress.USDC },
  parameters: {
    docs: {
      description: {
        component: `An amount in base units shown in the token's decimals and symbol (from a \`token\` prop, the provider's \`tokenList\`, else read on chain; until known, base units and the short address), in the app's locale.

\`\`\`tsx
<TokenAmount amount="1250000" chainId={8453} address={usdcAddress} />  // 1.25 USDC
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof TokenAmount>

export default meta
type Story = StoryObj<typeof meta>

export const Usdc: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/1\.25\s*USDC/)
  },
}
export const WethLarge: Story = {
  args: { amount: 1234567890000000000000n, chainId: chainB, address: tokenAddress.WETH },
}
export const German: Story = { parameters: { locale: 'de' } }
export const Dark: Story = { parameters: { theme: 'dark' } }
export const Unstyled: Story = { parameters: { unstyled: true } }
/** A name and symbol far longer than planned, at 320 px: it wraps, nothing overflows. */
export const LongSymbolNarrow: Story = {
  args: { amount: 123456789012345678901234n, chainId: chainA, address: longNameTokens[0]!.address },
  parameters: { width: 320, tokenList: { ...devnetTokenList, tokens: longNameTokens } },
}
/** A token the list does not know (and no chain to read it from): base units and the address. */
export const UnknownToken: Story = {
  args: { amount: '1250000', address: '0x00000000000000000000000000000000000b0b0b' },
}
/**
 * A token list whose USDC claims 100,000,000 decimals (formatting it froze the page for over a
 * minute): the provider leaves that token out, so the amount shows as base units at once.
 */
export const HostileDecimals: Story = {
  parameters: {
    tokenList: {
      ...devnetTokenList,
      tokens: devnetTokenList.tokens.map((t) => ({ ...t, decimals: 100_000_000 })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/1,250,000/)
  },
}
