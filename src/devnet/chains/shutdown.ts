/** Something this process started that must not outlive it. */
export type ShutdownEntry = {
  /** Stops gracefully; resolves once the processes are gone. */
  stop: () => Promise<void>
  /** Last resort inside `process.on('exit')`, where nothing asynchronous runs: signal and go. */
  killSync: () => void
}

const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const
type Signal = (typeof signals)[number]

const entries = new Set<ShutdownEntry>()
let shuttingDown = false

function onSignal(signal: Signal) {
  if (shuttingDown) {
    // A second Ctrl-C while stopping: the user wants out now.
    for (const entry of entries) entry.killSync()
    reraise(signal)
    return
  }
  shuttingDown = true
  void Promise.allSettled([...entries].map((entry) => entry.stop())).then(() => reraise(signal))
}

// Our listener replaced the default action (exit); with it gone, raising again restores Ctrl-C's
// usual end and exit status. If the app listens to the signal itself, the exit is its decision.
function reraise(signal: Signal) {
  uninstall()
  shuttingDown = false
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
}

function onExit() {
  for (const entry of entries) entry.killSync()
}

const listeners = new Map(signals.map((signal) => [signal, () => onSignal(signal)] as const))

function install() {
  for (const [signal, listener] of listeners) process.on(signal, listener)
  process.on('exit', onExit)
}

function uninstall() {
  for (const [signal, listener] of listeners) process.off(signal, listener)
  process.off('exit', onExit)
}

/**
 * Stops `entry` when the process is interrupted (SIGINT, SIGTERM, SIGHUP) or exits. The handlers
 * are installed with the first entry and removed with the last, so a stopped devnet leaves the
 * process's signal handling as it found it. Returns the function that forgets the entry.
 *
 * @example
 * const forget = stopOnShutdown({ stop, killSync })
 * // ... later, after a normal stop:
 * forget()
 */
export function stopOnShutdown(entry: ShutdownEntry): () => void {
  if (entries.size === 0) install()
  entries.add(entry)
  return () => {
    if (!entries.delete(entry)) return
    if (entries.size === 0 && !shuttingDown) uninstall()
  }
}
