import { type Address, getAddress, isAddressEqual } from 'viem'
import {
  defaultAccountFactories,
  type TrustedAccountFactories,
  trustedAccountFactoriesOn,
} from '../config/account-factories.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import { AccountRefusedError, QuoteUnverifiableError } from '../errors/wallet.js'
import type { Mode } from '../schemas/common.js'
import { type ChainsRequest, chainsOfRequest } from '../verify/chains.js'
import type { SupertxWallet } from '../wallet/types.js'
import { accountAddressesOf } from './accountAddressesOf.js'
import { getOrchestrator } from './getOrchestrator.js'
import type { ClientErrorType, RequestOptions } from './types.js'

/** The request whose chains need the owner's account: a quote request or an upgrade request. */
export type AccountsRequest = ChainsRequest & {
  ownerAddress: string
  mode: Mode
  /** Chain id → the account to use there (an upgraded legacy account): taken as given. */
  accountAddress?: Readonly<Record<string, string>> | undefined
}
export type ResolveAccountsParameters = {
  request: AccountsRequest
  /**
   * Reads each chain, to ask the trusted account factories (`config.accountFactories`) where the
   * owner's account is: usually the wallet. Needed for every chain outside eoa-7702; a chain it
   * cannot read is refused (`AccountRefusedError`, `unreadable`).
   */
  reader?: Pick<SupertxWallet, 'getPublicClient'> | undefined
}
export type ResolveAccountsReturnType = Record<number, Address>
export type ResolveAccountsErrorType =
  | ClientErrorType
  | QuoteUnverifiableError
  | AccountRefusedError

/**
 * The owner's account on every chain of the request, from sources independent of the quote: in
 * eoa-7702 the EOA itself; else the request's `accountAddress` (the app's word, taken as given),
 * then POST /v1/mee/orchestrator, cached per config and owner (an account's address never
 * changes). What the lookup names is held to what the trusted account factories compute for the
 * owner on that chain, read through `reader` (the API cannot name an account of its own
 * choosing): one they do not compute, or a chain that cannot be read, throws
 * `AccountRefusedError`. `verifyQuote` compares the quote's spenders with
 * these. Without `config`, only what the request itself says: a chain left unknown throws
 * `QuoteUnverifiableError`.
 *
 * @example
 * const accounts = await resolveAccounts(config, { request, reader: wallet })
 * verifyQuote({ quote, request, accounts })
 */
export async function resolveAccounts(
  config: SupertxConfig | undefined,
  { request, reader }: ResolveAccountsParameters,
  options?: RequestOptions,
): Promise<ResolveAccountsReturnType> {
  const accounts = await namedAccounts(config, request, options)
  if (request.mode === 'eoa-7702') return accounts
  // The request's own accountAddress is the app's word, like the request; what the API named is held
  // to the factories.
  const owner = getAddress(request.ownerAddress)
  await Promise.all(
    Object.entries(accounts)
      .filter(([chainId]) => !request.accountAddress?.[chainId])
      .map(([chainId, account]) =>
        checkAccountAddress(config, reader, { chainId: Number(chainId), owner, account }),
      ),
  )
  return accounts
}

async function namedAccounts(
  config: SupertxConfig | undefined,
  request: AccountsRequest,
  options: RequestOptions | undefined,
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

// Per config (or, without one, per trusted-factories value): `chainId:owner:account` triples
// already read from the chain.
const derived = new WeakMap<object, Set<string>>()

/**
 * Holds `account`, named by the API as `owner`'s on `chainId`, to what the trusted account
 * factories (`config.accountFactories`) compute there, read through `reader`. Throws
 * `AccountRefusedError` when none computes it or the chain cannot be read.
 */
export async function checkAccountAddress(
  config: SupertxConfig | undefined,
  reader: ResolveAccountsParameters['reader'],
  { chainId, owner, account }: { chainId: number; owner: Address; account: Address },
): Promise<void> {
  const factories: TrustedAccountFactories = config?.accountFactories ?? defaultAccountFactories
  const cacheKey: object = config ?? factories
  const known = derived.get(cacheKey) ?? new Set<string>()
  derived.set(cacheKey, known)
  const key = `${chainId}:${getAddress(owner)}:${getAddress(account)}`
  if (known.has(key)) return
  const client = reader?.getPublicClient?.(chainId)
  if (!client) throw new AccountRefusedError({ reason: 'unreadable', chainId, actual: account })
  // Each factory on its own: one that is not deployed on this chain must not hide another that is.
  const reads = await Promise.allSettled(
    trustedAccountFactoriesOn(factories, chainId).map(async (factory) => {
      const [address] = await accountAddressesOf(client, { owner, factories: [factory] })
      return address as Address
    }),
  )
  const expected = reads.flatMap((read) => (read.status === 'fulfilled' ? [read.value] : []))
  if (expected.some((address) => isAddressEqual(address, account))) {
    known.add(key)
    return
  }
  const failed = reads.find((read) => read.status === 'rejected')
  if (failed)
    throw new AccountRefusedError({
      reason: 'unreadable',
      chainId,
      actual: account,
      cause: failed.reason,
    })
  throw new AccountRefusedError({ reason: 'not-derived', chainId, actual: account, expected })
}
