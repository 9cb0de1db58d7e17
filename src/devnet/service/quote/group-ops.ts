import type { Call } from '../../../core/protocol/types.js'
import { validationError } from '../api-errors.js'
import type { PlannedFlow } from './planned-flow.js'

/** A user op before hashing: the calls of one or more flows on one chain and their window. */
export type OpDraft = {
  chainId: number
  calls: Call[]
  /** Per call, the request field it came from (e.g. `composeFlows.2`), to name it in errors. */
  paths?: string[][]
  gas: bigint
  lowerBoundTimestamp: number
  upperBoundTimestamp: number
  /**
   * A clean-up op (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, `cleanUps`): its failure does not fail the
   * supertransaction.
   */
  isCleanUp?: boolean
}

export type TimeWindow = { lowerBoundTimestamp: number; upperBoundTimestamp: number }

function checkWindow(window: TimeWindow, now: number, path: string[]) {
  if (window.upperBoundTimestamp <= window.lowerBoundTimestamp) {
    throw validationError(
      `upperBoundTimestamp (${window.upperBoundTimestamp}) must be after lowerBoundTimestamp (${window.lowerBoundTimestamp}).`,
      [...path, 'upperBoundTimestamp'],
    )
  }
  if (window.upperBoundTimestamp <= now) {
    throw validationError(
      `upperBoundTimestamp (${window.upperBoundTimestamp}) is already in the past (now ${now}); pass a later one or omit it.`,
      [...path, 'upperBoundTimestamp'],
    )
  }
}

/**
 * Groups flows into user ops: batched flows share one op per chain (in the order their chain first
 * appears), a `batch: false` flow gets its own. A flow's bounds override `window` (the request's or
 * the default); a batched op takes the widest window of its flows
 * (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, ComposeFlow).
 */
export function groupOps(
  flows: readonly PlannedFlow[],
  window: TimeWindow,
  now: number,
): OpDraft[] {
  checkWindow(window, now, [])
  const drafts: OpDraft[] = []
  const batched = new Map<number, OpDraft>()
  for (const flow of flows) {
    const own: TimeWindow = {
      lowerBoundTimestamp: flow.lowerBoundTimestamp ?? window.lowerBoundTimestamp,
      upperBoundTimestamp: flow.upperBoundTimestamp ?? window.upperBoundTimestamp,
    }
    checkWindow(own, now, ['composeFlows', String(flow.index), 'data'])
    const existing = flow.batch ? batched.get(flow.chainId) : undefined
    if (existing) {
      existing.calls.push(...flow.calls)
      existing.paths?.push(...flow.calls.map(() => ['composeFlows', String(flow.index)]))
      existing.gas += flow.gas
      existing.lowerBoundTimestamp = Math.min(existing.lowerBoundTimestamp, own.lowerBoundTimestamp)
      existing.upperBoundTimestamp = Math.max(existing.upperBoundTimestamp, own.upperBoundTimestamp)
      continue
    }
    const draft = {
      chainId: flow.chainId,
      calls: [...flow.calls],
      paths: flow.calls.map(() => ['composeFlows', String(flow.index)]),
      gas: flow.gas,
      ...own,
    }
    drafts.push(draft)
    if (flow.batch) batched.set(flow.chainId, draft)
  }
  return drafts
}
