import { AccountVersion } from '../../core/protocol/types.js'
import type { QuoteResponse } from '../../core/schemas/quote.js'
import type { UpgradeRequest } from '../../core/schemas/upgrade.js'
import { orchestratorAccount221Abi } from '../artifacts/OrchestratorAccount221.js'
import { assertChain, badRequest, validationError } from './api-errors.js'
import { DevnetApiError } from './errors.js'
import { requireOwner } from './owner.js'
import { quote } from './quote/quote.js'
import type { ServiceContext } from './service-context.js'

/**
 * POST /v1/mee/upgrade: a simple quote whose op, on every listed chain with a deployed 2.1.0
 * account, has the account call `upgradeToAndCall(implementation221, 0x)` on itself — all chains
 * in one supertransaction. Executing it keeps the address; later quotes pass it in
 * `accountAddress`. `simulate` (default true) dry-runs it; a `feeToken` is paid by the accounts.
 */
export async function upgrade(
  ctx: ServiceContext,
  request: UpgradeRequest,
): Promise<QuoteResponse> {
  if ((request.mode as string) === 'eoa-7702') {
    throw badRequest(
      'eoa-7702 accounts have nothing to upgrade: an EOA delegates to 2.2.1 directly.',
      ['mode'],
    )
  }
  if (request.chainIds.length === 0) {
    // The shared schema takes an empty list (the spec, https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Limits,
    // sets no minimum); there is nothing to look at.
    throw validationError(
      'chainIds must name at least one chain: the devnet upgrades the 2.1.0 accounts on the chains listed.',
      ['chainIds'],
    )
  }
  const owner = requireOwner(request.ownerAddress)
  const legacy = await ctx.accounts.address(owner, AccountVersion.V2_1_0)
  const needing: number[] = []
  for (const [i, chainId] of request.chainIds.entries()) {
    const chain = assertChain(ctx.chains, chainId, ['chainIds', String(i)])
    if (!(await ctx.accounts.isDeployed(chain, legacy))) continue
    const version = await chain.publicClient.readContract({
      address: legacy,
      abi: orchestratorAccount221Abi,
      functionName: 'accountVersion',
    })
    if (version === '2.1.0') needing.push(chainId)
  }
  if (needing.length === 0) {
    const message = `No 2.1.0 account of ${owner} needs upgrading on chain(s) ${request.chainIds.join(', ')}.`
    throw DevnetApiError.status400('NO_UPGRADE_NEEDED', message, [
      { code: 'NO_UPGRADE_NEEDED', path: ['chainIds'], message },
    ])
  }
  // The legacy accounts run the upgrade themselves (and pay a fee from their own balance).
  const response = await quote(ctx, {
    mode: 'smart-account',
    ownerAddress: owner,
    simulate: request.simulate,
    ...(request.feeToken ? { feeToken: request.feeToken } : {}),
    accountAddress: Object.fromEntries(needing.map((id) => [String(id), legacy])),
    composeFlows: needing.map((chainId) => ({
      type: '/instructions/build' as const,
      data: {
        to: legacy,
        chainId,
        functionSignature: 'function upgradeToAndCall(address newImplementation, bytes data)',
        args: [ctx.chains.get(chainId)!.deployment.implementation221, '0x'],
      },
    })),
  })
  const answer = {
    ...response,
    mode: request.mode,
    upgradeDetails: needing.map((chainId) => ({
      chainId,
      addressVersion: '2.1.0',
      address: legacy,
      nexusVersion: '2.1.0',
      targetVersion: '2.2.1',
    })),
  }
  // Execute compares the body with the stored response: store what the client was answered.
  const issued = ctx.store.get(response.quote.hash)
  if (issued) await ctx.store.put({ ...issued, response: answer })
  return answer
}
