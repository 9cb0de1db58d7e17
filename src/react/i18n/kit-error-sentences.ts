// The sentences of the kit's own errors, one row per error class, keyed by the class's stable
// `code` (`BaseError`). The classes are imported as types only, so a component that only tracks
// carries no wallet or flow-builder error; the keys are checked against the classes' codes, and
// each row gets its class's fields.
import type { IncompleteParametersError } from '../../core/actions/errors.js'
import type { AuthorizationRequiredError, UnauthorizedError } from '../../core/errors/auth.js'
import type { BalancePreviewUnavailableError } from '../../core/errors/balances.js'
import type { BaseError } from '../../core/errors/base.js'
import type { InvalidClientConfigError } from '../../core/errors/config.js'
import type {
  ExecuteOutcomeUnknownError,
  ExecutionRejectedError,
  QuoteStaleError,
  ReceiptTimeoutError,
  ReceiptUnavailableError,
  SupertxFailedError,
  SupertxNotFoundError,
} from '../../core/errors/flow.js'
import type {
  AbortError,
  MalformedJsonError,
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
  UserRejectedError,
  WalletAccountMismatchError,
  WalletChainMismatchError,
  WalletNotConnectedError,
} from '../../core/errors/wallet.js'
import type { UnsupportedFlowError } from '../../core/flow-drafts/errors.js'
import type { InvalidTokenAmountError } from '../../core/tokens/errors.js'
import { formatAmount } from '../../core/tokens/format-amount.js'
import type { SupertxProviderNotFoundError } from '../errors.js'
import {
  type ErrorDescription,
  fieldOf,
  insufficient,
  problemOf,
  type SentenceContext,
  seconds,
  type TokenFacts,
} from './error-sentence-parts.js'

/** The kit's errors that are not the API's (those are `apiErrorSentence`'s). */
type KitError =
  | AbortError
  | AccountFundingRevertedError
  | ApprovalRevertedError
  | AuthorizationNotSupportedError
  | AuthorizationRefusedError
  | AuthorizationRequiredError
  | BalancePreviewUnavailableError
  | ExecuteOutcomeUnknownError
  | ExecutionRejectedError
  | IncompleteParametersError
  | InvalidClientConfigError
  | InvalidTokenAmountError
  | MalformedJsonError
  | NetworkError
  | QuotePayloadMismatchError
  | QuoteStaleError
  | QuoteUnverifiableError
  | ReceiptTimeoutError
  | ReceiptUnavailableError
  | RequestValidationError
  | ResponseValidationError
  | SupertxFailedError
  | SupertxNotFoundError
  | SupertxProviderNotFoundError
  | TimeoutError
  | UnauthorizedError
  | UnexpectedResponseError
  | UnsupportedFlowError
  | UserRejectedError
  | WalletAccountMismatchError
  | WalletChainMismatchError
  | WalletNotConnectedError

type KitErrorSentences = {
  [error in KitError as error['code']]: (error: error, c: SentenceContext) => ErrorDescription
}

const byCode: KitErrorSentences = {
  USER_REJECTED: (_, { say }) => say('userRejected'),
  AUTHORIZATION_NOT_SUPPORTED: ({ wallet }, { say }) =>
    say('authorizationNotSupported', { wallet: wallet ?? 'Your wallet' }),
  AUTHORIZATION_REQUIRED: ({ authorizations }, { say, chain }) => {
    const ids = [...new Set(authorizations.map((a) => a.chainId))]
    return say('authorizationRequired', { chains: ids.map(chain).join(', ') })
  },
  UNAUTHORIZED: ({ apiKeySent }, { say }) => say(apiKeySent ? 'unauthorizedKey' : 'missingKey'),
  WALLET_NOT_CONNECTED: (_, { say }) => say('notConnected'),
  WALLET_ACCOUNT_MISMATCH: ({ connected, expected }, { say }) =>
    say('accountMismatch', { connected, expected }),
  WALLET_CHAIN_MISMATCH: ({ expected }, { say, chain }) =>
    say('chainMismatch', { chain: chain(expected) }),
  BALANCE_PREVIEW_UNAVAILABLE: ({ chainId }, { say, chain }) =>
    say('previewUnavailable', { chain: chain(chainId) }),
  ACCOUNT_FUNDING_REVERTED: ({ chainId }, { say, chain }) =>
    say('accountFundingReverted', { chain: chain(chainId) }),
  APPROVAL_REVERTED: ({ chainId }, { say, chain }) =>
    say('approvalReverted', { chain: chain(chainId) }),
  INCOMPLETE_PARAMETERS: ({ missing }, { say }) =>
    say('incomplete', { missing: missing.join(', ') }),
  QUOTE_PAYLOAD_MISMATCH: ({ field }, { say }) => say('payloadMismatch', { field }),
  QUOTE_UNVERIFIABLE: ({ missing }, { say }) => {
    if (missing === 'operations') return say('operationsUnreadable')
    if (missing === 'checks') return say('checksUnloaded')
    return say('quoteUnverifiable', {
      missing: missing === 'accounts' ? 'accounts or config' : missing,
    })
  },
  AUTHORIZATION_REFUSED: ({ reason, actual, chainId }, { say, chain, messages }) => {
    const where = chainId === undefined ? messages.someChain : chain(chainId)
    if (reason === 'delegate') return say('authorizationUntrusted', { address: actual })
    if (reason === 'chain') return say('authorizationOtherChain', { chain: where })
    if (reason === 'nonce') return say('authorizationNonce', { chain: where })
    if (reason === 'conflict') return say('authorizationConflict', { chain: where })
    return say('authorizationNonceUnreadable', { chain: where })
  },
  UNSUPPORTED_FLOW: ({ flowIndex, flowType }, { say }) =>
    say('unsupportedFlow', { number: flowIndex + 1, type: flowType }),
  INVALID_TOKEN_AMOUNT: (_, { say }) => say('invalidTokenAmount'),
  INVALID_CLIENT_CONFIG: ({ option }, { say }) => say('invalidConfig', { option }),
  EXECUTION_REJECTED: ({ serviceError }, { say, messages }) =>
    say('executionRejected', { reason: serviceError ?? messages.unknownReason }),
  RECEIPT_UNAVAILABLE: ({ failingForMs }, { say }) =>
    say('receiptUnavailable', { seconds: seconds(failingForMs) }),
  // A hash tracked on its own (a link, the history) may simply be wrong.
  SUPERTX_NOT_FOUND: ({ executed }, { say }) =>
    executed === false ? say('unknownSupertx') : say('supertxNotFound'),
  EXECUTE_OUTCOME_UNKNOWN: (_, { say }) => say('executeOutcomeUnknown'),
  QUOTE_STALE: (_, { say }) => say('quoteStale'),
  RECEIPT_TIMEOUT: ({ timeoutMs }, { say }) =>
    say('receiptTimeout', { seconds: seconds(timeoutMs) }),
  SUPERTX_FAILED: (error, c) => failedSupertxSentence(error, c),
  PROVIDER_NOT_FOUND: (_, { say }) => say('providerMissing'),
  ABORTED: (_, { say }) => say('aborted'),
  MALFORMED_JSON: (_, { say }) => say('malformedResponse'),
  NETWORK_ERROR: ({ origin }, { say }) =>
    say(isLocal(origin) ? 'networkLocal' : 'network', { origin }),
  TIMEOUT: ({ timeoutMs }, { say }) => say('timeout', { seconds: seconds(timeoutMs) }),
  UNEXPECTED_RESPONSE: ({ status }, { say }) =>
    say(status >= 500 ? 'unavailable' : 'unexpectedResponse', { status }),
  REQUEST_VALIDATION_ERROR: ({ issues, shortMessage }, { say }) =>
    say('invalidRequest', {
      field: fieldOf(issues[0]),
      problem: problemOf(issues[0], shortMessage),
    }),
  RESPONSE_VALIDATION_ERROR: ({ path }, { say }) =>
    say('responseFormat', { field: path.length ? path.join('.') : '(root)' }),
}

/** A kit error's sentence by its class's `code`; undefined for an error of another class. */
export function kitErrorSentence(
  error: BaseError,
  c: SentenceContext,
): ErrorDescription | undefined {
  if (!Object.hasOwn(byCode, error.code)) return undefined
  const sentence = byCode[error.code as keyof KitErrorSentences] as (
    error: BaseError,
    c: SentenceContext,
  ) => ErrorDescription
  return sentence(error, c)
}

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

/**
 * A failed supertransaction: the chain and reason of its first failed operation (from the
 * receipt), a token's own error decoded into amounts, a balance too low said as one.
 */
function failedSupertxSentence(error: SupertxFailedError, c: SentenceContext): ErrorDescription {
  const { say, chain, messages, options } = c
  const ops = options.receipt?.userOps ?? []
  const index = ops.findIndex(
    (o) => o.executionStatus === 'MINED_FAIL' || o.executionStatus === 'FAILED',
  )
  const op = ops[index]
  const raw = op?.error ?? error.details ?? messages.unknownReason
  const where = op ? chain(op.chainId) : messages.someChain
  const token = tokenError.exec(raw)
  if (token) {
    const call = failedCall.exec(raw)?.[1]
    const facts =
      op &&
      options.tokenOf?.({
        chainId: op.chainId,
        index,
        call: call === undefined ? undefined : Number(call),
      })
    return tokenErrorSentence(token, where, facts || undefined, c)
  }
  const reason = shortenAddresses(raw)
  if (insufficient.test(reason))
    return say('insufficientBalance', { detail: `${where}: ${reason}` })
  return say('supertxFailed', { chain: where, reason })
}

/** A token's own error (`tokenError`), the balance or allowance and what was needed as amounts. */
function tokenErrorSentence(
  token: RegExpExecArray,
  where: string,
  facts: TokenFacts | undefined,
  { say, messages, options }: SentenceContext,
): ErrorDescription {
  const [, name, who, have, needed] = token as unknown as [string, string, string, string, string]
  const amount = (units: string) =>
    facts
      ? `${formatAmount({ amount: units, decimals: facts.decimals, locale: options.locale })} ${facts.symbol}`
      : messages.baseUnits({ value: units })
  const symbol = facts?.symbol ?? messages.unknownToken
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
