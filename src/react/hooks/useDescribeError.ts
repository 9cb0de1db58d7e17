'use client'
import { type DescribeErrorOptions, describeError } from '../i18n/describe-error.js'
import { errorMessages } from '../i18n/error-messages.js'
import { useChainInfo } from '../ui/useChainInfo.js'
import { useMessages } from '../ui/useMessages.js'

/**
 * `describeError` in the provider's words, naming chains as the app's wagmi config does (outside
 * a WagmiProvider, chains read `chain <id>`).
 */
export function useDescribeError(): (
  error: unknown,
  options?: Omit<DescribeErrorOptions, 'messages'>,
) => string {
  const messages = useMessages('errors', errorMessages)
  const chains = useChainInfo()
  return (error, options) => describeError(error, { messages, chainName: chains.name, ...options })
}
