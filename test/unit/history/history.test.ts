import { describe, expect, it } from 'vitest'
import { createMemoryStorage, type SupertxStorage } from '../../../src/core/config/storage.js'
import {
  clearHistory,
  readHistory,
  recordHistory,
  subscribeHistory,
} from '../../../src/core/history/history.js'

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const entry = (n: number, status: 'pending' | 'success' | 'failed' = 'pending') => ({
  supertxHash: hash(n),
  explorerUrl: `http://127.0.0.1:4337/details/${hash(n)}`,
  status,
})

describe('supertransaction history', () => {
  it('is empty at first, keeps the newest first, and updates an entry in place', async () => {
    const storage = createMemoryStorage()
    expect(await readHistory(storage)).toEqual([])
    await recordHistory(storage, { ...entry(1), mode: 'eoa', chainIds: [31337] })
    await recordHistory(storage, entry(2))
    const before = await readHistory(storage)
    expect(before.map((e) => e.supertxHash)).toEqual([hash(2), hash(1)])
    await recordHistory(storage, entry(1, 'success'))
    const after = await readHistory(storage)
    expect(after.map((e) => [e.supertxHash, e.status])).toEqual([
      [hash(2), 'pending'],
      [hash(1), 'success'],
    ])
    // The update keeps what it did not name, and the creation time.
    expect(after[1]).toMatchObject({ mode: 'eoa', chainIds: [31337] })
    expect(after[1]?.createdAt).toBe(before[1]?.createdAt)
  })

  it('is bounded: past the limit the oldest entries go', async () => {
    const storage = createMemoryStorage()
    for (let n = 1; n <= 7; n++) await recordHistory(storage, entry(n), { limit: 5 })
    const entries = await readHistory(storage)
    expect(entries.map((e) => e.supertxHash)).toEqual([7, 6, 5, 4, 3].map(hash))
  })

  it('reads a corrupt item as empty and skips malformed entries', async () => {
    const storage = createMemoryStorage()
    await storage.setItem('supertx:history', '{not json')
    expect(await readHistory(storage)).toEqual([])
    await storage.setItem(
      'supertx:history',
      JSON.stringify([{ supertxHash: 'nope' }, { ...entry(3), createdAt: 1, updatedAt: 2 }]),
    )
    expect((await readHistory(storage)).map((e) => e.supertxHash)).toEqual([hash(3)])
  })

  it('never fails the caller when the storage refuses writes', async () => {
    const refusing: SupertxStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }
    await expect(recordHistory(refusing, entry(1))).resolves.toHaveLength(1)
    await expect(clearHistory(refusing)).resolves.toBeUndefined()
  })

  it('tells subscribers of the same storage about each write, until they unsubscribe', async () => {
    const storage = createMemoryStorage()
    const other = createMemoryStorage()
    let heard = 0
    const stop = subscribeHistory(storage, () => heard++)
    await recordHistory(storage, entry(1))
    await recordHistory(other, entry(2))
    await clearHistory(storage)
    expect(heard).toBe(2)
    stop()
    await recordHistory(storage, entry(3))
    expect(heard).toBe(2)
  })
})
