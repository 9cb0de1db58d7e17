'use client'
import { useChains } from '../components/parts/useChains.js'
import { useMessages } from '../ui/useMessages.js'
import { type DescribeErrorOptions, describeError } from './describe-error.js'
import { errorMessages } from './error-messages.js'

/**
 * `describeError` in the provider's words, naming chains as the app's wagmi config does (outside
 * a WagmiProvider, chains read `chain <id>`).
 */
export function useDescribeError(): (
  error: unknown,
  options?: Omit<DescribeErrorOptions, 'messages'>,
) => string {
  const messages = useMessages('errors', errorMessages)
  const chains = useChains()
  return (error, options) => describeError(error, { messages, chainName: chains.name, ...options })
}
