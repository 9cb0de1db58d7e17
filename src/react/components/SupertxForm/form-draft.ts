'use client'
// The form's fields as typed (text, picks) → the core's steps, with what is wrong per field.
import type { Address } from 'viem'
import { parseAmountText } from '../../../core/forms/amount-text.js'
import type { FormStep, FormStepKind } from '../../../core/forms/form-steps.js'
import { checkRecipient } from '../../../core/forms/recipient.js'
import type { TokenInfo } from '../../../core/tokens/token-list.js'

/** One step as the person fills it in. */
export type StepDraft = {
  /** Stable key of the step in the list. */
  id: string
  kind: FormStepKind
  /** The chain of a send, swap or deposit; a bridge's source chain. */
  chainId: number | undefined
  /** A bridge's destination chain. */
  toChainId: number | undefined
  /** The token a step spends (a swap's "from"). */
  token: Address | undefined
  /** A swap's "to" token. */
  toToken: Address | undefined
  /** The amount in the token's own units, in the locale's number format. */
  amount: string
  /** Spend all that the previous step produced instead of `amount`. */
  previous: boolean
  /** A send's recipient as typed (an address, or a name where the chain has ENS). */
  recipient: string
  /** A swap's slippage in percent, as typed. */
  slippage: string
}

export type FormField =
  | 'chain'
  | 'toChain'
  | 'token'
  | 'toToken'
  | 'amount'
  | 'recipient'
  | 'slippage'

/** Why a field cannot be used yet, by code (worded in `supertxFormMessages.issues`). */
export type FieldIssue =
  | { step: number; field: FormField; code: 'required' | 'amountInvalid' | 'zero' }
  | { step: number; field: 'amount'; code: 'tooManyDecimals'; decimals: number }
  | { step: number; field: 'amount'; code: 'unknownDecimals' }
  | { step: number; field: 'recipient'; code: 'recipientInvalid' | 'recipientChecksum' }
  | { step: number; field: 'recipient'; code: 'ensUnavailable'; name: string }
  | { step: number; field: 'recipient'; code: 'ensNotFound'; name: string }
  | { step: number; field: 'recipient'; code: 'ensResolving'; name: string }
  | { step: number; field: 'slippage'; code: 'slippageInvalid' }
  | { step: number; field: 'toToken'; code: 'sameToken' }
  | { step: number; field: 'toChain'; code: 'sameChain' | 'noTwin' }
  | { step: number; field: 'amount'; code: 'previousNone' }

export type DraftContext = {
  locale: string
  /** The token on a chain: the app's list, or read from the chain (undefined while unknown). */
  tokenOf: (chainId: number, address: Address) => TokenInfo | undefined
  /** The same token on another chain (same symbol in the list), for a bridge. */
  twinOf: (token: TokenInfo, chainId: number) => TokenInfo | undefined
  /** Whether a chain has ENS (a name can be resolved there). */
  hasEns: (chainId: number) => boolean
  /** A name already resolved on a chain: its address, `null` when it resolves to nothing. */
  resolved: (name: string, chainId: number) => Address | null | undefined
  /** The app's vault on a chain, for a deposit. */
  vaultOf: (chainId: number) => Address | undefined
  /** A swap step's least output, once its route is quoted (by step index). */
  minOutputOf: (index: number) => bigint | undefined
}

export type DraftResult = { steps: FormStep[] | undefined; issues: FieldIssue[] }

let nextId = 0
/** A new, empty step of a kind, on a chain and with a token when given. */
export function newStepDraft(kind: FormStepKind, init: Partial<StepDraft> = {}): StepDraft {
  nextId += 1
  return {
    id: `step-${nextId}`,
    kind,
    chainId: undefined,
    toChainId: undefined,
    token: undefined,
    toToken: undefined,
    amount: '',
    previous: false,
    recipient: '',
    slippage: '1',
    ...init,
  }
}

/** The steps the drafts stand for, or what is wrong with each field (in order). */
export function draftsToSteps(drafts: readonly StepDraft[], ctx: DraftContext): DraftResult {
  const issues: FieldIssue[] = []
  const steps: FormStep[] = []
  drafts.forEach((draft, index) => {
    const step = draftToStep(draft, index, ctx, issues)
    if (step) steps.push(step)
  })
  return { steps: issues.length ? undefined : steps, issues }
}

function draftToStep(
  d: StepDraft,
  step: number,
  ctx: DraftContext,
  issues: FieldIssue[],
): FormStep | undefined {
  const before = issues.length
  if (d.chainId === undefined) issues.push({ step, field: 'chain', code: 'required' })
  if (!d.token) issues.push({ step, field: 'token', code: 'required' })
  const token = d.chainId !== undefined && d.token ? ctx.tokenOf(d.chainId, d.token) : undefined
  // The amount, in the token's decimals.
  let amount: FormStep['amount'] | undefined
  if (d.previous) {
    if (step === 0) issues.push({ step, field: 'amount', code: 'previousNone' })
    amount = { type: 'previous' }
  } else if (!d.amount.trim()) issues.push({ step, field: 'amount', code: 'required' })
  else if (d.token && !token) issues.push({ step, field: 'amount', code: 'unknownDecimals' })
  else if (token) {
    const parsed = parseAmountText(d.amount, token.decimals, ctx.locale)
    if (parsed.ok) {
      if (parsed.amount === 0n) issues.push({ step, field: 'amount', code: 'zero' })
      else amount = { type: 'exact', amount: parsed.amount }
    } else if (parsed.code === 'tooManyDecimals')
      issues.push({ step, field: 'amount', code: 'tooManyDecimals', decimals: token.decimals })
    else issues.push({ step, field: 'amount', code: 'amountInvalid' })
  }
  const chainId = d.chainId as number
  const tokenAddress = d.token as Address
  switch (d.kind) {
    case 'send': {
      const recipient = recipientOf(d.recipient, chainId, step, ctx, issues)
      if (issues.length > before || !recipient || !amount) return undefined
      return { kind: 'send', chainId, token: tokenAddress, recipient, amount }
    }
    case 'deposit': {
      const vault = d.chainId === undefined ? undefined : ctx.vaultOf(chainId)
      if (d.chainId !== undefined && !vault) issues.push({ step, field: 'chain', code: 'required' })
      if (issues.length > before || !vault || !amount) return undefined
      return { kind: 'deposit', chainId, token: tokenAddress, vault, amount }
    }
    case 'swap': {
      if (!d.toToken) issues.push({ step, field: 'toToken', code: 'required' })
      else if (d.token && d.toToken.toLowerCase() === d.token.toLowerCase())
        issues.push({ step, field: 'toToken', code: 'sameToken' })
      const slippage = slippageOf(d.slippage)
      if (slippage === undefined) issues.push({ step, field: 'slippage', code: 'slippageInvalid' })
      if (issues.length > before || !amount || slippage === undefined || !d.toToken)
        return undefined
      return {
        kind: 'swap',
        chainId,
        fromToken: tokenAddress,
        toToken: d.toToken,
        amount,
        slippage,
        minOutput: ctx.minOutputOf(step),
      }
    }
    case 'bridge': {
      let twin: TokenInfo | undefined
      if (d.toChainId === undefined) issues.push({ step, field: 'toChain', code: 'required' })
      else if (d.toChainId === d.chainId) issues.push({ step, field: 'toChain', code: 'sameChain' })
      else if (token) {
        twin = ctx.twinOf(token, d.toChainId)
        if (!twin) issues.push({ step, field: 'toChain', code: 'noTwin' })
      }
      if (issues.length > before || !amount || !twin) return undefined
      return {
        kind: 'bridge',
        fromChainId: chainId,
        toChainId: d.toChainId as number,
        fromToken: tokenAddress,
        toToken: twin.address,
        amount,
      }
    }
  }
}

function recipientOf(
  text: string,
  chainId: number | undefined,
  step: number,
  ctx: DraftContext,
  issues: FieldIssue[],
): Address | undefined {
  const check = checkRecipient(text, { ens: chainId !== undefined && ctx.hasEns(chainId) })
  switch (check.status) {
    case 'valid':
      return check.address
    case 'empty':
      issues.push({ step, field: 'recipient', code: 'required' })
      return undefined
    case 'checksum':
      issues.push({ step, field: 'recipient', code: 'recipientChecksum' })
      return undefined
    case 'invalid':
      issues.push({ step, field: 'recipient', code: 'recipientInvalid' })
      return undefined
    case 'name': {
      if (!check.resolvable || chainId === undefined) {
        issues.push({ step, field: 'recipient', code: 'ensUnavailable', name: check.name })
        return undefined
      }
      const address = ctx.resolved(check.name, chainId)
      if (address === null)
        issues.push({ step, field: 'recipient', code: 'ensNotFound', name: check.name })
      if (address === undefined)
        issues.push({ step, field: 'recipient', code: 'ensResolving', name: check.name })
      return address ?? undefined
    }
  }
}

/** Slippage typed in percent, as a fraction: "0.5" → 0.005; 0 to 50 %. */
function slippageOf(text: string): number | undefined {
  const value = text.trim().replace(',', '.').replace(/%$/, '').trim()
  if (!/^(\d+\.?\d*|\.\d+)$/.test(value)) return undefined
  const percent = Number(value)
  return percent > 50 ? undefined : Number((percent / 100).toPrecision(12))
}
