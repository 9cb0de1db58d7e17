import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { bytes32, chainA, supertxHash } from '../../fixtures/index.js'
import { ExplorerLink } from '../../src/react/components/ExplorerLink/ExplorerLink.js'

const meta = {
  title: 'Components/ExplorerLink',
  component: ExplorerLink,
  args: { supertxHash },
  parameters: {
    docs: {
      description: {
        component: `A link to a supertransaction on the explorer, or to a transaction on its chain's block explorer (from wagmi's chains or the provider's \`blockExplorers\`); opens in a new tab and says so.

\`\`\`tsx
<ExplorerLink supertxHash={hash} />
<ExplorerLink chainId={8453} transactionHash={txHash} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof ExplorerLink>

export default meta
type Story = StoryObj<typeof meta>

export const Supertransaction: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View on explorer' })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('href', expect.stringContaining(supertxHash))
  },
}
export const Transaction: Story = {
  args: { chainId: chainA, transactionHash: bytes32('0a'), supertxHash: undefined },
}
/** A chain with no explorer: plain text, no link. */
export const UnknownChain: Story = {
  args: { chainId: 999, transactionHash: bytes32('0c'), supertxHash: undefined },
}
export const CustomText: Story = { args: { children: 'Open the receipt' } }
export const Dark: Story = { parameters: { theme: 'dark' } }
export const German: Story = { parameters: { locale: 'de' } }
export const Narrow: Story = {
  args: { chainId: chainA, transactionHash: bytes32('0a'), supertxHash: undefined },
  parameters: { width: 320 },
}
export const Unstyled: Story = { parameters: { unstyled: true } }
