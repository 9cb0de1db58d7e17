import { type Address, type Hex, type SignedAuthorization, zeroAddress } from 'viem'
import { merkleTree } from '../../../core/protocol/hash.js'
import { AuthKind } from '../../../core/protocol/types.js'
import type { PayloadToSign } from '../../../core/schemas/quote.js'
import type { IssuedOp, IssuedQuote } from '../quote-store.js'
import type { ServiceContext } from '../service-context.js'
import type { Funding } from './funding.js'
import type { HashedOp } from './hash-ops.js'
import { onchainApproveData, onchainPayload, permitPayload, readPermitInfo } from './payloads.js'

export type AuthorizeOpsParameters = {
  ops: readonly HashedOp[]
  owner: Address
  accountFor: (chainId: number) => Promise<Address>
  funding: Funding | undefined
  /** eoa-7702: per chain, the authorization the engine applies before that chain's first op. */
  delegations: Map<number, SignedAuthorization>
}

export type AuthorizeOpsReturnType = {
  /** The quote hash: the Merkle root of the ops' hashes. */
  hash: Hex
  quoteType: IssuedQuote['quoteType']
  payloadToSign: PayloadToSign[]
  ops: IssuedOp[]
  onchain: IssuedQuote['onchain']
}

const zeroAuth = { permitToken: zeroAddress, domainSeparator: `0x${'0'.repeat(64)}` as Hex }
const noPermit = { ...zeroAuth, permitValue: 0n, permitNonce: 0n, callPermit: false }

/**
 * Roots the ops in one Merkle tree and picks how the owner authorizes them: a plain signature of
 * the root (simple), an ERC-2612 permit carrying it (permit), or an approve tx whose data ends
 * with it (onchain). Every op gets its proof and the auth fields the account checks.
 */
export async function authorizeOps(
  ctx: ServiceContext,
  { ops, owner, accountFor, funding, delegations }: AuthorizeOpsParameters,
): Promise<AuthorizeOpsReturnType> {
  const { root: hash, proofs } = merkleTree(ops.map((op) => op.userOpHash))
  // Every op of a chain carries the authorization: whichever runs first applies it, once.
  const issue = (auth: (i: number) => Omit<IssuedOp['auth'], 'quoteHash' | 'proof'>) =>
    ops.map((op, i): IssuedOp => {
      const authorization = delegations.get(op.chainId)
      return {
        ...op,
        ...(authorization ? { authorization } : {}),
        auth: { quoteHash: hash, proof: proofs[i]!, ...auth(i) },
      }
    })
  if (!funding) {
    return {
      hash,
      quoteType: 'simple',
      payloadToSign: [{ message: { raw: hash } }],
      ops: issue(() => ({ kind: AuthKind.Simple, ...noPermit })),
      onchain: undefined,
    }
  }
  const chain = ctx.chains.get(funding.chainId)!
  const spender = await accountFor(funding.chainId)
  if (funding.permit) {
    const firstOnFundingChain = ops.findIndex((op) => op.chainId === funding.chainId)
    const info = await readPermitInfo(chain, funding.token, owner)
    return {
      hash,
      quoteType: 'permit',
      payloadToSign: [permitPayload(funding, info, owner, spender, hash)],
      ops: issue((i) => ({
        kind: AuthKind.Permit,
        permitToken: funding.token,
        domainSeparator: info.domainSeparator,
        permitValue: funding.amount,
        permitNonce: info.nonce,
        callPermit: i === firstOnFundingChain,
      })),
      onchain: undefined,
    }
  }
  const data = onchainApproveData(spender, funding.amount, hash)
  return {
    hash,
    quoteType: 'onchain',
    payloadToSign: [onchainPayload(funding, spender, hash)],
    ops: issue(() => ({ kind: AuthKind.Onchain, ...noPermit })),
    onchain: {
      chainId: funding.chainId,
      token: funding.token,
      spender,
      amount: funding.amount,
      data,
    },
  }
}
