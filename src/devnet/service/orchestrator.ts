import type { Address } from 'viem'
import type { OrchestratorRequest, OrchestratorResponse } from '../../core/schemas/orchestrator.js'
import { assertChain } from './api-errors.js'
import { requireOwner } from './owner.js'
import type { ServiceContext } from './service-context.js'

/**
 * POST /v1/mee/orchestrator. With `chains`: the owner's Nexus 2.2.1 account, grouped by address
 * (the same on every devnet chain). With `ownerAddress` alone: the upgrade lookup — every chain's
 * 2.1.0 and 2.2.1 addresses, whether each is deployed, which legacy accounts still need the
 * upgrade and which were upgraded already. The addresses are the owner's Nexus accounts as the
 * devnet's factories compute them (`computeAccountAddress(nexusInitData(owner, bootstrap), 0)`);
 * the version a legacy 2.1.0 account runs now is read from each chain.
 */
export async function orchestrator(
  ctx: ServiceContext,
  request: OrchestratorRequest,
): Promise<OrchestratorResponse> {
  const owner = requireOwner(request.ownerAddress)
  if (request.chains) {
    const byAddress = new Map<string, { address: Address; chains: string[] }>()
    for (const [i, chainId] of request.chains.entries()) {
      const chain = assertChain(ctx.chains, chainId, ['chains', String(i)])
      const address = await ctx.accounts.nexusAddress(chain, owner, '2.2.1')
      const group = byAddress.get(address) ?? { address, chains: [] }
      group.chains.push(String(chainId))
      byAddress.set(address, group)
    }
    return [...byAddress.values()]
  }
  const deployments: Extract<OrchestratorResponse, { deployments: unknown }>['deployments'] = []
  const upgradedAddresses: Record<string, Address> = {}
  for (const [chainId, chain] of ctx.chains) {
    const legacy = await ctx.accounts.nexusAddress(chain, owner, '2.1.0')
    const current = await ctx.accounts.nexusAddress(chain, owner, '2.2.1')
    const version = await ctx.accounts.nexusVersion(chain, legacy)
    if (version === '2.2.1') upgradedAddresses[String(chainId)] = legacy
    deployments.push(
      {
        chainId,
        addressVersion: '2.1.0',
        address: legacy,
        isDeployed: await ctx.accounts.isDeployed(chain, legacy),
        isUpgradeNeeded: version === '2.1.0',
      },
      {
        chainId,
        addressVersion: '2.2.1',
        address: current,
        isDeployed: await ctx.accounts.isDeployed(chain, current),
        isUpgradeNeeded: false,
      },
    )
  }
  return { deployments, upgradedAddresses }
}
