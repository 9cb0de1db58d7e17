// History updates never lose one another: many at once in one page (synchronous and asynchronous
// storage), and two tabs over one storage that tell each other of their writes (`storage` events).
import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage, type SupertxStorage } from '../../../src/core/config/storage.js'
import {
  type HistoryEntry,
  readHistory,
  recordHistory,
  subscribeHistory,
} from '../../../src/core/history/history.js'
import { createSharedStorage } from '../../support/shared-storage.js'

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const entry = (n: number, status: HistoryEntry['status'] = 'pending') => ({
  supertxHash: hash(n),
  explorerUrl: `http://127.0.0.1:4337/details/${hash(n)}`,
  status,
})
const statuses = async (storage: SupertxStorage) =>
  Object.fromEntries((await readHistory(storage)).map((e) => [Number(e.supertxHash), e.status]))

/** An asynchronous storage whose reads and writes each take a moment (IndexedDB, AsyncStorage). */
function slowStorage(): SupertxStorage {
  const items = new Map<string, string>()
  const later = <value>(value: value) =>
    new Promise<value>((resolve) => setTimeout(() => resolve(value), 1))
  return {
    getItem: async (key) => (await later(key).then((k) => items.get(k))) ?? null,
    setItem: async (key, value) => void items.set(key, await later(value)),
    removeItem: async (key) => void items.delete(await later(key)),
  }
}

describe('history updates in one page', () => {
  it.each([
    ['synchronous', createMemoryStorage],
    ['asynchronous', slowStorage],
  ])('ten recorded at once on a %s storage are all kept', async (_, make) => {
    const storage = make()
    await Promise.all(Array.from({ length: 10 }, (_, i) => recordHistory(storage, entry(i + 1))))
    expect(
      (await readHistory(storage)).map((e) => Number(e.supertxHash)).sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('five pending entries resolving together all end final', async () => {
    const storage = slowStorage()
    for (let n = 1; n <= 5; n++) await recordHistory(storage, entry(n))
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) => recordHistory(storage, entry(n, n % 2 ? 'success' : 'failed'))),
    )
    expect(await statuses(storage)).toEqual({
      1: 'success',
      2: 'failed',
      3: 'success',
      4: 'failed',
      5: 'success',
    })
  })

  it('a late pending never turns a final status back', async () => {
    const storage = createMemoryStorage()
    await recordHistory(storage, { ...entry(1, 'success'), mode: 'eoa' })
    await recordHistory(storage, { ...entry(1, 'pending'), mode: undefined, chainIds: [31337] })
    expect(await readHistory(storage)).toEqual([
      expect.objectContaining({ status: 'success', mode: 'eoa', chainIds: [31337] }),
    ])
  })
})

describe('history updates from two tabs over one storage', () => {
  it('entries both tabs record at the same moment are all kept, in both views', async () => {
    const shared = createSharedStorage()
    const [a, b] = [shared.tab(), shared.tab()]
    await Promise.all([
      ...[1, 2, 3].map((n) => recordHistory(a, entry(n))),
      ...[4, 5, 6].map((n) => recordHistory(b, entry(n))),
    ])
    // The tabs merge on each other's writes; once the events are handled, nothing is missing.
    await vi.waitFor(async () => {
      const all = {
        1: 'pending',
        2: 'pending',
        3: 'pending',
        4: 'pending',
        5: 'pending',
        6: 'pending',
      }
      expect(await statuses(a)).toEqual(all)
      expect(await statuses(b)).toEqual(all)
    })
  })

  it("one tab finishing its entries never undoes the other's", async () => {
    const shared = createSharedStorage()
    const [a, b] = [shared.tab(), shared.tab()]
    await recordHistory(a, entry(1))
    await recordHistory(b, entry(2))
    await Promise.all([recordHistory(a, entry(1, 'success')), recordHistory(b, entry(2, 'failed'))])
    await vi.waitFor(async () => expect(await statuses(a)).toEqual({ 1: 'success', 2: 'failed' }))
  })

  it("a history view hears the other tab's writes", async () => {
    const shared = createSharedStorage()
    const [a, b] = [shared.tab(), shared.tab()]
    const heard = vi.fn()
    const stop = subscribeHistory(a, heard)
    await recordHistory(b, entry(7))
    await vi.waitFor(() => expect(heard).toHaveBeenCalled())
    stop()
  })
})
