// The run: the dev wallet's "Reject next request", "Fund account" in smart-account mode, and the
// kit's compound `<Supertransaction>` with its parts, each reading the supertransaction from its context.
import { type ReactNode, useEffect, useId, useState } from 'react'
import type { ComposeFlow } from '../../src/core/schemas/compose-flow.js'
import {
  BalanceChanges,
  ExplorerLink,
  QuoteSummary,
  SigningSteps,
  Supertransaction,
  SupertxButton,
  SupertxTracker,
  type UseSupertransactionParameters,
  useDescribeError,
  useSupertransactionContext,
} from '../../src/react/index.js'
import type { DevWallet } from './dev-wallet.js'
import type { Need } from './funding.js'
import { FundingRevertedError } from './run.js'
import { useWords } from './words.js'

type RunProps = {
  parameters: Omit<UseSupertransactionParameters, 'composeFlows'>
  composeFlows: ComposeFlow[]
  /** Why the run cannot start now, or undefined. */
  notReady: string | undefined
  note: string | undefined
  setNote: (note: string | undefined) => void
  /** The dev wallet, when it is the one connected. */
  wallet: DevWallet | undefined
  /** smart-account mode: sends the orchestrator account what it lacks of these needs. */
  fund: ((needs: readonly Need[]) => Promise<void>) | undefined
  /** What the flows spend from the account that runs them. */
  needs: readonly Need[]
  /** What the page is sending the smart account now, or undefined. */
  funding: string | undefined
  /** The last funding transfer failed: the run stopped there. */
  fundFailed: boolean
  clearFundFailed: () => void
  /** A fresh flow (new preset, mode or fee): an old funding failure is no longer its status. */
  onMount: () => void
}

export function Run(props: RunProps) {
  const { parameters, composeFlows, notReady, setNote, wallet, fund, needs, onMount } = props
  const [, rerender] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount (the parent keys it)
  useEffect(() => onMount(), [])
  const describeError = useDescribeError()
  const words = useWords()
  // The dev wallet's switch and Fund account sit under the primary button (secondary actions).
  const extras = (
    <div className="row">
      {wallet ? (
        <label>
          <input
            type="checkbox"
            checked={wallet.pendingRejections > 0}
            onChange={(e) => {
              wallet.rejectNext(e.target.checked ? 1 : 0)
              rerender((n) => n + 1)
            }}
          />{' '}
          {words.run.rejectNext}
        </label>
      ) : null}
      {fund ? (
        <button
          type="button"
          disabled={Boolean(notReady || props.funding)}
          onClick={() => {
            setNote(undefined)
            void fund(needs).catch((e: unknown) =>
              setNote(
                e instanceof FundingRevertedError
                  ? words.run.fundingReverted(e.chainId, e.hash)
                  : describeError(e),
              ),
            )
          }}
        >
          {words.run.fundAccount}
        </button>
      ) : null}
    </div>
  )
  return (
    <Supertransaction {...parameters} composeFlows={composeFlows}>
      <RunParts {...props} extras={extras} onChange={() => rerender((n) => n + 1)} />
    </Supertransaction>
  )
}

/**
 * Inside `<Supertransaction>`: the review (what runs, the fee, the balances after) and the steps,
 * then the kit's one button under them. Get quote → the review
 * → Sign and execute (smart-account: first sends the account what the flows spend plus
 * that quote's fee) → tracked → Done. An edit after the quote drops it and quotes again.
 */
function RunParts(props: RunProps & { extras: ReactNode; onChange: () => void }) {
  const { notReady, note, setNote } = props
  const context = useSupertransactionContext()
  // An error is said once, in the failed step; the button and the tracker point to it, and the
  // button (Try again) is the one next action.
  const reasonId = useId()
  const describeError = useDescribeError()
  const words = useWords()
  if (!context) return null
  const { supertransaction } = context
  async function onPress() {
    setNote(undefined)
    props.clearFundFailed()
    try {
      if (supertransaction.status === 'quoted') {
        // What was reviewed is what is funded (smart-account: the kit's funding step, with the
        // page's fundAccount planner) and signed; the kit refuses a quote whose inputs changed.
        await supertransaction.execute()
      } else if (supertransaction.status === 'authorizationReview') {
        // eoa-7702: the delegations were reviewed; only this press asks the wallet for them.
        await supertransaction.authorize()
      } else if (
        supertransaction.status === 'error' &&
        (supertransaction.step === 'signing' ||
          supertransaction.step === 'funding' ||
          supertransaction.step === 'authorizing')
      )
        await supertransaction.retry()
      else if (supertransaction.status === 'success') supertransaction.reset()
      else {
        // Idle, or stopped: a fresh quote to review.
        if (supertransaction.status !== 'idle') supertransaction.reset()
        await supertransaction.quote()
      }
    } catch (error) {
      setNote(describeError(error))
    }
    props.onChange()
  }
  const receipt = supertransaction.data.receipt
  return (
    <div className="run">
      {/* The review and the steps (with any error) first, then the one action on them: what is
          signed is read before the button that signs it, and after an error the action (Try
          again, Start a new transaction) sits right under the reason. Before anything is asked
          there is nothing to review: Get quote stays in the first screen. */}
      {supertransaction.status !== 'idle' ? (
        <div className="run-parts">
          <QuoteSummary />
          <BalanceChanges />
        </div>
      ) : null}
      {supertransaction.status !== 'idle' ? (
        <SigningSteps reasonId={reasonId} onRetry={null} />
      ) : null}
      <SupertxButton
        // While the page funds the account the button says so, busy, in its own place.
        busyLabel={props.funding}
        disabledReason={notReady}
        errorShownIn={reasonId}
        onClick={() => void onPress()}
      />
      {props.fundFailed && !props.funding ? (
        // The run stopped before the kit's flow began: at the page's own funding step.
        <p role="status" aria-label={words.run.statusRegion} className="status status-error">
          {words.run.statusLine(words.run.status.error, words.run.steps.funding)}
        </p>
      ) : (
        <p
          role="status"
          aria-label={words.run.statusRegion}
          className={`status status-${supertransaction.status}`}
        >
          {words.run.statusLine(
            words.run.status[props.funding ? 'funding' : supertransaction.status],
            supertransaction.status === 'error' && supertransaction.step
              ? words.run.steps[supertransaction.step]
              : undefined,
          )}
        </p>
      )}
      {note ? (
        <p className="note" role="alert">
          {note}
        </p>
      ) : null}
      {props.extras}
      {receipt ? (
        <SupertxTracker receipt={receipt} errorShownIn={reasonId} />
      ) : supertransaction.supertxHash ? (
        <p>
          <ExplorerLink supertxHash={supertransaction.supertxHash} />
        </p>
      ) : null}
    </div>
  )
}
