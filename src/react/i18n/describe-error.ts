'use client'
import { UserRejectedRequestError } from 'viem'
import type { IncompleteParametersError } from '../../core/actions/errors.js'
import type { ApiError } from '../../core/errors/api.js'
import type { AuthorizationRequiredError, UnauthorizedError } from '../../core/errors/auth.js'
import type { BalancePreviewUnavailableError } from '../../core/errors/balances.js'
import { BaseError } from '../../core/errors/base.js'
import type { InvalidClientConfigError } from '../../core/errors/config.js'
import type {
  ExecutionRejectedError,
  ReceiptTimeoutError,
  ReceiptUnavailableError,
  SupertxFailedError,
  SupertxNotFoundError,
} from '../../core/errors/flow.js'
import type {
  NetworkError,
  TimeoutError,
  UnexpectedResponseError,
} from '../../core/errors/transport.js'
import type {
  RequestValidationError,
  ResponseValidationError,
} from '../../core/errors/validation.js'
import type {
  AccountFundingRevertedError,
  ApprovalRevertedError,
  AuthorizationNotSupportedError,
  AuthorizationRefusedError,
  QuotePayloadMismatchError,
  QuoteUnverifiableError,
  WalletAccountMismatchError,
  WalletChainMismatchError,
} from '../../core/errors/wallet.js'
import type { UnsupportedFlowError } from '../../core/flow-drafts/errors.js'
import type { ErrorEntry } from '../../core/schemas/format-issues.js'
import type { SupertxReceipt } from '../../core/schemas/receipt.js'
import { cleanText, TEXT_LIMITS } from '../../core/text/clean-text.js'
import { formatAmount } from '../../core/tokens/format-amount.js'
import { errorMessages } from './error-messages.js'

export type ErrorMessages = typeof errorMessages

export type DescribeErrorOptions = {
  /** The `errors` section to speak with; default English (`useDescribeError` passes the provider's). */
  messages?: ErrorMessages | undefined
  /** A chain's name by id (e.g. from wagmi's config); default `chain <id>`. */
  chainName?: ((chainId: number) => string | undefined) | undefined
  /** The receipt of a failed supertransaction: names the chain and reason of the failed op. */
  receipt?: SupertxReceipt | undefined
  /**
   * The token a failed operation's call moves (by the operation's place in the receipt and, when
   * the reason names it, the call's place in the operation): a token error
   * (`ERC20InsufficientBalance(…)`) is then said in its symbol and decimals. `useFailureDescription`
   * reads it from the quote and the token list.
   */
  tokenOf?:
    | ((op: { chainId: number; index: number; call: number | undefined }) => TokenFacts | undefined)
    | undefined
  /** BCP 47 locale of the amounts in a sentence; default `en`. */
  locale?: string | undefined
}

/** What an error sentence needs to say an amount of a token. */
export type TokenFacts = { symbol: string; decimals: number }

/** OpenZeppelin's ERC-20 errors (ERC-6093) as a receipt words them, and the failing call's place. */
export const tokenError =
  /\b(ERC20InsufficientBalance|ERC20InsufficientAllowance)\((0x[0-9a-fA-F]{40}),\s*(\d{1,78}),\s*(\d{1,78})\)/
const failedCall = /\bcall (\d{1,4}) failed\b/
const fullAddress = /0x[0-9a-fA-F]{40}\b/g
/** `0x1234…abcd` for every address in outside text: the sentence stays readable. */
export const shortenAddresses = (text: string) =>
  text.replace(fullAddress, (a) => `${a.slice(0, 6)}…${a.slice(-4)}`)
const localHosts = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])
const isLocal = (origin: string) => {
  try {
    const host = new URL(origin).hostname
    return localHosts.has(host) || host.endsWith('.localhost')
  } catch {
    return false
  }
}

/** Which sentence an error maps to: `key` of the `errors` section, or `other` for unknown errors. */
export type ErrorDescription = { key: keyof ErrorMessages; sentence: string }

/** `ApiError` and its subclasses (`name`s), the errors whose body came from the API. */
const apiErrorNames = new Set([
  'ApiError',
  'ApiValidationError',
  'InvalidSignatureError',
  'NoUpgradeNeededError',
  'InvalidChainError',
  'BadRequestError',
  'InternalServerError',
])
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
 * errors pick their sentence by their class's stable `name`; a wallet rejection or another
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
    return { key, sentence: typeof entry === 'function' ? entry(cleanValues(values[0])) : entry }
  }

  if (e instanceof UserRejectedRequestError) return say('userRejected')
  // Kit errors by their stable `name` (every class sets its own), so this table does not import
  // every error class: a component that only tracks carries no wallet or flow-builder errors.
  const name = e instanceof BaseError ? e.name : undefined
  if (name && apiErrorNames.has(name)) {
    const api = e as ApiError
    const entries = api.errors
    const codes = entries.map((x) => x.code)
    const text = [api.body.message, ...entries.map((x) => x.message)].join(' ')
    if (codes.includes('QUOTE_NOT_FOUND') || /expired/i.test(text)) return say('quoteExpired')
    if (codes.includes('ALREADY_EXECUTED')) return say('alreadyExecuted')
    // A receipt read for a hash the service does not know (a tracker given a wrong or new hash).
    if (api.status === 404 && api.endpoint.startsWith('GET /v1/explorer'))
      return say('unknownSupertx')
    const short = entries.find((x) => insufficient.test(x.message) || /INSUFFICIENT/.test(x.code))
    if (short || insufficient.test(api.body.message))
      return say('insufficientBalance', { detail: problemOf(short, api.body.message) })
    switch (name) {
      case 'InvalidSignatureError':
        return say('invalidSignature')
      case 'NoUpgradeNeededError':
        return say('noUpgradeNeeded')
      case 'InvalidChainError': {
        const id = Number(/\d+/.exec(entries[0]?.message ?? api.body.message)?.[0])
        return say('invalidChain', { chain: Number.isFinite(id) ? chain(id) : api.body.message })
      }
      case 'ApiValidationError':
        return say('invalidField', {
          field: fieldOf(entries[0]),
          problem: problemOf(entries[0], api.body.message),
        })
      case 'BadRequestError':
        return say('badRequest', { reason: api.body.message })
    }
    if (api.code === 'CHAIN_UNAVAILABLE') {
      // The service cannot reach a chain's node: name the chain (the body's message carries its id).
      const id = Number(/chain (\d+)/i.exec(api.body.message)?.[1])
      return say('chainUnavailable', { chain: Number.isFinite(id) ? chain(id) : m.someChain })
    }
    if (name === 'InternalServerError' || api.status >= 500)
      return say('serverError', { status: api.status })
    return say('apiError', { code: api.code, reason: api.body.message })
  }

  switch (name) {
    case 'UserRejectedError':
      return say('userRejected')
    case 'AuthorizationNotSupportedError':
      return say('authorizationNotSupported', {
        wallet: (e as AuthorizationNotSupportedError).wallet ?? 'Your wallet',
      })
    case 'AuthorizationRequiredError': {
      const authorizations = (e as AuthorizationRequiredError).authorizations
      const ids = [...new Set(authorizations.map((a) => a.chainId))]
      return say('authorizationRequired', { chains: ids.map(chain).join(', ') })
    }
    case 'UnauthorizedError':
      return say((e as UnauthorizedError).apiKeySent ? 'unauthorizedKey' : 'missingKey')
    case 'WalletNotConnectedError':
      return say('notConnected')
    case 'WalletAccountMismatchError': {
      const { connected, expected } = e as WalletAccountMismatchError
      return say('accountMismatch', { connected, expected })
    }
    case 'WalletChainMismatchError':
      return say('chainMismatch', { chain: chain((e as WalletChainMismatchError).expected) })
    case 'BalancePreviewUnavailableError':
      return say('previewUnavailable', {
        chain: chain((e as BalancePreviewUnavailableError).chainId),
      })
    case 'AccountFundingRevertedError':
      return say('accountFundingReverted', {
        chain: chain((e as AccountFundingRevertedError).chainId),
      })
    case 'ApprovalRevertedError':
      return say('approvalReverted', { chain: chain((e as ApprovalRevertedError).chainId) })
    case 'IncompleteParametersError':
      return say('incomplete', { missing: (e as IncompleteParametersError).missing.join(', ') })
    case 'QuotePayloadMismatchError':
      return say('payloadMismatch', { field: (e as QuotePayloadMismatchError).field })
    case 'QuoteUnverifiableError': {
      const { missing } = e as QuoteUnverifiableError
      if (missing === 'operations') return say('operationsUnreadable')
      if (missing === 'checks') return say('checksUnloaded')
      return say('quoteUnverifiable', {
        missing: missing === 'accounts' ? 'accounts or config' : missing,
      })
    }
    case 'AuthorizationRefusedError': {
      const { reason, actual, chainId } = e as AuthorizationRefusedError
      const where = chainId === undefined ? m.someChain : chain(chainId)
      if (reason === 'delegate') return say('authorizationUntrusted', { address: actual })
      if (reason === 'chain') return say('authorizationOtherChain', { chain: where })
      if (reason === 'nonce') return say('authorizationNonce', { chain: where })
      if (reason === 'conflict') return say('authorizationConflict', { chain: where })
      return say('authorizationNonceUnreadable', { chain: where })
    }
    case 'UnsupportedFlowError': {
      const { flowIndex, flowType } = e as UnsupportedFlowError
      return say('unsupportedFlow', { number: flowIndex + 1, type: flowType })
    }
    case 'InvalidTokenAmountError':
      return say('invalidTokenAmount')
    case 'InvalidClientConfigError':
      return say('invalidConfig', { option: (e as InvalidClientConfigError).option })
    case 'ExecutionRejectedError':
      return say('executionRejected', {
        reason: (e as ExecutionRejectedError).serviceError ?? m.unknownReason,
      })
    case 'ReceiptUnavailableError':
      return say('receiptUnavailable', {
        seconds: seconds((e as ReceiptUnavailableError).failingForMs),
      })
    case 'SupertxNotFoundError':
      // A hash tracked on its own (a link, the history) may simply be wrong.
      return (e as SupertxNotFoundError).executed === false
        ? say('unknownSupertx')
        : say('supertxNotFound')
    case 'ExecuteOutcomeUnknownError':
      return say('executeOutcomeUnknown')
    case 'QuoteStaleError':
      return say('quoteStale')
    case 'ReceiptTimeoutError':
      return say('receiptTimeout', { seconds: seconds((e as ReceiptTimeoutError).timeoutMs) })
    case 'SupertxFailedError': {
      const ops = options.receipt?.userOps ?? []
      const index = ops.findIndex(
        (o) => o.executionStatus === 'MINED_FAIL' || o.executionStatus === 'FAILED',
      )
      const op = ops[index]
      const raw = op?.error ?? (e as SupertxFailedError).details ?? m.unknownReason
      const where = op ? chain(op.chainId) : m.someChain
      // A token's own error, decoded: the balance or allowance and what was needed, as amounts.
      const token = tokenError.exec(raw)
      if (token) {
        const [, name, who, have, needed] = token as unknown as [
          string,
          string,
          string,
          string,
          string,
        ]
        const call = failedCall.exec(raw)?.[1]
        const facts =
          op &&
          options.tokenOf?.({
            chainId: op.chainId,
            index,
            call: call === undefined ? undefined : Number(call),
          })
        const amount = (units: string) =>
          facts
            ? `${formatAmount({ amount: units, decimals: facts.decimals, locale: options.locale })} ${facts.symbol}`
            : m.baseUnits({ value: units })
        const symbol = facts?.symbol ?? m.unknownToken
        if (name === 'ERC20InsufficientBalance')
          return say('tokenBalanceTooLow', {
            token: symbol,
            chain: where,
            balance: amount(have),
            needed: amount(needed),
          })
        return say('tokenAllowanceTooLow', {
          token: symbol,
          chain: where,
          spender: shortenAddresses(who),
          allowance: amount(have),
          needed: amount(needed),
        })
      }
      const reason = shortenAddresses(raw)
      if (insufficient.test(reason))
        return say('insufficientBalance', { detail: `${where}: ${reason}` })
      return say('supertxFailed', { chain: where, reason })
    }
    case 'SupertxProviderNotFoundError':
      return say('providerMissing')
    case 'AbortError':
      return say('aborted')
    case 'MalformedJsonError':
      return say('malformedResponse')
    case 'NetworkError': {
      const { origin } = e as NetworkError
      return say(isLocal(origin) ? 'networkLocal' : 'network', { origin })
    }
    case 'TimeoutError':
      return say('timeout', { seconds: seconds((e as TimeoutError).timeoutMs) })
    case 'UnexpectedResponseError': {
      const { status } = e as UnexpectedResponseError
      return say(status >= 500 ? 'unavailable' : 'unexpectedResponse', { status })
    }
    case 'RequestValidationError': {
      const { issues, shortMessage } = e as RequestValidationError
      return say('invalidRequest', {
        field: fieldOf(issues[0]),
        problem: problemOf(issues[0], shortMessage),
      })
    }
    case 'ResponseValidationError': {
      const { path } = e as ResponseValidationError
      return say('responseFormat', { field: path.length ? path.join('.') : '(root)' })
    }
  }

  const message =
    error instanceof BaseError
      ? error.shortMessage
      : error instanceof Error
        ? error.message
        : String(error)
  return say('other', { message: /[.!?]$/.test(message) ? message : `${message}.` })
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
