/**
 * Where the kit keeps what must survive a reload (the in-flight supertxHash). Synchronous or
 * asynchronous: `localStorage`, `sessionStorage`, an IndexedDB wrapper or React Native's
 * AsyncStorage all fit.
 */
export type SupertxStorage = {
  getItem(key: string): string | null | Promise<string | null>
  setItem(key: string, value: string): void | Promise<void>
  removeItem(key: string): void | Promise<void>
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
 * refuse storage (private modes, blocked cookies) throw on access; the kit then keeps the item in
 * memory for this page's life instead of failing the flow.
 */
export function createDefaultStorage(): SupertxStorage {
  const memory = createMemoryStorage()
  const local = (): Storage | undefined => {
    try {
      return typeof globalThis.localStorage === 'object' && globalThis.localStorage !== null
        ? globalThis.localStorage
        : undefined
    } catch {
      return undefined
    }
  }
  const attempt = <value>(use: (storage: Storage) => value, fallback: () => value): value => {
    const storage = local()
    if (!storage) return fallback()
    try {
      return use(storage)
    } catch {
      return fallback()
    }
  }
  return {
    getItem: (key) =>
      attempt(
        (s) => s.getItem(key),
        () => memory.getItem(key) as string | null,
      ),
    setItem: (key, value) =>
      attempt(
        (s) => s.setItem(key, value),
        () => void memory.setItem(key, value),
      ),
    removeItem: (key) =>
      attempt(
        (s) => s.removeItem(key),
        () => void memory.removeItem(key),
      ),
  }
}
