import type { Address } from 'viem'
import { buildCall } from '../../../core/protocol/inputs.js'
import type { CleanUp } from '../../../core/schemas/quote.js'
import { assertChain } from '../api-errors.js'
import type { ServiceContext } from '../service-context.js'
import type { OpDraft, TimeWindow } from './group-ops.js'

/**
 * One clean-up op per entry (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, `cleanUps`): `transfer(recipient,
 * amount)`, or the account's whole runtime balance of the token when `amount` is omitted. They run
 * after the other ops on their chain and their failure does not fail the supertransaction.
 */
export async function cleanUpDrafts(
  ctx: ServiceContext,
  cleanUps: readonly CleanUp[] | undefined,
  accountFor: (chainId: number) => Promise<Address>,
  window: TimeWindow,
): Promise<OpDraft[]> {
  const drafts: OpDraft[] = []
  for (const [i, cleanUp] of (cleanUps ?? []).entries()) {
    assertChain(ctx.chains, cleanUp.chainId, ['cleanUps', String(i), 'chainId'])
    const account = await accountFor(cleanUp.chainId)
    const amount = cleanUp.amount ?? {
      type: 'runtimeErc20Balance' as const,
      tokenAddress: cleanUp.tokenAddress,
    }
    const { functionSig: _, ...call } = buildCall({
      to: cleanUp.tokenAddress,
      functionSignature: 'transfer(address,uint256)',
      args: [cleanUp.recipientAddress, typeof amount === 'string' ? BigInt(amount) : amount],
      defaultTarget: account,
    })
    drafts.push({
      chainId: cleanUp.chainId,
      calls: [call],
      paths: [['cleanUps', String(i)]],
      gas: cleanUp.gasLimit ? BigInt(cleanUp.gasLimit) : 100_000n,
      isCleanUp: true,
      ...window,
    })
  }
  return drafts
}
