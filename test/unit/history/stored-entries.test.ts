// What a storage holds is outside data: every entry is checked on read and a bad one is left out
// with one warning; the limit holds on read and on write, whatever the storage holds.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../../../src/core/config/storage.js'
import {
  forgetHistoryEntry,
  readHistory,
  recordHistory,
} from '../../../src/core/history/history.js'

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const stored = (n: number) => ({
  supertxHash: hash(n),
  explorerUrl: `https://explorer.example/details/${hash(n)}`,
  status: 'pending',
  createdAt: 1_700_000_000_000 + n,
  updatedAt: 1_700_000_000_000 + n,
})

const funds = {
  chainId: 31337,
  account: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  amount: '2000000',
} as const

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
      // A stopped run's funds: where they are now is shown, so each field is checked.
      {
        ...stored(12),
        status: 'stopped',
        funds: [{ chainId: 1, account: '0x12', token: funds.token, amount: '1' }],
      },
      { ...stored(13), status: 'stopped', funds: [{ ...funds, amount: '-1' }] },
      { ...stored(14), status: 'stopped', funds: [{ ...funds, amount: '1e6' }] },
      { ...stored(15), status: 'stopped', funds: 'all of it' },
      stored(1),
      null,
      'entry',
    ]
    await storage.setItem('supertx:history', JSON.stringify([stored(1), ...bad]))
    expect((await readHistory(storage)).map((e) => e.supertxHash)).toEqual([hash(1)])
    expect(await readHistory(storage)).toHaveLength(1)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /the stored history "supertx:history" had 16 malformed or repeated entries, left out \(chainIds/,
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

  it('keeps a stopped run with where its funds are, and forgets one entry by its hash', async () => {
    const storage = createMemoryStorage()
    await recordHistory(storage, { ...stored(1), status: 'success' })
    await recordHistory(storage, { ...stored(2), status: 'stopped', funds: [funds] })
    expect(await readHistory(storage)).toMatchObject([
      { supertxHash: hash(2), status: 'stopped', funds: [funds] },
      { supertxHash: hash(1), status: 'success' },
    ])
    // A stopped run that carries on is pending from then on (not a final status).
    await recordHistory(storage, { ...stored(2), status: 'pending' })
    expect((await readHistory(storage))[0]?.status).toBe('pending')
    await forgetHistoryEntry(storage, hash(2))
    expect((await readHistory(storage)).map((e) => e.supertxHash)).toEqual([hash(1)])
    await forgetHistoryEntry(storage, hash(3))
    expect(await readHistory(storage)).toHaveLength(1)
  })
})
