'use client'
// The words for one step of a user operation (core `describeOperations`), the same in the review,
// the tracker and the history: "Send 25 USDC to 0xa0Ee…9720", "Approve 25 USDC for 0x4425…9c3A".
// Amounts in the token list's decimals and symbol; a token it does not know in the symbol and
// decimals its contract reports (`useOperationTokens`), marked unlisted with its short address;
// until those are read, base units with its address, never a guessed unit.
import type { Hex } from 'viem'
import type { OperationStep, StepAmount } from '../../core/operations/describeOperations.js'
import type { QuoteCheck } from '../../core/supertransaction/types.js'
import { formatAmount } from '../../core/tokens/format-amount.js'
import { findToken, type TokenList } from '../../core/tokens/token-list.js'
import type { commonMessages } from '../i18n/common-messages.js'
import { labelOf } from './address-label.js'
import { shortAddress } from './short-address.js'
import type { OnchainTokenLookup } from './useOperationTokens.js'

/**
 * The fee the checks before signing proved a quote pays (`QuoteCheck.fee`), with its chain: the
 * transfer of exactly it in the quote's first operation reads as the service's fee, in the
 * review, the tracker and the history alike; undefined when nothing proved it.
 */
export function provenFee(
  check: QuoteCheck | undefined,
): { token: string; chainId: number; amount: bigint } | undefined {
  return check?.status === 'verified' && typeof check.fee === 'object' ? check.fee : undefined
}

/** `provenFee` where it applies: the quote's first operation, on the fee's chain. */
export function feeOfOperation(
  d: { index: number; chainId: number },
  fee: ReturnType<typeof provenFee>,
): ReturnType<typeof provenFee> {
  return d.index === 0 && fee?.chainId === d.chainId ? fee : undefined
}

export type DescribeStepContext = {
  chainId: number
  /** The account that runs the operation: named "your account" when a step pays it. */
  sender: string | undefined
  /** The owner: named "you". */
  owner: string | undefined
  /**
   * The user's account on another chain (the sender of the quote's operations there): a bridge's
   * recipient lives on its destination chain, and is "your smart account" only if it is that
   * chain's. Undefined where the quote runs nothing on that chain.
   */
  senderOn?: ((chainId: number) => string | undefined) | undefined
  tokenList: TokenList | undefined
  /**
   * The fee the checks proved this operation pays the service (`QuoteCheck.fee`, the quote's
   * first operation): a transfer of exactly it reads as the service's fee, not a bare address.
   */
  fee?: { token: string; amount: bigint } | undefined
  /** The app's contracts (the provider's `labels`, read through `labelOf`). */
  labels?: ReadonlyMap<string, string> | undefined
  locale: string
  chainName: (chainId: number) => string
  m: (typeof commonMessages)['operations']
  /** A token the list lacks, as its contract reports it (`useOperationTokens`). */
  onchainToken?: OnchainTokenLookup | undefined
  /** Beside such a token's symbol: "(unlisted token 0xfbfb…1234)". */
  unlisted?: (typeof commonMessages)['unlisted'] | undefined
}

/** An address as words name it ("Savings vault", "you", "0xa0Ee…9720"), with the address itself. */
export type NamedAddress = { name: string; address: string }

/** How the words name an address or a token: the same in a sentence and in its full list. */
function namers(c: DescribeStepContext) {
  const { m } = c
  // `form`: where the name stands, which some languages decline: after "to" (the default;
  // "an Ihren Smart Account"), after "from" ("von Ihrem Smart Account") or on its own, as the
  // addresses' full list names it ("Ihr Smart Account").
  // `chainId`: the chain the address lives on, the operation's own but for a bridge's recipient.
  const who = (address: string, form: 'to' | 'from' | 'alone' = 'to', chainId = c.chainId) => {
    const lower = address.toLowerCase()
    // The owner first: in eoa-7702 the wallet itself runs the operation, and stays "your wallet".
    if (c.owner && lower === c.owner.toLowerCase()) return form === 'from' ? m.fromYou : m.you
    const sender = chainId === c.chainId ? c.sender : c.senderOn?.(chainId)
    if (sender && lower === sender.toLowerCase())
      return form === 'from'
        ? m.fromYourAccount
        : form === 'alone'
          ? m.yourAccountAlone
          : m.yourAccount
    return labelOf(c.labels, chainId, address, c.tokenList) ?? shortAddress(address)
  }
  const tokenOf = (token: Hex, chainId = c.chainId) => {
    const listed = findToken(c.tokenList, chainId, token)
    // A contract's own symbol only with its mark: anyone can deploy a "USDC".
    const onchain = listed || !c.unlisted ? undefined : c.onchainToken?.(chainId, token)
    const info = listed ?? onchain
    const name = !info
      ? shortAddress(token)
      : onchain && c.unlisted
        ? `${onchain.symbol} ${c.unlisted({ address: shortAddress(token) })}`
        : info.symbol
    return { info, name }
  }
  return { who, tokenOf }
}

/**
 * Every address a step's words name (`describeStep`), as they name it, with the address in full:
 * what the review lists under "Addresses in full", one interaction away from the short words.
 */
export function stepAddresses(step: OperationStep, c: DescribeStepContext): NamedAddress[] {
  const { who, tokenOf } = namers(c)
  const token = 'token' in step ? [{ name: tokenOf(step.token).name, address: step.token }] : []
  const named = (address: string) => ({ name: who(address, 'alone'), address })
  switch (step.kind) {
    case 'transfer':
    case 'native':
      return [...token, named(step.to)]
    case 'pull':
      return [...token, named(step.from)]
    case 'approve':
      return [...token, named(step.spender)]
    case 'swap':
      return [...token, named(step.pool)]
    case 'bridge':
      // The recipient lives on the destination chain: named as that chain knows it.
      return [
        ...token,
        { name: who(step.recipient, 'alone', step.dstChainId), address: step.recipient },
      ]
    case 'upgrade':
      return [
        { name: shortAddress(step.account), address: step.account },
        { name: shortAddress(step.implementation), address: step.implementation },
      ]
    case 'call':
      return [{ name: shortAddress(step.to), address: step.to }]
  }
}

/**
 * What a step does, as one sentence in the locale's words. Its first letter is upper case: a
 * language whose sentence opens with the amount (German "das gesamte USDC … senden") reads as
 * a sentence too.
 */
export function describeStep(step: OperationStep, c: DescribeStepContext): string {
  const words = stepWords(step, c)
  return words.charAt(0).toLocaleUpperCase(c.locale) + words.slice(1)
}

function stepWords(step: OperationStep, c: DescribeStepContext): string {
  const { m } = c
  const { who, tokenOf } = namers(c)
  // Where a runtime balance is held: the account that runs the step, named after "in".
  const holder = c.sender ? who(c.sender, 'from') : m.fromYourAccount
  const amountOf = (token: Hex, amount: StepAmount, chainId = c.chainId, held = true) => {
    const { info, name } = tokenOf(token, chainId)
    if ('balanceOf' in amount)
      return held ? m.allOf({ token: name, holder }) : m.allTheToken({ token: name })
    if (!info) return m.units({ value: amount.value.toString(), token: name })
    // Rounded away from zero: the figure the review's fee and funding rows show for a debit.
    const shown = formatAmount({
      amount: amount.value,
      decimals: info.decimals,
      locale: c.locale,
      precision: 'debit',
    })
    return `${shown} ${name}`
  }
  switch (step.kind) {
    case 'transfer': {
      // To the account that runs it: nothing leaves it (a wait on a balance, say).
      if (c.sender && step.to.toLowerCase() === c.sender.toLowerCase())
        return m.keep({ amount: amountOf(step.token, step.amount, c.chainId, false), holder })
      const words = { amount: amountOf(step.token, step.amount), to: who(step.to) }
      const paysFee =
        c.fee !== undefined &&
        step.token.toLowerCase() === c.fee.token.toLowerCase() &&
        'value' in step.amount &&
        step.amount.value === c.fee.amount
      return paysFee ? m.fee(words) : m.transfer(words)
    }
    case 'pull':
      return m.pull({ amount: amountOf(step.token, step.amount), from: who(step.from, 'from') })
    case 'approve':
      return m.approve({ amount: amountOf(step.token, step.amount), spender: who(step.spender) })
    case 'swap':
      return m.swap({ amount: amountOf(step.token, step.amount), pool: who(step.pool) })
    case 'bridge':
      return m.bridge({
        amount: amountOf(step.token, step.amount),
        chain: c.chainName(step.dstChainId),
        // The recipient lives on the destination chain: its label and the user's account there.
        to: who(step.recipient, 'to', step.dstChainId),
      })
    case 'upgrade':
      return m.upgrade({
        account: shortAddress(step.account),
        implementation: shortAddress(step.implementation),
      })
    case 'native':
      return m.native({
        amount: formatAmount({
          amount: step.value,
          decimals: 18,
          locale: c.locale,
          precision: 'debit',
        }),
        to: who(step.to),
      })
    case 'call':
      return m.call({ selector: step.selector, target: shortAddress(step.to) })
  }
}
