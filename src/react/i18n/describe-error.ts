'use client'
import { UserRejectedRequestError } from 'viem'
import {
  ApprovalRevertedError,
  IncompleteParametersError,
  WalletAccountMismatchError,
  WalletNotConnectedError,
} from '../../core/actions/errors.js'
import {
  ApiError,
  ApiValidationError,
  BadRequestError,
  InternalServerError,
  InvalidChainError,
  InvalidSignatureError,
  NoUpgradeNeededError,
} from '../../core/errors/api.js'
import { AuthorizationRequiredError, UnauthorizedError } from '../../core/errors/auth.js'
import { BaseError } from '../../core/errors/base.js'
import { InvalidClientConfigError } from '../../core/errors/config.js'
import {
  ExecuteOutcomeUnknownError,
  ExecutionRejectedError,
  ReceiptTimeoutError,
  ReceiptUnavailableError,
  SupertxFailedError,
  SupertxNotFoundError,
  SupertxProviderNotFoundError,
} from '../../core/errors/flow.js'
import {
  AbortError,
  MalformedJsonError,
  NetworkError,
  TimeoutError,
  UnexpectedResponseError,
} from '../../core/errors/transport.js'
import { RequestValidationError, ResponseValidationError } from '../../core/errors/validation.js'
import {
  AuthorizationNotSupportedError,
  QuotePayloadMismatchError,
  UserRejectedError,
} from '../../core/errors/wallet.js'
import { UnsupportedFlowError } from '../../core/flows/errors.js'
import type { ErrorEntry } from '../../core/schemas/format-issues.js'
import type { SupertxReceipt } from '../../core/schemas/receipt.js'
import { errorMessages } from './error-messages.js'

export type ErrorMessages = typeof errorMessages

export type DescribeErrorOptions = {
  /** The `errors` section to speak with; default English (`useDescribeError` passes the provider's). */
  messages?: ErrorMessages | undefined
  /** A chain's name by id (e.g. from wagmi's config); default `chain <id>`. */
  chainName?: ((chainId: number) => string | undefined) | undefined
  /** The receipt of a failed supertransaction: names the chain and reason of the failed op. */
  receipt?: SupertxReceipt | undefined
}

/** Which sentence an error maps to: `key` of the `errors` section, or `other` for unknown errors. */
export type ErrorDescription = { key: keyof ErrorMessages; sentence: string }

const insufficient = /insufficient|exceeds balance|not enough/i
const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000))
const fieldOf = (entry: ErrorEntry | undefined) =>
  entry?.path.length ? entry.path.join('.') : '(request)'
const problemOf = (entry: ErrorEntry | undefined, fallback: string) => {
  if (!entry) return fallback
  // Our own entries start with the field (`composeFlows[0].data.chainId must be …`): drop it.
  const dotted = entry.path.join('.')
  const message = entry.message.startsWith(dotted)
    ? entry.message.slice(dotted.length).trim()
    : entry.message
  return message.replace(/[.\s]+$/, '') || fallback
}

/**
 * Every error the kit can raise as one plain sentence: what happened and what to do next. Known
 * classes pick their sentence by `instanceof` (subclasses first); a wallet rejection or another
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
  const m = options.messages ?? errorMessages
  const chain = (id: number) => options.chainName?.(id) ?? m.chainFallback({ id })
  const known = findKnown(error)
  const e = known ?? error
  const say = <key extends keyof ErrorMessages>(
    key: key,
    ...values: ErrorMessages[key] extends (v: infer V) => string ? [V] : []
  ): ErrorDescription => {
    const entry = m[key] as string | ((v: unknown) => string)
    return { key, sentence: typeof entry === 'function' ? entry(values[0]) : entry }
  }

  if (e instanceof UserRejectedError || e instanceof UserRejectedRequestError)
    return say('userRejected')
  if (e instanceof AuthorizationNotSupportedError)
    return say('authorizationNotSupported', { wallet: e.wallet ?? 'Your wallet' })
  if (e instanceof AuthorizationRequiredError) {
    const ids = [...new Set(e.authorizations.map((a) => a.chainId))]
    return say('authorizationRequired', { chains: ids.map(chain).join(', ') })
  }
  if (e instanceof UnauthorizedError) return say(e.apiKeySent ? 'unauthorizedKey' : 'missingKey')
  if (e instanceof WalletNotConnectedError) return say('notConnected')
  if (e instanceof WalletAccountMismatchError)
    return say('accountMismatch', { connected: e.connected, expected: e.expected })
  if (e instanceof ApprovalRevertedError)
    return say('approvalReverted', { chain: chain(e.chainId) })
  if (e instanceof IncompleteParametersError)
    return say('incomplete', { missing: e.missing.join(', ') })
  if (e instanceof QuotePayloadMismatchError) return say('payloadMismatch', { field: e.field })
  if (e instanceof UnsupportedFlowError)
    return say('unsupportedFlow', { number: e.flowIndex + 1, type: e.flowType })

  if (e instanceof ApiError) {
    const entries = e.errors
    const codes = entries.map((x) => x.code)
    const text = [e.body.message, ...entries.map((x) => x.message)].join(' ')
    if (codes.includes('QUOTE_NOT_FOUND') || /expired/i.test(text)) return say('quoteExpired')
    if (codes.includes('ALREADY_EXECUTED')) return say('alreadyExecuted')
    const short = entries.find((x) => insufficient.test(x.message) || /INSUFFICIENT/.test(x.code))
    if (short || insufficient.test(e.body.message))
      return say('insufficientBalance', { detail: problemOf(short, e.body.message) })
    if (e instanceof InvalidSignatureError) return say('invalidSignature')
    if (e instanceof NoUpgradeNeededError) return say('noUpgradeNeeded')
    if (e instanceof InvalidChainError) {
      const id = Number(/\d+/.exec(entries[0]?.message ?? e.body.message)?.[0])
      return say('invalidChain', { chain: Number.isFinite(id) ? chain(id) : e.body.message })
    }
    if (e instanceof ApiValidationError)
      return say('invalidField', {
        field: fieldOf(entries[0]),
        problem: problemOf(entries[0], e.body.message),
      })
    if (e instanceof BadRequestError) return say('badRequest', { reason: e.body.message })
    if (e instanceof InternalServerError || e.status >= 500)
      return say('serverError', { status: e.status })
    return say('apiError', { code: e.code, reason: e.body.message })
  }

  if (e instanceof InvalidClientConfigError) return say('invalidConfig', { option: e.option })
  if (e instanceof ExecutionRejectedError)
    return say('executionRejected', { reason: e.serviceError ?? m.unknownReason })
  if (e instanceof ReceiptUnavailableError)
    return say('receiptUnavailable', { seconds: seconds(e.failingForMs) })
  if (e instanceof SupertxNotFoundError) return say('supertxNotFound')
  if (e instanceof ExecuteOutcomeUnknownError) return say('executeOutcomeUnknown')
  if (e instanceof ReceiptTimeoutError)
    return say('receiptTimeout', { seconds: seconds(e.timeoutMs) })
  if (e instanceof SupertxFailedError) {
    const op = options.receipt?.userOps.find(
      (o) => o.executionStatus === 'MINED_FAIL' || o.executionStatus === 'FAILED',
    )
    const reason = op?.error ?? e.details ?? m.unknownReason
    const where = op ? chain(op.chainId) : m.someChain
    if (insufficient.test(reason))
      return say('insufficientBalance', { detail: `${where}: ${reason}` })
    return say('supertxFailed', { chain: where, reason })
  }
  if (e instanceof SupertxProviderNotFoundError) return say('providerMissing')
  if (e instanceof AbortError) return say('aborted')
  if (e instanceof MalformedJsonError) return say('malformedResponse')
  if (e instanceof NetworkError) return say('network', { origin: e.origin })
  if (e instanceof TimeoutError) return say('timeout', { seconds: seconds(e.timeoutMs) })
  if (e instanceof UnexpectedResponseError)
    return say(e.status >= 500 ? 'unavailable' : 'unexpectedResponse', { status: e.status })
  if (e instanceof RequestValidationError)
    return say('invalidRequest', {
      field: fieldOf(e.issues[0]),
      problem: problemOf(e.issues[0], e.shortMessage),
    })
  if (e instanceof ResponseValidationError)
    return say('responseFormat', { field: e.path.length ? e.path.join('.') : '(root)' })

  const message =
    error instanceof BaseError
      ? error.shortMessage
      : error instanceof Error
        ? error.message
        : String(error)
  return say('other', { message: /[.!?]$/.test(message) ? message : `${message}.` })
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
