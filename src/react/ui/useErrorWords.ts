'use client'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { commonMessages } from '../i18n/common-messages.js'
import type {
  DescribeErrorOptions,
  ErrorDescription,
  ErrorMessages,
} from '../i18n/error-sentence-parts.js'
import {
  type ErrorWordsState,
  errorWordsLoader,
  errorWordsLoading,
} from '../i18n/load-error-words.js'
import { deepMerge } from '../i18n/merge-messages.js'
import type { DeepPartial } from '../i18n/types.js'
import { useChainInfo } from './useChainInfo.js'
import { useMessages } from './useMessages.js'
import { useSupertxUi } from './useSupertxUi.js'

/** `describeError` and `describeTokenRevert` in the provider's words and chain names. */
export type ErrorWords = {
  describe: (error: unknown, options?: Omit<DescribeErrorOptions, 'messages'>) => string
  /** `describe` with the sentence's key and, after a partial run, its funds as lines. */
  classify: (error: unknown, options?: Omit<DescribeErrorOptions, 'messages'>) => ErrorDescription
  describeTokenRevert: (
    reason: string,
    op: { chainId: number; index: number },
    options?: Omit<DescribeErrorOptions, 'messages'>,
  ) => string | undefined
}

/**
 * The error sentences for the kit's components, loaded when the first of them mounts (one load
 * for all, `errorWordsLoader`) and re-rendering them when in: undefined while they load (a reason
 * slot then shows nothing). Offline, `describe` says the common line `errorUnexplained`.
 * `useDescribeError` is this for an app's own code.
 */
export function useErrorWords(): ErrorWords | undefined {
  const state = useSyncExternalStore(
    errorWordsLoader.subscribe,
    errorWordsLoader.get,
    () => errorWordsLoading,
  )
  useEffect(() => errorWordsLoader.load(), [])
  const given = useSupertxUi().messages.errors
  const { errorUnexplained } = useMessages('common', commonMessages)
  const { name } = useChainInfo()
  const messages = useMemo(
    () =>
      state.status === 'loaded' && given
        ? deepMerge<ErrorMessages>(state.words.errorMessages, given as DeepPartial<ErrorMessages>)
        : undefined,
    [state, given],
  )
  return errorWordsOf(state, messages, errorUnexplained, name)
}

/**
 * Starts loading the error words when a component mounts that shows an error only in a part it
 * mounts later (`TrackingStopped`): the words are then in when that part appears.
 */
export function useLoadErrorWords(): void {
  useEffect(() => errorWordsLoader.load(), [])
}

/**
 * The words of `state`: its English laid under `messages` (the provider's, when it has any),
 * chains named by `chainName`; in place of every sentence `unexplained` when the load failed.
 */
export function errorWordsOf(
  state: ErrorWordsState,
  messages: ErrorMessages | undefined,
  unexplained: string,
  chainName: (chainId: number) => string | undefined,
): ErrorWords | undefined {
  if (state.status === 'loading') return undefined
  if (state.status === 'failed')
    return {
      describe: () => unexplained,
      classify: () => ({ key: 'other', sentence: unexplained }),
      describeTokenRevert: () => undefined,
    }
  const { describeError, classifyError, describeTokenRevert, errorMessages } = state.words
  const words = { messages: messages ?? errorMessages, chainName }
  return {
    describe: (error, options) => describeError(error, { ...words, ...options }),
    classify: (error, options) => classifyError(error, { ...words, ...options }),
    describeTokenRevert: (reason, op, options) =>
      describeTokenRevert(reason, op, { ...words, ...options }),
  }
}
