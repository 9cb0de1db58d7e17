'use client'
import { type UseQueryResult, useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useConfig } from 'wagmi'
import type { GetQuoteReturnType } from '../../core/actions/getQuote.js'
import { signAuthorizations } from '../../core/actions/signAuthorizations.js'
import { AuthorizationRequiredError } from '../../core/errors/auth.js'
import {
  missingQuoteParameters,
  type QuoteQueryParameters,
  quoteQueryOptions,
} from '../../core/query/quote.js'
import type { Authorization, AuthorizationToSign } from '../../core/schemas/authorization.js'
import type { QueryParameter } from './types.js'
import { useApiQuery } from './useApiQuery.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseQuoteParameters = QuoteQueryParameters & {
  /** eoa-7702: on a 412, sign the requested authorizations with the wallet and quote again. */
  autoAuthorize?: boolean | undefined
  query?: QueryParameter<GetQuoteReturnType> | undefined
}
export type UseQuoteReturnType = UseQueryResult<GetQuoteReturnType, Error> & {
  /** eoa-7702: what the service asks the owner to sign first (the 412 body), else undefined. */
  authorizationsRequired: AuthorizationToSign[] | undefined
  /** Signs `authorizationsRequired` with the connected wallet; the quote then runs again. */
  authorize: () => Promise<Authorization[]>
  authorizeStatus: 'idle' | 'pending' | 'success' | 'error'
  /** E.g. `AuthorizationNotSupportedError` or `UserRejectedError`. */
  authorizeError: Error | null
}

/**
 * A quote (POST /v1/quote) that is fetched once `mode`, `ownerAddress` and `composeFlows` are
 * all given, and again whenever they change. In eoa-7702 a 412 is not an error to show but a step:
 * `authorizationsRequired` lists it, `authorize()` (or `autoAuthorize`) signs and re-quotes.
 *
 * @example
 * const { data: quote, authorizationsRequired, authorize } = useQuote({ mode, ownerAddress, composeFlows })
 */
export function useQuote(parameters: UseQuoteParameters): UseQuoteReturnType {
  const { autoAuthorize, query, ...request } = parameters
  const config = useSupertxConfig('useQuote')
  const wagmiConfig = useConfig()
  // Signed authorizations belong to one owner; a new owner starts over.
  const [signed, setSigned] = useState<{ owner: string; list: Authorization[] }>()
  const authorizations =
    request.authorizations ?? (signed?.owner === request.ownerAddress ? signed?.list : undefined)
  const withAuth = authorizations ? { ...request, authorizations } : request
  const ready = missingQuoteParameters(withAuth).length === 0
  const result = useApiQuery(quoteQueryOptions(config, withAuth), ready, query)

  const required =
    result.error instanceof AuthorizationRequiredError ? result.error.authorizations : undefined
  const authorize = useMutation({
    mutationFn: async () => {
      const owner = request.ownerAddress as `0x${string}`
      const list = await signAuthorizations(wagmiConfig, {
        authorizations: required ?? [],
        ownerAddress: owner,
      })
      setSigned({ owner, list })
      return list
    },
  })
  const shouldAuthorize = Boolean(autoAuthorize && required && authorize.status === 'idle')
  useEffect(() => {
    if (shouldAuthorize) authorize.mutate()
  }, [shouldAuthorize, authorize.mutate])

  return Object.assign(result, {
    authorizationsRequired: required,
    authorize: authorize.mutateAsync,
    authorizeStatus: authorize.status,
    authorizeError: authorize.error,
  })
}
