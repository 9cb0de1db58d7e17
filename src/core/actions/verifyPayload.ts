// The per-item checks of verifyQuote. Internal: verifyQuote documents the rules.
import { decodeFunctionData, erc20Abi, type Hex, hexToBigInt, size, slice } from 'viem'
import { QuotePayloadMismatchError } from '../errors/wallet.js'
import type {
  OnchainPayload,
  PayloadToSign,
  PermitPayload,
  SimplePayload,
} from '../schemas/payload.js'
import type { FeeToken, FundingToken } from '../schemas/quote.js'
import type { QuoteResponse } from '../schemas/quote-response.js'
import { sameAddress } from './internal.js'

export type VerifyContext = {
  quote: QuoteResponse
  owner: string
  funding: readonly FundingToken[]
  /** The request's fee token, if it pays the fee with one. */
  feeToken: Pick<FeeToken, 'address' | 'chainId'> | undefined
  accountOn: (chainId: number) => string | undefined
  requireHashBinding: boolean
  now: number
}

export function mismatch(field: string, expected: unknown, actual: unknown): never {
  throw new QuotePayloadMismatchError({ field, expected: show(expected), actual: show(actual) })
}

function show(value: unknown): string {
  if (value === undefined) return '(missing)'
  return typeof value === 'string'
    ? value
    : JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v))
}

function toBigInt(value: unknown): bigint | undefined {
  try {
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
      ? BigInt(value)
      : undefined
  } catch {
    return undefined
  }
}

// The schema's union already matched one shape; these pick which (loose objects defeat `in`).
export const isTypedData = (item: PayloadToSign): item is PermitPayload =>
  typeof item.signablePayload === 'object' && item.signablePayload !== null
export const isOnchain = (item: PayloadToSign): item is OnchainPayload =>
  typeof item.to === 'string' && typeof item.data === 'string'
export const isSimple = (item: PayloadToSign): item is SimplePayload =>
  typeof item.message === 'object' &&
  item.message !== null &&
  typeof (item.message as { raw?: unknown }).raw === 'string'

const kindOf = (item: PayloadToSign) =>
  isTypedData(item) ? 'typed data' : isOnchain(item) ? 'an onchain transaction' : 'a message'

function fundingFor(ctx: VerifyContext, at: string, chainId: unknown, token: unknown) {
  const found = ctx.funding.find(
    (f) => f.chainId === chainId && sameAddress(f.tokenAddress, String(token)),
  )
  if (!found)
    mismatch(
      at,
      ctx.funding.map((f) => `${f.tokenAddress} on chain ${f.chainId}`).join(', ') ||
        'a funding token of the request',
      `${String(token)} on chain ${String(chainId)}`,
    )
  return found
}

/**
 * What the owner's permit or approve may let the account pull of a funding token: its amount, plus
 * the quoted fee when the request and the quote both pay the fee in that token on that chain (eoa
 * mode pulls both at once, docs/devnet-protocol.md "Fees"; the fee is what the review shows).
 */
function allowedPull(ctx: VerifyContext, funding: FundingToken): bigint {
  const { feeToken } = ctx
  const { fee } = ctx.quote
  const paysFee =
    feeToken?.chainId === funding.chainId &&
    fee.chainId === funding.chainId &&
    sameAddress(feeToken.address, funding.tokenAddress) &&
    sameAddress(fee.token, funding.tokenAddress)
  return BigInt(funding.amount) + (paysFee ? BigInt(fee.amount) : 0n)
}

function accountFor(ctx: VerifyContext, at: string, chainId: number): string {
  const account = ctx.accountOn(chainId)
  if (!account) mismatch(at, `a user op of the quote on chain ${chainId}`, 'none')
  return account
}

export function checkSimple(ctx: VerifyContext, item: PayloadToSign, at: string): void {
  if (isSimple(item)) {
    if (item.message.raw.toLowerCase() !== ctx.quote.quote.hash.toLowerCase())
      mismatch(`${at}.message.raw`, ctx.quote.quote.hash, item.message.raw)
    return
  }
  if (!isTypedData(item)) mismatch(at, 'a message (the quote hash)', kindOf(item))
  checkTypedData(ctx, item, at)
  // Typed data in a simple quote must commit to the quote: the hash appears in its message.
  const values = Object.values(item.signablePayload.message).map((v) => String(v).toLowerCase())
  if (!values.includes(ctx.quote.quote.hash.toLowerCase()))
    mismatch(
      `${at}.signablePayload.message`,
      `a field equal to the quote hash ${ctx.quote.quote.hash}`,
      item.signablePayload.message,
    )
}

/** Typed data of any kind: its chain is one of the quote's, its `owner` (if named) the owner. */
export function checkTypedData(ctx: VerifyContext, item: PayloadToSign, at: string): void {
  if (!isTypedData(item)) mismatch(at, 'typed data', kindOf(item))
  const { domain, message } = item.signablePayload
  const chains = new Set([
    ...ctx.quote.quote.userOps.map((op) => op.chainId),
    ...ctx.funding.map((f) => f.chainId),
  ])
  if (domain?.chainId !== undefined && !chains.has(domain.chainId))
    mismatch(`${at}.signablePayload.domain.chainId`, [...chains].join(' or '), domain.chainId)
  if ('owner' in message && !sameAddress(String(message.owner), ctx.owner))
    mismatch(`${at}.signablePayload.message.owner`, ctx.owner, message.owner)
}

export function checkPermit(ctx: VerifyContext, item: PayloadToSign, at: string): void {
  if (!isTypedData(item)) mismatch(at, 'a permit (typed data)', kindOf(item))
  const { domain, message, primaryType } = item.signablePayload
  const path = `${at}.signablePayload`
  if (primaryType !== 'Permit') mismatch(`${path}.primaryType`, 'Permit', primaryType)
  if (!sameAddress(String(message.owner), ctx.owner))
    mismatch(`${path}.message.owner`, ctx.owner, message.owner)
  const funding = fundingFor(ctx, `${path}.domain`, domain?.chainId, domain?.verifyingContract)
  const account = accountFor(ctx, `${path}.message.spender`, funding.chainId)
  if (!sameAddress(String(message.spender), account))
    mismatch(`${path}.message.spender`, account, message.spender)
  const allowed = allowedPull(ctx, funding)
  if (toBigInt(message.value) !== allowed)
    mismatch(`${path}.message.value`, allowed.toString(), message.value)
  const deadline = toBigInt(message.deadline)
  const bound = hexToBigInt(ctx.quote.quote.hash)
  if (deadline === bound) return
  const timestamp = deadline !== undefined && deadline < 2n ** 40n
  if (ctx.requireHashBinding || !timestamp)
    mismatch(`${path}.message.deadline`, `${bound} (uint256 of the quote hash)`, message.deadline)
  if (deadline < BigInt(ctx.now))
    mismatch(`${path}.message.deadline`, `a time after ${ctx.now}`, message.deadline)
  const meta = item.metadata
  if (
    meta &&
    (!sameAddress(meta.spender, String(message.spender)) || meta.amount !== String(message.value))
  )
    mismatch(
      `${at}.metadata`,
      { spender: message.spender, amount: message.value },
      { spender: meta.spender, amount: meta.amount },
    )
}

export function checkOnchain(ctx: VerifyContext, item: PayloadToSign, at: string): void {
  if (!isOnchain(item)) mismatch(at, 'an onchain approval transaction', kindOf(item))
  const funding = fundingFor(ctx, `${at}.to`, item.chainId, item.to)
  if (BigInt(item.value) !== 0n) mismatch(`${at}.value`, '0', item.value)
  const account = accountFor(ctx, `${at}.data`, funding.chainId)
  const length = size(item.data)
  // approve(address,uint256) is 4 + 64 bytes; the devnet appends the 32-byte quote hash.
  if (length !== 68 && length !== 100)
    mismatch(
      `${at}.data`,
      'approve(account, amount), optionally followed by the quote hash',
      item.data,
    )
  let args: readonly unknown[] | undefined
  try {
    const decoded = decodeFunctionData({ abi: erc20Abi, data: slice(item.data, 0, 68) })
    args = decoded.functionName === 'approve' ? decoded.args : undefined
  } catch {}
  if (!args) mismatch(`${at}.data`, 'approve(address,uint256)', slice(item.data, 0, 4))
  const [spender, amount] = args as [Hex, bigint]
  if (!sameAddress(spender, account)) mismatch(`${at}.data.spender`, account, spender)
  const allowed = allowedPull(ctx, funding)
  if (amount !== allowed) mismatch(`${at}.data.amount`, allowed.toString(), amount.toString())
  if (length === 100 && slice(item.data, 68).toLowerCase() !== ctx.quote.quote.hash.toLowerCase())
    mismatch(`${at}.data (appended quote hash)`, ctx.quote.quote.hash, slice(item.data, 68))
}
