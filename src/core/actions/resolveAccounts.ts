import { type Address, getAddress } from 'viem'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import { QuoteUnverifiableError } from '../errors/wallet.js'
import type { Mode } from '../schemas/common.js'
import { type ChainsRequest, chainsOfRequest } from '../verify/chains.js'
import { getOrchestrator } from './getOrchestrator.js'
import type { ClientErrorType, RequestOptions } from './types.js'

/** The request whose chains need the owner's account: a quote request or an upgrade request. */
export type AccountsRequest = ChainsRequest & {
  ownerAddress: string
  mode: Mode
  /** Chain id → the account to use there (an upgraded legacy account): taken as given. */
  accountAddress?: Readonly<Record<string, string>> | undefined
}
export type ResolveAccountsParameters = { request: AccountsRequest }
export type ResolveAccountsReturnType = Record<number, Address>
export type ResolveAccountsErrorType = ClientErrorType | QuoteUnverifiableError

/**
 * The owner's account on every chain of the request, from sources independent of the quote: in
 * eoa-7702 the EOA itself; else the request's `accountAddress`, then POST /v1/mee/orchestrator,
 * cached per config and owner (an account's address never changes). `verifyQuote` compares the
 * quote's spenders with these. Without `config`, only what the request itself says: a chain left
 * unknown throws `QuoteUnverifiableError`.
 *
 * @example
 * const accounts = await resolveAccounts(config, { request })
 * verifyQuote({ quote, request, accounts })
 */
export async function resolveAccounts(
  config: SupertxConfig | undefined,
  { request }: ResolveAccountsParameters,
  options?: RequestOptions,
): Promise<ResolveAccountsReturnType> {
  const owner = getAddress(request.ownerAddress)
  const accounts: Record<number, Address> = {}
  const unknown: number[] = []
  for (const chainId of chainsOfRequest(request)) {
    const known = request.mode === 'eoa-7702' ? owner : request.accountAddress?.[String(chainId)]
    if (known) accounts[chainId] = getAddress(known)
    else unknown.push(chainId)
  }
  if (!unknown.length) return accounts
  if (!config) throw new QuoteUnverifiableError({ missing: 'accounts', at: `chain ${unknown[0]}` })
  const cached = cacheOf(config, owner)
  const missing = unknown.filter((chainId) => !cached.has(chainId))
  if (missing.length) await lookUp(config, owner, missing, cached, options)
  for (const chainId of unknown) accounts[chainId] = cached.get(chainId) as Address
  return accounts
}

// Per config (its API), per owner: chain id → account. Only answers that name every asked chain
// once are kept.
const cache = new WeakMap<SupertxConfig, Map<string, Map<number, Address>>>()

function cacheOf(config: SupertxConfig, owner: Address): Map<number, Address> {
  const owners = cache.get(config) ?? new Map<string, Map<number, Address>>()
  cache.set(config, owners)
  const chains = owners.get(owner) ?? new Map<number, Address>()
  owners.set(owner, chains)
  return chains
}

async function lookUp(
  config: SupertxConfig,
  owner: Address,
  chains: number[],
  into: Map<number, Address>,
  options: RequestOptions | undefined,
) {
  const groups = await getOrchestrator(config, { ownerAddress: owner, chains }, options)
  const found = new Map<number, Address>()
  for (const group of Array.isArray(groups) ? groups : [])
    for (const chain of group.chains) {
      const chainId = Number(chain)
      const earlier = found.get(chainId)
      // Two accounts for one chain: the lookup cannot be trusted to say which signs.
      if (earlier && earlier.toLowerCase() !== group.address.toLowerCase())
        throw new QuoteUnverifiableError({ missing: 'accounts', at: `chain ${chainId}` })
      found.set(chainId, getAddress(group.address))
    }
  for (const chainId of chains)
    if (!found.has(chainId))
      throw new QuoteUnverifiableError({ missing: 'accounts', at: `chain ${chainId}` })
  for (const chainId of chains) into.set(chainId, found.get(chainId) as Address)
}
