'use client'
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import type {
  ExecuteErrorType,
  ExecuteParameters,
  ExecuteReturnType,
} from '../../core/actions/execute.js'
import { executeMutationOptions } from '../../core/query/mutations.js'
import type { MutationParameter } from './types.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseExecuteParameters = {
  mutation?: MutationParameter<ExecuteReturnType, ExecuteParameters, ExecuteErrorType> | undefined
}
export type UseExecuteReturnType = UseMutationResult<
  ExecuteReturnType,
  ExecuteErrorType,
  ExecuteParameters
> & {
  execute: (parameters: ExecuteParameters) => void
  executeAsync: (parameters: ExecuteParameters) => Promise<ExecuteReturnType>
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
  const result = useMutation<ExecuteReturnType, ExecuteErrorType, ExecuteParameters>({
    ...mutation,
    ...executeMutationOptions(config),
  })
  const hash = result.data?.supertxHash
  return Object.assign(result, {
    execute: result.mutate,
    executeAsync: result.mutateAsync,
    explorerUrl: hash ? config.getExplorerUrl(hash) : undefined,
  })
}
