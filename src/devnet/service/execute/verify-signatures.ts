import {
  type Address,
  type Hex,
  hashMessage,
  hashTypedData,
  isAddressEqual,
  type Transaction,
} from 'viem'
import { superTxTypedData } from '../../../core/protocol/nexus/payloads.js'
import { validationError } from '../api-errors.js'
import type { PermitPayload } from '../quote/payloads.js'
import type { IssuedQuote } from '../quote-store.js'
import type { ServiceContext } from '../service-context.js'
import { recoverSigner } from './recover-signer.js'

const signaturePath = (i: number) => ['payloadToSign', String(i), 'signature']

function invalid(i: number, message: string) {
  return validationError(message, signaturePath(i), 'INVALID_SIGNATURE')
}

/** secp256k1's group order halved: OpenZeppelin's ECDSA refuses any larger `s`. */
const HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n

/**
 * What the account (OpenZeppelin ECDSA) and the permit token refuse though viem would recover it:
 * anything but 65 bytes, a high `s` (the malleated twin of a valid signature), or `v` other than
 * 27/28. Accepting one would burn the quote on chain, and the genuine signature with it.
 */
function contractRefusal(signature: Hex): string | undefined {
  if (signature.length !== 132) {
    return "it is not 65 bytes (r ‖ s ‖ v), the only form the account's validator accepts"
  }
  const s = BigInt(`0x${signature.slice(66, 130)}`)
  const v = Number.parseInt(signature.slice(130), 16)
  if (s > HALF_ORDER) {
    return 'its s is in the upper half of the curve order (a malleated signature, which the contract rejects); sign again with a standard signer'
  }
  if (v !== 27 && v !== 28) return `its v is ${v}; the contract takes 27 or 28`
  return undefined
}

/** Who signed the digest `hash()` makes, or `undefined` when it cannot be made or no key signed it. */
async function recovered(hash: () => Hex, signature: Hex): Promise<Address | undefined> {
  let digest: Hex
  try {
    digest = hash()
  } catch {
    return undefined
  }
  return recoverSigner(digest, signature)
}

/**
 * Checks the owner's signature on every payload of an issued quote
 * (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, POST /v1/execute: INVALID_SIGNATURE with the path of the
 * item's signature). `simple`: a personal message over the quote hash (for a Nexus quote on 2.2.1,
 * the EIP-712 `SuperTx` of its ops); `permit`: the issued EIP-712 permit; `onchain`: `signature`
 * is the hash of the mined approve transaction, which must come from the owner and carry the
 * quote hash. Resolves with that transaction for an onchain quote.
 */
export async function verifySignatures(
  ctx: ServiceContext,
  issued: IssuedQuote,
  signatures: readonly (Hex | undefined)[],
): Promise<Transaction | undefined> {
  let approve: Transaction | undefined
  const owner = issued.owner
  const payloads = (issued.response as { payloadToSign: unknown[] }).payloadToSign
  for (const [i, payload] of payloads.entries()) {
    const signature = signatures[i]
    if (!signature || signature === '0x') throw invalid(i, `payloadToSign.${i} is not signed.`)
    const refusal = issued.quoteType === 'onchain' ? undefined : contractRefusal(signature)
    if (refusal)
      throw invalid(i, `The signature of payloadToSign.${i} would fail on chain: ${refusal}.`)
    if (issued.quoteType === 'simple' && issued.nexus?.formula === 'eip712') {
      // The owner signs the SuperTx of the ops that run, in quote order: rebuilt from what the
      // devnet issued, not from the body.
      const items = issued.nexus.ops
        .filter((op) => !op.neverRuns)
        .map((op) => ({
          userOpHash: op.userOpHash,
          lowerBoundTimestamp: BigInt(op.lowerBoundTimestamp),
          upperBoundTimestamp: BigInt(op.upperBoundTimestamp),
        }))
      const signer = await recovered(() => hashTypedData(superTxTypedData(items)), signature)
      if (!signer || !isAddressEqual(signer, owner)) {
        throw invalid(
          i,
          `The signature is not the owner's (${owner}) EIP-712 signature of the quote's SuperTx${signer ? `; it was signed by ${signer}` : ''}.`,
        )
      }
    } else if (issued.quoteType === 'simple') {
      const signer = await recovered(() => hashMessage({ raw: issued.hash }), signature)
      if (!signer || !isAddressEqual(signer, owner)) {
        throw invalid(
          i,
          `The signature is not the owner's (${owner}) personal-message signature of the quote hash ${issued.hash}${signer ? `; it was signed by ${signer}` : ''}.`,
        )
      }
    } else if (issued.quoteType === 'permit') {
      const { domain, types, message, primaryType } = (payload as PermitPayload).signablePayload
      const signer = await recovered(
        () =>
          hashTypedData({
            domain,
            types,
            primaryType,
            message: {
              owner: message.owner,
              spender: message.spender,
              value: BigInt(message.value),
              nonce: BigInt(message.nonce),
              deadline: BigInt(message.deadline),
            },
          }),
        signature,
      )
      if (!signer || !isAddressEqual(signer, owner)) {
        throw invalid(
          i,
          `The signature is not the owner's (${owner}) EIP-712 signature of the issued permit${signer ? `; it was signed by ${signer}` : ''}.`,
        )
      }
    } else {
      approve = await verifyOnchain(ctx, issued, signature, i)
    }
  }
  return approve
}

async function verifyOnchain(
  ctx: ServiceContext,
  issued: IssuedQuote,
  hash: Hex,
  i: number,
): Promise<Transaction> {
  const expected = issued.onchain!
  const chain = ctx.chains.get(expected.chainId)!
  if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) {
    throw invalid(
      i,
      'For an onchain quote the signature is the 32-byte hash of the approve transaction.',
    )
  }
  const [tx, receipt] = await Promise.all([
    chain.publicClient.getTransaction({ hash }).catch(() => undefined),
    chain.publicClient.getTransactionReceipt({ hash }).catch(() => undefined),
  ])
  if (!tx || !receipt) {
    throw invalid(
      i,
      `Transaction ${hash} is not mined on chain ${expected.chainId}: send the approve transaction from payloadToSign.${i}, wait for its receipt, then execute.`,
    )
  }
  const problem =
    receipt.status !== 'success'
      ? 'it reverted'
      : !isAddressEqual(tx.from, issued.owner)
        ? `it was sent by ${tx.from}, not the owner ${issued.owner}`
        : !tx.to || !isAddressEqual(tx.to, expected.token)
          ? `it was sent to ${tx.to}, not the token ${expected.token}`
          : tx.input.toLowerCase() !== expected.data.toLowerCase()
            ? 'its calldata is not approve(account, amount) followed by the quote hash'
            : // The Nexus validator reads the signed transaction itself: EIP-1559 only.
              tx.type !== 'eip1559'
              ? `it is a ${tx.type} transaction; the account's validator reads EIP-1559 ones only`
              : undefined
  if (problem) throw invalid(i, `Transaction ${hash} does not authorize this quote: ${problem}.`)
  return tx
}
