// Why the devnet could not finish an op, as the receipt's `error` says it to a person.
import { ChainUnavailableError } from '../chains/chain-health.js'

/**
 * The reason an op ends FAILED when running it threw: a chain that stopped answering says just
 * that (its message names the chain, nothing internal), anything else the first line of its
 * message after "the devnet gave up:".
 *
 * @example
 * gaveUpReason(new ChainUnavailableError({ chainId: 31338 }))
 * // 'Chain 31338 is not reachable: the devnet cannot talk to its node right now.'
 */
export function gaveUpReason(error: unknown): string {
  for (let e: unknown = error; e instanceof Error; e = e.cause)
    if (e instanceof ChainUnavailableError) return e.shortMessage
  const message = error instanceof Error ? error.message : String(error)
  return `the devnet gave up: ${message.split('\n')[0]}`
}
