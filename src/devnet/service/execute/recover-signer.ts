import { type Address, bytesToHex, type Hex, hexToBytes, recoverAddress } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'

// Every POST /v1/execute recovers the owner's signature. In viem (noble's JavaScript secp256k1)
// one recovery is ~2.8 ms on a slow core: a third of the devnet's CPU per supertransaction under
// load. libsecp256k1 compiled to WebAssembly (`tiny-secp256k1`, bitcoinjs's) does it in ~0.4 ms.
// It is an optional peer, the way `ws` takes `bufferutil`: installed, it is used; absent, viem
// recovers, with the same answers (test/devnet/service/signer-recovery.test.ts holds both to them).

/** Who signed `hash` with `signature` (r ‖ s ‖ v), or `undefined` when no key could have. */
export type RecoverSigner = (hash: Hex, signature: Hex) => Promise<Address | undefined>

/** viem's recovery: every signature form viem reads. */
export const recoverWithViem: RecoverSigner = async (hash, signature) => {
  try {
    return await recoverAddress({ hash, signature })
  } catch {
    return undefined
  }
}

/** The part of `tiny-secp256k1` the devnet uses. */
export type Libsecp256k1 = {
  recover(
    hash: Uint8Array,
    signature: Uint8Array,
    recoveryId: 0 | 1 | 2 | 3,
    compressed?: boolean,
  ): Uint8Array | null
}

/**
 * Recovery on libsecp256k1 for the 65-byte form with `v` 27/28 (or 0/1), the only one the
 * account's validator and the permit tokens take; any other form goes to viem, unchanged.
 */
export function recoverWithLibsecp256k1(secp256k1: Libsecp256k1): RecoverSigner {
  return async (hash, signature) => {
    const v = signature.length === 132 ? Number.parseInt(signature.slice(130), 16) : Number.NaN
    if (![0, 1, 27, 28].includes(v) || !/^0x[0-9a-fA-F]{64}$/.test(hash)) {
      return recoverWithViem(hash, signature)
    }
    try {
      const bytes = hexToBytes(signature)
      const key = secp256k1.recover(
        hexToBytes(hash),
        bytes.subarray(0, 64),
        (v % 27) as 0 | 1,
        false,
      )
      return key ? publicKeyToAddress(bytesToHex(key)) : undefined
    } catch {
      // r or s zero or past the curve order, or no point with that x: no key signed it.
      return undefined
    }
  }
}

let loaded: Promise<RecoverSigner> | undefined

/**
 * Who signed `hash`: on libsecp256k1 when `tiny-secp256k1` is installed, else on viem (loaded once,
 * on the first signature checked).
 */
export function recoverSigner(hash: Hex, signature: Hex): Promise<Address | undefined> {
  loaded ??= import('tiny-secp256k1').then(
    (secp256k1) => recoverWithLibsecp256k1(secp256k1),
    () => recoverWithViem,
  )
  return loaded.then((recover) => recover(hash, signature))
}
