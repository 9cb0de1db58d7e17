'use client'
// The words for one step of a user operation (core `describeOperations`), the same in the review,
// the tracker and the history: "Send 25 USDC to 0xa0Ee…9720", "Approve 25 USDC for 0x4425…9c3A".
// Amounts in the token list's decimals and symbol; a token it does not know in the symbol and
// decimals its contract reports (`useOperationTokens`), marked unlisted with its short address;
// until those are read, base units with its address, never a guessed unit.
import type { Hex } from 'viem'
import type { OperationStep, StepAmount } from '../../core/operations/describeOperations.js'
import { formatAmount } from '../../core/tokens/format-amount.js'
import { findToken, type TokenList } from '../../core/tokens/token-list.js'
import type { commonMessages } from '../i18n/common-messages.js'
import { shortAddress } from './short-address.js'
import type { OnchainTokenLookup } from './useOperationTokens.js'

export type DescribeStepContext = {
  chainId: number
  /** The account that runs the operation: named "your account" when a step pays it. */
  sender: string | undefined
  /** The owner: named "you". */
  owner: string | undefined
  tokenList: TokenList | undefined
  /** The app's contracts by lowercased address (the provider's `labels`). */
  labels?: ReadonlyMap<string, string> | undefined
  locale: string
  chainName: (chainId: number) => string
  m: (typeof commonMessages)['operations']
  /** A token the list lacks, as its contract reports it (`useOperationTokens`). */
  onchainToken?: OnchainTokenLookup | undefined
  /** Beside such a token's symbol: "(unlisted token 0xfbfb…1234)". */
  unlisted?: (typeof commonMessages)['unlisted'] | undefined
}

export function describeStep(step: OperationStep, c: DescribeStepContext): string {
  const { m } = c
  // `from`: the words after "from", which some languages decline ("von Ihnen", "von Ihrem Konto").
  const who = (address: string, from = false) => {
    const lower = address.toLowerCase()
    if (c.sender && lower === c.sender.toLowerCase())
      return from ? m.fromYourAccount : m.yourAccount
    if (c.owner && lower === c.owner.toLowerCase()) return from ? m.fromYou : m.you
    return c.labels?.get(lower) ?? shortAddress(address)
  }
  const amountOf = (token: Hex, amount: StepAmount, chainId = c.chainId) => {
    const listed = findToken(c.tokenList, chainId, token)
    // A contract's own symbol only with its mark: anyone can deploy a "USDC".
    const onchain = listed || !c.unlisted ? undefined : c.onchainToken?.(chainId, token)
    const info = listed ?? onchain
    const name = !info
      ? shortAddress(token)
      : onchain && c.unlisted
        ? `${onchain.symbol} ${c.unlisted({ address: shortAddress(token) })}`
        : info.symbol
    if ('balanceOf' in amount) return m.allOf({ token: name })
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
    case 'transfer':
      return m.transfer({ amount: amountOf(step.token, step.amount), to: who(step.to) })
    case 'pull':
      return m.pull({ amount: amountOf(step.token, step.amount), from: who(step.from, true) })
    case 'approve':
      return m.approve({ amount: amountOf(step.token, step.amount), spender: who(step.spender) })
    case 'swap':
      return m.swap({ amount: amountOf(step.token, step.amount), pool: who(step.pool) })
    case 'bridge':
      return m.bridge({
        amount: amountOf(step.token, step.amount),
        chain: c.chainName(step.dstChainId),
        to: who(step.recipient),
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
