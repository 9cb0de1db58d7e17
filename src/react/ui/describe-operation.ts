'use client'
// The words for one step of a user operation (core `describeOperations`), the same in the review,
// the tracker and the history: "Send 25 USDC to 0xa0Ee…9720", "Approve 25 USDC for 0x4425…9c3A".
// Amounts in the token list's decimals and symbol; a token it does not know in base units with
// its address, never a guessed unit.
import type { Hex } from 'viem'
import type { OperationStep, StepAmount } from '../../core/operations/describeOperations.js'
import { formatAmount } from '../../core/tokens/format-amount.js'
import { findToken, type TokenList } from '../../core/tokens/token-list.js'
import type { commonMessages } from '../i18n/common-messages.js'
import { shortAddress } from './short-address.js'

export type DescribeStepContext = {
  chainId: number
  /** The account that runs the operation: named "your account" when a step pays it. */
  sender: string | undefined
  /** The owner: named "you". */
  owner: string | undefined
  tokenList: TokenList | undefined
  locale: string
  chainName: (chainId: number) => string
  m: (typeof commonMessages)['operations']
}

export function describeStep(step: OperationStep, c: DescribeStepContext): string {
  const { m } = c
  // `from`: the words after "from", which some languages decline ("von Ihnen", "von Ihrem Konto").
  const who = (address: string, from = false) => {
    const lower = address.toLowerCase()
    if (c.sender && lower === c.sender.toLowerCase())
      return from ? m.fromYourAccount : m.yourAccount
    if (c.owner && lower === c.owner.toLowerCase()) return from ? m.fromYou : m.you
    return shortAddress(address)
  }
  const amountOf = (token: Hex, amount: StepAmount, chainId = c.chainId) => {
    const info = findToken(c.tokenList, chainId, token)
    const name = info?.symbol ?? shortAddress(token)
    if ('balanceOf' in amount) return m.allOf({ token: name })
    if (!info) return m.units({ value: amount.value.toString(), token: name })
    return `${formatAmount({ amount: amount.value, decimals: info.decimals, locale: c.locale })} ${info.symbol}`
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
        amount: formatAmount({ amount: step.value, decimals: 18, locale: c.locale }),
        to: who(step.to),
      })
    case 'call':
      return m.call({ selector: step.selector, target: shortAddress(step.to) })
  }
}
