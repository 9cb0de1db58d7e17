'use client'
import { type UseQueryResult, useMutation } from '@tanstack/react-query'
import type { Address } from 'viem'
import { IncompleteParametersError } from '../../core/actions/errors.js'
import type {
  Prepare7702ErrorType,
  Prepare7702Parameters,
  Prepare7702ReturnType,
} from '../../core/actions/prepare7702.js'
import type {
  SignAuthorizationsErrorType,
  SignAuthorizationsReturnType,
} from '../../core/actions/signAuthorizations.js'
import { prepare7702QueryOptions } from '../../core/query/api.js'
import type { PartialParameters } from '../../core/query/define.js'
import { hashQueryKey } from '../../core/query/hash.js'
import { signAuthorizationsMutationOptions } from '../../core/query/mutations.js'
import type { Authorization, AuthorizationToSign } from '../../core/schemas/authorization.js'
import { useWagmiWallet } from '../wagmi/useWagmiWallet.js'
import type { QueryParameter } from './types.js'
import { useApiQuery } from './useApiQuery.js'
import { useOwnerAddress } from './useOwnerAddress.js'
import { useSupertxConfig } from './useSupertxConfig.js'

/** The request's fields; the query waits until `mode`, the owner and `instructions` are given. */
export type UsePrepare7702Parameters = PartialParameters<Prepare7702Parameters> & {
  /** Default: the connected account. */
  ownerAddress?: Address | undefined
  query?: QueryParameter<Prepare7702ReturnType, Prepare7702ErrorType> | undefined
}
export type UsePrepare7702ReturnType = UseQueryResult<
  Prepare7702ReturnType,
  Prepare7702ErrorType
> & {
  /**
   * Signs what `data` lists with the connected wallet (`signAuthorizations`), on the config's
   * terms: only its trusted delegation contracts (`eip7702`), only the chains of `instructions`,
   * at each chain's nonce; anything else is refused before the wallet is asked. Show `data` to the
   * user first: call this on their confirmation.
   */
  authorize: () => void
  authorizeAsync: () => Promise<SignAuthorizationsReturnType>
  authorizeStatus: 'idle' | 'pending' | 'success' | 'error'
  /** E.g. `AuthorizationRefusedError`, `AuthorizationNotSupportedError` or `UserRejectedError`. */
  authorizeError: SignAuthorizationsErrorType | null
  /**
   * What `authorize()` signed, for this request and this owner (undefined before, and again once
   * the owner or the request changes): the quote request's `authorizations`
   * (`useQuote({ ...request, authorizations })`).
   */
  authorizations: Authorization[] | undefined
}

/** What one `authorize()` signs, and for which request (the query's key, owner included). */
type Ask = { key: string; asked: readonly AuthorizationToSign[] | undefined }

/**
 * The EIP-7702 step before an `eoa-7702` quote: what the owner must sign (POST
 * /v1/mee/prepare7702, `data`), then, on the user's confirmation, `authorize()` signs it and
 * `authorizations` is what the quote request carries.
 *
 * @example
 * const prepare = usePrepare7702({ mode: 'eoa-7702', instructions })
 * // show prepare.data, then on confirmation: prepare.authorize()
 * const quote = useQuote({ mode: 'eoa-7702', composeFlows, authorizations: prepare.authorizations })
 */
export function usePrepare7702(parameters: UsePrepare7702Parameters): UsePrepare7702ReturnType {
  const { query, ...given } = parameters
  const config = useSupertxConfig('usePrepare7702')
  const wallet = useWagmiWallet()
  const ownerAddress = useOwnerAddress(given.ownerAddress)
  const request = { ...given, ownerAddress }
  const options = prepare7702QueryOptions(config, request)
  const result = useApiQuery(options, query)
  const key = hashQueryKey(options.queryKey)

  const sign = signAuthorizationsMutationOptions(wallet)
  const authorizing = useMutation<SignAuthorizationsReturnType, SignAuthorizationsErrorType, Ask>({
    mutationKey: sign.mutationKey,
    mutationFn: ({ asked }) =>
      asked && ownerAddress
        ? sign.mutationFn({
            authorizations: asked,
            request: {
              ownerAddress,
              chainIds: (request.instructions ?? []).map((instruction) => instruction.chainId),
            },
            config,
          })
        : Promise.reject(
            new IncompleteParametersError({
              action: 'signAuthorizations',
              missing: ownerAddress ? ['authorizations'] : ['ownerAddress', 'authorizations'],
            }),
          ),
  })
  const ask = (): Ask => ({ key, asked: result.data })
  // Signed for another owner or another request: not this request's authorizations.
  const current = authorizing.variables?.key === key
  return Object.assign(result, {
    authorize: () => authorizing.mutate(ask()),
    authorizeAsync: () => authorizing.mutateAsync(ask()),
    authorizeStatus: current ? authorizing.status : 'idle',
    authorizeError: current ? authorizing.error : null,
    authorizations: current ? authorizing.data : undefined,
  })
}
