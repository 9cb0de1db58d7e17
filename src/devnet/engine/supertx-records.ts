import type { Hex } from 'viem'
import type { EngineSupertx } from './types.js'

/** Where supertransactions are written so they survive a restart (`CreateEngineOptions`). */
export type EngineJournal = {
  save: (key: string, supertx: EngineSupertx) => Promise<void>
  remove: (key: string) => Promise<void>
}

/**
 * The supertransactions the engine holds, by lower-case hash: every running one, and the last
 * `maxFinished` finished ones by when they were last read (the least recently read is forgotten,
 * in the journal too).
 */
export type SupertxRecords = {
  /** Holds `supertx` (submitted or resumed); not yet counted as finished. */
  add: (supertx: EngineSupertx) => void
  /** The supertransaction, counted as just read when finished. */
  get: (hash: Hex) => EngineSupertx | undefined
  /** Counts `supertx` as finished (just read), forgetting the oldest past `maxFinished`. */
  finished: (supertx: EngineSupertx) => void
  /** Writes `supertx` to the journal; a failed write is logged, never thrown. */
  save: (supertx: EngineSupertx) => void
}

export const keyOf = (supertx: { hash: Hex }) => supertx.hash.toLowerCase() as Hex

export function supertxRecords({
  maxFinished,
  journal,
  log,
}: {
  maxFinished: number
  journal: EngineJournal | undefined
  log: (message: string, error?: unknown) => void
}): SupertxRecords {
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
  return {
    add: (supertx) => supertxs.set(keyOf(supertx), supertx),
    get(hash) {
      const key = hash.toLowerCase() as Hex
      const supertx = supertxs.get(key)
      if (supertx && finished.has(key)) remember(key)
      return supertx
    },
    finished: (supertx) => remember(keyOf(supertx)),
    save(supertx) {
      journal
        ?.save(keyOf(supertx), supertx)
        .catch((error) => log(`[devnet engine] could not write ${supertx.hash}`, error))
    },
  }
}
