import { type Address, type Hex, isAddressEqual } from 'viem'
import { hashUserOp } from '../../../core/protocol/hash.js'
import type { UserOp } from '../../../core/protocol/types.js'
import type { QuoteRequest } from '../../../core/schemas/quote.js'
import { validationError } from '../api-errors.js'
import type { ServiceContext } from '../service-context.js'
import type { OpDraft } from './group-ops.js'

/** A drafted op given its account, nonce and hash: a leaf of the quote's Merkle tree. */
export type HashedOp = {
  chainId: number
  account: Address
  /** Whether the engine deploys the owner's account before the op runs. */
  deploy: boolean
  userOp: UserOp
  userOpHash: Hex
}

export type HashOpsParameters = {
  request: QuoteRequest
  owner: Address
  accountFor: (chainId: number) => Promise<Address>
  drafts: readonly OpDraft[]
}

function randomNonce(): bigint {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return BigInt(`0x${Buffer.from(bytes).toString('hex')}`)
}

/**
 * Gives every drafted op its account and a fresh random nonce, and hashes it. An account the engine
 * would have to deploy must be the owner's own 2.2.1 account (400 at `accountAddress.<chain>`).
 */
export async function hashOps(
  ctx: ServiceContext,
  { request, owner, accountFor, drafts }: HashOpsParameters,
): Promise<HashedOp[]> {
  return Promise.all(
    drafts.map(async (draft) => {
      const chain = ctx.chains.get(draft.chainId)!
      const account = await accountFor(draft.chainId)
      const deploy = request.mode !== 'eoa-7702' && !(await ctx.accounts.isDeployed(chain, account))
      if (deploy && !isAddressEqual(account, await ctx.accounts.address(owner))) {
        // The engine can only deploy the owner's 2.2.1 account; any other address must exist.
        throw validationError(
          `accountAddress.${draft.chainId} (${account}) is not deployed on chain ${draft.chainId}: pass an existing (e.g. upgraded legacy) account of the owner, or omit it to use the owner's 2.2.1 account.`,
          ['accountAddress', String(draft.chainId)],
        )
      }
      const userOp: UserOp = {
        nonce: randomNonce(),
        lowerBoundTimestamp: BigInt(draft.lowerBoundTimestamp),
        upperBoundTimestamp: BigInt(draft.upperBoundTimestamp),
        calls: draft.calls,
      }
      const userOpHash = hashUserOp({ chainId: draft.chainId, account, op: userOp })
      return { chainId: draft.chainId, account, deploy, userOp, userOpHash }
    }),
  )
}
