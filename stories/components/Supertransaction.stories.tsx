import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { getLiveRegion } from '../../fixtures/harness/live-region.js'
import {
  devnetTokenList,
  errorStates,
  longNameTokens,
  quoteRequest,
  signingPermitState,
  states,
  tokenBalanceRevertState,
} from '../../fixtures/index.js'
import { recipient } from '../../fixtures/two-chain-states.js'
import { account, owner, usdc } from '../../fixtures/verifiable-quotes.js'
import { SupertxFailedError } from '../../src/core/errors/supertransaction.js'
import { feeChoiceOf } from '../../src/core/supertransaction/fee-choice.js'
import type { SupertransactionState } from '../../src/core/supertransaction/types.js'
import type { SupertransactionContextValue } from '../../src/react/components/parts/supertransaction-context.js'
import { QuoteSummary } from '../../src/react/components/QuoteSummary/QuoteSummary.js'
import { Supertransaction } from '../../src/react/components/Supertransaction/Supertransaction.js'
import { SupertransactionView } from '../../src/react/components/Supertransaction/SupertransactionView.js'
import { SupertxButton } from '../../src/react/components/SupertxButton/SupertxButton.js'

/**
 * The default layout of `<Supertransaction>`, drawn from a fixture state: the root runs the flow
 * with `useSupertransaction` (it needs an API and a wallet), so beyond `idle` each story hands the
 * root's own view (`SupertransactionView`) a flow in that state whose actions do nothing. What
 * shows is what the root shows in that state: the same parts, the same tracking list.
 */
function LayoutFromState({ state }: { state: SupertransactionState }) {
  // The fee choice the quote was made for: the request's, else the token the quote charges (a
  // fee of 0 is sponsored), so the choice never contradicts the fee the review shows.
  const quote = state.data.quote
  const charged =
    quote && BigInt(quote.fee.amount) > 0n
      ? { address: quote.fee.token, chainId: quote.fee.chainId }
      : undefined
  const nothing = async () => state
  const fee = feeChoiceOf(state.data.request?.feeToken ?? charged)
  const value: SupertransactionContextValue = {
    supertransaction: {
      ...state,
      supertxHash: state.data.supertxHash,
      explorerUrl: state.data.explorerUrl,
      quote: nothing,
      execute: nothing,
      authorize: nothing,
      retry: nothing,
      reset: () => undefined,
      fee,
      setFee: () => undefined,
    },
    fee,
    setFee: () => undefined,
    feeTokens: undefined,
    disabledReason: undefined,
    mode: state.data.request?.mode ?? quote?.mode ?? 'smart-account',
  }
  return <SupertransactionView value={value} />
}

const meta = {
  title: 'Components/Supertransaction',
  component: Supertransaction,
  args: { composeFlows: quoteRequest.composeFlows, mode: 'smart-account' },
  parameters: {
    docs: {
      description: {
        component: `The whole flow in one component: summary, fee, the signing steps, the button and tracking. Without children it renders this default layout; with children, your own layout of the parts (each reads the flow from the root).

\`\`\`tsx
<Supertransaction mode="smart-account" composeFlows={flows} />
// your layout: <Supertransaction composeFlows={flows}><QuoteSummary /><SupertxButton /></Supertransaction>
\`\`\`

Only \`Idle\` renders the root itself here (no wallet is connected in these stories); the other states render the root's own view (\`SupertransactionView\`) with a flow held in a fixture state. See Live/Supertransaction for the real flow against a devnet.`,
      },
    },
  },
} satisfies Meta<typeof Supertransaction>

export default meta
type Story = StoryObj<typeof meta>

const partialRunState: SupertransactionState = {
  ...states.failed,
  error: new SupertxFailedError({
    supertxHash: states.failed.data.supertxHash as `0x${string}`,
    reason: 'Chain 31338 is not reachable',
    funds: [
      { chainId: 31338, account: owner, token: usdc, amount: '50000000' },
      { chainId: 31338, account: account, token: usdc, amount: '1250000' },
      { chainId: 31337, account: recipient, token: usdc, amount: '2000000' },
    ],
  }),
}

/** The root itself: no wallet connected, so the button says why it cannot start. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Get quote' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAccessibleDescription(/Connect your wallet/)
  },
}

/** Your own layout: the parts as children of the root. */
export const CustomLayout: Story = {
  args: {
    children: (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <QuoteSummary />
        <SupertxButton labels={{ idle: 'Review the transfer' }} />
      </div>
    ),
  },
}

/**
 * The default layout's order, top to bottom: the review and the fee choice, the signing steps
 * (where an error says why), then the primary action, then the tracking; so after a long error
 * the action is still right under it, never above the review.
 */
async function expectAfterReview(canvasElement: HTMLElement, button: HTMLElement) {
  const { top, bottom } = button.getBoundingClientRect()
  const review = within(canvasElement).getByRole('region', { name: /^(Review|Überblick)$/ })
  await expect(top).toBeGreaterThanOrEqual(review.getBoundingClientRect().bottom)
  const fee = canvasElement.querySelector('.stx-fee-token-select')
  await expect(top).toBeGreaterThanOrEqual(fee?.getBoundingClientRect().bottom ?? Infinity)
  const steps = canvasElement.querySelector('.stx-signing-steps')
  if (steps) await expect(top).toBeGreaterThanOrEqual(steps.getBoundingClientRect().bottom)
  const tracker = canvasElement.querySelector('.stx-supertransaction__tracker')
  if (tracker) await expect(bottom).toBeLessThanOrEqual(tracker.getBoundingClientRect().top)
}

export const Authorizing: Story = { render: () => <LayoutFromState state={states.authorizing} /> }
export const Quoting: Story = { render: () => <LayoutFromState state={states.quoting} /> }
/**
 * The review before signing: what runs on each chain and the fee, the fee choice it was quoted
 * for, and one button that names the next step. Nothing is signed until it is pressed.
 */
export const Quoted: Story = {
  render: () => <LayoutFromState state={states.quoted} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Sign and execute' })).toBeVisible()
    const review = canvas.getByRole('region', { name: 'Review' })
    await expect(review).toHaveTextContent(/Fee/)
    await expect(review).not.toHaveTextContent(/No quote yet/)
    // The fee the review shows is the choice that is selected, never "Sponsored".
    await expect(canvas.getByRole('radio', { name: 'Sponsored: you pay no fee' })).not.toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Pay the fee with a token' })).toBeChecked()
    // The review (and the fee it was quoted for) is read before the button that signs it.
    await expectAfterReview(canvasElement, canvas.getByRole('button', { name: 'Sign and execute' }))
  },
}
export const GermanQuoted: Story = {
  render: () => <LayoutFromState state={states.quoted} />,
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      // The German messages load with the locale: wait for them.
      await canvas.findByRole('button', { name: 'Signieren und ausführen' }, { timeout: 5_000 }),
    ).toBeVisible()
  },
}
export const Signing: Story = { render: () => <LayoutFromState state={states.signing} /> }
/** Permits: the first signed, the wallet asks for the second. */
export const SigningPermits: Story = {
  render: () => <LayoutFromState state={signingPermitState} />,
}
export const Executing: Story = { render: () => <LayoutFromState state={states.executing} /> }
export const Tracking: Story = { render: () => <LayoutFromState state={states.tracking} /> }
export const Success: Story = { render: () => <LayoutFromState state={states.success} /> }
export const Failed: Story = {
  render: () => <LayoutFromState state={states.failed} />,
  play: async ({ canvasElement }) => {
    // The run's one primary action (Try again), in any language.
    const button = canvasElement.querySelector('.stx-supertx-button__button') as HTMLElement
    await expect(button).toBeVisible()
    await expectAfterReview(canvasElement, button)
  },
}
/**
 * A run that failed after part of it ran: the failed step lists where the funds are now, one
 * line each, and "Start a new transaction" comes right after it, above the tracking.
 */
export const PartialRunFailed: Story = {
  render: () => <LayoutFromState state={partialRunState} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const reason = await canvas.findByText(/^Part of the transaction ran/, {}, { timeout: 5_000 })
    const box = reason.closest('.stx-signing-steps__reason') as HTMLElement
    const list = box.querySelectorAll(':scope > ul > li')
    await expect([...list].map((li) => li.textContent)).toHaveLength(3)
    await expectHoldersInFull(box, {
      summary: 'Addresses in full',
      // Nothing of this quote runs on Devnet B, so 0x2222… is not known there as the smart
      // account: its line gives the address in full, and only the wallet needs listing.
      lines: [`your wallet: ${owner}`],
    })
    const button = canvas.getByRole('button', { name: 'Start a new transaction' })
    await expect(button).toBeVisible()
    await expectAfterReview(canvasElement, button)
  },
}
export const NarrowPartialRunFailed: Story = { ...PartialRunFailed, parameters: { width: 390 } }
/** The same in German, at 390 px: the holders' full addresses open from the keyboard too. */
export const GermanNarrowPartialRunFailed: Story = {
  render: () => <LayoutFromState state={partialRunState} />,
  parameters: { locale: 'de', width: 390 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const reason = await canvas.findByText(/^Ein Teil der Transaktion/, {}, { timeout: 5_000 })
    await expectHoldersInFull(reason.closest('.stx-signing-steps__reason') as HTMLElement, {
      summary: 'Vollständige Adressen',
      lines: [`Ihre Wallet: ${owner}`],
    })
  },
}

/**
 * Under the error box's funds, "Addresses in full" for the holders the lines name rather than
 * address (a stranger's line gives its address already): opened from the keyboard, and the
 * open list stays within the box's width.
 */
async function expectHoldersInFull(box: HTMLElement, want: { summary: string; lines: string[] }) {
  const details = box.querySelector('details') as HTMLDetailsElement
  const summary = within(details).getByText(want.summary, { selector: 'summary' })
  await expect(details.open).toBe(false)
  summary.focus()
  await expect(summary).toHaveFocus()
  // A native <summary> opens on Enter by the browser's own activation, which a synthetic key
  // event does not trigger; focus proves it is reachable, the click is the activation.
  await userEvent.click(summary)
  await waitFor(() => expect(details.open).toBe(true))
  const lines = [...details.querySelectorAll('li')].map((li) => li.textContent)
  await expect(lines).toEqual(want.lines)
  await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1)
  const root = box.closest('.stx-root') as HTMLElement
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1)
}
/** An error shows once, in the failed step (why); the button points to it and is the one action. */
export const ErrorNetwork: Story = {
  render: () => <LayoutFromState state={states.error} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const buttons = canvas.getAllByRole('button', { name: 'Try again' })
    await expect(buttons).toHaveLength(1)
    const [button] = buttons
    const reason = canvasElement.querySelector('.stx-signing-steps__reason')
    await expect(reason).toBeVisible()
    await expect(button).toHaveAccessibleDescription(reason?.textContent ?? '')
    await expect(canvasElement.querySelector('.stx-supertx-button__reason')).toBeNull()
    await expect(getLiveRegion(canvasElement, /failed/)).toHaveTextContent(
      reason?.textContent ?? '',
    )
    // The `status` role stays the app's own: none of the kit's parts takes it.
    await expect(canvas.queryByRole('status')).toBeNull()
    await expectAfterReview(canvasElement, button as HTMLElement)
  },
}
export const ErrorUserRejected: Story = {
  render: () => <LayoutFromState state={errorStates.userRejected} />,
}
export const DarkTracking: Story = { ...Tracking, parameters: { theme: 'dark' } }
export const GermanSigning: Story = { ...Signing, parameters: { locale: 'de' } }
export const NarrowSuccess: Story = { ...Success, parameters: { width: 320 } }
export const UnstyledQuoted: Story = { ...Quoted, parameters: { unstyled: true } }
export const ErrorAuthorizationRequired: Story = {
  render: () => <LayoutFromState state={errorStates.authorizationRequired} />,
}
/** The refusals of a hostile API, as the whole component shows them (the button and the steps). */
export const ErrorPayloadTwoShapes: Story = {
  render: () => <LayoutFromState state={errorStates.twoShapes} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/nothing was signed/, {
        selector: '.stx-signing-steps__reason',
      }),
    ).toBeVisible()
  },
}
export const ErrorAuthorizationRefused: Story = {
  render: () => <LayoutFromState state={errorStates.authorizationRefused} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/a contract this app does not trust/, {
        selector: '.stx-signing-steps__reason',
      }),
    ).toBeVisible()
  },
}
export const GermanAuthorizationRefused: Story = {
  ...ErrorAuthorizationRefused,
  parameters: { locale: 'de' },
  play: undefined,
}
export const ErrorValidation: Story = {
  render: () => <LayoutFromState state={errorStates.validation} />,
}
export const ErrorExpiredQuote: Story = {
  render: () => <LayoutFromState state={errorStates.expiredQuote} />,
}
/** Failed while tracked: the run executed, so the review still shows the quote that ran. */
export const ErrorSupertxFailed: Story = {
  render: () => <LayoutFromState state={errorStates.supertxFailed} />,
  play: async ({ canvasElement }) => {
    const review = within(canvasElement).getByRole('region', { name: 'Review' })
    await expect(review).not.toHaveTextContent(/No quote yet/)
    await expect(review).toHaveTextContent(/Fee/)
    // The reason once (the failed step), not again as the tracker's "Why:"; a reverted op is
    // not counted as done.
    await expect(within(canvasElement).queryByText(/^Why:/)).toBeNull()
    await expect(canvasElement).not.toHaveTextContent(/(\d+) of \1 operations done/)
  },
}
/** The inputs changed after the quote: it was dropped unsigned, and the step says so once. */
export const ErrorQuoteStale: Story = {
  render: () => <LayoutFromState state={errorStates.quoteStale} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/changed after this quote was made/, {
        selector: '.stx-signing-steps__reason',
      }),
    ).toBeVisible()
  },
}
export const GermanQuoteStale: Story = {
  render: () => <LayoutFromState state={errorStates.quoteStale} />,
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/weder signiert noch gesendet/, {
        selector: '.stx-signing-steps__reason',
      }),
    ).toBeVisible()
  },
}
export const GermanFailed: Story = { ...Failed, parameters: { locale: 'de' } }
export const DarkSigning: Story = { ...Signing, parameters: { theme: 'dark' } }

/** The text a person sees: without the stylesheet and the visually hidden live regions. */
function shownText(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement
  for (const hidden of copy.querySelectorAll('style, .stx-visually-hidden')) hidden.remove()
  return copy.textContent ?? ''
}

/**
 * What a run that reverted for a token's balance must show, wherever it is drawn: the reason
 * decoded into the token and amounts, once on the page (in the failed step, not again under the
 * button or in the tracker), never the raw revert, and one next action that it describes.
 */
async function expectTokenRevertSaidOnce(
  canvasElement: HTMLElement,
  words: { sentence: string; tryAgain: string },
) {
  const canvas = within(canvasElement)
  const reason = await canvas.findByText(words.sentence, { selector: '.stx-signing-steps__reason' })
  await expect(reason).toBeVisible()
  await expect(shownText(canvasElement).split(words.sentence)).toHaveLength(2)
  // Screen readers hear it once, as the step fails.
  await expect(getLiveRegion(canvasElement, words.sentence)).toBeInTheDocument()
  await expect(canvasElement.querySelector('.stx-supertx-button__reason')).toBeNull()
  await expect(canvasElement.querySelector('.stx-supertx-tracker__reason')).toBeNull()
  await expect(canvasElement).not.toHaveTextContent(/ERC20Insufficient|call \d+ failed/)
  // No address in full but in the review's list of the addresses its words name.
  const outside = canvasElement.cloneNode(true) as HTMLElement
  outside.querySelector('.stx-addresses')?.remove()
  await expect(outside).not.toHaveTextContent(/0x[0-9a-fA-F]{40}/)
  const buttons = canvas.getAllByRole('button')
  await expect(buttons).toHaveLength(1)
  await expect(buttons[0]).toHaveAccessibleName(words.tryAgain)
  await expect(buttons[0]).toHaveAccessibleDescription(words.sentence)
  // The tracking list marks the reverted operation, without saying the reason again.
  await expect(canvasElement.querySelector('.stx-status-list__op--MINED_FAIL')).toBeVisible()
}

/**
 * A real run that reverted on chain (captured from the devnet, fixtures/revert-run.ts): the smart
 * account held 0.25 USDC on Devnet A and the transfer needed 1.5, so USDC reverted with
 * ERC20InsufficientBalance. The reason is said once, in tokens and amounts, with one Try again.
 */
export const TokenBalanceRevert: Story = {
  render: () => <LayoutFromState state={tokenBalanceRevertState} />,
  play: ({ canvasElement }) =>
    expectTokenRevertSaidOnce(canvasElement, {
      sentence:
        'Your USDC balance on Devnet A is 0.25 USDC; this needs 1.5 USDC. Add USDC to your account there or lower the amount, then get a new quote.',
      tryAgain: 'Try again',
    }),
}
export const GermanTokenBalanceRevert: Story = {
  ...TokenBalanceRevert,
  parameters: { locale: 'de' },
  play: ({ canvasElement }) =>
    expectTokenRevertSaidOnce(canvasElement, {
      sentence:
        'Ihr USDC-Guthaben auf Devnet A beträgt 0,25 USDC; benötigt werden 1,5 USDC. Fügen Sie Ihrem Konto dort USDC hinzu oder verringern Sie den Betrag und holen Sie dann ein neues Angebot.',
      tryAgain: 'Erneut versuchen',
    }),
}
export const DarkTokenBalanceRevert: Story = {
  ...TokenBalanceRevert,
  parameters: { theme: 'dark' },
}

const [longA] = longNameTokens
const userOps = states.quoted.data.quote.quote.userOps
/** Thirty operations over two chains, the fee in a token with a very long name, at 320 px. */
export const ThirtyOperationsLongNamesNarrow: Story = {
  render: () => {
    const quote = states.quoted.data.quote
    const long = {
      ...quote,
      fee: { ...quote.fee, token: longA!.address, chainId: longA!.chainId },
      quote: {
        ...quote.quote,
        userOps: Array.from({ length: 30 }, (_, i) => ({
          ...userOps[i % userOps.length]!,
          userOpHash: `0x${(i + 16).toString(16).padStart(64, '0')}` as const,
          meeUserOpHash: `0x${(i + 16).toString(16).padStart(64, 'e')}` as const,
        })),
      },
    }
    return (
      <LayoutFromState state={{ ...states.quoted, data: { ...states.quoted.data, quote: long } }} />
    )
  },
  parameters: {
    width: 320,
    tokenList: { ...devnetTokenList, tokens: [...devnetTokenList.tokens, ...longNameTokens] },
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.stx-supertransaction') as HTMLElement
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1)
  },
}
