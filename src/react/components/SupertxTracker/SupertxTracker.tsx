'use client'
import type { ForwardedRef, ReactNode } from 'react'
import type { Hex } from 'viem'
import type { ReceiptWaitBudget } from '../../../core/query/receipt.js'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import type { SupertxReceipt } from '../../../core/schemas/receipt.js'
import type { QuoteCheck } from '../../../core/supertransaction/types.js'
import { supertxTrackerMessages } from '../../i18n/messages/supertx-tracker.js'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import { liveRegion } from '../../ui/live-region.js'
import { useLoadErrorWords } from '../../ui/useErrorWords.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import { useSupertransactionContext } from '../parts/supertransaction-context.js'
import { SupertxTrackerView } from './SupertxTrackerView.js'
import { TrackingStopped } from './TrackingStopped.js'
import { useReceiptReasons } from './useReceiptReasons.js'
import { useSupertxTracker } from './useSupertxTracker.js'

type OwnProps = {
  className?: string | undefined
  /**
   * The quote the supertransaction runs: each operation is said in words, as in the review.
   * Default the enclosing `<Supertransaction>`'s.
   */
  quote?: QuoteResponse | undefined
  /**
   * What the checks before signing said of `quote` (`SupertransactionState['data'].check`): the
   * transfer they proved pays the fee reads as the service's fee, as in the review; without it,
   * "Send". Default the enclosing `<Supertransaction>`'s, for its own quote.
   */
  check?: QuoteCheck | undefined
  /**
   * The id of the element that already says why the run failed, e.g. `<SigningSteps reasonId>`:
   * a failed operation is marked and described by it instead of repeating its revert reason.
   */
  errorShownIn?: string | undefined
  /** Render the receipt your way; the default view otherwise. */
  children?: ((receipt: SupertxReceipt) => ReactNode) | undefined
  receipt?: unknown
  supertxHash?: unknown
}
export type SupertxTrackerProps = Omit<OwnProps, 'receipt' | 'supertxHash'> &
  RootAttributes<OwnProps & ReceiptWaitBudget> &
  (
    | {
        /** A receipt you already have (e.g. from `useSupertransaction`). */ receipt: SupertxReceipt
        supertxHash?: undefined
      }
    | ({
        /**
         * Fetches and polls the receipt until it is final, retrying failed reads with backoff (it
         * says so) within `useSupertxReceipt`'s budget, then says why it stopped, with a retry.
         * Undefined until known (before execute): nothing is requested and nothing is busy.
         */
        supertxHash: Hex | undefined
        receipt?: undefined
      } & ReceiptWaitBudget)
  )

type Rooted = { rootRef: ForwardedRef<HTMLElement> }

function SupertxTrackerContent(props: SupertxTrackerProps, ref: ForwardedRef<HTMLElement>) {
  return props.receipt ? (
    <Shown {...props} receipt={props.receipt} rootRef={ref} />
  ) : (
    <Polled {...props} rootRef={ref} />
  )
}

/** A receipt: the app's own rendering, else the tracker's view (`notice`, `stopped` while polled). */
function Shown(
  props: Omit<SupertxTrackerProps, 'receipt' | 'supertxHash'> &
    Rooted & { receipt: SupertxReceipt; notice?: string | undefined; stopped?: ReactNode },
) {
  const { children, receipt, quote, check, stopped, rootRef, ...rest } = props
  const parent = useSupertransactionContext()
  const ranQuote = quote ?? parent?.supertransaction.data.quote
  // The parent's check is of the parent's quote only.
  const ranCheck = quote ? check : (check ?? parent?.supertransaction.data.check)
  // The view says each failed op's reason: a token's own error in the token's words.
  const shown = useReceiptReasons(receipt, ranQuote)
  if (children) return children(receipt)
  return (
    <SupertxTrackerView {...rest} ref={rootRef} receipt={shown} quote={ranQuote} check={ranCheck}>
      {stopped}
    </SupertxTrackerView>
  )
}

function Polled(props: SupertxTrackerProps & Rooted) {
  const { supertxHash, timeoutMs, unavailableTimeoutMs, notFoundTimeoutMs, receipt, ...shown } =
    props as SupertxTrackerProps & Rooted & { supertxHash: Hex | undefined } & ReceiptWaitBudget
  const tracker = useSupertxTracker({
    supertxHash,
    timeoutMs,
    unavailableTimeoutMs,
    notFoundTimeoutMs,
  })
  const { children, quote, check, errorShownIn, className, rootRef, ...rest } = shown
  const root = useRootProps('supertx-tracker', className)
  const m = useMessages('supertxTracker', supertxTrackerMessages)
  // Why tracking stopped is said in the error words: in by the time it may stop.
  useLoadErrorWords()
  // Why tracking stopped, and a way to track again; gone while tracking again.
  const stopped = tracker.stopped && (
    <TrackingStopped
      error={tracker.stopped}
      onRetry={tracker.retry}
      className="stx-supertx-tracker__stopped"
    />
  )
  if (tracker.receipt)
    return <Shown {...shown} receipt={tracker.receipt} notice={tracker.notice} stopped={stopped} />
  // No hash yet (before execute): nothing to look up, so nothing said and nothing busy.
  const waiting = supertxHash !== undefined && !stopped
  return (
    <section {...rest} {...root} ref={rootRef} aria-label={m.title} aria-busy={waiting}>
      {stopped || <p {...liveRegion}>{waiting ? (tracker.notice ?? m.loading) : ''}</p>}
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
