import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { UpgradeNoticeView } from '../../src/react/components/UpgradeNotice/UpgradeNotice.js'
import { chainA, chainB, networkError, supertxHash } from '../fixtures/index.js'

const needed = {
  status: 'needed' as const,
  chainsNeedingUpgrade: [chainA, chainB],
  error: null,
  upgrade: fn(),
  supertxHash: undefined,
}

const meta = {
  title: 'Components/UpgradeNotice',
  component: UpgradeNoticeView,
  args: { upgrade: needed },
  parameters: {
    docs: {
      description: {
        component: `Tells the user their smart account needs an upgrade on some chains, runs it on a press, and shows its progress. \`<UpgradeNotice>\` looks it up with \`useUpgrade\`; \`<UpgradeNoticeView>\` (shown here) draws any state of it. It renders nothing while checking or when there is nothing to do.

\`\`\`tsx
<UpgradeNotice mode="smart-account" />
// or: <UpgradeNoticeView upgrade={useUpgrade({ mode, ownerAddress })} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof UpgradeNoticeView>

export default meta
type Story = StoryObj<typeof meta>

export const Needed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upgrade account' }))
    await expect(args.upgrade.upgrade).toHaveBeenCalledOnce()
  },
}
export const Quoting: Story = { args: { upgrade: { ...needed, status: 'quoting' } } }
export const Signing: Story = { args: { upgrade: { ...needed, status: 'signing' } } }
export const Executing: Story = { args: { upgrade: { ...needed, status: 'executing' } } }
export const Tracking: Story = {
  args: { upgrade: { ...needed, status: 'tracking', supertxHash } },
}
export const Upgraded: Story = {
  args: { upgrade: { ...needed, status: 'upgraded', chainsNeedingUpgrade: [], supertxHash } },
}
export const Failed: Story = {
  args: { upgrade: { ...needed, status: 'error', error: networkError } },
}
/** `checking`, `idle` and `nothing-to-do` render nothing. */
export const NothingToDo: Story = {
  args: { upgrade: { ...needed, status: 'nothing-to-do', chainsNeedingUpgrade: [] } },
}
export const Dark: Story = { parameters: { theme: 'dark' } }
export const German: Story = { parameters: { locale: 'de' } }
