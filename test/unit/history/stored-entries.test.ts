// What a storage holds is outside data: every entry is checked on read and a bad one is left out
// with one warning; the limit holds on read and on write, whatever the storage holds.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../../../src/core/config/storage.js'
import { readHistory, recordHistory } from '../../../src/core/history/history.js'

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const stored = (n: number) => ({
  supertxHash: hash(n),
  explorerUrl: `https://explorer.example/details/${hash(n)}`,
  status: 'pending',
  createdAt: 1_700_000_000_000 + n,
  updatedAt: 1_700_000_000_000 + n,
})

describe('stored history entries', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  afterEach(() => warn.mockClear())

  it('leaves out every malformed entry, with one warning, and the next write stores the list without them', async () => {
    const storage = createMemoryStorage()
    const bad = [
      { ...stored(2), chainIds: 'abc' },
      { ...stored(3), createdAt: 1e300 },
      { ...stored(4), updatedAt: -1 },
      { ...stored(5), explorerUrl: 'javascript:alert(document.cookie)' },
      { ...stored(6), explorerUrl: 'http://phishing.example/details' },
      { ...stored(7), status: 'done' },
      { ...stored(8), supertxHash: '0x1234' },
      { ...stored(9), chainIds: [1, -5] },
      { ...stored(10), mode: 'root' },
      stored(1),
      null,
      'entry',
    ]
    await storage.setItem('supertx:history', JSON.stringify([stored(1), ...bad]))
    expect((await readHistory(storage)).map((e) => e.supertxHash)).toEqual([hash(1)])
    expect(await readHistory(storage)).toHaveLength(1)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /the stored history "supertx:history" had 12 malformed or repeated entries, left out \(chainIds/,
    )
    await recordHistory(storage, { ...stored(11), status: 'success' })
    const raw = JSON.parse((await storage.getItem('supertx:history')) as string)
    expect(raw.map((e: { supertxHash: string }) => e.supertxHash)).toEqual([hash(11), hash(1)])
  })

  it('reads an item that is not a list as an empty history, with a warning', async () => {
    const storage = createMemoryStorage()
    await storage.setItem('supertx:history', '{"not":"a list"}')
    expect(await readHistory(storage)).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('applies the limit on read: 3,000 stored entries read as the newest 50', async () => {
    const storage = createMemoryStorage()
    const many = Array.from({ length: 3_000 }, (_, i) => stored(3_000 - i))
    await storage.setItem('supertx:history', JSON.stringify(many))
    const entries = await readHistory(storage)
    expect(entries).toHaveLength(50)
    expect(entries[0]?.supertxHash).toBe(hash(3_000))
    expect(await readHistory(storage, { limit: 5 })).toHaveLength(5)
  })

  it('applies the limit on write: recording into 3,000 stored entries keeps 50', async () => {
    const storage = createMemoryStorage()
    const many = Array.from({ length: 3_000 }, (_, i) => stored(3_000 - i))
    await storage.setItem('supertx:history', JSON.stringify(many))
    await recordHistory(storage, { ...stored(5_000), status: 'pending' })
    const raw = JSON.parse((await storage.getItem('supertx:history')) as string) as unknown[]
    expect(raw).toHaveLength(50)
  })
})
