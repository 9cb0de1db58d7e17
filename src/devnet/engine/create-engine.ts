import type { Hex } from 'viem'
import type { ChainContext } from '../chains/chain-context.js'
import { ChainSender } from './chain-sender.js'
import { applyDelegation } from './delegate.js'
import { reconcileOp } from './reconcile-op.js'
import { sendRefund } from './refund.js'
import { createAccountCalldata, OpSuspendedError, runOp } from './run-op.js'
import type { EngineOp, EngineSupertx } from './types.js'

export type Engine = {
  /**
   * Starts executing a verified supertransaction in the background; resolves once it is recorded
   * (with a journal: written), before any of its ops runs.
   */
  submit: (supertx: EngineSupertx) => Promise<void>
  /**
   * Takes back supertransactions read from the journal at start: finished ones are served again,
   * unfinished ones resume (each op's fate is first read from its chain, see reconcileOp).
   */
  resume: (supertxs: readonly EngineSupertx[]) => void
  get: (hash: Hex) => EngineSupertx | undefined
  /**
   * Stops waiting loops and resolves once every run has settled. Their ops end FAILED, or, with a
   * journal, stay as they are on disk to resume after a restart.
   */
  close: () => Promise<void>
}

/** How many finished supertransactions the engine remembers by default (~9 KiB each). */
export const DEFAULT_MAX_FINISHED_RECEIPTS = 1_000

export type CreateEngineOptions = {
  /**
   * How many finished supertransactions (SUCCESS or FAILED) stay readable; past it the least
   * recently read one is forgotten. Running ones are always kept. Default 1,000.
   */
  maxFinished?: number
  /**
   * Where supertransactions are written so they survive a restart: on submit (before it
   * resolves), on every op change and when they finish; `remove` when one is forgotten. With a
   * journal, `close` leaves waiting ops as they are, to resume after the restart.
   */
  journal?: {
    save: (key: string, supertx: EngineSupertx) => Promise<void>
    remove: (key: string) => Promise<void>
  }
  /** Where a failed journal write is reported; default `console.error`. */
  log?: (message: string, error?: unknown) => void
}

/**
 * The devnet's execution node. Ops of one supertransaction run in quote order per chain and in
 * parallel across chains; every accepted supertransaction reaches SUCCESS or FAILED. Finished ones
 * are kept in a least-recently-read list of `maxFinished`, so memory stays bounded.
 */
export function createEngine(
  chains: Map<number, ChainContext>,
  options: CreateEngineOptions = {},
): Engine {
  const maxFinished = options.maxFinished ?? DEFAULT_MAX_FINISHED_RECEIPTS
  const { journal, log = (message, error) => console.error(message, error) } = options
  const save = (supertx: EngineSupertx) => {
    journal
      ?.save(supertx.hash.toLowerCase(), supertx)
      .catch((error) => log(`[devnet engine] could not write ${supertx.hash}`, error))
  }
  const supertxs = new Map<Hex, EngineSupertx>()
  /** Finished supertransactions' keys, least recently read first. */
  const finished = new Set<Hex>()
  const remember = (key: Hex) => {
    finished.delete(key)
    finished.add(key)
    for (const oldest of finished) {
      if (finished.size <= maxFinished) break
      finished.delete(oldest)
      supertxs.delete(oldest)
      journal
        ?.remove(oldest)
        .catch((error) => log(`[devnet engine] could not delete ${oldest}`, error))
    }
  }
  const senders = new Map(
    [...chains].map(
      ([id, c]) => [id, new ChainSender(c.publicClient, c.executorClient, c.returns)] as const,
    ),
  )
  const deployments = new Map<string, Promise<void>>()
  const delegations = new Map<string, Promise<void>>()
  const running = new Set<Promise<void>>()
  const timers = new Set<{ timer: NodeJS.Timeout; resolve: (v: boolean) => void }>()
  let closed = false

  const sleep = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (closed) return resolve(false)
      const entry = {
        timer: setTimeout(() => {
          timers.delete(entry)
          resolve(!closed)
        }, ms),
        resolve,
      }
      timers.add(entry)
    })

  const ensureAccount = (op: EngineOp) => {
    const key = `${op.chainId}:${op.account.toLowerCase()}`
    let pending = deployments.get(key)
    if (!pending) {
      pending = deployAccount(op)
      // A failed deployment may be retried by a later op.
      pending.catch(() => deployments.delete(key))
      deployments.set(key, pending)
    }
    return pending
  }

  // Two ops of one EOA on a chain (batch: false) share one type-4 transaction.
  const ensureDelegation = (op: EngineOp) => {
    const key = `${op.chainId}:${op.account.toLowerCase()}`
    let pending = delegations.get(key)
    if (!pending) {
      pending = applyDelegation(chains.get(op.chainId)!, senders.get(op.chainId)!, op)
      pending.then(
        () => delegations.delete(key),
        () => delegations.delete(key),
      )
      delegations.set(key, pending)
    }
    return pending
  }

  const deployAccount = async (op: EngineOp) => {
    const chain = chains.get(op.chainId)!
    const code = await chain.publicClient.getCode({ address: op.account })
    if (code && code !== '0x') return
    const { receipt, hash } = await senders.get(op.chainId)!.sendAndWait({
      to: chain.deployment.factory,
      data: createAccountCalldata(op.owner),
      gas: 1_000_000n,
    })
    if (receipt.status !== 'success') {
      throw new Error(`createAccount(${op.owner}) reverted on chain ${op.chainId} (tx ${hash})`)
    }
  }

  const settle = (supertx: EngineSupertx) => {
    if (supertx.ops.some((o) => o.status === 'PENDING' || o.status === 'MINING')) return
    const ok = supertx.ops.every((o) => o.isCleanUp || o.status === 'MINED_SUCCESS')
    supertx.status = ok ? 'SUCCESS' : 'FAILED'
    supertx.finishedAt = Date.now()
    remember(supertx.hash.toLowerCase() as Hex)
    save(supertx)
  }

  /** Runs one chain's ops in order; false when the engine stopped and left them to resume. */
  const runChain = async (supertx: EngineSupertx, ops: EngineOp[], resuming: boolean) => {
    for (const op of ops) {
      if (op.status !== 'PENDING' && op.status !== 'MINING') continue
      const chain = chains.get(op.chainId)!
      const ctx = {
        chain,
        sender: senders.get(op.chainId)!,
        ensureAccount,
        ensureDelegation,
        sleep,
        onChange: () => save(supertx),
        suspendOnStop: journal !== undefined,
      }
      try {
        if (resuming && (await reconcileOp(op, ctx))) continue
        await runOp(op, ctx)
      } catch (error) {
        // Stopping with a journal: an op cut off (its chain may be going away too, as on a
        // Ctrl-C) is left to resume after the restart, which first asks the chain what it did.
        if (error instanceof OpSuspendedError || (closed && journal)) return false
        op.status = 'FAILED'
        op.error = `the devnet gave up: ${(error as Error).message.split('\n')[0]}`
        save(supertx)
      }
    }
    return true
  }

  // The refund is part of finishing: the supertransaction is final once it was sent. A refund
  // whose amount was decided before a restart may have been sent: it is never sent again.
  const finish = async (supertx: EngineSupertx) => {
    const refund = supertx.refund
    if (refund && refund.amount === undefined) {
      await sendRefund(supertx, senders.get(refund.chainId)!, {
        beforeSend: () => journal?.save(supertx.hash.toLowerCase(), supertx),
      }).catch(() => {
        refund.amount = 0n
      })
    }
    settle(supertx)
  }

  const start = (supertx: EngineSupertx, resuming: boolean) => {
    const byChain = new Map<number, EngineOp[]>()
    for (const op of supertx.ops) byChain.set(op.chainId, [...(byChain.get(op.chainId) ?? []), op])
    const run = Promise.all(
      [...byChain.values()].map((ops) => runChain(supertx, ops, resuming)),
    ).then((done) => (done.every(Boolean) ? finish(supertx) : undefined))
    running.add(run)
    run.finally(() => running.delete(run))
  }

  return {
    async submit(supertx) {
      const key = supertx.hash.toLowerCase() as Hex
      await journal?.save(key, supertx)
      supertxs.set(key, supertx)
      start(supertx, false)
    },
    resume(list) {
      const byFinish = [...list].sort((a, b) => (a.finishedAt ?? 0) - (b.finishedAt ?? 0))
      for (const supertx of byFinish) {
        const key = supertx.hash.toLowerCase() as Hex
        supertxs.set(key, supertx)
        if (supertx.status === 'PENDING') start(supertx, true)
        else remember(key)
      }
    },
    get(hash) {
      const key = hash.toLowerCase() as Hex
      const supertx = supertxs.get(key)
      if (supertx && finished.has(key)) remember(key)
      return supertx
    },
    async close() {
      closed = true
      for (const { timer, resolve } of timers) {
        clearTimeout(timer)
        resolve(false)
      }
      timers.clear()
      await Promise.allSettled([...running])
    },
  }
}
