import type { Address, Hex } from 'viem'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import { AbortError } from '../errors/transport.js'
import { chainsOfComposeFlows } from '../flow-drafts/chainsOfComposeFlows.js'
import type { AuthorizationToSign } from '../schemas/authorization.js'
import type { SupertxWallet } from '../wallet/types.js'
import type { GetQuoteParameters } from './getQuote.js'
import { prepare7702 } from './prepare7702.js'

/** Where the EOA's code is read: the wallet's public clients. */
export type ChainReader = Pick<SupertxWallet, 'getPublicClient'>

export type PrepareQuoteAuthorizationsParameters = {
  request: Partial<GetQuoteParameters>
  signal?: AbortSignal | undefined
}
/**
 * The authorizations to sign before quoting: `[]` when the EOA is delegated on every chain of
 * the flows already, `undefined` when it cannot be known beforehand (not eoa-7702, authorizations
 * already given, a chain the wallet cannot read, an RPC or prepare7702 failure): then the
 * quote's 412 says it.
 */
export type PrepareQuoteAuthorizationsReturnType = AuthorizationToSign[] | undefined

/**
 * eoa-7702: finds out before the first quote whether the owner's EOA still has to delegate, so
 * the quote is not answered 412 (a failed request in the browser's console). Reads the EOA's code
 * on each chain of the flows (the wallet's public clients); where one has no delegation, asks
 * POST /v1/mee/prepare7702 what to sign. Never throws but `AbortError`: whatever it cannot check
 * falls back to the 412 path.
 *
 * @example
 * const toSign = await prepareQuoteAuthorizations(config, wallet, { request })
 * const authorizations = toSign?.length ? await signAuthorizations(wallet, { authorizations: toSign }) : undefined
 * const quote = await getQuote(config, { ...request, authorizations })
 */
export async function prepareQuoteAuthorizations(
  config: SupertxConfig,
  reader: ChainReader,
  { request, signal }: PrepareQuoteAuthorizationsParameters,
): Promise<PrepareQuoteAuthorizationsReturnType> {
  const { mode, ownerAddress, composeFlows } = request
  if (mode !== 'eoa-7702' || !ownerAddress || request.authorizations?.length) return undefined
  const chainIds = chainsOfComposeFlows(composeFlows)
  if (!chainIds.length) return undefined
  try {
    const delegated = await Promise.all(
      chainIds.map((chainId) => hasDelegation(reader, chainId, ownerAddress)),
    )
    if (delegated.includes(undefined)) return undefined
    if (delegated.every(Boolean)) return []
    const undelegated = chainIds.filter((_, index) => !delegated[index])
    return await prepare7702(
      config,
      {
        mode,
        ownerAddress,
        instructions: undelegated.map((chainId) => ({ chainId, calls: [] })),
      },
      { signal },
    )
  } catch (error) {
    if (error instanceof AbortError || signal?.aborted) throw error
    return undefined
  }
}

// An EIP-7702 delegated EOA's code is the designator 0xef0100 ‖ address.
async function hasDelegation(
  reader: ChainReader,
  chainId: number,
  address: Address,
): Promise<boolean | undefined> {
  const client = reader.getPublicClient?.(chainId) as
    | { request: (args: unknown, options?: { retryCount?: number }) => Promise<unknown> }
    | undefined
  if (!client) return undefined
  // No transport retries: a check that fails falls back to the 412 at once.
  const code = (await client.request(
    { method: 'eth_getCode', params: [address, 'latest'] },
    { retryCount: 0 },
  )) as Hex | undefined
  return Boolean(code?.toLowerCase().startsWith('0xef0100'))
}
