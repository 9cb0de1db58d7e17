import { createWalletClient, encodeFunctionData, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devBridgeAbi } from '../artifacts/DevBridge.js'
import type { ChainContext } from '../service/network.js'
import { ChainSender } from './chain-sender.js'

export type StartRelayerParameters = {
  contexts: Map<number, ChainContext>
  /** The bridge's relayer key (the only account allowed to call `release`). */
  privateKey: Hex
  /** How long after a lock is seen its release is sent; default 0. */
  delayMs?: number
  /** Log polling interval; default 100 ms. */
  pollMs?: number
}

const lockedEvent = devBridgeAbi.find((item) => item.type === 'event' && item.name === 'Locked')!

/**
 * The devnet bridge's relayer: watches `Locked` on every chain and, after `delayMs`, calls
 * `release` on the destination chain, which mints the bridged tokens to the recipient.
 */
export function startRelayer(parameters: StartRelayerParameters): { stop: () => Promise<void> } {
  const { contexts, delayMs = 0, pollMs = 100 } = parameters
  const account = privateKeyToAccount(parameters.privateKey)
  const senders = new Map(
    [...contexts].map(([id, c]) => {
      const wallet = createWalletClient({
        chain: c.chain,
        transport: http(c.chain.rpcUrls.default.http[0]),
        account,
      })
      return [id, new ChainSender(c.publicClient, wallet)] as const
    }),
  )
  let stopped = false
  const pending = new Set<Promise<unknown>>()
  const track = (p: Promise<unknown>) => {
    pending.add(p)
    p.finally(() => pending.delete(p))
  }

  const release = async (srcChainId: number, log: { args: Record<string, unknown> }) => {
    const { id, token, recipient, amount, dstChainId } = log.args as {
      id: Hex
      token: Hex
      recipient: Hex
      amount: bigint
      dstChainId: bigint
    }
    const dst = contexts.get(Number(dstChainId))
    if (!dst) return // A lock to a chain this devnet does not run stays locked, as on a real bridge.
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs))
    const data = encodeFunctionData({
      abi: devBridgeAbi,
      functionName: 'release',
      args: [id, BigInt(srcChainId), token, recipient, amount],
    })
    // A failed send (node hiccup) is retried; a reverted release (already released) is final.
    for (let attempt = 0; attempt < 5 && !stopped; attempt++) {
      try {
        await senders
          .get(dst.chain.id)!
          .sendAndWait({ to: dst.deployment.bridge, data, gas: 300_000n })
        return
      } catch {
        await new Promise((r) => setTimeout(r, 200 * 2 ** attempt))
      }
    }
  }

  const watch = async (chain: ChainContext) => {
    let from = await chain.publicClient.getBlockNumber()
    while (!stopped) {
      try {
        const to = await chain.publicClient.getBlockNumber()
        if (to >= from) {
          const logs = await chain.publicClient.getLogs({
            address: chain.deployment.bridge,
            event: lockedEvent,
            fromBlock: from,
            toBlock: to,
          })
          for (const log of logs) track(release(chain.chain.id, log).catch(() => undefined))
          from = to + 1n
        }
      } catch {
        // The chain may be stopping; the next round retries the same range.
      }
      await new Promise((r) => setTimeout(r, pollMs))
    }
  }
  const loops = [...contexts.values()].map((c) => watch(c).catch(() => undefined))
  return {
    async stop() {
      stopped = true
      await Promise.allSettled([...loops, ...pending])
    },
  }
}
