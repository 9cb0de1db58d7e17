import { createWalletClient, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devBridgeAbi } from '../artifacts/DevBridge.js'
import type { ChainContext } from '../chains/chain-context.js'
import { findChainUnavailable } from '../chains/chain-health.js'
import { ChainSender } from './chain-sender.js'
import { type Lock, releaseLock } from './relayer-release.js'

export type StartRelayerParameters = {
  chains: Map<number, ChainContext>
  /** The bridge's relayer key (the only account allowed to call `release`). */
  privateKey: Hex
  /** How long after a lock is seen its release is sent; default 0. */
  delayMs?: number
  /** Log polling interval; default 100 ms. */
  pollMs?: number
  /** Where failures go; the relayer keeps going after each. Default: `console.error`. */
  onError?: (error: Error) => void
}

export type StartRelayerReturnType = {
  /** Stops watching, cancels waiting releases and resolves once in-flight sends settled. */
  stop: () => Promise<void>
}

const lockedEvent = devBridgeAbi.find((item) => item.type === 'event' && item.name === 'Locked')!

/**
 * The devnet bridge's relayer: polls `Locked` on every chain's bridge (from block 0, so locks made
 * before it started are carried too) and, `delayMs` after seeing a lock, calls `release` on the
 * destination from the relayer key — serialised per chain, once per lock, retried until it lands.
 *
 * @example
 * const relayer = startRelayer({ chains, privateKey: network.roles.relayer.privateKey, delayMs: 2_000 })
 * await relayer.stop()
 */
export function startRelayer(parameters: StartRelayerParameters): StartRelayerReturnType {
  const { chains, delayMs = 0, pollMs = 100, onError = (e) => console.error(e) } = parameters
  const account = privateKeyToAccount(parameters.privateKey)
  const senders = new Map(
    [...chains].map(([id, c]) => {
      const wallet = createWalletClient({
        chain: c.chain,
        transport: c.transport,
        account,
        pollingInterval: 25,
      })
      return [id, new ChainSender(c.publicClient, wallet, c.returns)] as const
    }),
  )
  let stopped = false
  const timers = new Set<{ timer: NodeJS.Timeout; resolve: (running: boolean) => void }>()
  const sleep = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (stopped) return resolve(false)
      const entry = {
        timer: setTimeout(() => {
          timers.delete(entry)
          resolve(!stopped)
        }, ms),
        resolve,
      }
      timers.add(entry)
    })
  // Errors while stopping are the chains going away, not news; nor is a chain that does not
  // answer (the chain health tracker logs that once when it goes and once when it returns).
  const report = (error: Error) => {
    if (!stopped && !findChainUnavailable(error)) onError(error)
  }
  const pending = new Set<Promise<void>>()

  const relay = async (lock: Lock) => {
    const destination = chains.get(lock.dstChainId)
    if (!destination) {
      // As on a real bridge, a lock to a chain nobody serves stays locked (its tokens are burnt).
      report(
        new Error(
          `Lock ${lock.id} on chain ${lock.srcChainId} goes to chain ${lock.dstChainId}, which this devnet does not run; it stays locked.`,
        ),
      )
      return
    }
    if (delayMs > 0 && !(await sleep(delayMs))) return
    const sender = senders.get(lock.dstChainId)!
    await releaseLock({ lock, destination, sender, sleep, onError: report })
  }

  const watch = async (chain: ChainContext) => {
    let from = 0n
    while (!stopped) {
      try {
        const to = await chain.publicClient.getBlockNumber({ cacheTime: 0 })
        if (to >= from) {
          const logs = await chain.publicClient.getLogs({
            address: chain.deployment.bridge,
            event: lockedEvent,
            fromBlock: from,
            toBlock: to,
            strict: true,
          })
          // Locks read while stopping are left for the next start (the scan begins at block 0).
          if (stopped) return
          for (const { args } of logs) {
            const lock: Lock = {
              ...args,
              srcChainId: chain.chain.id,
              dstChainId: Number(args.dstChainId),
            }
            const run = relay(lock).catch((error: Error) => report(error))
            pending.add(run)
            run.finally(() => pending.delete(run))
          }
          from = to + 1n
        }
      } catch (error) {
        // The next round asks for the same range again.
        report(
          new Error(
            `The devnet relayer could not read locks on chain ${chain.chain.id}: ${(error as Error).message.split('\n')[0]}`,
            { cause: error },
          ),
        )
      }
      await sleep(pollMs)
    }
  }

  const loops = [...chains.values()].map((chain) => watch(chain))
  return {
    async stop() {
      stopped = true
      for (const { timer, resolve } of timers) {
        clearTimeout(timer)
        resolve(false)
      }
      timers.clear()
      await Promise.allSettled(loops)
      await Promise.allSettled([...pending])
    },
  }
}
