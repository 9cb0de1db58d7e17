import type { StartDevnetParameters, StartDevnetReturnType } from '../start-devnet.js'

// One devnet per set of parameters in this process, shared by the dev servers that asked for it.
// Vite restarts its server when vite.config changes: it builds the new server (which asks for the
// devnet again) before closing the old one (which lets go of it), so the chains, balances and
// receipts carry over instead of the devnet starting afresh.

type Entry = { users: number; devnet: Promise<StartDevnetReturnType> }

const running = new Map<string, Entry>()

export type SharedDevnet = {
  /** Resolves once the devnet answers; rejects with startDevnet's error. */
  devnet: Promise<StartDevnetReturnType>
  /** Lets go of it; the last user stops it. Safe to call twice. */
  release: () => Promise<void>
}

/** The running devnet of these parameters, or a new one; `release()` when done with it. */
export function acquireDevnet(parameters: StartDevnetParameters): SharedDevnet {
  // Functions (logError) drop out of the key: the same numbers and folders share one devnet.
  const key = JSON.stringify(parameters)
  let entry = running.get(key)
  if (!entry) {
    const starting = import('../start-devnet.js').then(({ startDevnet }) => startDevnet(parameters))
    entry = { users: 0, devnet: starting }
    running.set(key, entry)
    // A failed start is not kept: the next server asks again.
    starting.catch(() => running.get(key) === entry && running.delete(key))
  }
  const held = entry
  held.users++
  let released: Promise<void> | undefined
  return {
    devnet: held.devnet,
    release: () => {
      released ??= (async () => {
        held.users--
        if (held.users > 0) return
        if (running.get(key) === held) running.delete(key)
        const devnet = await held.devnet.catch(() => undefined)
        await devnet?.stop()
      })()
      return released
    },
  }
}
