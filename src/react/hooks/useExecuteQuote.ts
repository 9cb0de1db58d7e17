'use client'
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import type {
  ExecuteQuoteErrorType,
  ExecuteQuoteParameters,
  ExecuteQuoteReturnType,
} from '../../core/actions/executeQuote.js'
import { executeQuoteMutationOptions } from '../../core/query/mutations.js'
import type { MutationParameter } from './types.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseExecuteQuoteParameters = {
  mutation?:
    | MutationParameter<ExecuteQuoteReturnType, ExecuteQuoteParameters, ExecuteQuoteErrorType>
    | undefined
}
export type UseExecuteQuoteReturnType = UseMutationResult<
  ExecuteQuoteReturnType,
  ExecuteQuoteErrorType,
  ExecuteQuoteParameters
> & {
  executeQuote: (parameters: ExecuteQuoteParameters) => void
  executeQuoteAsync: (parameters: ExecuteQuoteParameters) => Promise<ExecuteQuoteReturnType>
  /** The explorer page of the submitted supertransaction. */
  explorerUrl: string | undefined
}

/**
 * Submits a signed quote (POST /v1/execute, or /v1/mee/execute with `endpoint: 'mee'`). An answer
 * with `success: false` is an `ExecutionRejectedError` carrying the service's message.
 *
 * @example
 * const { executeQuoteAsync } = useExecuteQuote()
 * const { supertxHash } = await executeQuoteAsync({ signedQuote })
 */
export function useExecuteQuote({
  mutation,
}: UseExecuteQuoteParameters = {}): UseExecuteQuoteReturnType {
  const config = useSupertxConfig('useExecuteQuote')
  const result = useMutation<ExecuteQuoteReturnType, ExecuteQuoteErrorType, ExecuteQuoteParameters>(
    { ...mutation, ...executeQuoteMutationOptions(config) },
  )
  const hash = result.data?.supertxHash
  return Object.assign(result, {
    executeQuote: result.mutate,
    executeQuoteAsync: result.mutateAsync,
    explorerUrl: hash ? config.getExplorerUrl(hash) : undefined,
  })
}
