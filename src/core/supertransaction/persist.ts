import type { Address, Hex } from 'viem'
import * as z from 'zod/mini'
import type { ExecuteRequestInput, QuoteParameters } from '../client/types.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import { claim } from '../config/locks.js'
import { updateItem } from '../config/update-item.js'
import { addressSchema, bytes32Schema } from '../schemas/common.js'
import { safeParse } from '../schemas/safe-parse.js'

/**
 * What is kept of a supertransaction from just before its execute is sent until tracking saw it
 * end: enough for a reload at any moment to carry on with it, and never to execute it twice.
 */
export type InFlightRecord = {
  /** The quote's hash: one record per supertransaction. */
  quoteHash: Hex
  /** The hash execute answered; absent until the service is known to have taken the quote. */
  supertxHash?: Hex | undefined
  /** The explorer base of the config that sent it: a config of another API leaves it alone. */
  explorerBase?: string | undefined
  ownerAddress?: Address | undefined
  request?: QuoteParameters | undefined
  /**
   * The signed quote, until the service is known to have taken it: a reload looks the quote up by
   * its hash first, and sends it again only if the service does not know it (a second execute of
   * the same quote is refused as ALREADY_EXECUTED, so it cannot pay twice).
   */
  signedQuote?: ExecuteRequestInput | undefined
  /** Unix milliseconds. */
  savedAt: number
}

/** The most records one key keeps (the newest): a tab closed mid-way leaves one behind. */
const MAX_RECORDS = 20

// A stored record is outside data: checked before the run sends or tracks anything from it.
const recordSchema = z
  .looseObject({
    quoteHash: bytes32Schema,
    supertxHash: z.optional(bytes32Schema),
    explorerBase: z.optional(z.string()),
    ownerAddress: z.optional(addressSchema),
    request: z.optional(z.looseObject({})),
    signedQuote: z.optional(z.looseObject({ quote: z.looseObject({ hash: bytes32Schema }) })),
    savedAt: z.int().check(z.nonnegative()),
  })
  .check(
    z.refine(
      (r: { quoteHash: string; supertxHash?: string; signedQuote?: { quote: { hash: string } } }) =>
        r.supertxHash || r.signedQuote?.quote.hash.toLowerCase() === r.quoteHash.toLowerCase(),
      'needs the supertxHash or the signed quote of its quoteHash',
    ),
  )

/** The records stored under a key, newest first; a corrupt item or record reads as none. */
function parseRecords(raw: string | null): InFlightRecord[] {
  let parsed: unknown
  try {
    parsed = raw ? JSON.parse(raw) : []
  } catch {
    return []
  }
  // The single record of kit versions before one record per supertransaction: tracking only.
  const legacy = parsed as { supertxHash?: unknown; savedAt?: unknown } | null
  if (!Array.isArray(parsed) && typeof legacy?.supertxHash === 'string')
    parsed = [{ quoteHash: legacy.supertxHash, supertxHash: legacy.supertxHash, savedAt: 0 }]
  if (!Array.isArray(parsed)) return []
  return parsed.flatMap((item) => {
    const result = safeParse(recordSchema, item)
    return result.success ? [result.data as InFlightRecord] : []
  })
}

type Change = (records: InFlightRecord[]) => InFlightRecord[]
/** Applies `change` to the stored records; the item is removed when none is left. */
function change(config: SupertxConfig, key: string, apply: Change): Promise<unknown> {
  return updateItem(config.storage, key, (raw) => {
    const records = parseRecords(raw)
    const next = apply(records).slice(0, MAX_RECORDS)
    if (!next.length) return null
    const text = JSON.stringify(next)
    return raw !== null && JSON.stringify(records) === text ? raw : text
  }).catch(() => {
    // Persistence is a convenience: a full, blocked or stuck storage must not fail the run.
  })
}

/** How long `takeOver` answers within when a record is held by someone else. */
const CLAIM_WAIT_MS = 1_500

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Per config (one app in one page), the records a run of it let go of and kept (an unmount):
 * another run of the same page does not carry those on later, they wait for their own run (a
 * closed modal opened again). A record let go of in another tab (or another app) is carried on.
 */
const letGoHere = new WeakMap<SupertxConfig, Set<string>>()

/** A run's record in the storage: the one it holds, and the claim that keeps it its own. */
export type InFlight = {
  /**
   * Stores the record of `quoteHash` (merged over what is kept) before the run goes on, and
   * claims it, so a second tab or another run of this page does not resume it meanwhile.
   */
  save(quoteHash: Hex, fields: Partial<InFlightRecord>): Promise<void>
  /** Forgets the record this run holds (it ended, or was reset) and lets go of its claim. */
  forget(): Promise<void>
  /** Lets go of the claim and keeps the record (an unmount): a later `takeOver` resumes it. */
  release(): void
  /**
   * Claims the newest record of this config that nobody holds: what a reload carries on with.
   * `wanted` is asked before and after claiming: a run that moved on meanwhile claims nothing.
   * Records someone else holds are waited for until `signal` aborts: the first let go of while
   * still stored (its holder closed mid-way) is the answer if within a moment (a page being
   * reloaded lets go of its records a moment after the new one starts), else handed to `late`.
   */
  takeOver(
    wanted: () => boolean,
    options?: { signal?: AbortSignal; late?: (record: InFlightRecord) => void },
  ): Promise<InFlightRecord | undefined>
}

/**
 * The run's side of the in-flight records under `key`: one record per supertransaction, keyed
 * by its quote hash, so two tabs (or two flows sharing a key) never overwrite or clear each
 * other's; updates coordinated like the history's (`updateItem`).
 */
export function createInFlight(config: SupertxConfig, key: string): InFlight {
  let held: { quoteHash: Hex; release: () => void } | undefined
  const claimName = (quoteHash: string) => `supertx:${key}:${quoteHash.toLowerCase()}`
  const here = letGoHere.get(config) ?? new Set<string>()
  letGoHere.set(config, here)
  const release = () => {
    if (held) here.add(claimName(held.quoteHash))
    held?.release()
    held = undefined
  }
  const hold = (quoteHash: Hex, releaseClaim: () => void) => {
    here.delete(claimName(quoteHash))
    held = { quoteHash, release: releaseClaim }
  }
  return {
    async save(quoteHash, fields) {
      if (!held || !same(held.quoteHash, quoteHash)) {
        release()
        const releaseClaim = await claim(config.storage, claimName(quoteHash))
        hold(quoteHash, releaseClaim ?? (() => {}))
      }
      const savedAt = Date.now()
      await change(config, key, (records) => {
        const current = records.find((r) => same(r.quoteHash, quoteHash))
        const record = {
          ...current,
          explorerBase: config.explorerUrl,
          ...fields,
          quoteHash,
          savedAt: current?.savedAt ?? savedAt,
        }
        return [record, ...records.filter((r) => r !== current)]
      })
    },
    async forget() {
      const quoteHash = held?.quoteHash
      release()
      if (quoteHash) here.delete(claimName(quoteHash))
      if (quoteHash)
        await change(config, key, (records) => records.filter((r) => !same(r.quoteHash, quoteHash)))
    },
    release,
    async takeOver(wanted, { signal, late } = {}) {
      const read = async () => {
        let raw: string | null = null
        try {
          raw = await config.storage.getItem(key)
        } catch {}
        return parseRecords(raw).filter(
          (r) => r.explorerBase === undefined || r.explorerBase === config.explorerUrl,
        )
      }
      // Claimed: the record as stored now, if it still is (its holder may have ended it).
      const take = async (quoteHash: Hex, releaseClaim: () => void) => {
        const record = wanted()
          ? (await read()).find((r) => same(r.quoteHash, quoteHash))
          : undefined
        if (!record || !wanted()) {
          releaseClaim()
          return undefined
        }
        release()
        hold(quoteHash, releaseClaim)
        return record
      }
      const busy: Hex[] = []
      for (const { quoteHash } of await read()) {
        if (!wanted()) return undefined
        const releaseClaim = await claim(config.storage, claimName(quoteHash))
        if (!releaseClaim) busy.push(quoteHash)
        else {
          const record = await take(quoteHash, releaseClaim)
          if (record) return record
        }
      }
      if (!busy.length || !signal || signal.aborted || !wanted()) return undefined
      // Wait for all of them at once; the first taken ends the other waits.
      const waits = new AbortController()
      const stop = () => waits.abort()
      signal.addEventListener('abort', stop, { once: true })
      let answer!: (record: InFlightRecord | undefined) => void
      const answered = new Promise<InFlightRecord | undefined>((resolve) => {
        answer = resolve
      })
      let done = false
      const timer = setTimeout(() => answerOnce(undefined), CLAIM_WAIT_MS)
      ;(timer as { unref?: () => void }).unref?.()
      const answerOnce = (record: InFlightRecord | undefined) => {
        if (done) return false
        done = true
        clearTimeout(timer)
        answer(record)
        return true
      }
      let open = busy.length
      // One take at a time: a second let go of meanwhile must not drop the first one taken.
      let taking = Promise.resolve()
      for (const quoteHash of busy)
        void claim(config.storage, claimName(quoteHash), { signal: waits.signal }).then(
          (releaseClaim) => {
            taking = taking.then(async () => {
              // Past the moment a reload takes, a record another run of this page let go of
              // stays for that run.
              const ownFlows = done && here.has(claimName(quoteHash))
              const record =
                releaseClaim && !waits.signal.aborted && !ownFlows
                  ? await take(quoteHash, releaseClaim)
                  : releaseClaim?.()
              if (record) {
                stop()
                if (!answerOnce(record)) late ? late(record) : release()
              }
              if (--open === 0) {
                signal.removeEventListener('abort', stop)
                answerOnce(undefined)
              }
            })
          },
        )
      return answered
    },
  }
}
