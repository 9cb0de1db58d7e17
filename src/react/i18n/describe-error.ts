'use client'
import { UserRejectedRequestError } from 'viem'
import { ApiError } from '../../core/errors/api.js'
import { BaseError } from '../../core/errors/base.js'
import { cleanText, TEXT_LIMITS } from '../../core/text/clean-text.js'
import { apiErrorSentence } from './api-error-sentences.js'
import { errorMessages } from './error-messages.js'
import type {
  DescribeErrorOptions,
  ErrorDescription,
  ErrorMessages,
  Say,
  SentenceContext,
} from './error-sentence-parts.js'
import {
  kitErrorSentence,
  libraryRevertSentence,
  tokenRevertSentence,
} from './kit-error-sentences.js'

export type {
  DescribeErrorOptions,
  ErrorDescription,
  ErrorMessages,
  TokenFacts,
} from './error-sentence-parts.js'
export { shortenAddresses, tokenError } from './token-error.js'

/**
 * Every error the kit can raise as one plain sentence: what happened and what to do next. Known
 * errors pick their sentence by their class (an API error, `api-error-sentences.ts`) or their
 * class's stable `code` (the kit's own, `kit-error-sentences.ts`); a wallet rejection or another
 * known error deeper in the `cause` chain counts as that error; anything else still says its own
 * short message.
 *
 * @example
 * describeError(new UserRejectedError({ action: 'sign the quote' }))
 * // 'You declined the request in your wallet, so nothing was sent. Try again …'
 */
export function describeError(error: unknown, options: DescribeErrorOptions = {}): string {
  return classifyError(error, options).sentence
}

/** `describeError` with the sentence's key, for tests and for apps that style by case. */
export function classifyError(
  error: unknown,
  options: DescribeErrorOptions = {},
): ErrorDescription {
  const c = contextOf(options)
  const known = findKnown(error) ?? error
  if (known instanceof UserRejectedRequestError) return c.say('userRejected')
  if (known instanceof ApiError) return apiErrorSentence(known, c)
  const sentence = known instanceof BaseError ? kitErrorSentence(known, c) : undefined
  if (sentence) return sentence
  const reverted = libraryRevertSentence(error, c)
  if (reverted) return reverted

  // A library's error (viem's) says its short message, never its docs link and version.
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage
  const message =
    typeof short === 'string' && short
      ? short
      : error instanceof Error
        ? error.message
        : String(error)
  return c.say('other', { message: /[.!?]$/.test(message) ? message : `${message}.` })
}

/**
 * One failed operation's revert reason as a sentence when it is a token's own error
 * (`ERC20InsufficientBalance(…)` and the like): the token's symbol and human amounts when
 * `options.tokenOf` knows the token of operation `op` (its chain and place in the receipt).
 * Undefined for any other reason, which is shown as the chain gave it.
 *
 * @example
 * describeTokenRevert('call 0 failed: ERC20InsufficientBalance(0xdfb7…, 250000, 1500000)', { chainId: 31337, index: 0 }, { tokenOf })
 * // 'Your USDC balance on chain 31337 is 0.25 USDC; this needs 1.5 USDC. …'
 */
export function describeTokenRevert(
  reason: string,
  op: { chainId: number; index: number },
  options: DescribeErrorOptions = {},
): string | undefined {
  return tokenRevertSentence(reason, op, contextOf(options))?.sentence
}

function contextOf(options: DescribeErrorOptions): SentenceContext {
  const messages = options.messages ?? errorMessages
  return {
    say: sayIn(messages),
    chain: (id) => options.chainName?.(id) ?? messages.chainFallback({ id }),
    messages,
    options,
  }
}

/** The sentence `key` of `messages`, its values cleaned (`cleanValues`). */
function sayIn(messages: ErrorMessages): Say {
  return (key, ...values) => {
    const entry = messages[key] as string | ((v: unknown) => string)
    return { key, sentence: typeof entry === 'function' ? entry(cleanValues(values[0])) : entry }
  }
}

/**
 * Every text put into a sentence may come from outside (an API message, a revert reason, a field
 * name the service chose): bidi controls dropped and length-capped, so it cannot reorder the
 * sentence around it (`cleanText`).
 */
function cleanValues(values: unknown): unknown {
  if (!values || typeof values !== 'object') return values
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? cleanText(value, TEXT_LIMITS.reason) : value,
    ]),
  )
}

// The first error in the cause chain that has a sentence of its own (a wallet rejection wrapped by
// viem or by another kit error still reads as a rejection).
function findKnown(error: unknown): unknown {
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    if (isKnown(current)) return current
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

function isKnown(error: unknown): boolean {
  if (error instanceof UserRejectedRequestError) return true
  return error instanceof BaseError && error.constructor !== BaseError
}
