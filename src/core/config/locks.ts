// Coordination between everything that shares one storage: flows and history views in this page,
// and other tabs. Web Locks where the browser has them (every tab of the origin waits for the
// same lock); elsewhere (Node, React Native, browsers without them, plain-http pages) a queue per
// storage object in this page.

type LockManager = {
  request(
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => unknown,
  ): Promise<unknown>
}

/** The browser's Web Locks, if any. */
export function webLocks(): LockManager | undefined {
  try {
    return (globalThis.navigator as { locks?: LockManager } | undefined)?.locks ?? undefined
  } catch {
    return undefined
  }
}

/**
 * How long a task may wait for a lock and hold it. A storage that never answers (a stuck
 * IndexedDB wrapper) would otherwise hang every later write, and the flow waiting on one.
 */
export const LOCK_TIMEOUT_MS = 10_000

const queues = new WeakMap<object, Map<string, Promise<unknown>>>()

/**
 * Runs `task` holding the lock `name`: tasks on one lock run one after another, across tabs where
 * Web Locks exist, else within `scope` (the storage) in this page. Rejects past `LOCK_TIMEOUT_MS`.
 */
export function withLock<T>(scope: object, name: string, task: () => Promise<T>): Promise<T> {
  const locks = webLocks()
  const signal = AbortSignal.timeout(LOCK_TIMEOUT_MS)
  const run = locks
    ? (locks.request(name, { signal }, task) as Promise<T>)
    : queued(scope, name, task)
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
    run.then(resolve, reject)
  })
}

function queued<T>(scope: object, name: string, task: () => Promise<T>): Promise<T> {
  const byName = queues.get(scope) ?? new Map<string, Promise<unknown>>()
  queues.set(scope, byName)
  const previous = byName.get(name) ?? Promise.resolve()
  const next = previous.then(task)
  // The queue holds the last task only, so it does not grow with every write.
  const settled = next.then(
    () => {},
    () => {},
  )
  byName.set(name, settled)
  void settled.then(() => byName.get(name) === settled && byName.delete(name))
  return next
}

const held = new WeakMap<object, Set<string>>()

/**
 * Takes the lock `name` if nobody holds it and keeps it until `release()` is called (or the tab
 * closes); undefined when another tab or another flow of this page holds it. A flow holds the lock
 * of the supertransaction it tracks, so a second tab or a reload elsewhere does not take it over.
 * With `waitMs`, waits that long for a holder to let go: the browser releases a lock after its
 * holder does, asynchronously (a page being reloaded, this page's previous flow), so a claim made
 * at once can find it still held.
 */
export async function claim(
  scope: object,
  name: string,
  { waitMs = 0 }: { waitMs?: number } = {},
): Promise<(() => void) | undefined> {
  const locks = webLocks()
  if (!locks) {
    const names = held.get(scope) ?? new Set<string>()
    held.set(scope, names)
    if (names.has(name)) return undefined
    names.add(name)
    return () => void names.delete(name)
  }
  const options = waitMs > 0 ? { signal: AbortSignal.timeout(waitMs) } : { ifAvailable: true }
  return new Promise((resolve) => {
    locks
      .request(name, options, (lock) => {
        if (!lock) return resolve(undefined)
        return new Promise<void>((release) => resolve(() => release()))
      })
      .catch(() => resolve(undefined))
  })
}
