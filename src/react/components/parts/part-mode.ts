'use client'
import type { Mode } from '../../../core/schemas/common.js'
import type { SupertransactionContextValue } from './supertransaction-context.js'

/**
 * The mode a part shows, from one source: the request it is given (`request.mode`), else the
 * enclosing `<Supertransaction>`'s (its `mode`, which goes into every request it makes), else the
 * mode the quote says it was made for (a quote shown on its own). Every component asks this.
 */
export function partModeOf(
  request: { mode?: Mode | undefined } | undefined,
  parent: Pick<SupertransactionContextValue, 'mode'> | undefined,
  quote?: { mode?: Mode | undefined } | undefined,
): Mode | undefined {
  return request?.mode ?? parent?.mode ?? quote?.mode
}
