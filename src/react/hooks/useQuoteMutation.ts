'use client'
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import type {
  GetQuoteErrorType,
  GetQuoteParameters,
  GetQuoteReturnType,
} from '../../core/actions/getQuote.js'
import { getQuoteMutationOptions } from '../../core/query/quote.js'
import type { MutationParameter } from './types.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseQuoteMutationParameters = {
  mutation?:
    | MutationParameter<GetQuoteReturnType, GetQuoteParameters, GetQuoteErrorType>
    | undefined
}
export type UseQuoteMutationReturnType = UseMutationResult<
  GetQuoteReturnType,
  GetQuoteErrorType,
  GetQuoteParameters
> & {
  getQuote: (parameters: GetQuoteParameters) => void
  getQuoteAsync: (parameters: GetQuoteParameters) => Promise<GetQuoteReturnType>
}

/**
 * A quote on demand (a button) rather than as parameters change: POST /v1/quote as a mutation.
 *
 * @example
 * const { getQuoteAsync } = useQuoteMutation()
 * const quote = await getQuoteAsync({ mode: 'smart-account', ownerAddress, composeFlows })
 */
export function useQuoteMutation({
  mutation,
}: UseQuoteMutationParameters = {}): UseQuoteMutationReturnType {
  const config = useSupertxConfig('useQuoteMutation')
  const result = useMutation<GetQuoteReturnType, GetQuoteErrorType, GetQuoteParameters>({
    ...mutation,
    ...getQuoteMutationOptions(config),
  })
  return Object.assign(result, { getQuote: result.mutate, getQuoteAsync: result.mutateAsync })
}
