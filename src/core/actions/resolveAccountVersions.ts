import { getAddress } from 'viem'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import type { Mode } from '../schemas/common.js'
import { getOrchestrator } from './getOrchestrator.js'
import type { RequestOptions } from './types.js'

export type ResolveAccountVersionsParameters = {
  ownerAddress: string
  mode: Mode
  /** Chain id → the owner's account (`resolveAccounts`): only a deployment at that address counts. */
  accounts: Readonly<Record<number, string>>
}

/**
 * Chain id → the Nexus version (`2.1.0`, `2.2.1`) of the owner's account on each chain of
 * `accounts`, from the orchestrator's upgrade lookup (POST /v1/mee/orchestrator with
 * `ownerAddress` alone): a real quote's hashes and payloads depend on it. A chain the lookup does
 * not list for that address is left out (the checks then refuse a real quote on it). A legacy
 * address the lookup names in `upgradedAddresses` was upgraded in place and runs 2.2.1 now, though
 * its `addressVersion` stays 2.1.0 (the version its address was made by). eoa-7702 needs no lookup
 * (the checks take the version the API documents for it).
 *
 * @example
 * const accountVersions = await resolveAccountVersions(config, { ownerAddress, mode, accounts })
 */
export async function resolveAccountVersions(
  config: SupertxConfig,
  { ownerAddress, mode, accounts }: ResolveAccountVersionsParameters,
  options?: RequestOptions,
): Promise<Record<number, string>> {
  const versions: Record<number, string> = {}
  if (mode === 'eoa-7702') return versions
  const lookup = await getOrchestrator(config, { ownerAddress: getAddress(ownerAddress) }, options)
  for (const deployment of lookup.deployments ?? []) {
    const account = accounts[deployment.chainId]
    if (account && account.toLowerCase() === deployment.address.toLowerCase())
      versions[deployment.chainId] = deployment.addressVersion
  }
  for (const [chainId, address] of Object.entries(lookup.upgradedAddresses ?? {})) {
    const account = accounts[Number(chainId)]
    if (account && account.toLowerCase() === address.toLowerCase())
      versions[Number(chainId)] = '2.2.1'
  }
  return versions
}
