// The devnet recovers the owner's signature on every execute, on libsecp256k1 (the optional
// `tiny-secp256k1`) when installed and on viem otherwise. Both must answer alike for every
// signature a client can send, hostile ones first: a devnet that accepted with one and refused with
// the other would pass its tests and mislead an app on a machine without the optional peer.
import * as secp256k1 from 'tiny-secp256k1'
import { type Hex, keccak256, numberToHex, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  recoverSigner,
  recoverWithLibsecp256k1,
  recoverWithViem,
} from '../../../src/devnet/service/execute/recover-signer.js'

const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const accounts = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
].map((key) => privateKeyToAccount(key as Hex))
const libsecp256k1 = recoverWithLibsecp256k1(secp256k1)

const word = (n: bigint) => numberToHex(n, { size: 32 }).slice(2)
const parts = (signature: Hex) => ({
  r: BigInt(signature.slice(0, 66)),
  s: BigInt(`0x${signature.slice(66, 130)}`),
  v: Number.parseInt(signature.slice(130), 16),
})
const join = (r: bigint, s: bigint, v: number) =>
  `0x${word(r)}${word(s)}${v.toString(16).padStart(2, '0')}` as Hex

/** Both recoveries of `signature` over `hash`, which must agree. */
async function both(hash: Hex, signature: Hex) {
  const [viem, wasm] = await Promise.all([
    recoverWithViem(hash, signature),
    libsecp256k1(hash, signature),
  ])
  expect(wasm, `libsecp256k1 and viem differ on ${signature}`).toBe(viem)
  return viem
}

describe('recovering the signer of an execute', () => {
  it('finds the account that signed, on libsecp256k1 and on viem alike', async () => {
    for (const [i, account] of accounts.entries()) {
      for (let k = 0; k < 5; k++) {
        const hash = keccak256(toHex(`digest ${i} ${k}`))
        const signature = await account.sign({ hash })
        expect(await both(hash, signature)).toBe(account.address)
        expect(await recoverSigner(hash, signature)).toBe(account.address)
      }
    }
  })

  it('reads v as 27/28 and as 0/1 the same way', async () => {
    const hash = keccak256(toHex('v forms'))
    const { r, s, v } = parts(await accounts[0]!.sign({ hash }))
    expect(await both(hash, join(r, s, v - 27))).toBe(accounts[0]!.address)
  })

  it('names someone else for another digest or the other parity', async () => {
    const hash = keccak256(toHex('signed'))
    const signature = await accounts[1]!.sign({ hash })
    const other = await both(keccak256(toHex('not signed')), signature)
    expect(other).toBeDefined()
    expect(other).not.toBe(accounts[1]!.address)
    const { r, s, v } = parts(signature)
    const flipped = await both(hash, join(r, s, v === 27 ? 28 : 27))
    expect(flipped).not.toBe(accounts[1]!.address)
  })

  it('answers alike for the malleated twin (s past half the order)', async () => {
    // verify-signatures refuses it before recovery (the contract would); the two must still agree.
    const hash = keccak256(toHex('twin'))
    const { r, s, v } = parts(await accounts[2]!.sign({ hash }))
    expect(await both(hash, join(r, N - s, v === 27 ? 28 : 27))).toBe(accounts[2]!.address)
  })

  it('finds no signer for r or s zero or past the order, or an r off the curve', async () => {
    const hash = keccak256(toHex('hostile'))
    const { r, s } = parts(await accounts[0]!.sign({ hash }))
    // 5 is not the x of any point of secp256k1 (5³ + 7 = 132 is no square mod p).
    for (const [badR, badS] of [
      [0n, s],
      [r, 0n],
      [N, s],
      [r, N + 1n],
      [2n ** 256n - 1n, s],
      [5n, s],
    ] as const) {
      expect(await both(hash, join(badR, badS, 27))).toBeUndefined()
    }
  })

  it('leaves other forms to viem: a 64-byte compact signature, a v of 35', async () => {
    const hash = keccak256(toHex('forms'))
    const signature = await accounts[0]!.sign({ hash })
    const { r, s, v } = parts(signature)
    const yParityAndS = (BigInt(v - 27) << 255n) | s
    const compact = `0x${word(r)}${word(yParityAndS)}` as Hex
    expect(await both(hash, compact)).toBe(await recoverWithViem(hash, compact))
    await both(hash, join(r, s, 35))
    expect(await both(hash, '0x1234')).toBeUndefined()
  })
})
