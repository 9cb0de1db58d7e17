'use client'
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type {
  SignPayloadsErrorType,
  SignPayloadsParameters,
  SignPayloadsReturnType,
  SignProgressItem,
} from '../../core/actions/signPayloads.js'
import { signPayloadsMutationOptions } from '../../core/query/mutations.js'
import { useWagmiWallet } from '../wagmi/useWagmiWallet.js'
import type { MutationParameter } from './types.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseSignPayloadsParameters = {
  mutation?:
    | MutationParameter<SignPayloadsReturnType, SignPayloadsParameters, SignPayloadsErrorType>
    | undefined
}
export type UseSignPayloadsReturnType = UseMutationResult<
  SignPayloadsReturnType,
  SignPayloadsErrorType,
  SignPayloadsParameters
> & {
  /**
   * The request the last signing was checked against (the one `useQuote` returns as `request`,
   * with its owner and funding tokens filled in): what the next step, and a retry, go on with.
   * Undefined before the first `signPayloads`.
   */
  request: SignPayloadsParameters['request'] | undefined
  /** Each payloadToSign item: pending, signing, confirming (onchain), signed or error. */
  items: SignProgressItem[]
  signPayloads: (parameters: SignPayloadsParameters) => void
  signPayloadsAsync: (parameters: SignPayloadsParameters) => Promise<SignPayloadsReturnType>
  /** Signs again after an error, keeping what was already signed (no second approval tx). */
  retry: () => Promise<SignPayloadsReturnType> | undefined
}

/**
 * Signs a quote's payloads with the connected wallet (`signPayloads`): every field compared with
 * the request and the owner's accounts (looked up with the provider's config) first, then one
 * wallet request per item, with progress per item in `items`.
 *
 * @example
 * const { signPayloadsAsync, items } = useSignPayloads()
 * const { signedQuote } = await signPayloadsAsync({ quote, request })
 */
export function useSignPayloads({
  mutation,
}: UseSignPayloadsParameters = {}): UseSignPayloadsReturnType {
  const config = useSupertxConfig('useSignPayloads')
  const wallet = useWagmiWallet()
  const [items, setItems] = useState<SignProgressItem[]>([])
  // Signing and its checks (loaded on first use) load once the page shows this hook.
  useEffect(() => {
    import('../../core/actions/signPayloads.js').catch(() => {})
  }, [])
  const options = signPayloadsMutationOptions(wallet, config)
  const result = useMutation<SignPayloadsReturnType, SignPayloadsErrorType, SignPayloadsParameters>(
    {
      ...mutation,
      mutationKey: options.mutationKey,
      mutationFn: (parameters) =>
        options.mutationFn({
          ...parameters,
          onProgress: (next) => {
            setItems(next)
            parameters.onProgress?.(next)
          },
        }),
    },
  )
  const retry = () => {
    const last = result.variables
    if (!last) return undefined
    return result.mutateAsync({ ...last, signatures: items.map((item) => item.signature) })
  }
  return Object.assign(result, {
    request: result.variables?.request,
    items,
    signPayloads: result.mutate,
    signPayloadsAsync: result.mutateAsync,
    retry,
  })
}
