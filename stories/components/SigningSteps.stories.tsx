import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { getAddress } from 'viem'
import { getLiveRegion } from '../../fixtures/harness/live-region.js'
import {
  authorizingEveryChainState,
  errorStates,
  executingState,
  mixedSigningItems,
  permitQuote,
  quoteRequest,
  signingPermitState,
  states,
} from '../../fixtures/index.js'
import { devnetDelegate } from '../../src/core/config/delegates.js'
import { SigningSteps } from '../../src/react/components/SigningSteps/SigningSteps.js'

const meta = {
  title: 'Components/SigningSteps',
  component: SigningSteps,
  args: { onRetry: fn() },
  parameters: {
    docs: {
      description: {
        component: `The steps of a supertransaction (authorize, quote, sign each payload, execute, track), the current one announced, a failed one with its reason and a retry button.

\`\`\`tsx
<Supertransaction composeFlows={flows}>
  <SigningSteps />
</Supertransaction>
// or: <SigningSteps state={flow} onRetry={flow.retry} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof SigningSteps>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = { args: { state: states.idle } }
/** eoa-7702: what each authorization does, in words with the full delegate, before the wallet asks. */
export const Authorizing: Story = {
  args: { state: states.authorizing },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'What you authorize' })
    const delegate = getAddress(devnetDelegate as string)
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Turn your account on Devnet A into a smart account that delegates to ${delegate}`,
      `Turn your account on Devnet B into a smart account that delegates to ${delegate}`,
    ])
  },
}
/** The app opted in to multichain: one authorization valid on every chain, said so. */
export const AuthorizingEveryChain: Story = {
  args: { state: authorizingEveryChainState },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /Turn your account on every chain into a smart account/,
      ),
    ).toBeVisible()
  },
}
export const GermanAuthorizing: Story = {
  args: { state: states.authorizing },
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /Ihr Konto auf Devnet A in einen Smart Account umwandeln, der an 0x/,
      ),
    ).toBeVisible()
  },
}
export const Quoting: Story = { args: { state: states.quoting } }
export const Quoted: Story = { args: { state: states.quoted } }
/** Onchain quote: chain A's approval is mined, chain B's waits for confirmations. */
/** smart-account with `fundAccount`: the wallet sends the smart account what it lacks, per chain. */
export const FundingSmartAccount: Story = {
  args: { state: states.funding },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement)
    await expect(steps.getByText('Fund your smart account')).toBeInTheDocument()
    await expect(
      steps.getByText('Send 20 USDC to your smart account on Devnet A'),
    ).toBeInTheDocument()
    await expect(
      steps.getByText('Send 10 USDC to your smart account on Devnet B'),
    ).toBeInTheDocument()
  },
}
export const SigningOnchainApproval: Story = { args: { state: states.signing } }
export const SigningPermits: Story = { args: { state: signingPermitState } }
/** Every item status at once: signed, confirming, signing, pending, failed. */
export const SigningEveryItemStatus: Story = {
  args: {
    state: {
      status: 'signing',
      data: { request: quoteRequest, quote: permitQuote, items: mixedSigningItems },
    },
  },
}
export const Executing: Story = { args: { state: executingState } }
export const Tracking: Story = { args: { state: states.tracking } }
/** Tracking while the receipt cannot be read: the kit reads it again and says so. */
export const TrackingRetrying: Story = {
  args: {
    state: {
      ...states.tracking,
      data: {
        ...states.tracking.data,
        retrying: { attempt: 3, error: new Error('503 SERVICE_UNAVAILABLE') },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/not answering right now; trying again \(attempt 3\)/),
    ).toBeVisible()
  },
}
export const Success: Story = { args: { state: states.success } }
/** eoa-7702 with a wallet that was already delegated: nothing to authorize, said so (not "Done"). */
export const SuccessAlreadyDelegated: Story = {
  args: {
    state: {
      ...states.success,
      data: { ...states.success.data, request: { ...quoteRequest, mode: 'eoa-7702' } },
    },
  },
  play: async ({ canvasElement }) => {
    const step = within(canvasElement).getByText('Authorize your account (EIP-7702)')
    await expect(step.parentElement).toHaveTextContent('Not needed')
    await expect(step.parentElement).not.toHaveTextContent('Done')
  },
}
export const Failed: Story = { args: { state: states.failed } }

export const ErrorUserRejected: Story = {
  args: { state: errorStates.userRejected },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    // The failed step says why, in a sentence of its own, next to its retry button.
    await expect(getLiveRegion(canvasElement)).toHaveTextContent(/failed/)
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
export const ErrorAuthorizationRequired: Story = {
  args: { state: errorStates.authorizationRequired, authorize: true },
}
export const ErrorValidation: Story = { args: { state: errorStates.validation } }
export const ErrorExpiredQuote: Story = { args: { state: errorStates.expiredQuote } }
/** A hostile API put a Permit beside the quote hash: refused before the wallet, the field named. */
export const ErrorPayloadTwoShapes: Story = {
  args: { state: errorStates.twoShapes },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /does not match the quote \(at “payloadToSign\[0\]\.signablePayload”\), so nothing was signed/,
        { selector: '.stx-signing-steps__reason' },
      ),
    ).toBeVisible()
  },
}
/** The quote's ops send 1 USDC to someone the request never named: refused by the op's place. */
export const ErrorExtraOperation: Story = {
  args: { state: errorStates.extraOperation },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /does not match the quote \(at “quote\.userOps\[1\]\.calls\[0\]”\), so nothing was signed/,
        { selector: '.stx-signing-steps__reason' },
      ),
    ).toBeVisible()
  },
}
/** Ops the kit cannot read back: what the signed hash commits to is unknown, so refused. */
export const ErrorOperationsUnreadable: Story = {
  args: { state: errorStates.unreadableOperations },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/cannot read what the quote’s operations would do/, {
        selector: '.stx-signing-steps__reason',
      }),
    ).toBeVisible()
  },
}
/** The app gave nothing to compare the permit with: refused, and it says what is missing. */
export const ErrorQuoteUnverifiable: Story = {
  args: { state: errorStates.quoteUnverifiable },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /cannot check what your wallet would sign \(it lacks fundingTokens\)/,
        { selector: '.stx-signing-steps__reason' },
      ),
    ).toBeVisible()
  },
}
/** The service asked to hand the account to 0x…dEaD: refused at authorize, nothing to sign shown. */
export const ErrorAuthorizationRefused: Story = {
  args: { state: errorStates.authorizationRefused, authorize: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(
        /hand your account over to 0x000000000000000000000000000000000000dEaD, a contract this app does not trust/,
        { selector: '.stx-signing-steps__reason' },
      ),
    ).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'What you authorize' })).toBeNull()
  },
}
export const GermanAuthorizationRefused: Story = {
  args: { state: errorStates.authorizationRefused, authorize: true },
  parameters: { locale: 'de' },
}
export const ErrorNetwork: Story = { args: { state: errorStates.network } }
export const ErrorSupertxFailed: Story = { args: { state: errorStates.supertxFailed } }

export const Dark: Story = { args: { state: states.signing }, parameters: { theme: 'dark' } }
export const German: Story = {
  args: { state: errorStates.userRejected },
  parameters: { locale: 'de' },
}
export const Narrow: Story = { args: { state: states.signing }, parameters: { width: 320 } }
export const Unstyled: Story = { args: { state: states.signing }, parameters: { unstyled: true } }
