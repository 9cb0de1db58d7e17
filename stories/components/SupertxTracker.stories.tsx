import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SupertxTracker } from '../../src/react/components/SupertxTracker/SupertxTracker.js'
import { receipts } from '../fixtures/index.js'

const meta = {
  title: 'Components/SupertxTracker',
  component: SupertxTracker,
  args: { receipt: receipts.pending },
  parameters: {
    docs: {
      description: {
        component: `A supertransaction's progress per chain and operation, with explorer links. Give it a hash (it polls the receipt until final) or a receipt you already have.

\`\`\`tsx
<SupertxTracker supertxHash={hash} />
// or: <SupertxTracker receipt={flow.data.receipt} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof SupertxTracker>

export default meta
type Story = StoryObj<typeof meta>

export const Pending: Story = { args: { receipt: receipts.pending } }
export const Mining: Story = { args: { receipt: receipts.mining } }
export const PartlyMined: Story = { args: { receipt: receipts.partlyMined } }
export const Success: Story = {
  args: { receipt: receipts.success },
  play: async ({ canvasElement }) => {
    const tracker = within(canvasElement).getByRole('region')
    await expect(within(tracker).getByRole('status')).toBeVisible()
  },
}
export const MinedFail: Story = { args: { receipt: receipts.minedFail } }
export const Failed: Story = { args: { receipt: receipts.failed } }
export const RenderProp: Story = {
  args: {
    receipt: receipts.partlyMined,
    children: (receipt) => (
      <p>
        {receipt.status}:{' '}
        {receipt.userOps.filter((op) => op.executionStatus === 'MINED_SUCCESS').length} of{' '}
        {receipt.userOps.length} operations mined
      </p>
    ),
  },
}
export const Dark: Story = { args: { receipt: receipts.minedFail }, parameters: { theme: 'dark' } }
export const German: Story = {
  args: { receipt: receipts.partlyMined },
  parameters: { locale: 'de' },
}
export const Narrow: Story = { args: { receipt: receipts.partlyMined }, parameters: { width: 320 } }
