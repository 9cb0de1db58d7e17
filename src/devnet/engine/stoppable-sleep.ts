/** Waits that `stop` ends at once; every wait started after it ends at once too. */
export type StoppableSleep = {
  /** Resolves true after `ms`, or false once stopped. */
  sleep: (ms: number) => Promise<boolean>
  stop: () => void
  readonly stopped: boolean
}

export function stoppableSleep(): StoppableSleep {
  const timers = new Set<{ timer: NodeJS.Timeout; resolve: (v: boolean) => void }>()
  let stopped = false
  return {
    sleep: (ms) =>
      new Promise<boolean>((resolve) => {
        if (stopped) return resolve(false)
        const entry = {
          timer: setTimeout(() => {
            timers.delete(entry)
            resolve(!stopped)
          }, ms),
          resolve,
        }
        timers.add(entry)
      }),
    stop() {
      stopped = true
      for (const { timer, resolve } of timers) {
        clearTimeout(timer)
        resolve(false)
      }
      timers.clear()
    },
    get stopped() {
      return stopped
    },
  }
}
