import type { Address, Hex } from 'viem'
import type { SupertxStorage } from '../config/storage.js'
import { updateItem } from '../config/update-item.js'
import type { Mode } from '../schemas/common.js'
import { safeParse } from '../schemas/safe-parse.js'
import type { HeldFunds } from '../types/heldFunds.js'
import { historyEntrySchema } from './history-entry.js'

/** One supertransaction this app executed, as the history keeps it. */
export type HistoryEntry = {
  supertxHash: Hex
  explorerUrl: string
  /**
   * `pending` until tracking saw it end. `stopped`: the run moved funds (smart-account funding)
   * and never reached execute (an error, a reload, an unmount): `funds` says where they are now,
   * and `supertxHash` is the quote's hash, which nothing executed.
   */
  status: 'pending' | 'success' | 'failed' | 'stopped'
  /** Unix milliseconds. */
  createdAt: number
  updatedAt: number
  mode?: Mode | undefined
  ownerAddress?: Address | undefined
  /** The chains its user ops run on. */
  chainIds?: number[] | undefined
  /**
   * What it does, in words, as the review said it when it was executed (e.g. "Send 25 USDC to
   * 0xa0Ee…9720"): at most 200 characters, no control characters. Entries of older kits have none.
   */
  description?: string | undefined
  /**
   * `stopped`: what the run moved before it stopped, and where it is now: `amount` (base units,
   * decimal) of `token` held by `account` on `chainId`.
   */
  funds?: HistoryFunds[] | undefined
}

/** Funds a stopped run moved: `amount` of `token`, held now by `account` on `chainId`. */
export type HistoryFunds = HeldFunds

export type HistoryOptions = {
  /** Storage key. Default `supertx:history`. */
  key?: string | undefined
  /** How many entries are kept and read, newest first. Default 50. */
  limit?: number | undefined
}

export const defaultHistoryKey = 'supertx:history'
export const defaultHistoryLimit = 50

/** What `recordHistory` takes: the entry's hash, link and status, and any other field to set. */
export type HistoryUpdate = Pick<HistoryEntry, 'supertxHash' | 'explorerUrl' | 'status'> &
  Partial<HistoryEntry>

/**
 * The supertransactions this app executed, newest first, at most `limit` of them. Every stored
 * entry is checked (`historyEntrySchema`); one that is not well-formed is left out, with one
 * console warning per storage and key. A missing, corrupt or unreadable item reads as an empty
 * history, never as an error.
 */
export async function readHistory(
  storage: SupertxStorage,
  options: HistoryOptions = {},
): Promise<HistoryEntry[]> {
  try {
    const key = options.key ?? defaultHistoryKey
    return parseHistory(await storage.getItem(key), storage, key, limitOf(options)).entries
  } catch {
    return []
  }
}

/**
 * Adds a supertransaction to the history, or updates the entry with its hash (keeping its
 * `createdAt` and place; a final status is never turned back to `pending` by a late update). New
 * entries go first; past `limit` the oldest are dropped. Updates are coordinated across this
 * page and other tabs (`updateItem`), so concurrent ones never lose each other. Persistence is a
 * convenience: a full or blocked storage never fails the supertransaction.
 */
export async function recordHistory(
  storage: SupertxStorage,
  entry: HistoryUpdate,
  options: HistoryOptions = {},
): Promise<HistoryEntry[]> {
  const key = options.key ?? defaultHistoryKey
  const limit = limitOf(options)
  // One time for the change, so applying it again (over another tab's write) changes nothing.
  const now = Date.now()
  let kept: HistoryEntry[] = []
  try {
    await updateItem(storage, key, (raw) => {
      const read = parseHistory(raw, storage, key, limit)
      const next = upsert(read.entries, entry, now).slice(0, limit)
      kept = next
      return read.clean && sameEntries(next, read.entries) ? raw : JSON.stringify(next)
    })
  } catch {
    if (!kept.length) kept = upsert([], entry, now)
  }
  notify(storage)
  return kept
}

/** Forgets the entry with `supertxHash`, if there is one. */
export async function forgetHistoryEntry(
  storage: SupertxStorage,
  supertxHash: Hex,
  options: HistoryOptions = {},
) {
  const key = options.key ?? defaultHistoryKey
  const hash = supertxHash.toLowerCase()
  try {
    await updateItem(storage, key, (raw) => {
      const { entries } = parseHistory(raw, storage, key, limitOf(options))
      const kept = entries.filter((entry) => entry.supertxHash.toLowerCase() !== hash)
      return kept.length === entries.length ? raw : JSON.stringify(kept)
    })
  } catch {}
  notify(storage)
}

/** Forgets every entry. */
export async function clearHistory(storage: SupertxStorage, options: HistoryOptions = {}) {
  try {
    await updateItem(storage, options.key ?? defaultHistoryKey, () => null)
  } catch {}
  notify(storage)
}

const limitOf = (options: HistoryOptions) => options.limit ?? defaultHistoryLimit

const warned = new WeakMap<SupertxStorage, Set<string>>()

/**
 * The stored list, checked: the first `limit` well-formed entries, one per hash. `clean` is
 * false when anything was left out, so the next write stores the list without it.
 */
function parseHistory(
  raw: string | null,
  storage: SupertxStorage,
  key: string,
  limit: number,
): { entries: HistoryEntry[]; clean: boolean } {
  if (!raw) return { entries: [], clean: true }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    parsed = undefined
  }
  if (!Array.isArray(parsed)) {
    warn(storage, key, 'is not a JSON list; the history starts afresh')
    return { entries: [], clean: false }
  }
  const entries: HistoryEntry[] = []
  const seen = new Set<string>()
  let dropped = 0
  let why = ''
  // Only what is shown is checked: a history of thousands costs no more than one of `limit`.
  for (const item of parsed) {
    if (entries.length >= limit) break
    const result = safeParse(historyEntrySchema, item)
    if (!result.success) {
      const issue = result.error.issues[0]
      why ||= `${issue?.path.join('.') || '(entry)'} ${issue?.message ?? ''}`.trim()
      dropped++
    } else if (!seen.has(result.data.supertxHash.toLowerCase())) {
      seen.add(result.data.supertxHash.toLowerCase())
      entries.push(result.data as HistoryEntry)
    } else dropped++
  }
  if (dropped) warn(storage, key, `had ${dropped} malformed or repeated entries, left out (${why})`)
  return { entries, clean: dropped === 0 && parsed.length <= limit }
}

function warn(storage: SupertxStorage, key: string, problem: string) {
  const keys = warned.get(storage) ?? new Set<string>()
  warned.set(storage, keys)
  if (keys.has(key)) return
  keys.add(key)
  console.warn(`supertx-kit: the stored history "${key}" ${problem}.`)
}

const rank = { stopped: 0, pending: 0, success: 1, failed: 1 } as const

/** The list with `update` applied to its entry (added first when new); the same list if no change. */
function upsert(entries: HistoryEntry[], update: HistoryUpdate, now: number): HistoryEntry[] {
  // Fields given as undefined change nothing.
  const given = Object.fromEntries(
    Object.entries(update).filter(([, value]) => value !== undefined),
  ) as HistoryUpdate
  const hash = update.supertxHash.toLowerCase()
  const index = entries.findIndex((e) => e.supertxHash.toLowerCase() === hash)
  if (index < 0) return [{ createdAt: now, ...given, updatedAt: now }, ...entries]
  const current = entries[index] as HistoryEntry
  // A late `pending` (a stale view, another tab) never turns a final status back.
  const status = rank[given.status] < rank[current.status] ? current.status : given.status
  const merged = { ...current, ...given, status, createdAt: current.createdAt }
  if (sameEntry(merged, current)) return entries
  const next = [...entries]
  next[index] = { ...merged, updatedAt: now }
  return next
}

const sameEntry = (a: object, b: object) =>
  JSON.stringify({ ...a, updatedAt: 0 }) === JSON.stringify({ ...b, updatedAt: 0 })
const sameEntries = (a: HistoryEntry[], b: HistoryEntry[]) =>
  a.length === b.length && a.every((entry, i) => entry === b[i])

// Listeners per storage object, so every view of one storage hears every write (same page).
const listeners = new WeakMap<SupertxStorage, Set<() => void>>()
const notify = (storage: SupertxStorage) => {
  for (const listener of listeners.get(storage) ?? []) listener()
}

/**
 * Calls `listener` after each write to the history of `storage` in this page, and after another
 * tab changed it where the storage reports that (`watch`: localStorage's `storage` event).
 */
export function subscribeHistory(
  storage: SupertxStorage,
  listener: () => void,
  options: HistoryOptions = {},
): () => void {
  const set = listeners.get(storage) ?? new Set()
  listeners.set(storage, set)
  set.add(listener)
  const key = options.key ?? defaultHistoryKey
  const stopWatching = storage.watch?.((changed) => {
    if (changed === null || changed === key) listener()
  })
  return () => {
    set.delete(listener)
    stopWatching?.()
  }
}
