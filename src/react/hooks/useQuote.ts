'use client'
import { type UseQueryResult, useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { Address } from 'viem'
import type { GetQuoteErrorType, GetQuoteReturnType } from '../../core/actions/getQuote.js'
import type { SignAuthorizationsErrorType } from '../../core/actions/signAuthorizations.js'
import { AuthorizationRequiredError } from '../../core/errors/auth.js'
import { prepareQuoteAuthorizationsQueryOptions } from '../../core/query/authorize.js'
import { signAuthorizationsMutationOptions } from '../../core/query/mutations.js'
import { type GetQuoteQueryParameters, getQuoteQueryOptions } from '../../core/query/quote.js'
import type { Authorization, AuthorizationToSign } from '../../core/schemas/authorization.js'
import type { KnownFields } from '../../core/types/knownFields.js'
import { useWagmiWallet } from '../wagmi/useWagmiWallet.js'
import type { QueryParameter } from './types.js'
import { useApiQuery } from './useApiQuery.js'
import { useOwnerAddress } from './useOwnerAddress.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseQuoteParameters = Omit<GetQuoteQueryParameters, 'ownerAddress'> & {
  /** Default: the connected account. */
  ownerAddress?: Address | undefined
  /** eoa-7702: sign the authorizations the EOA needs with the wallet, then quote with them. */
  autoAuthorize?: boolean | undefined
  query?: QueryParameter<GetQuoteReturnType, GetQuoteErrorType> | undefined
}
/** `data` is the quote with its known fields only: `data.fee.amount` is typed, `data.fees` does not compile. */
export type UseQuoteReturnType = UseQueryResult<
  KnownFields<GetQuoteReturnType>,
  GetQuoteErrorType
> & {
  /**
   * eoa-7702: what the owner must sign before the quote (known beforehand from the chain and
   * POST /v1/mee/prepare7702, or from the quote's 412), else undefined.
   */
  authorizationsRequired: AuthorizationToSign[] | undefined
  /**
   * Signs what `authorizationsRequired` asks, on the config's terms (`eip7702`: trusted delegation
   * contracts, the request's chains, each chain's nonce; `signAuthorizations`), with the connected
   * wallet; the quote then runs (again).
   */
  authorize: () => Promise<Authorization[]>
  authorizeStatus: 'idle' | 'pending' | 'success' | 'error'
  /** E.g. `AuthorizationRefusedError`, `AuthorizationNotSupportedError` or `UserRejectedError`. */
  authorizeError: SignAuthorizationsErrorType | null
}

/**
 * A quote (POST /v1/quote) that is fetched once `mode`, the owner (default: the connected
 * account) and `composeFlows` are all given, and again whenever they change. In eoa-7702 an EOA
 * that is not delegated yet is a step, not an error: the kit reads the EOA's code on the flows'
 * chains and asks POST /v1/mee/prepare7702 before quoting (falling back to the quote's 412 where
 * it cannot); `authorizationsRequired` lists what to sign, `authorize()` (or `autoAuthorize`)
 * signs and quotes.
 *
 * @example
 * const { data: quote, authorizationsRequired, authorize } = useQuote({ mode, composeFlows })
 * quote?.fee.amount
 */
export function useQuote(parameters: UseQuoteParameters): UseQuoteReturnType {
  const { autoAuthorize, query, ...given } = parameters
  const config = useSupertxConfig('useQuote')
  const wallet = useWagmiWallet()
  const ownerAddress = useOwnerAddress(given.ownerAddress)
  const request = { ...given, ownerAddress }
  // Signed authorizations belong to one owner; a new owner starts over.
  const [signed, setSigned] = useState<{ owner: string; list: Authorization[] }>()
  const authorizations =
    request.authorizations ?? (signed?.owner === ownerAddress ? signed?.list : undefined)
  const withAuth = authorizations ? { ...request, authorizations } : request

  const precheckOptions = prepareQuoteAuthorizationsQueryOptions(config, wallet, request)
  const precheck = useQuery({
    ...precheckOptions,
    enabled: precheckOptions.enabled && !authorizations,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const known = authorizations ? undefined : precheck.data?.length ? precheck.data : undefined
  const waiting = precheckOptions.enabled && !authorizations && (precheck.isPending || !!known)
  const options = getQuoteQueryOptions(config, withAuth)
  const result = useApiQuery({ ...options, enabled: options.enabled && !waiting }, query)

  const required =
    known ??
    (result.error instanceof AuthorizationRequiredError ? result.error.authorizations : undefined)
  const signOptions = signAuthorizationsMutationOptions(wallet)
  const authorize = useMutation<Authorization[], SignAuthorizationsErrorType, void>({
    mutationKey: signOptions.mutationKey,
    mutationFn: () =>
      signOptions.mutationFn({
        authorizations: required ?? [],
        request: request as typeof request & { ownerAddress: Address },
        config,
      }),
    onSuccess: (list) => setSigned({ owner: ownerAddress as string, list }),
  })
  const shouldAuthorize = Boolean(autoAuthorize && required && authorize.status === 'idle')
  useEffect(() => {
    if (shouldAuthorize) authorize.mutate()
  }, [shouldAuthorize, authorize.mutate])

  return Object.assign(
    result as UseQueryResult<KnownFields<GetQuoteReturnType>, GetQuoteErrorType>,
    {
      authorizationsRequired: required,
      authorize: () => authorize.mutateAsync(),
      authorizeStatus: authorize.status,
      authorizeError: authorize.error,
    },
  )
}
