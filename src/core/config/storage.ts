/**
 * Where the kit keeps what must survive a reload (the supertransactions in flight, the history).
 * Synchronous or asynchronous: `localStorage`, `sessionStorage`, an IndexedDB wrapper or React
 * Native's AsyncStorage all fit.
 */
export type SupertxStorage = {
  getItem(key: string): string | null | Promise<string | null>
  setItem(key: string, value: string): void | Promise<void>
  removeItem(key: string): void | Promise<void>
  /**
   * Optional: calls `listener` when another page (a second tab) changed an item, with its key
   * (`null`: everything was cleared) and new value. The default storage reports localStorage's
   * `storage` events, so a history shown in two tabs stays the same in both.
   */
  watch?(listener: (key: string | null, newValue: string | null) => void): () => void
}

/** Keeps items in memory: the fallback where no `localStorage` exists (server, worker, tests). */
export function createMemoryStorage(): SupertxStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/**
 * `localStorage` when the runtime has one, looked up at each call rather than at import: the
 * module is imported during server rendering, where `window` does not exist. Browsers that
 * refuse storage (private modes, blocked cookies) throw on access, and a full one refuses writes:
 * an item it would not take is kept in memory for this page's life instead, and read from there
 * too (one view: a history written to memory must not read as localStorage's older copy), until a
 * later write of it succeeds.
 */
export function createDefaultStorage(): SupertxStorage {
  // What localStorage would not take, by key; null for an item removed here but not there.
  const kept = new Map<string, string | null>()
  const local = (): Storage | undefined => {
    try {
      return typeof globalThis.localStorage === 'object' && globalThis.localStorage !== null
        ? globalThis.localStorage
        : undefined
    } catch {
      return undefined
    }
  }
  const attempt = (use: (storage: Storage) => void): boolean => {
    const storage = local()
    if (!storage) return false
    try {
      use(storage)
      return true
    } catch {
      return false
    }
  }
  return {
    getItem(key) {
      if (kept.has(key)) return kept.get(key) ?? null
      let value: string | null = null
      attempt((s) => {
        value = s.getItem(key)
      })
      return value
    },
    setItem(key, value) {
      if (attempt((s) => s.setItem(key, value))) kept.delete(key)
      else kept.set(key, value)
    },
    removeItem(key) {
      if (attempt((s) => s.removeItem(key))) kept.delete(key)
      else kept.set(key, null)
    },
    watch(listener) {
      const target = globalThis as { addEventListener?: Window['addEventListener'] }
      if (typeof target.addEventListener !== 'function') return () => {}
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === local()) listener(event.key, event.newValue)
      }
      target.addEventListener('storage', onStorage)
      return () => (globalThis as unknown as Window).removeEventListener('storage', onStorage)
    },
  }
}
