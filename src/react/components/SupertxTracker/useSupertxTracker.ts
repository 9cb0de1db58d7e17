'use client'
import type { Hex } from 'viem'
import type { ReceiptWaitBudget } from '../../../core/query/receipt.js'
import type { SupertxReceipt } from '../../../core/schemas/receipt.js'
import { useSupertxReceipt } from '../../hooks/useSupertxReceipt.js'
import { supertxTrackerMessages } from '../../i18n/messages/supertx-tracker.js'
import { useMessages } from '../../ui/useMessages.js'

export type UseSupertxTrackerParameters = {
  /** Undefined until known (before execute): the query waits. */
  supertxHash: Hex | undefined
} & ReceiptWaitBudget

export type UseSupertxTrackerReturnType = {
  /** The receipt, once read (kept while tracking again). */
  receipt: SupertxReceipt | undefined
  /** Said with the progress while reads are retried. */
  notice: string | undefined
  /** Why tracking stopped (`ReceiptUnavailableError`, `SupertxNotFoundError`, …); gone while tracking again. */
  stopped: Error | undefined
  /** Track again (the hash was sent: never send it again). */
  retry: () => void
}

/**
 * A supertransaction's receipt, polled until final within `useSupertxReceipt`'s budget, as
 * `<SupertxTracker supertxHash>` shows it: the retry notice, why it stopped and a way to retry.
 */
export function useSupertxTracker(
  parameters: UseSupertxTrackerParameters,
): UseSupertxTrackerReturnType {
  const { data, error, retrying, refetch, isFetching } = useSupertxReceipt(parameters)
  const m = useMessages('supertxTracker', supertxTrackerMessages)
  return {
    receipt: data,
    notice: retrying ? m.retrying({ attempt: retrying.attempt }) : undefined,
    stopped: error && !isFetching ? error : undefined,
    retry: () => void refetch(),
  }
}
