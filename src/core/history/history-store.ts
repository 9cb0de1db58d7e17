import type { SupertxStorage } from '../config/storage.js'
import { type HistoryEntry, type HistoryOptions, readHistory, subscribeHistory } from './history.js'

/** A synchronous view of the history for UI frameworks (React's useSyncExternalStore, …). */
export type HistoryStore = {
  /** Undefined until the first read finished. The same array until the history changes. */
  getSnapshot(): readonly HistoryEntry[] | undefined
  /** Reads the storage on the first subscription and again after every write in this page. */
  subscribe(listener: () => void): () => void
}

const stores = new WeakMap<SupertxStorage, Map<string, HistoryStore>>()

/** One store per storage, key and limit, shared by every view of it. */
export function getHistoryStore(storage: SupertxStorage, options: HistoryOptions = {}) {
  // A view reading more entries than another must not get the other's shorter list.
  const key = `${options.key ?? ''}\n${options.limit ?? ''}`
  const byKey = stores.get(storage) ?? new Map<string, HistoryStore>()
  stores.set(storage, byKey)
  let store = byKey.get(key)
  if (!store) {
    store = createHistoryStore(storage, options)
    byKey.set(key, store)
  }
  return store
}

function createHistoryStore(storage: SupertxStorage, options: HistoryOptions): HistoryStore {
  let snapshot: readonly HistoryEntry[] | undefined
  const listeners = new Set<() => void>()
  let stopWatching: (() => void) | undefined
  let reads = 0
  const refresh = async () => {
    const read = ++reads
    const entries = await readHistory(storage, options)
    // A slower earlier read must not overwrite a newer one.
    if (read !== reads) return
    snapshot = entries
    for (const listener of listeners) listener()
  }
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      if (!stopWatching) {
        stopWatching = subscribeHistory(storage, () => void refresh(), options)
        void refresh()
      }
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) {
          stopWatching?.()
          stopWatching = undefined
        }
      }
    },
  }
}
