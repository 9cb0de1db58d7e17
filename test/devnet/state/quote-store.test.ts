// The quote store is bounded: unexecuted quotes per owner and in all (oldest forgotten first),
// executed ones shrink to what recognises a replay, expired ones go; with a journal, what it
// forgets leaves the disk too. Unit level: the store itself, with real files in a temp folder.
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Address, keccak256, toHex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { type IssuedQuote, QuoteStore } from '../../../src/devnet/service/quote-store.js'
import { JsonRecords } from '../../../src/devnet/state/json-records.js'

const ownerOf = (i: number) => `0x${(i + 1).toString(16).padStart(40, '0')}` as Address
let counter = 0
/** A quote shaped like an issued one, with a response of `kib` KiB (quotes weigh ~5–20 KiB). */
function issued(owner: Address, { kib = 1, ttlMs = 60_000 } = {}): IssuedQuote {
  const hash = keccak256(toHex(`quote ${counter++}`))
  return {
    hash,
    owner,
    quoteType: 'simple',
    response: { quote: { hash }, padding: 'x'.repeat(kib * 1024) },
    nexus: { formula: 'legacy', ops: [] },
    expiresAt: Date.now() + ttlMs,
  }
}

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('QuoteStore bounds', () => {
  it('keeps an owner’s newest unexecuted quotes and forgets the oldest past the cap', async () => {
    const store = new QuoteStore({ maxOpenPerOwner: 3 })
    const quotes = Array.from({ length: 5 }, () => issued(ownerOf(0)))
    for (const quote of quotes) await store.put(quote)
    const other = issued(ownerOf(1))
    await store.put(other)
    expect(quotes.map((q) => store.get(q.hash) !== undefined)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ])
    expect(store.get(other.hash)).toBe(other) // another owner's quotes are not pushed out
    expect(store.size).toEqual({ open: 4, executed: 0 })
    // A cap of one: each new quote replaces the owner's previous one.
    const single = new QuoteStore({ maxOpenPerOwner: 1 })
    for (let i = 0; i < 3; i++) await single.put(issued(ownerOf(0)))
    expect(single.size.open).toBe(1)
  })

  it('keeps at most maxOpen unexecuted quotes in all, oldest forgotten first', async () => {
    const store = new QuoteStore({ maxOpen: 1_000 })
    const quotes = Array.from({ length: 3_000 }, (_, i) => issued(ownerOf(i % 300), { kib: 4 }))
    for (const quote of quotes) await store.put(quote)
    expect(store.size.open).toBe(1_000)
    expect(store.get(quotes[1_999]!.hash)).toBeUndefined()
    expect(store.get(quotes[2_000]!.hash)).toBe(quotes[2_000])
  })

  it('drops an executed quote’s response and ops and still knows it ran', async () => {
    const store = new QuoteStore()
    const quote = issued(ownerOf(0), { kib: 16 })
    await store.put(quote)
    await store.markExecuted(quote.hash)
    const kept = store.get(quote.hash.toUpperCase())!
    expect(kept.executed).toBe(true)
    expect(kept.response).toBeNull()
    expect(kept.nexus).toBeUndefined()
    expect(kept.expiresAt).toBe(quote.expiresAt)
    expect(store.size).toEqual({ open: 0, executed: 1 })
    // Executed ones do not count against the owner's open quotes.
    const store2 = new QuoteStore({ maxOpenPerOwner: 1 })
    const first = issued(ownerOf(0))
    await store2.put(first)
    await store2.markExecuted(first.hash)
    await store2.put(issued(ownerOf(0)))
    expect(store2.get(first.hash)?.executed).toBe(true)
  })

  it('forgets expired quotes', async () => {
    const store = new QuoteStore()
    const quote = issued(ownerOf(0), { ttlMs: -1 })
    await store.put(quote)
    expect(store.get(quote.hash)).toBeUndefined()
    expect(store.size.open).toBe(0)
  })

  it('with a journal, writes what it keeps and deletes what it forgets', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quote-store-'))
    dirs.push(dir)
    const journal = new JsonRecords<IssuedQuote>(dir)
    const store = new QuoteStore({ maxOpenPerOwner: 2, journal })
    const quotes = Array.from({ length: 4 }, () => issued(ownerOf(0)))
    for (const quote of quotes) await store.put(quote)
    await journal.flush()
    const names = (await readdir(dir)).sort()
    expect(names).toEqual(
      quotes
        .slice(2)
        .map((q) => `${q.hash.toLowerCase()}.json`)
        .sort(),
    )
    // A new store reads them back, bigints and all, and keeps the same bounds.
    const loaded = await journal.load()
    const restored = new QuoteStore({ maxOpenPerOwner: 2, journal })
    await restored.restore(loaded.records.map((r) => r.value))
    expect(restored.get(quotes[3]!.hash)?.response).toEqual(quotes[3]!.response)
    expect(restored.size.open).toBe(2)
  })
})

describe('JsonRecords', () => {
  it('round-trips bigints and sets aside a record that does not parse', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'json-records-'))
    dirs.push(dir)
    const records = new JsonRecords<{ n: bigint; s: string }>(dir)
    await records.save('a', { n: 2n ** 200n, s: '5n' })
    const { writeFile } = await import('node:fs/promises')
    await writeFile(join(dir, 'b.json'), '{"n":{"$bigint":"1')
    await writeFile(join(dir, 'c.json.99-ffff.tmp'), '{')
    const loaded = await records.load()
    expect(loaded.records).toEqual([{ key: 'a', value: { n: 2n ** 200n, s: '5n' } }])
    expect(loaded.corrupt).toEqual([join(dir, 'b.json')])
    expect((await readdir(dir)).sort()).toEqual(['a.json', 'b.json.corrupt'])
  })
})
