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
 * IndexedDB wrapper) would otherwise hang every later write, and the run waiting on one.
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

// Without Web Locks: the claims of this page, per storage, each with the claims waiting for it.
type Waiter = (release: () => void) => void
const held = new WeakMap<object, Map<string, Waiter[]>>()

/**
 * Takes the lock `name` if nobody holds it and keeps it until `release()` is called (or the tab
 * closes); undefined when another tab or another run of this page holds it. A run holds the lock
 * of the supertransaction it tracks, so a second tab or a reload elsewhere does not take it over.
 * With `signal`, waits for the holder to let go until the signal aborts (undefined then): a page
 * being reloaded lets go a moment later (the browser releases its locks asynchronously), a live
 * tab when it closes or its run ends.
 */
export async function claim(
  scope: object,
  name: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<(() => void) | undefined> {
  if (signal?.aborted) return undefined
  const locks = webLocks()
  if (!locks) return claimInPage(scope, name, signal)
  const options = signal ? { signal } : { ifAvailable: true }
  return new Promise((resolve) => {
    locks
      .request(name, options, (lock) => {
        if (!lock) return resolve(undefined)
        return new Promise<void>((release) => resolve(() => release()))
      })
      .catch(() => resolve(undefined))
  })
}

function claimInPage(scope: object, name: string, signal: AbortSignal | undefined) {
  const names = held.get(scope) ?? new Map<string, Waiter[]>()
  held.set(scope, names)
  // Hands the claim to the next waiter, if any, when released (once).
  const grant = () => {
    let released = false
    return () => {
      if (released) return
      released = true
      const next = names.get(name)?.shift()
      if (next) next(grant())
      else names.delete(name)
    }
  }
  const waiters = names.get(name)
  if (!waiters) {
    names.set(name, [])
    return Promise.resolve(grant())
  }
  if (!signal) return Promise.resolve(undefined)
  return new Promise<(() => void) | undefined>((resolve) => {
    const waiter: Waiter = (release) => {
      signal.removeEventListener('abort', abort)
      resolve(release)
    }
    const abort = () => {
      const at = waiters.indexOf(waiter)
      if (at >= 0) waiters.splice(at, 1)
      resolve(undefined)
    }
    waiters.push(waiter)
    signal.addEventListener('abort', abort, { once: true })
  })
}
