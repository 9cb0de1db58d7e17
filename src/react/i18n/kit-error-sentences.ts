'use client'
import {
  ContractFunctionRevertedError,
  decodeErrorResult,
  BaseError as LibraryError,
  parseAbi,
} from 'viem'
// The sentences of the kit's own errors, one row per error class, keyed by the class's stable
// `code` (`BaseError`). The classes are imported as types only, so a component that only tracks
// carries no wallet or flow-builder error; the keys are checked against the classes' codes, and
// each row gets its class's fields.
import type { IncompleteParametersError } from '../../core/actions/errors.js'
import type { AuthorizationRequiredError, UnauthorizedError } from '../../core/errors/auth.js'
import type {
  BalancePreviewBlockedError,
  BalancePreviewUnavailableError,
} from '../../core/errors/balances.js'
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
} from '../../core/errors/supertransaction.js'
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
  AccountRefusedError,
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
  type DescribeErrorOptions,
  type ErrorDescription,
  fieldOf,
  insufficient,
  problemOf,
  type Say,
  type SentenceContext,
  seconds,
  type TokenFacts,
} from './error-sentence-parts.js'
import { shortenAddresses, tokenError } from './token-error.js'

/** The kit's errors that are not the API's (those are `apiErrorSentence`'s). */
type KitError =
  | AbortError
  | AccountFundingRevertedError
  | AccountRefusedError
  | ApprovalRevertedError
  | AuthorizationNotSupportedError
  | AuthorizationRefusedError
  | AuthorizationRequiredError
  | BalancePreviewBlockedError
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
  [error in KitError as error['code']]: (
    say: Say,
    error: error,
    c: SentenceContext,
  ) => ErrorDescription
}

const byCode: KitErrorSentences = {
  USER_REJECTED: (say) => say('userRejected'),
  AUTHORIZATION_NOT_SUPPORTED: (say, { wallet }) => say('authorizationNotSupported', { wallet }),
  AUTHORIZATION_REQUIRED: (say, { authorizations }, { chain }) => {
    const ids = [...new Set(authorizations.map((a) => a.chainId))]
    return say('authorizationRequired', { chains: ids.map(chain).join(', ') })
  },
  UNAUTHORIZED: (say, { apiKeySent }) => say(apiKeySent ? 'unauthorizedKey' : 'missingKey'),
  WALLET_NOT_CONNECTED: (say) => say('notConnected'),
  WALLET_ACCOUNT_MISMATCH: (say, { connected, expected }) =>
    say('accountMismatch', { connected, expected }),
  WALLET_CHAIN_MISMATCH: (say, { expected }, { chain }) =>
    say('chainMismatch', { chain: chain(expected) }),
  BALANCE_PREVIEW_UNAVAILABLE: (say, { chainId, reason }, { chain }) =>
    reason === 'unreachable' || reason === 'no-client'
      ? say('previewUnreachable', { chain: chain(chainId) })
      : say('previewUnavailable', { chain: chain(chainId) }),
  BALANCE_PREVIEW_BLOCKED: (say, { reason, chainId }, { chain }) =>
    chainId === undefined
      ? say('previewBlockedUnavailable')
      : reason === 'reverts'
        ? say('previewBlockedReverts', { chain: chain(chainId) })
        : reason === 'unreachable'
          ? say('previewBlockedUnreachable', { chain: chain(chainId) })
          : say('previewBlockedUnavailable'),
  ACCOUNT_FUNDING_REVERTED: (say, { chainId }, { chain }) =>
    say('accountFundingReverted', { chain: chain(chainId) }),
  APPROVAL_REVERTED: (say, { chainId }, { chain }) =>
    say('approvalReverted', { chain: chain(chainId) }),
  INCOMPLETE_PARAMETERS: (say, { missing }) => say('incomplete', { missing: missing.join(', ') }),
  QUOTE_PAYLOAD_MISMATCH: (say, { field }) => say('payloadMismatch', { field }),
  QUOTE_UNVERIFIABLE: (say, { missing }) => {
    if (missing === 'operations') return say('operationsUnreadable')
    if (missing === 'checks') return say('checksUnloaded')
    return say('quoteUnverifiable', {
      missing: missing === 'accounts' ? 'accounts or config' : missing,
    })
  },
  AUTHORIZATION_REFUSED: (say, { reason, actual, chainId }, { chain, messages }) => {
    const where = chainId === undefined ? messages.someChain : chain(chainId)
    if (reason === 'delegate') return say('authorizationUntrusted', { address: actual })
    if (reason === 'chain') return say('authorizationOtherChain', { chain: where })
    if (reason === 'nonce') return say('authorizationNonce', { chain: where })
    if (reason === 'conflict') return say('authorizationConflict', { chain: where })
    return say('authorizationNonceUnreadable', { chain: where })
  },
  ACCOUNT_REFUSED: (say, { reason, actual, chainId }, { chain }) =>
    reason === 'not-derived'
      ? say('accountNotYours', { address: actual, chain: chain(chainId) })
      : say('accountUnreadable', { chain: chain(chainId) }),
  UNSUPPORTED_FLOW: (say, { flowIndex, flowType }) =>
    say('unsupportedFlow', { number: flowIndex + 1, type: flowType }),
  INVALID_TOKEN_AMOUNT: (say) => say('invalidTokenAmount'),
  INVALID_CLIENT_CONFIG: (say, { option }) => say('invalidConfig', { option }),
  EXECUTION_REJECTED: (say, { serviceError }, { messages }) =>
    say('executionRejected', { reason: serviceError ?? messages.unknownReason }),
  RECEIPT_UNAVAILABLE: (say, { failingForMs }) =>
    say('receiptUnavailable', { seconds: seconds(failingForMs) }),
  // A hash tracked on its own (a link, the history) may simply be wrong.
  SUPERTX_NOT_FOUND: (say, { executed }) =>
    executed === false ? say('unknownSupertx') : say('supertxNotFound'),
  EXECUTE_OUTCOME_UNKNOWN: (say) => say('executeOutcomeUnknown'),
  QUOTE_STALE: (say) => say('quoteStale'),
  RECEIPT_TIMEOUT: (say, { timeoutMs }) => say('receiptTimeout', { seconds: seconds(timeoutMs) }),
  SUPERTX_FAILED: (_, error, c) => failedSupertxSentence(error, c),
  PROVIDER_NOT_FOUND: (say) => say('providerMissing'),
  ABORTED: (say) => say('aborted'),
  MALFORMED_JSON: (say) => say('malformedResponse'),
  NETWORK_ERROR: (say, { origin }) => say(isLocal(origin) ? 'networkLocal' : 'network', { origin }),
  TIMEOUT: (say, { timeoutMs }) => say('timeout', { seconds: seconds(timeoutMs) }),
  UNEXPECTED_RESPONSE: (say, { status }) =>
    say(status >= 500 ? 'unavailable' : 'unexpectedResponse', { status }),
  REQUEST_VALIDATION_ERROR: (say, { issues, shortMessage }) =>
    say('invalidRequest', {
      field: fieldOf(issues[0]),
      problem: problemOf(issues[0], shortMessage),
    }),
  RESPONSE_VALIDATION_ERROR: (say, { path }) =>
    say('responseFormat', { field: path.length ? path.join('.') : '(root)' }),
}

/** A kit error's sentence by its class's `code`; undefined for an error of another class. */
export function kitErrorSentence(
  error: BaseError,
  c: SentenceContext,
): ErrorDescription | undefined {
  if (!Object.hasOwn(byCode, error.code)) return undefined
  const sentence = byCode[error.code as keyof KitErrorSentences] as (
    say: Say,
    error: BaseError,
    c: SentenceContext,
  ) => ErrorDescription
  return sentence(c.say, error, c)
}

const failedCall = /\bcall (\d{1,4}) failed\b/

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
 * A reason with each "chain <id>" the app names (`chainName`) said by its name: the service's
 * words know only ids ("Chain 31338 is not reachable" reads "Devnet B is not reachable").
 */
function withChainNames(reason: string, chainName: DescribeErrorOptions['chainName']): string {
  if (!chainName) return reason
  return reason.replace(chainId, (said, id: string) => chainName(Number(id)) ?? said)
}

const chainId = /\bchain (\d{1,12})\b/gi

/** A reason without its own closing full stops: the sentence puts one after it. */
function withoutFullStop(reason: string): string {
  let text = reason.trimEnd()
  while (text.endsWith('.')) text = text.slice(0, -1).trimEnd()
  return text
}

/**
 * A failed supertransaction: the chain and reason of its first failed operation (from the
 * receipt); one that ran in part with where the funds it moved are now; a token's own error
 * decoded into amounts, a balance too low said as one.
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
  const reason = withChainNames(withoutFullStop(shortenAddresses(raw)), options.chainName)
  // It ran in part: where the funds it moved are now, per chain, and no "try again".
  if (error.funds?.length) {
    const own = new Set(options.ownAccounts?.map((a) => a.toLowerCase()))
    // Each holder the lines name rather than address (the user's own, an app's label): its
    // full address, for the "Addresses in full" under the list.
    const addresses: { name: string; address: string }[] = []
    const funds = error.funds.map((f) => {
      const facts = options.tokenAt?.(f.chainId, f.token)
      const amount = facts
        ? `${formatAmount({ amount: f.amount, decimals: facts.decimals, locale: options.locale })} ${facts.symbol}`
        : `${messages.baseUnits({ value: f.amount })} ${f.token}`
      if (options.ownerAddress?.toLowerCase() === f.account.toLowerCase()) {
        addresses.push({ name: messages.yourWallet, address: f.account })
        return messages.fundsInYourWallet({ amount, chain: chain(f.chainId) })
      }
      if (own.has(f.account.toLowerCase())) {
        addresses.push({ name: messages.yourAccount, address: f.account })
        return messages.fundsInYourAccount({ amount, chain: chain(f.chainId) })
      }
      const label = options.nameOf?.(f.chainId, f.account)
      if (label) addresses.push({ name: label, address: f.account })
      return messages.fundsAt({ amount, account: label ?? f.account, chain: chain(f.chainId) })
    })
    const said = say('partialRun', { chain: where, reason, funds: funds.join('; ') })
    // The same words around a list: split where the funds go (no words hold a NUL).
    const [before, after, ...more] = messages
      .partialRun({ chain: where, reason, funds: '\u0000' })
      .split('\u0000')
    if (before === undefined || after === undefined || more.length) return said
    const list = {
      before: before.trimEnd(),
      lines: funds,
      after: after.replace(/^[\s.;:]+/, ''),
      addresses,
    }
    return { ...said, funds: list }
  }
  const decoded = tokenRevertSentence(raw, op && { chainId: op.chainId, index }, c)
  if (decoded) return decoded
  if (insufficient.test(reason))
    return say('insufficientBalance', { detail: `${where}: ${reason}` })
  return say('supertxFailed', { chain: where, reason })
}

/**
 * A revert reason that is a token's own error (`tokenError`), in the token's symbol and human
 * amounts when `tokenOf` knows the token of the failed operation (`op`: its chain and place in the
 * receipt); undefined for any other reason.
 */
export function tokenRevertSentence(
  reason: string,
  op: { chainId: number; index: number } | undefined,
  c: SentenceContext,
): ErrorDescription | undefined {
  const token = tokenError.exec(reason)
  if (!token) return undefined
  const call = failedCall.exec(reason)?.[1]
  const facts =
    op && c.options.tokenOf?.({ ...op, call: call === undefined ? undefined : Number(call) })
  const where = op ? c.chain(op.chainId) : c.messages.someChain
  return tokenErrorSentence(token, where, facts || undefined, c)
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

// OpenZeppelin's ERC-20 errors (ERC-6093), which a token's transfer reverts with: decoded with
// viem's `decodeErrorResult` where the caller's ABI (viem's `erc20Abi`) has no errors, so viem
// left only the raw selector (`0xe450d38c`).
const erc20Errors = parseAbi([
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
])

/**
 * A library's (viem's) error for a contract call that reverted before anything was sent: a
 * token's own error in amounts (`tokenBalanceTooLow`, …), any other revert as a contract refusing
 * the transaction with its reason string, never viem's text (raw selector, 4byte link, version).
 * Undefined for an error that is not a revert.
 */
export function libraryRevertSentence(
  error: unknown,
  c: SentenceContext,
): ErrorDescription | undefined {
  if (!(error instanceof LibraryError)) return undefined
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError)
  if (!(reverted instanceof ContractFunctionRevertedError)) return undefined
  if (reverted.raw && reverted.raw !== '0x') {
    try {
      const { errorName, args } = decodeErrorResult({ abi: erc20Errors, data: reverted.raw })
      const decoded = tokenRevertSentence(`${errorName}(${args.join(', ')})`, undefined, c)
      if (decoded) return decoded
    } catch {}
  }
  const reason = reverted.data?.errorName === 'Error' ? (reverted.reason ?? '') : ''
  return c.say('contractRefused', { reason })
}
