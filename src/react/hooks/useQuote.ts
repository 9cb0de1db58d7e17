'use client'
import { type UseQueryResult, useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { Address } from 'viem'
import type {
  GetQuoteErrorType,
  GetQuoteParameters,
  GetQuoteReturnType,
} from '../../core/actions/getQuote.js'
import type { SignAuthorizationsErrorType } from '../../core/actions/signAuthorizations.js'
import { AuthorizationRequiredError } from '../../core/errors/auth.js'
import { withFundingTokens } from '../../core/flow-drafts/funding-tokens.js'
import { prepareQuoteAuthorizationsQueryOptions } from '../../core/query/authorize.js'
import { signAuthorizationsMutationOptions } from '../../core/query/mutations.js'
import { type GetQuoteQueryParameters, getQuoteQueryOptions } from '../../core/query/quote.js'
import type { Authorization, AuthorizationToSign } from '../../core/schemas/authorization.js'
import { quoteRefreshDelay } from '../../core/supertransaction/quote-expiry.js'
import { requestFingerprint } from '../../core/supertransaction/request-fingerprint.js'
import type { KnownFields } from '../../core/types/knownFields.js'
import { useWagmiWallet } from '../wagmi/useWagmiWallet.js'
import type { QueryParameter } from './types.js'
import { useApiQuery } from './useApiQuery.js'
import { useOwnerAddress } from './useOwnerAddress.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseQuoteParameters = Omit<GetQuoteQueryParameters, 'ownerAddress'> & {
  /** Default: the connected account. */
  ownerAddress?: Address | undefined
  /**
   * eoa-7702: sign the authorizations the EOA needs with the wallet, then quote with them; once
   * per owner (a wallet switch to another account asks that account).
   */
  autoAuthorize?: boolean | undefined
  /**
   * How long the inputs must stay the same before they are quoted (a form being typed in is
   * quoted once, not per key). Default 300.
   */
  debounceMs?: number | undefined
  /**
   * The quote is fetched again this long before its first operation's `upperBoundTimestamp` (at
   * most half its remaining time). Default 30 000.
   */
  refreshMarginMs?: number | undefined
  /**
   * TanStack's query options, but `placeholderData`: a quote is bound to its request, and another
   * request's quote shown in its place could be signed against the wrong one.
   */
  query?: Omit<QueryParameter<GetQuoteReturnType, GetQuoteErrorType>, 'placeholderData'> | undefined
}
/**
 * Each of TanStack's result states with the request it stands for: where `data` is this request's
 * quote (not undefined, not placeholder data), the request is complete (`GetQuoteParameters`, what
 * `signPayloads` takes); before that it may still miss fields.
 */
type QuoteQueryResult = UseQueryResult<KnownFields<GetQuoteReturnType>, GetQuoteErrorType>
type WithRequest<result> = result extends { isPlaceholderData: true }
  ? never
  : result extends { data: undefined }
    ? result & { request: GetQuoteQueryParameters }
    : result & { request: GetQuoteParameters }

/**
 * `data` is the quote with its known fields only: `data.fee.amount` is typed, `data.fees` does not
 * compile. `request` is the request as it is quoted: with its owner (default the connected
 * account), in `eoa` the `fundingTokens` its flows spend when none were given, and in eoa-7702 the
 * signed authorizations; what `useSignPayloads` checks `data` against. Once `data` is known
 * (`if (!quote.data) return`), `request` is typed complete: `signPayloads({ quote: quote.data,
 * request: quote.request })` needs no cast.
 */
export type UseQuoteReturnType = WithRequest<QuoteQueryResult> & {
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
 * account) and `composeFlows` are all given, and again whenever they change. A quote is bound to
 * its inputs: any change (owner, mode, flows, funding tokens, fee token, …) drops `data` at once,
 * cancels the request still under way for the old inputs, and quotes the new ones after
 * `debounceMs` without another change; a quote near its expiry is fetched again. An `eoa` request
 * without `fundingTokens` quotes the ones its flows spend (`withFundingTokens`); `request` is the
 * request as quoted, what the next step signs against. In eoa-7702 an EOA
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
  const { autoAuthorize, query, debounceMs = 300, refreshMarginMs = 30_000, ...given } = parameters
  const config = useSupertxConfig('useQuote')
  const wallet = useWagmiWallet()
  const ownerAddress = useOwnerAddress(given.ownerAddress)
  const request = withFundingTokens({ ...given, ownerAddress })
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
  // The query key is the request: another request shows no quote at once, and the old one's
  // request is cancelled. It is sent once the inputs settled.
  const settled = useSettled(requestFingerprint(withAuth as never), debounceMs)
  const result = useApiQuery(
    {
      ...options,
      enabled: options.enabled && !waiting && settled,
      refetchInterval: (q: { state: { data?: GetQuoteReturnType | undefined } }) =>
        quoteRefreshDelay(q.state.data, refreshMarginMs) ?? false,
    } as typeof options,
    query && { ...query, placeholderData: undefined },
  )

  const required =
    known ??
    (result.error instanceof AuthorizationRequiredError ? result.error.authorizations : undefined)
  const signOptions = signAuthorizationsMutationOptions(wallet)
  // What is signed, for whom: the signatures are kept for the owner they were made for.
  type Ask = { owner: string; authorizations: AuthorizationToSign[]; request: typeof request }
  const authorize = useMutation<Authorization[], SignAuthorizationsErrorType, Ask>({
    mutationKey: signOptions.mutationKey,
    mutationFn: (ask) =>
      signOptions.mutationFn({
        authorizations: ask.authorizations,
        request: ask.request as typeof request & { ownerAddress: Address },
        config,
      }),
    onSuccess: (list, ask) => setSigned({ owner: ask.owner, list }),
  })
  const ask = (): Ask => ({
    owner: ownerAddress as string,
    authorizations: required ?? [],
    request,
  })
  // Another owner (a wallet switch): what was signed or refused was for the previous one, so
  // `autoAuthorize` asks the new owner once.
  const owner = useRef(ownerAddress)
  const { reset: resetAuthorize } = authorize
  useEffect(() => {
    if (owner.current === ownerAddress) return
    owner.current = ownerAddress
    resetAuthorize()
  }, [ownerAddress, resetAuthorize])
  const shouldAuthorize = Boolean(
    autoAuthorize &&
      required &&
      ownerAddress &&
      owner.current === ownerAddress &&
      authorize.status === 'idle',
  )
  const latestAsk = useRef(ask)
  latestAsk.current = ask
  useEffect(() => {
    if (shouldAuthorize) authorize.mutate(latestAsk.current())
  }, [shouldAuthorize, authorize.mutate])

  // The query is enabled only for a complete request, and its key is that request: a result
  // holding this key's data (not placeholder data) was quoted for a complete `withAuth`.
  // `placeholderData` is not taken (stripped above), so no result is a placeholder one.
  return Object.assign(result as Exclude<QuoteQueryResult, { isPlaceholderData: true }>, {
    request: withAuth as GetQuoteParameters,
    authorizationsRequired: required,
    authorize: () => authorize.mutateAsync(ask()),
    authorizeStatus: authorize.status,
    authorizeError: authorize.error,
  })
}

/** Whether `value` has stayed the same for `delayMs` (true at first: the first inputs are not held). */
function useSettled(value: string, delayMs: number): boolean {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (value === settled) return
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, settled, delayMs])
  return value === settled
}
