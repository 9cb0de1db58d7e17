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

export type UseExecuteParameters = {
  mutation?:
    | MutationParameter<ExecuteQuoteReturnType, ExecuteQuoteParameters, ExecuteQuoteErrorType>
    | undefined
}
export type UseExecuteReturnType = UseMutationResult<
  ExecuteQuoteReturnType,
  ExecuteQuoteErrorType,
  ExecuteQuoteParameters
> & {
  execute: (parameters: ExecuteQuoteParameters) => void
  executeAsync: (parameters: ExecuteQuoteParameters) => Promise<ExecuteQuoteReturnType>
  /** The explorer page of the submitted supertransaction. */
  explorerUrl: string | undefined
}

/**
 * Submits a signed quote (POST /v1/execute, or /v1/mee/execute with `endpoint: 'mee'`). An answer
 * with `success: false` is an `ExecutionRejectedError` carrying the service's message.
 *
 * @example
 * const { executeAsync } = useExecute()
 * const { supertxHash } = await executeAsync({ signedQuote })
 */
export function useExecute({ mutation }: UseExecuteParameters = {}): UseExecuteReturnType {
  const config = useSupertxConfig('useExecute')
  const result = useMutation<ExecuteQuoteReturnType, ExecuteQuoteErrorType, ExecuteQuoteParameters>(
    { ...mutation, ...executeQuoteMutationOptions(config) },
  )
  const hash = result.data?.supertxHash
  return Object.assign(result, {
    execute: result.mutate,
    executeAsync: result.mutateAsync,
    explorerUrl: hash ? config.getExplorerUrl(hash) : undefined,
  })
}
