import { getAddress } from 'viem'
import type { ChainContext } from '../chains/chain-context.js'
import { isDelegatedTo } from '../protocol/delegation.js'
import type { ChainSender } from './chain-sender.js'
import type { OrchestratorEngineOp } from './types.js'

/** Gas for a type-4 transaction carrying one authorization and nothing else (25k per auth + 21k). */
const DELEGATION_GAS = 100_000n

/**
 * Applies an eoa-7702 op's signed authorization: the executor sends a type-4 transaction to the
 * EOA with empty data (devnet-protocol "EIP-7702"). An authorization whose nonce no longer matches
 * the EOA's is skipped by the chain without reverting, so the EOA's code is checked afterwards.
 */
export async function applyDelegation(
  chain: ChainContext,
  sender: ChainSender,
  op: OrchestratorEngineOp,
): Promise<void> {
  const authorization = op.authorization!
  const implementation = getAddress(authorization.address)
  const eoa = op.account
  const before = (await chain.publicClient.getCode({ address: eoa })) ?? '0x'
  if (isDelegatedTo(before, implementation)) return
  const { hash, receipt } = await sender.sendAndWait({
    to: eoa,
    data: '0x',
    gas: DELEGATION_GAS,
    authorizationList: [authorization],
  })
  const after = (await chain.publicClient.getCode({ address: eoa })) ?? '0x'
  if (receipt.status === 'success' && isDelegatedTo(after, implementation)) return
  const nonce = await chain.publicClient.getTransactionCount({ address: eoa })
  throw new Error(
    `the EIP-7702 authorization of ${eoa} was not applied on chain ${op.chainId} (tx ${hash}): it was signed for nonce ${authorization.nonce} and the EOA's nonce is now ${nonce}. Quote again and sign a fresh authorization.`,
  )
}
