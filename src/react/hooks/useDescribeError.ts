'use client'
import { commonMessages } from '../i18n/common-messages.js'
import type { DescribeErrorOptions } from '../i18n/error-sentence-parts.js'
import { useErrorWords } from '../ui/useErrorWords.js'
import { useMessages } from '../ui/useMessages.js'

/**
 * `describeError` in the provider's words, naming chains as the app's wagmi config does (outside
 * a WagmiProvider, chains read `chain <id>`).
 *
 * The sentences load when the first component using this hook (or one of the kit's components)
 * mounts, so they cost nothing up front; the component renders again once they are in. Until
 * then, a moment after the first mount, and if they cannot load (offline), it says the common
 * line "Something went wrong. Try again, or reload the page." An error an app shows comes after a
 * round trip at the earliest, so it is said in full. `describeError` itself is sync and carries
 * the sentences.
 *
 * @example
 * const describe = useDescribeError()
 * mutation.error && <p role="alert">{describe(mutation.error)}</p>
 */
export function useDescribeError(): (
  error: unknown,
  options?: Omit<DescribeErrorOptions, 'messages'>,
) => string {
  const words = useErrorWords()
  const { errorUnexplained } = useMessages('common', commonMessages)
  return (error, options) => words?.describe(error, options) ?? errorUnexplained
}
