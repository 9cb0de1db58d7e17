import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { getAddress } from 'viem'
import {
  chainA,
  chainB,
  fixtureApi,
  networkError,
  otherAccountAddress,
  ownerAddress,
  supertxHash,
} from '../../fixtures/index.js'
import {
  UpgradeNotice,
  UpgradeNoticeView,
} from '../../src/react/components/UpgradeNotice/UpgradeNotice.js'
import { upgradeNoticeMessages } from '../../src/react/i18n/messages/upgrade-notice.js'
import { shortAddress } from '../../src/react/ui/short-address.js'

// As the sentence writes them: checksummed (EIP-55), then shortened.
const short = (address: string) => shortAddress(getAddress(address))
const wrongAccount = upgradeNoticeMessages.wrongAccount({
  owner: short(ownerAddress),
  connected: short(otherAccountAddress),
})

const needed = {
  upgradeStatus: 'needed' as const,
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
export const Quoting: Story = { args: { upgrade: { ...needed, upgradeStatus: 'quoting' } } }
export const Signing: Story = { args: { upgrade: { ...needed, upgradeStatus: 'signing' } } }
export const Executing: Story = { args: { upgrade: { ...needed, upgradeStatus: 'executing' } } }
export const Tracking: Story = {
  args: { upgrade: { ...needed, upgradeStatus: 'tracking', supertxHash } },
}
/** Done: the title no longer offers an upgrade, it says the account is up to date. */
export const Upgraded: Story = {
  args: {
    upgrade: { ...needed, upgradeStatus: 'upgraded', chainsNeedingUpgrade: [], supertxHash },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Your account is up to date' })).toBeVisible()
    await expect(canvas.queryByText('Account upgrade available')).toBeNull()
  },
}
export const UpgradedGerman: Story = {
  args: Upgraded.args,
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'Ihr Konto ist auf dem neuesten Stand',
      }),
    ).toBeVisible()
  },
}
export const Failed: Story = {
  args: { upgrade: { ...needed, upgradeStatus: 'error', error: networkError } },
}
/**
 * Why it cannot start (`disabledReason`, what `<UpgradeNotice>` passes when the connected account
 * is not `ownerAddress`): a sentence, and the button off but focusable, described by it.
 */
export const WrongAccount: Story = {
  args: { disabledReason: wrongAccount },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Upgrade account' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAccessibleDescription(wrongAccount)
    await userEvent.click(button)
    await expect(args.upgrade.upgrade).not.toHaveBeenCalled()
  },
}
/** `checking`, `idle` and `nothing-to-do` render nothing. */
export const NothingToDo: Story = {
  args: { upgrade: { ...needed, upgradeStatus: 'nothing-to-do', chainsNeedingUpgrade: [] } },
}
export const Dark: Story = { parameters: { theme: 'dark' } }
export const German: Story = { parameters: { locale: 'de' } }
export const Narrow: Story = { parameters: { width: 320 } }
export const Unstyled: Story = { parameters: { unstyled: true } }

/** What the lookup (POST /v1/mee/orchestrator without chains) answers for an owner. */
const lookup = (needsUpgrade: number[]) => ({
  body: {
    deployments: [chainA, chainB].map((chainId) => ({
      chainId,
      addressVersion: '2.1.0',
      address: '0x00000000000000000000000000000000000a11ce',
      isDeployed: true,
      isUpgradeNeeded: needsUpgrade.includes(chainId),
    })),
    upgradedAddresses: {},
  },
})
const lookupRoute = 'POST /v1/mee/orchestrator'
const root = () => <UpgradeNotice mode="smart-account" ownerAddress={ownerAddress} />

/** The root itself: its hook looks the owner's accounts up (fixture API) and finds two to upgrade. */
export const RootNeeded: Story = {
  render: root,
  parameters: {
    api: fixtureApi({ [lookupRoute]: lookup([chainA, chainB]) }),
    connectedAccount: ownerAddress,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Upgrade account' })).toBeVisible(),
    )
    // The owner's wallet is connected: nothing holds the button back.
    await expect(canvas.getByRole('button', { name: 'Upgrade account' })).not.toHaveAttribute(
      'aria-disabled',
    )
    await expect(canvas.getByText(/Devnet A, Devnet B/)).toBeVisible()
  },
}
/**
 * The root with an `ownerAddress` while the wallet is connected on another account: the lookup
 * finds the owner's accounts to upgrade, but only the owner's wallet can sign, so it says so.
 */
export const RootWrongAccount: Story = {
  render: root,
  parameters: {
    api: fixtureApi({ [lookupRoute]: lookup([chainA, chainB]) }),
    connectedAccount: otherAccountAddress,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = await canvas.findByRole('button', { name: 'Upgrade account' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAccessibleDescription(wrongAccount)
    await expect(canvas.getByText(wrongAccount)).toBeVisible()
  },
}
/** The lookup finds nothing to upgrade: the root renders nothing at all. */
export const RootNothingToDo: Story = {
  render: root,
  parameters: { api: fixtureApi({ [lookupRoute]: lookup([]) }) },
  play: async ({ canvasElement }) => {
    await new Promise((done) => setTimeout(done, 300))
    await expect(within(canvasElement).queryByRole('region')).toBeNull()
  },
}
/**
 * The lookup is refused (the service's 401 for a wrong API key): no upgrade was tried, so the
 * notice shows nothing (the page's own error says why, once).
 */
export const RootLookupRefused: Story = {
  render: root,
  parameters: {
    api: fixtureApi({
      [lookupRoute]: {
        status: 401,
        body: { code: 'UNAUTHORIZED', message: 'Invalid API key', errors: [] },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await new Promise((done) => setTimeout(done, 300))
    await expect(within(canvasElement).queryByRole('region')).toBeNull()
    await expect(within(canvasElement).queryByRole('alert')).toBeNull()
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}
/** Pressing Upgrade: the upgrade request fails at the service, and the notice shows why. */
export const RootUpgradeFails: Story = {
  render: root,
  parameters: {
    api: fixtureApi({
      [lookupRoute]: lookup([chainA]),
      'POST /v1/mee/upgrade': {
        status: 400,
        body: {
          code: 'BAD_REQUEST',
          message: 'Upgrades accept mode eoa or smart-account',
          errors: [],
        },
      },
    }),
    // The owner's own wallet: only then may the upgrade be pressed at all.
    connectedAccount: ownerAddress,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const upgrade = await canvas.findByRole('button', { name: 'Upgrade account' })
    await userEvent.click(upgrade)
    await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible())
  },
}
