import { spawn } from 'node:child_process'

// Reads stdin until EOF, then ends the watched pid. The parent holds the only write end of that
// pipe, so EOF means the parent is gone — however it died, SIGKILL included. Node has no prctl
// (PR_SET_PDEATHSIG), and a pipe closing is the one signal every POSIX system delivers.
const script = 'while read -r _; do :; done; kill -TERM "$1" 2>/dev/null'

export type Watchdog = {
  /** Ends the watchdog without touching the watched process (it stopped, or is being stopped). */
  release: () => void
}

/**
 * Starts a tiny `sh` that kills `pid` when this process dies. Released on a normal stop so it can
 * never signal a recycled pid later. A no-op on Windows, which has no `sh`.
 *
 * @example
 * const watchdog = watchProcess(anvil.pid)
 * anvil.once('exit', () => watchdog.release())
 */
export function watchProcess(pid: number): Watchdog {
  if (process.platform === 'win32') return { release: () => {} }
  const child = spawn('sh', ['-c', script, 'supertx-devnet-watchdog', String(pid)], {
    stdio: ['pipe', 'ignore', 'ignore'],
  })
  // Neither the watchdog nor its pipe may keep the parent's event loop alive.
  child.on('error', () => {})
  child.stdin?.on('error', () => {})
  child.unref()
  ;(child.stdin as unknown as { unref?: () => void } | null)?.unref?.()
  let released = false
  return {
    release: () => {
      if (released) return
      released = true
      // SIGKILL, not EOF: EOF would make it signal the pid, which may already be reused.
      child.kill('SIGKILL')
    },
  }
}
