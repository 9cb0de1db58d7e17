import { type Chain, HttpRequestError, http, TimeoutError, type Transport } from 'viem'
import { BaseError } from '../../core/errors/base.js'

/**
 * A devnet chain's RPC does not answer (its anvil stopped or is unreachable). The message names
 * the chain only: the RPC URL and the request stay in the devnet's log. The API answers it with
 * 503 CHAIN_UNAVAILABLE.
 */
export class ChainUnavailableError extends BaseError {
  override name = 'ChainUnavailableError'
  override readonly code = 'CHAIN_UNAVAILABLE' as const
  declare readonly chainId: number

  constructor({ chainId, cause }: { chainId: number; cause?: unknown }) {
    super(
      `Chain ${chainId} is not reachable: the devnet cannot talk to its node right now.`,
      {
        cause,
        metaMessages: ['Retry once the chain is back; the devnet log says when it returns.'],
      },
      { chainId },
    )
  }
}

/** The ChainUnavailableError somewhere in `error`'s cause chain, if any. */
export function findChainUnavailable(error: unknown): ChainUnavailableError | undefined {
  for (let current = error, depth = 0; current && depth < 20; depth++) {
    if (current instanceof ChainUnavailableError) return current
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * Which chains answer. Every RPC request of the devnet goes through {@link ChainHealth.transport},
 * so the first failed request marks a chain down and logs it once, and the first answered one marks
 * it up and logs that once; nothing in between is logged.
 */
export type ChainHealth = {
  /** An http transport to the chain's RPC that reports to this tracker and throws ChainUnavailableError. */
  transport: (chain: Chain) => Transport
  isDown: (chainId: number) => boolean
  /** How many times the chain came back after going down: cached nonces before that may be stale. */
  returns: (chainId: number) => number
}

/** Whether a failed RPC request means the node did not answer (not that it answered with an error). */
function unreachable(error: unknown): boolean {
  return error instanceof HttpRequestError || error instanceof TimeoutError
}

/**
 * @example
 * const health = createChainHealth((message) => console.warn(message))
 * const client = createPublicClient({ chain, transport: health.transport(chain) })
 */
export function createChainHealth(log: (message: string) => void): ChainHealth {
  const down = new Set<number>()
  const returned = new Map<number, number>()
  const markDown = (chain: Chain, error: unknown) => {
    if (down.has(chain.id)) return
    down.add(chain.id)
    const reason = error instanceof Error ? (error as { shortMessage?: string }).shortMessage : ''
    log(
      `[devnet] Chain ${chain.id} stopped answering at ${chain.rpcUrls.default.http[0]}${reason ? ` (${reason})` : ''}; requests touching it answer 503 CHAIN_UNAVAILABLE until it answers again.`,
    )
  }
  const markUp = (chainId: number) => {
    if (!down.delete(chainId)) return
    returned.set(chainId, (returned.get(chainId) ?? 0) + 1)
    log(`[devnet] Chain ${chainId} answers again.`)
  }
  return {
    isDown: (chainId) => down.has(chainId),
    returns: (chainId) => returned.get(chainId) ?? 0,
    transport(chain) {
      // Requests made in the same tick (many quotes and sends in flight) go as one JSON-RPC batch:
      // one HTTP round trip to the node instead of one each. Each request still gets its own
      // answer or error; a node that does not answer fails them all as unreachable.
      const base = http(chain.rpcUrls.default.http[0], { retryCount: 0, batch: true })
      return (parameters) => {
        const created = base(parameters)
        const request = (async (args: Parameters<typeof created.request>[0], options) => {
          try {
            const result = await created.request(args, options)
            markUp(chain.id)
            return result
          } catch (error) {
            if (!unreachable(error)) {
              markUp(chain.id) // it answered, with an error
              throw error
            }
            markDown(chain, error)
            throw new ChainUnavailableError({ chainId: chain.id })
          }
        }) as typeof created.request
        return { ...created, request }
      }
    },
  }
}
