// Which encoding a quote's user operations are in: the real service's (Nexus accounts behind
// EntryPoint v0.7, told by the `execute` / `executeComposable` selectors) or the devnet's own
// (`abi.encode(UserOp)`, which starts with an offset word). Each has its checks; a quote that
// mixes them is refused, since no account runs both.
import { Selector } from '../protocol/nexus/constants.js'
import type { QuoteResponse } from '../schemas/quote-response.js'
import { mismatch } from './mismatch.js'

export type QuoteEncoding = 'nexus' | 'devnet'

const nexusSelectors = new Set<string>([
  Selector.execute,
  Selector.executeComposable100,
  Selector.executeComposable110,
])

/** The encoding of every op of the quote (a trusted sponsor's empty payment op is either). */
export function quoteEncoding(quote: QuoteResponse): QuoteEncoding {
  let first: { encoding: QuoteEncoding; index: number } | undefined
  for (const [index, item] of quote.quote.userOps.entries()) {
    const callData = item.userOp.callData
    if (index === 0 && callData === '0x') continue
    const encoding: QuoteEncoding = nexusSelectors.has(callData.slice(0, 10).toLowerCase())
      ? 'nexus'
      : 'devnet'
    if (!first) first = { encoding, index }
    else if (first.encoding !== encoding)
      mismatch(
        `quote.userOps[${index}].userOp.callData`,
        `the encoding of quote.userOps[${first.index}] (${first.encoding})`,
        `${encoding} (${callData.slice(0, 10)}…)`,
      )
  }
  return first?.encoding ?? 'nexus'
}
