import type { Address } from 'viem'
import type { BuildCcipRequest, BuildCcipResponse } from '../../../core/schemas/instructions.js'
import { requireOwner } from '../owner.js'
import { toApiCall } from '../quote/to-api-call.js'
import type { ServiceContext } from '../service-context.js'
import { bridgeLockCall } from './bridge-lock-call.js'
import { expectedAmount, toCallAmount } from './expected-amount.js'
import { validateCcip } from './validate-ccip.js'

/** What the standalone instruction endpoints read of the service. */
export type InstructionContext = Pick<ServiceContext, 'accounts' | 'chains'>

/**
 * The account that runs an owner's calls on a devnet chain: the EOA itself in eoa-7702, else its
 * Nexus 2.2.1 account there.
 */
export async function ownerAccount(
  ctx: InstructionContext,
  owner: Address,
  mode: string,
  chainId: number,
): Promise<Address> {
  if (mode === 'eoa-7702') return owner
  return ctx.accounts.nexusAddress(ctx.chains.get(chainId)!, owner)
}

/**
 * POST /v1/instructions/build-ccip: one instruction on the source chain calling the devnet
 * bridge's `lock` (literal amount or runtime balance of srcToken on the account), delivering to
 * the owner's account on the destination; `simulationTokenOverrides` states the balance expected
 * there once the relayer has released the transfer.
 *
 * @example
 * const { instructions, simulationTokenOverrides } = await buildCcip(ctx, {
 *   srcToken: usdc, dstToken: usdc, srcChainId: 31337, dstChainId: 31338,
 *   ownerAddress, amount: '1000000', mode: 'smart-account',
 * })
 */
export async function buildCcip(
  ctx: InstructionContext,
  request: BuildCcipRequest,
): Promise<BuildCcipResponse> {
  const { source, token } = validateCcip(ctx.chains, request)
  const owner = requireOwner(request.ownerAddress)
  const account = await ownerAccount(ctx, owner, request.mode, request.srcChainId)
  const recipient = await ownerAccount(ctx, owner, request.mode, request.dstChainId)
  const call = bridgeLockCall({
    source,
    token: token.address,
    amount: toCallAmount(request.amount),
    dstChainId: request.dstChainId,
    recipient,
    account,
  })
  const balance = await expectedAmount(source, request.amount, account)
  return {
    instructions: [
      {
        calls: [toApiCall(call, request.gasLimit)],
        chainId: request.srcChainId,
        isComposable: true,
      },
    ],
    simulationTokenOverrides: [
      {
        tokenAddress: request.dstToken,
        chainId: request.dstChainId,
        balance: balance.toString(),
        accountAddress: recipient,
      },
    ],
  }
}
