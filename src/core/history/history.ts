import type { Address, Hex } from 'viem'
import type { SupertxStorage } from '../config/storage.js'
import type { Mode } from '../schemas/common.js'

/** One supertransaction this app executed, as the history keeps it. */
export type HistoryEntry = {
  supertxHash: Hex
  explorerUrl: string
  /** `pending` until tracking saw it end. */
  status: 'pending' | 'success' | 'failed'
  /** Unix milliseconds. */
  createdAt: number
  updatedAt: number
  mode?: Mode | undefined
  ownerAddress?: Address | undefined
  /** The chains its user ops run on. */
  chainIds?: number[] | undefined
}

export type HistoryOptions = {
  /** Storage key. Default `supertx:history`. */
  key?: string | undefined
  /** How many entries are kept, newest first. Default 50. */
  limit?: number | undefined
}

export const defaultHistoryKey = 'supertx:history'
export const defaultHistoryLimit = 50

const isEntry = (value: unknown): value is HistoryEntry => {
  const entry = value as Partial<HistoryEntry> | null
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.supertxHash === 'string' &&
    /^0x[0-9a-fA-F]{64}$/.test(entry.supertxHash) &&
    typeof entry.explorerUrl === 'string' &&
    (entry.status === 'pending' || entry.status === 'success' || entry.status === 'failed') &&
    typeof entry.createdAt === 'number' &&
    typeof entry.updatedAt === 'number'
  )
}

/**
 * The supertransactions this app executed, newest first. A missing, corrupt or unreadable item
 * reads as an empty history (entries that are not well-formed are skipped), never as an error.
 */
export async function readHistory(
  storage: SupertxStorage,
  options: HistoryOptions = {},
): Promise<HistoryEntry[]> {
  try {
    const raw = await storage.getItem(options.key ?? defaultHistoryKey)
    if (!raw) return []
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter(isEntry) : []
  } catch {
    return []
  }
}

/**
 * Adds a supertransaction to the history, or updates the entry with its hash (keeping its
 * `createdAt` and place). New entries go first; past `limit` the oldest are dropped. Persistence
 * is a convenience: a full or blocked storage never fails the supertransaction.
 */
export async function recordHistory(
  storage: SupertxStorage,
  entry: Pick<HistoryEntry, 'supertxHash' | 'explorerUrl' | 'status'> & Partial<HistoryEntry>,
  options: HistoryOptions = {},
): Promise<HistoryEntry[]> {
  const entries = await readHistory(storage, options)
  const now = Date.now()
  const index = entries.findIndex((e) => e.supertxHash === entry.supertxHash)
  if (index >= 0) {
    const current = entries[index] as HistoryEntry
    entries[index] = { ...current, ...entry, createdAt: current.createdAt, updatedAt: now }
  } else {
    entries.unshift({ createdAt: now, ...entry, updatedAt: now })
  }
  const kept = entries.slice(0, options.limit ?? defaultHistoryLimit)
  try {
    await storage.setItem(options.key ?? defaultHistoryKey, JSON.stringify(kept))
  } catch {}
  notify(storage)
  return kept
}

/** Forgets every entry. */
export async function clearHistory(storage: SupertxStorage, options: HistoryOptions = {}) {
  try {
    await storage.removeItem(options.key ?? defaultHistoryKey)
  } catch {}
  notify(storage)
}

// Listeners per storage object, so every view of one storage hears every write (same page).
const listeners = new WeakMap<SupertxStorage, Set<() => void>>()
const notify = (storage: SupertxStorage) => {
  for (const listener of listeners.get(storage) ?? []) listener()
}

/** Calls `listener` after each write to the history of `storage` in this page. */
export function subscribeHistory(storage: SupertxStorage, listener: () => void): () => void {
  const set = listeners.get(storage) ?? new Set()
  listeners.set(storage, set)
  set.add(listener)
  return () => set.delete(listener)
}
