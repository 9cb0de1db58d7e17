'use client'
import type { ReactNode } from 'react'
import type { Hex } from 'viem'
import type { ReceiptWaitBudget } from '../../../core/query/receipt.js'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import type { SupertxReceipt } from '../../../core/schemas/receipt.js'
import { useSupertxReceipt } from '../../hooks/useSupertxReceipt.js'
import { supertxTrackerMessages } from '../../i18n/messages/supertx-tracker.js'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import { liveRegion } from '../../ui/live-region.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { useSupertxFlow } from '../Supertransaction/flow-context.js'
import { TrackerView } from './TrackerView.js'
import { TrackingStopped } from './TrackingStopped.js'

export type SupertxTrackerProps = {
  className?: string | undefined
  /**
   * The quote the supertransaction runs: each operation is said in words, as in the review.
   * Default the enclosing `<Supertransaction>`'s.
   */
  quote?: QuoteResponse | undefined
  /**
   * The id of the element that already says why the run failed, e.g. `<SigningSteps reasonId>`:
   * a failed operation is marked and described by it instead of repeating its revert reason.
   */
  errorShownIn?: string | undefined
  /** Render the receipt your way; the default view otherwise. */
  children?: ((receipt: SupertxReceipt) => ReactNode) | undefined
} & (
  | {
      /** A receipt you already have (e.g. from `useSupertransaction`). */ receipt: SupertxReceipt
      supertxHash?: undefined
    }
  | ({
      /**
       * Fetches and polls the receipt until it is final, retrying failed reads with backoff (it
       * says so) within `useSupertxReceipt`'s budget, then says why it stopped, with a retry.
       */
      supertxHash: Hex
      receipt?: undefined
    } & ReceiptWaitBudget)
)

function SupertxTrackerContent(props: SupertxTrackerProps) {
  return props.receipt ? <Shown {...props} receipt={props.receipt} /> : <Polled {...props} />
}

type PartProps = Pick<SupertxTrackerProps, 'className' | 'children' | 'quote' | 'errorShownIn'>

/** A receipt: the app's own rendering, else the tracker's view (`notice`, `stopped` while polled). */
function Shown(
  props: PartProps & { receipt: SupertxReceipt; notice?: string | undefined; stopped?: ReactNode },
) {
  const flowContext = useSupertxFlow()
  const quote = props.quote ?? flowContext?.flow.data.quote
  return props.children ? (
    props.children(props.receipt)
  ) : (
    <TrackerView
      receipt={props.receipt}
      quote={quote}
      className={props.className}
      notice={props.notice}
      errorShownIn={props.errorShownIn}
    >
      {props.stopped}
    </TrackerView>
  )
}

function Polled(props: PartProps & { supertxHash: Hex } & ReceiptWaitBudget) {
  const { data: receipt, error, retrying, refetch, isFetching } = useSupertxReceipt(props)
  const root = useRootProps('supertx-tracker', props.className)
  const m = useMessages('supertxTracker', supertxTrackerMessages)
  const notice = retrying ? m.retrying({ attempt: retrying.attempt }) : undefined
  // Why tracking stopped, and a way to track again (the hash was sent: never send it again);
  // gone while tracking again.
  const stopped = error && !isFetching && (
    <TrackingStopped
      error={error}
      onRetry={() => void refetch()}
      className="stx-supertx-tracker__stopped"
    />
  )
  if (receipt) return <Shown {...props} receipt={receipt} notice={notice} stopped={stopped} />
  return (
    <section {...root} aria-label={m.title} aria-busy={!stopped}>
      {stopped || <p {...liveRegion}>{notice ?? m.loading}</p>}
    </section>
  )
}

/**
 * Per-chain user ops of a supertransaction with their live status, each transaction linked to
 * its chain's explorer and the whole linked to the config's explorer page. Give it a `receipt`,
 * or a `supertxHash` to poll (inside `<SupertxProvider>`): while the service cannot be read it
 * says it is trying again, and when tracking stops (`ReceiptUnavailableError`,
 * `SupertxNotFoundError`, …) it says why and offers to try again.
 *
 * @example
 * <SupertxTracker supertxHash={supertxHash} />
 */
export const SupertxTracker = /* @__PURE__ */ withErrorBoundary(
  'supertx-tracker',
  SupertxTrackerContent,
)
