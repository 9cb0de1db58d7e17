import type { Hex } from 'viem'
import { anvilRpc } from '../chains/anvil-rpc.js'

/** How often a chain whose block number moved is saved; a crash loses at most about this much. */
export const CHAIN_SNAPSHOT_INTERVAL_MS = 1_000

export type ChainSnapshotsParameters = {
  anvils: readonly { chainId: number; rpcUrl: string }[]
  write: (chainId: number, state: Hex) => Promise<void>
  intervalMs?: number
  log: (message: string, error?: unknown) => void
}

export type ChainSnapshots = {
  /** Saves every chain now (whether or not it moved); resolves once written, rejects if one failed. */
  saveAll: () => Promise<void>
  /** Stops the timer and saves every chain one last time (call it before the anvils stop). */
  stop: () => Promise<void>
}

/**
 * Saves each anvil's whole state (`anvil_dumpState`) to the state folder every `intervalMs` when
 * its block number moved, and once more on stop. anvil's own `--state` writes in place, so a
 * crash mid-dump would leave a torn file; here every save is an atomic replace.
 */
export function startChainSnapshots(parameters: ChainSnapshotsParameters): ChainSnapshots {
  const { anvils, write, intervalMs = CHAIN_SNAPSHOT_INTERVAL_MS, log } = parameters
  const savedAt = new Map<number, string>()
  let running: Promise<unknown> = Promise.resolve()

  const saveOne = async (anvil: { chainId: number; rpcUrl: string }, force: boolean) => {
    const block = await anvilRpc<string>(anvil.rpcUrl, 'eth_blockNumber', [])
    if (!force && savedAt.get(anvil.chainId) === block) return
    const state = await anvilRpc<Hex>(anvil.rpcUrl, 'anvil_dumpState', [])
    await write(anvil.chainId, state)
    savedAt.set(anvil.chainId, block)
  }
  // Saves run one after another: a slow dump is never overtaken by an older one.
  const save = async (force: boolean): Promise<unknown[]> => {
    const run = running.then(() => Promise.allSettled(anvils.map((a) => saveOne(a, force))))
    running = run
    const failures = (await run).filter((r) => r.status === 'rejected')
    return failures.map((r) => (r as PromiseRejectedResult).reason)
  }
  const saveAndLog = async (force: boolean) => {
    for (const error of await save(force)) log('[devnet state] saving a chain failed', error)
  }
  let busy = false
  const timer = setInterval(() => {
    if (busy) return
    busy = true
    void saveAndLog(false).finally(() => {
      busy = false
    })
  }, intervalMs)
  timer.unref()
  let stopping: Promise<void> | undefined
  return {
    saveAll: async () => {
      const [failure] = await save(true)
      if (failure) throw failure
    },
    stop: () => {
      if (!stopping) {
        clearInterval(timer)
        stopping = saveAndLog(true)
      }
      return stopping
    },
  }
}
