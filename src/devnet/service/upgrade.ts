import type { Address, Hex } from 'viem'
import { nexusReinitData } from '../../core/protocol/nexus/init-data.js'
import type { QuoteResponse } from '../../core/schemas/quote.js'
import type { UpgradeRequest } from '../../core/schemas/upgrade.js'
import type { ChainContext } from '../chains/chain-context.js'
import { assertChain, badRequest, validationError } from './api-errors.js'
import { DevnetApiError } from './errors.js'
import { requireOwner } from './owner.js'
import { quoteOnNexus } from './quote/nexus/quote-on-nexus.js'
import type { ServiceContext } from './service-context.js'

/**
 * POST /v1/mee/upgrade: a simple quote whose op, on every listed chain with a deployed Nexus
 * 2.1.0 account of the owner, is the account's `execute(single, account, 0,
 * upgradeToAndCall(implementation221, initializeAccount(initData)))` — all chains in one
 * supertransaction, signed by the 2.1.0 formula. Executing it keeps the address; later quotes
 * pass it in `accountAddress`. `simulate` (default true) dry-runs it; a `feeToken` is paid by the
 * accounts.
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
  const needing: number[] = []
  const legacies = new Map<number, Address>()
  for (const [i, chainId] of request.chainIds.entries()) {
    const chain = assertChain(ctx.chains, chainId, ['chainIds', String(i)])
    const legacy = await ctx.accounts.nexusAddress(chain, owner, '2.1.0')
    legacies.set(chainId, legacy)
    if (!(await ctx.accounts.isDeployed(chain, legacy))) continue
    const version = await ctx.accounts.nexusVersion(chain, legacy)
    if (version === '2.1.0') needing.push(chainId)
  }
  if (needing.length === 0) {
    const message = `No 2.1.0 account of ${owner} needs upgrading on chain(s) ${request.chainIds.join(', ')}.`
    throw DevnetApiError.status400('NO_UPGRADE_NEEDED', message, [
      { code: 'NO_UPGRADE_NEEDED', path: ['chainIds'], message },
    ])
  }
  // The legacy accounts run the upgrade themselves (and pay a fee from their own balance).
  const response = await quoteOnNexus(ctx, {
    mode: 'smart-account',
    ownerAddress: owner,
    simulate: request.simulate,
    ...(request.feeToken ? { feeToken: request.feeToken } : {}),
    accountAddress: Object.fromEntries(needing.map((id) => [String(id), legacies.get(id)!])),
    composeFlows: needing.map((chainId) => ({
      type: '/instructions/build' as const,
      data: {
        to: legacies.get(chainId)!,
        chainId,
        functionSignature: 'function upgradeToAndCall(address newImplementation, bytes data)',
        args: upgradeArgs(ctx.chains.get(chainId)!, owner),
      },
    })),
  })
  const answer = {
    ...response,
    mode: request.mode,
    upgradeDetails: needing.map((chainId) => ({
      chainId,
      addressVersion: '2.1.0',
      address: legacies.get(chainId)!,
      nexusVersion: '2.1.0',
      targetVersion: '2.2.1',
    })),
  }
  // Execute compares the body with the stored response: store what the client was answered.
  const issued = ctx.store.get(response.quote.hash)
  if (issued) await ctx.store.put({ ...issued, response: answer })
  return answer
}

/**
 * `upgradeToAndCall`'s arguments: the devnet's Nexus 2.2.1 implementation and
 * `initializeAccount(initData for the 2.2.1 bootstrap)`, so its validator gets the same owner
 * (https://github.com/supertx-kit/supertx-kit/blob/main/docs/nexus-encoding.md#the-devnets-nexus-contracts).
 */
function upgradeArgs(chain: ChainContext, owner: Address): [Address, Hex] {
  const suite = chain.deployment.nexus['2.2.1']
  return [suite.implementation, nexusReinitData(owner, suite.bootstrap)]
}
