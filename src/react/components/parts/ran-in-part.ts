'use client'
import { SupertxFailedError } from '../../../core/errors/supertransaction.js'
import type { SupertransactionState } from '../../../core/supertransaction/types.js'

/**
 * Whether the run failed after part of it ran and moved funds across chains (its error says where
 * they are, `SupertxFailedError.funds`): then nothing offers to run it again, which would move
 * them again; the next action starts a new supertransaction.
 */
export function ranInPart(state: SupertransactionState): boolean {
  return (
    state.status === 'failed' &&
    state.error instanceof SupertxFailedError &&
    Boolean(state.error.funds?.length)
  )
}
