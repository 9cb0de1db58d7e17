// The one format the kit reads: the real service's, Nexus accounts behind EntryPoint v0.7, told by
// the `execute` / `executeComposable` selector on each op's callData
// (https://github.com/supertx-kit/supertx-kit/blob/main/docs/nexus-encoding.md). An op in any other
// encoding is not read: nothing it does can be compared with the request.
import { Selector } from '../protocol/nexus/constants.js'
import type { QuoteResponse } from '../schemas/quote-response.js'

const nexusSelectors = new Set<string>([
  Selector.execute,
  Selector.executeComposable100,
  Selector.executeComposable110,
])

/**
 * The index of the first op whose `callData` is not a Nexus `execute` / `executeComposable`, or
 * `undefined` when every op is (a trusted sponsor's payment op at index 0 has `0x`: its checks
 * are the operations check's).
 */
export function firstUnreadableOp(quote: QuoteResponse): number | undefined {
  for (const [index, item] of quote.quote.userOps.entries()) {
    const callData = item.userOp.callData
    if (index === 0 && callData === '0x') continue
    if (!nexusSelectors.has(callData.slice(0, 10).toLowerCase())) return index
  }
  return undefined
}
