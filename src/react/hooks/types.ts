'use client'
import type { UseMutationOptions, UseQueryOptions } from '@tanstack/react-query'

/** TanStack options a hook passes through to `useQuery` (everything but the key and function). */
export type QueryParameter<data, error = Error> = Omit<
  UseQueryOptions<data, error, data, readonly unknown[]>,
  'queryKey' | 'queryFn' | 'queryKeyHashFn'
>

/** TanStack options a hook passes through to `useMutation` (everything but the function). */
export type MutationParameter<data, variables, error = Error> = Omit<
  UseMutationOptions<data, error, variables>,
  'mutationFn' | 'mutationKey'
>
