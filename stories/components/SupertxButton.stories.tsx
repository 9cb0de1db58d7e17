import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { getAddress } from 'viem'
import {
  errorStates,
  everyError,
  otherAccountAddress,
  ownerAddress,
  quoteRequest,
  signingPermitState,
  states,
} from '../../fixtures/index.js'
import { SupertxButton } from '../../src/react/components/SupertxButton/SupertxButton.js'
import { supertxButtonMessages } from '../../src/react/i18n/messages/supertx-button.js'
import { shortAddress } from '../../src/react/ui/short-address.js'

// As the sentence writes them: checksummed (EIP-55), then shortened.
const short = (address: string) => shortAddress(getAddress(address))

const meta = {
  title: 'Components/SupertxButton',
  component: SupertxButton,
  args: { onClick: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The one button of a supertransaction: its label follows the flow (quote, sign, executing, try again). Inside \`<Supertransaction>\` it needs no props; standalone, hand it a state:

\`\`\`tsx
<Supertransaction composeFlows={flows}>
  <SupertxButton labels={{ idle: 'Send' }} />
</Supertransaction>
// or: <SupertxButton state={flow} onClick={flow.execute} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof SupertxButton>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  args: { state: states.idle },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get quote' })
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}
export const Authorizing: Story = { args: { state: states.authorizing } }
export const Quoting: Story = { args: { state: states.quoting } }
export const Quoted: Story = { args: { state: states.quoted } }
/** Onchain quote: the second approval waits for confirmations. */
export const SigningOnchainApproval: Story = { args: { state: states.signing } }
export const SigningPermit: Story = { args: { state: signingPermitState } }
export const Executing: Story = { args: { state: states.executing } }
export const Tracking: Story = { args: { state: states.tracking } }
export const Success: Story = { args: { state: states.success } }
export const Failed: Story = { args: { state: states.failed } }
export const ErrorNetwork: Story = { args: { state: states.error } }
export const ErrorUserRejected: Story = { args: { state: errorStates.userRejected } }

export const DisabledWithReason: Story = {
  args: { state: states.idle, disabledReason: 'Connect your wallet to continue.' },
  play: async ({ canvasElement, args }) => {
    // aria-disabled, not disabled: the button stays focusable, so its reason can be read.
    const button = within(canvasElement).getByRole('button', { name: 'Get quote' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAccessibleDescription('Connect your wallet to continue.')
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

/**
 * Quoted, but the quote's funding needs more than the owner holds (`<Supertransaction>` reads the
 * balance on chain and passes this reason): off, saying how much is needed.
 */
export const InsufficientBalance: Story = {
  args: {
    state: states.quoted,
    disabledReason: supertxButtonMessages.insufficientBalance({
      needed: '1.75 USDC',
      balance: '0.5 USDC',
    }),
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign and execute' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAccessibleDescription(
      'Not enough funds: this needs 1.75 USDC, your balance is 0.5 USDC.',
    )
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

/**
 * Standalone, the wallet connected on another account than the quote's owner: pressing would only
 * be refused by the wallet, so the button is off and names both accounts (no `disabledReason`
 * given; the same sentence `<Supertransaction ownerAddress>` shows).
 */
export const WrongAccount: Story = {
  args: { state: states.quoted },
  parameters: { connectedAccount: otherAccountAddress },
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Sign and execute' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAccessibleDescription(
      supertxButtonMessages.wrongAccount({
        owner: short(ownerAddress),
        connected: short(otherAccountAddress),
      }),
    )
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}
export const LabelOverride: Story = {
  args: { state: states.idle, labels: { idle: 'Send 10 USDC' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('Send 10 USDC')
  },
}

/** The children function gets status, label, busy, disabled and onClick: any markup of the app's own. */
export const RenderProp: Story = {
  args: {
    state: signingPermitState,
    children: ({ label, busy, disabled, onClick }) => (
      <button type="button" disabled={disabled} aria-busy={busy} onClick={onClick}>
        {busy ? '⏳ ' : ''}
        {label}
      </button>
    ),
  },
}

export const Dark: Story = { args: { state: states.quoted }, parameters: { theme: 'dark' } }
export const German: Story = {
  args: { state: signingPermitState },
  parameters: { locale: 'de' },
}
export const Narrow: Story = {
  args: { state: errorStates.validation },
  parameters: { width: 320 },
}
export const Unstyled: Story = { args: { state: states.quoted }, parameters: { unstyled: true } }

/**
 * Every error the kit can show a person, each as the button's error line: one real instance per
 * sentence of the kit's error words (wallet, API codes, transport, flow, configuration, unknown).
 */
export const EveryError: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem', maxWidth: 520 }}>
      {Object.entries(everyError).map(([name, error]) => (
        <section key={name} aria-label={name}>
          <h3 style={{ margin: '0 0 0.25rem', fontSize: '0.8rem', fontFamily: 'monospace' }}>
            {name}
          </h3>
          <SupertxButton
            {...args}
            state={{ status: 'error', step: 'quoting', error, data: { request: quoteRequest } }}
          />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const alerts = within(canvasElement).getAllByRole('alert')
    await expect(alerts).toHaveLength(Object.keys(everyError).length)
    for (const alert of alerts) await expect(alert.textContent?.trim()).not.toBe('')
  },
}
