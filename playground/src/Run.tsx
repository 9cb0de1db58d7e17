// The run: the dev wallet's "Reject next request", "Fund account" in smart-account mode, and the
// kit's compound `<Supertransaction>` with its parts, each reading the flow from its context.
import { useState } from 'react'
import type { ComposeFlow } from '../../src/core/schemas/compose-flow.js'
import {
  ExplorerLink,
  QuoteSummary,
  SigningSteps,
  Supertransaction,
  SupertxButton,
  SupertxTracker,
  type UseSupertransactionParameters,
  useDescribeError,
  useSupertxFlow,
} from '../../src/react/index.js'
import type { DevWallet } from './App.js'
import type { Need } from './funding.js'
import { withFee } from './funding.js'

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
}

export function Run(props: RunProps) {
  const { parameters, composeFlows, notReady, setNote, wallet, fund, needs } = props
  const [, rerender] = useState(0)
  const describeError = useDescribeError()
  return (
    <>
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
            Reject next request
          </label>
        ) : null}
        {fund ? (
          <button
            type="button"
            disabled={Boolean(notReady)}
            onClick={() => void fund(needs).catch((e: unknown) => setNote(describeError(e)))}
          >
            Fund account
          </button>
        ) : null}
      </div>
      <Supertransaction {...parameters} composeFlows={composeFlows}>
        <RunParts {...props} onChange={() => rerender((n) => n + 1)} />
      </Supertransaction>
    </>
  )
}

/**
 * Inside `<Supertransaction>`, the kit's button and its names: Get quote → the review (what runs,
 * the fee) → Sign and execute (smart-account: first sends the account what the flows spend plus
 * that quote's fee) → tracked → Done. An edit after the quote drops it and quotes again.
 */
function RunParts(props: RunProps & { onChange: () => void }) {
  const { notReady, note, setNote, fund, needs } = props
  const context = useSupertxFlow()
  const describeError = useDescribeError()
  const [funding, setFunding] = useState(false)
  if (!context) return null
  const { flow } = context
  async function onPress() {
    setNote(undefined)
    try {
      if (flow.status === 'quoted') {
        // What was reviewed is what is funded and signed (the kit refuses a quote whose inputs
        // changed meanwhile).
        if (fund) {
          const { fee } = flow.data.quote
          setFunding(true)
          try {
            await fund(
              withFee(needs, {
                chainId: fee.chainId,
                token: fee.token,
                amount: BigInt(fee.amount),
              }),
            )
          } finally {
            setFunding(false)
          }
        }
        await flow.execute()
      } else if (flow.status === 'error' && flow.step === 'signing') await flow.retry()
      else if (flow.status === 'success') flow.reset()
      else {
        // Idle, or stopped: a fresh quote to review.
        if (flow.status !== 'idle') flow.reset()
        await flow.quote()
      }
    } catch (error) {
      setNote(describeError(error))
    }
    props.onChange()
  }
  const receipt = flow.data.receipt
  return (
    <div className="run">
      <p role="status" aria-label="Flow status" className={`status status-${flow.status}`}>
        Status: {flow.status}
        {flow.status === 'error' && flow.step ? ` (at ${flow.step})` : ''}
      </p>
      <SupertxButton
        disabledReason={
          notReady ?? (funding ? 'Sending your smart account what this run needs…' : undefined)
        }
        onClick={() => void onPress()}
      />
      {note ? (
        <p className="note" role="alert">
          {note}
        </p>
      ) : null}
      <div className="run-parts">
        <QuoteSummary />
        {flow.status !== 'idle' ? <SigningSteps /> : null}
      </div>
      {receipt ? (
        <SupertxTracker receipt={receipt} />
      ) : flow.supertxHash ? (
        <p>
          <ExplorerLink supertxHash={flow.supertxHash} />
        </p>
      ) : null}
    </div>
  )
}
