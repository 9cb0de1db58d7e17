import type { Address } from 'viem'
import type { BuildCcipRequest, BuildCcipResponse } from '../../../core/schemas/instructions.js'
import { requireOwner } from '../owner.js'
import { toApiCall } from '../quote/to-api-call.js'
import type { ServiceContext } from '../service-context.js'
import { bridgeLockCall } from './bridge-lock-call.js'
import { expectedAmount, toCallAmount } from './expected-amount.js'
import { validateCcip } from './validate-ccip.js'

/**
 * The account that runs an owner's calls on every devnet chain: the EOA itself in eoa-7702, else
 * its 2.2.1 orchestrator account (one CREATE2 address on every chain).
 */
export async function ownerAccount(
  ctx: Pick<ServiceContext, 'accounts'>,
  owner: Address,
  mode: string,
): Promise<Address> {
  return mode === 'eoa-7702' ? owner : ctx.accounts.address(owner)
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
  ctx: Pick<ServiceContext, 'chains' | 'accounts'>,
  request: BuildCcipRequest,
): Promise<BuildCcipResponse> {
  const { source, token } = validateCcip(ctx.chains, request)
  const account = await ownerAccount(ctx, requireOwner(request.ownerAddress), request.mode)
  const call = bridgeLockCall({
    source,
    token: token.address,
    amount: toCallAmount(request.amount),
    dstChainId: request.dstChainId,
    recipient: account,
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
        accountAddress: account,
      },
    ],
  }
}
