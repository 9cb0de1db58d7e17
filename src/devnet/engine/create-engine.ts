import type { Hex } from 'viem'
import type { ChainContext } from '../chains/chain-context.js'
import { ChainSender } from './chain-sender.js'
import { gaveUpReason } from './gave-up.js'
import { type NexusBundler, nexusBundler, reconcileNexusOp } from './nexus-bundler.js'
import { sendRefund } from './refund.js'
import { type StoppableSleep, stoppableSleep } from './stoppable-sleep.js'
import {
  type EngineJournal,
  keyOf,
  type SupertxRecords,
  supertxRecords,
} from './supertx-records.js'
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
  journal?: EngineJournal
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
  const { journal, log = (message, error) => console.error(message, error) } = options
  const records = supertxRecords({
    maxFinished: options.maxFinished ?? DEFAULT_MAX_FINISHED_RECEIPTS,
    journal,
    log,
  })
  const senders = new Map(
    [...chains].map(
      ([id, c]) => [id, new ChainSender(c.publicClient, c.executorClient, c.returns)] as const,
    ),
  )
  const waits = stoppableSleep()
  const bundlers = new Map(
    [...chains].map(
      ([id, chain]) =>
        [
          id,
          nexusBundler({
            chain,
            sender: senders.get(id)!,
            sleep: waits.sleep,
            suspendOnStop: journal !== undefined,
          }),
        ] as const,
    ),
  )
  const runs = supertxRuns({ chains, senders, bundlers, records, journal, waits })

  return {
    async submit(supertx) {
      await journal?.save(keyOf(supertx), supertx)
      records.add(supertx)
      runs.start(supertx, false)
    },
    resume(list) {
      const byFinish = [...list].sort((a, b) => (a.finishedAt ?? 0) - (b.finishedAt ?? 0))
      for (const supertx of byFinish) {
        records.add(supertx)
        if (supertx.status === 'PENDING') runs.start(supertx, true)
        else records.finished(supertx)
      }
    },
    get: (hash) => records.get(hash),
    async close() {
      waits.stop()
      await runs.settled()
    },
  }
}

/**
 * Runs supertransactions: each chain's ops in order, the chains side by side, then the refund,
 * then the final status.
 */
function supertxRuns({
  chains,
  senders,
  bundlers,
  records,
  journal,
  waits,
}: {
  chains: Map<number, ChainContext>
  senders: Map<number, ChainSender>
  bundlers: Map<number, NexusBundler>
  records: SupertxRecords
  journal: EngineJournal | undefined
  waits: StoppableSleep
}) {
  const running = new Set<Promise<void>>()

  /**
   * Runs one chain's ops: all handed to the chain's bundler at once, which sends each in quote
   * order, batched with whatever else is due on the chain. A trusted sponsor's op never runs.
   * False when the engine stopped and left them to resume.
   */
  const runChain = async (supertx: EngineSupertx, ops: EngineOp[], resuming: boolean) => {
    const chain = chains.get(ops[0]!.chainId)!
    const toRun: EngineOp[] = []
    try {
      for (const op of ops) {
        if (op.status !== 'PENDING' && op.status !== 'MINING') continue
        if (op.neverRuns) {
          op.status = 'MINED_SUCCESS'
          continue
        }
        if (resuming && (await reconcileNexusOp(op, chain))) continue
        toRun.push(op)
      }
    } catch (error) {
      if (waits.stopped && journal) return false
      for (const op of ops.filter((o) => o.status === 'PENDING' || o.status === 'MINING')) {
        op.status = 'FAILED'
        op.error = gaveUpReason(error)
      }
    }
    records.save(supertx)
    if (toRun.length === 0) return true
    const settled = await bundlers.get(chain.chain.id)!.run(
      supertx.hash,
      toRun,
      () => records.save(supertx),
      () => failureOf(supertx),
    )
    return settled === 'final' || !journal
  }

  // The refund is part of finishing: the supertransaction is final once it was sent. A refund
  // whose amount was decided before a restart may have been sent: it is never sent again.
  const finish = async (supertx: EngineSupertx) => {
    const refund = supertx.refund
    if (refund && refund.amount === undefined) {
      await sendRefund(supertx, senders.get(refund.chainId)!, {
        beforeSend: () => journal?.save(keyOf(supertx), supertx),
      }).catch(() => {
        refund.amount = 0n
      })
    }
    settle(supertx)
  }

  const settle = (supertx: EngineSupertx) => {
    if (supertx.ops.some((o) => o.status === 'PENDING' || o.status === 'MINING')) return
    const ok = supertx.ops.every((o) => o.isCleanUp || o.status === 'MINED_SUCCESS')
    supertx.status = ok ? 'SUCCESS' : 'FAILED'
    supertx.finishedAt = Date.now()
    records.finished(supertx)
    records.save(supertx)
  }

  return {
    start(supertx: EngineSupertx, resuming: boolean) {
      const byChain = new Map<number, EngineOp[]>()
      for (const op of supertx.ops)
        byChain.set(op.chainId, [...(byChain.get(op.chainId) ?? []), op])
      const run = Promise.all(
        [...byChain.values()].map((ops) => runChain(supertx, ops, resuming)),
      ).then((done) => (done.every(Boolean) ? finish(supertx) : undefined))
      running.add(run)
      run.finally(() => running.delete(run))
    },
    /** Resolves once every run has settled. */
    settled: () => Promise.allSettled([...running]).then(() => undefined),
  }
}

/** Which op of the run failed (a non-clean-up one ended MINED_FAIL or FAILED), in words. */
function failureOf(supertx: EngineSupertx): string | undefined {
  const index = supertx.ops.findIndex(
    (op) => !op.isCleanUp && (op.status === 'MINED_FAIL' || op.status === 'FAILED'),
  )
  if (index < 0) return undefined
  return `op ${index} of the supertransaction, on chain ${supertx.ops[index]!.chainId}, failed`
}
