import { afterAll, beforeAll } from 'vitest'

/**
 * Starts a devnet (or anything with `stop()` / `close()`: the playground, a browser) once for
 * the test file and stops it after the file's tests. The value it returns stands for what
 * started: reading any of its properties before `beforeAll` ran throws, instead of handing a
 * test `undefined`.
 *
 * @example
 * const devnet = setupDevnet(() => startDevnet({ chains: 2 }))
 * it('quotes', async () => { await fetch(`${devnet.apiUrl}/v1/quote`, …) })
 * // The playground and Chromium, for the e2e files:
 * const dev = setupDevnet(() => startDev({ port: 0, devnet: { port: 0, chains: 2 } }))
 * const browser = setupDevnet(launchChromium, (started) => started.close())
 */
export function setupDevnet<T extends object>(
  start: () => Promise<T>,
  stop: (started: T) => unknown = defaultStop,
): T {
  let started: T | undefined
  beforeAll(async () => {
    started = await start()
  }, 60_000)
  afterAll(async () => {
    if (started) await stop(started)
  })
  const current = () => {
    if (!started) throw new Error('The devnet is not started yet: read it inside a test or hook.')
    return started
  }
  return new Proxy({} as T, {
    get(_, property) {
      const value = Reflect.get(current(), property)
      return typeof value === 'function' ? value.bind(current()) : value
    },
    has: (_, property) => Reflect.has(current(), property),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, property) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), property)
      return descriptor && { ...descriptor, configurable: true }
    },
  })
}

function defaultStop(started: object) {
  const s = started as { stop?: () => unknown; close?: () => unknown }
  return s.stop ? s.stop() : s.close?.()
}
