// Every Nexus op the devnet quotes has a nonce key no other quote of this devnet has: each op is
// at sequence 0 of its key, so two quotes sharing a key could not both land (the second fails its
// nonce at the EntryPoint). abstractjs takes a fresh millisecond per op; an owner who asks for
// several quotes at once gets them in the same millisecond. Real devnet, real HTTP.
import { describe, expect, it } from 'vitest'
import {
  createNonceKeyClock,
  NONCE_KEY_MODULUS,
} from '../../../src/devnet/service/quote/nexus/user-op-fields.js'
import { startDevnet } from '../../../src/devnet/start-devnet.js'
import { devnetHttp } from '../api/raw-http.js'
import { setupDevnet } from '../setup-devnet.js'

const devnet = setupDevnet(() => startDevnet({ chains: 1 }))

describe('nonce keys of quotes asked for at once', () => {
  it('are never shared, within a quote or across 40 quotes of one owner', async () => {
    const { post, zeroTransferRequest } = devnetHttp(devnet)
    const chainId = devnet.chains[0]!.id
    const quotes = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const res = await post('/v1/quote', zeroTransferRequest(chainId, 2))
        expect(res.status).toBe(200)
        return (await res.json()) as { quote: { userOps: { userOp: { nonce: string } }[] } }
      }),
    )
    const keys = quotes.flatMap((q) => q.quote.userOps.map((o) => BigInt(o.userOp.nonce) >> 64n))
    expect(keys.length).toBeGreaterThanOrEqual(40)
    expect(new Set(keys).size).toBe(keys.length)
    // Each at sequence 0 of its key, as abstractjs quotes them.
    for (const q of quotes)
      for (const o of q.quote.userOps) expect(BigInt(o.userOp.nonce) & (2n ** 64n - 1n)).toBe(0n)
  })
})

describe('the nonce key clock', () => {
  it('never hands out a key twice, in one millisecond or when keys run ahead of the clock', () => {
    let now = 1_000
    const clock = createNonceKeyClock(() => now)
    // A three-op quote and two more in the same millisecond.
    const first = [clock.next(), clock.next(), clock.next()]
    const second = [clock.next(), clock.next()]
    expect(first).toEqual([1_000, 1_001, 1_002])
    expect(second).toEqual([1_003, 1_004])
    // A millisecond later: still after every key handed out, not back at now.
    now = 1_001
    expect(clock.next()).toBe(1_005)
    // Once the clock passes them, keys follow it again, as abstractjs's do.
    now = 5_000
    expect(clock.next()).toBe(5_000)
  })

  it('wraps at 2^24 − 1, as abstractjs does', () => {
    const clock = createNonceKeyClock(() => NONCE_KEY_MODULUS + 7)
    expect(clock.next()).toBe(7)
    expect(clock.next()).toBe(8)
  })
})
