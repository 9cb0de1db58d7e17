'use client'
import { useChains } from '../components/parts/useChains.js'
import { useSupertxUi } from '../ui/useSupertxUi.js'
import { type DescribeErrorOptions, describeError } from './describe-error.js'

/**
 * `describeError` in the provider's words, naming chains as the app's wagmi config does (outside
 * a WagmiProvider, chains read `chain <id>`).
 */
export function useDescribeError(): (
  error: unknown,
  options?: Omit<DescribeErrorOptions, 'messages'>,
) => string {
  const { messages } = useSupertxUi()
  const chains = useChains()
  return (error, options) =>
    describeError(error, { messages: messages.errors, chainName: chains.name, ...options })
}
