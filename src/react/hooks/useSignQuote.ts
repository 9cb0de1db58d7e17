'use client'
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useConfig } from 'wagmi'
import type {
  SignProgressItem,
  SignQuoteErrorType,
  SignQuoteParameters,
  SignQuoteReturnType,
} from '../../core/actions/signQuote.js'
import { signQuoteMutationOptions } from '../../core/query/mutations.js'
import type { MutationParameter } from './types.js'

export type UseSignQuoteParameters = {
  mutation?:
    | MutationParameter<SignQuoteReturnType, SignQuoteParameters, SignQuoteErrorType>
    | undefined
}
export type UseSignQuoteReturnType = UseMutationResult<
  SignQuoteReturnType,
  SignQuoteErrorType,
  SignQuoteParameters
> & {
  /** Each payloadToSign item: pending, signing, confirming (onchain), signed or error. */
  items: SignProgressItem[]
  signQuote: (parameters: SignQuoteParameters) => void
  signQuoteAsync: (parameters: SignQuoteParameters) => Promise<SignQuoteReturnType>
  /** Signs again after an error, keeping what was already signed (no second approval tx). */
  retry: () => Promise<SignQuoteReturnType> | undefined
}

/**
 * Signs a quote's payloads with the connected wallet (`signQuote`): checked against the quote
 * first, then one wallet request per item, with progress per item in `items`.
 *
 * @example
 * const { signQuoteAsync, items } = useSignQuote()
 * const { signedQuote } = await signQuoteAsync({ quote, request })
 */
export function useSignQuote({ mutation }: UseSignQuoteParameters = {}): UseSignQuoteReturnType {
  const wagmiConfig = useConfig()
  const [items, setItems] = useState<SignProgressItem[]>([])
  const options = signQuoteMutationOptions(wagmiConfig)
  const result = useMutation<SignQuoteReturnType, SignQuoteErrorType, SignQuoteParameters>({
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
  })
  const retry = () => {
    const last = result.variables
    if (!last) return undefined
    return result.mutateAsync({ ...last, signatures: items.map((item) => item.signature) })
  }
  return Object.assign(result, {
    items,
    signQuote: result.mutate,
    signQuoteAsync: result.mutateAsync,
    retry,
  })
}
