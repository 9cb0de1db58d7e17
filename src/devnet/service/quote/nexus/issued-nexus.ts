// What the devnet keeps of a Nexus quote it answered, for execute: each op with its numbers read,
// its leaf's proof, and whether it is the payment op or a trusted sponsor's op that never runs.
import type { IssuedNexus, IssuedNexusOp } from '../../quote-store.js'
import type { NexusPayment, NexusQuote } from './build-nexus-quote.js'

/**
 * The engine's view of a quote `buildNexusQuote` built.
 *
 * @example
 * const issued = { ...rest, nexus: issuedNexusOf(quote, payment, permit) }
 */
export function issuedNexusOf(
  quote: NexusQuote,
  payment: NexusPayment,
  permit?: IssuedNexus['permit'],
): IssuedNexus {
  const ops = quote.userOps.map((item, i): IssuedNexusOp => {
    const u = item.userOp
    const isPayment = i === 0 && payment.kind !== 'none'
    return {
      chainId: item.chainId,
      userOp: {
        sender: u.sender,
        nonce: BigInt(u.nonce),
        initCode: u.initCode,
        callData: u.callData,
        callGasLimit: BigInt(u.callGasLimit),
        verificationGasLimit: BigInt(u.verificationGasLimit),
        preVerificationGas: BigInt(u.preVerificationGas),
        maxFeePerGas: BigInt(u.maxFeePerGas),
        maxPriorityFeePerGas: BigInt(u.maxPriorityFeePerGas),
        paymasterAndData: u.paymasterAndData,
      },
      userOpHash: item.userOpHash,
      meeUserOpHash: item.meeUserOpHash,
      proof: quote.proofs[i] ?? [],
      lowerBoundTimestamp: item.lowerBoundTimestamp,
      upperBoundTimestamp: item.upperBoundTimestamp,
      isCleanUp: item.isCleanUpUserOp,
      isPayment,
      ...(isPayment && payment.kind === 'trusted-sponsor' ? { neverRuns: true } : {}),
      ...(item.eip7702Auth
        ? {
            authorization: {
              address: item.eip7702Auth.address,
              chainId: Number(item.eip7702Auth.chainId),
              nonce: Number(item.eip7702Auth.nonce),
              r: item.eip7702Auth.r,
              s: item.eip7702Auth.s,
              yParity: Number(item.eip7702Auth.yParity),
            },
          }
        : {}),
    }
  })
  return { formula: quote.formula, ops, ...(permit ? { permit } : {}) }
}
