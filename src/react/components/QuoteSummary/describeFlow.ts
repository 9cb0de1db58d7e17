'use client'
import { readFunctionSignature } from '../../../core/flow-drafts/abi-params.js'
import { formatAmount } from '../../../core/tokens/format-amount.js'
import { findToken, type TokenList } from '../../../core/tokens/token-list.js'
import type { quoteSummaryMessages } from '../../i18n/messages/quote-summary.js'
import { shortAddress } from '../../ui/short-address.js'

/** The loose shape read here: a request's compose flow (any type, checked field by field). */
type FlowLike = { type: string; data: Record<string, unknown> }

export type DescribeFlowContext = {
  tokenList: TokenList | undefined
  locale: string
  chainName: (chainId: number) => string
  m: typeof quoteSummaryMessages
}

/** The chain a compose flow runs on (its source chain for a bridge or an intent); else undefined. */
export function chainOfFlow(flow: FlowLike): number | undefined {
  const { data } = flow
  const chainId = data.chainId ?? data.srcChainId
  return typeof chainId === 'number' ? chainId : undefined
}

/**
 * One compose flow in a few words, only from what it states: a token transfer with its amount and
 * token when the token list knows it, a call with its function and target, a bridge or swap with
 * its destination chain. Undefined for flows it cannot describe (the caller falls back).
 */
export function describeFlow(flow: FlowLike, c: DescribeFlowContext): string | undefined {
  const { data } = flow
  const amountOf = (chainId: unknown, token: unknown, amount: unknown) => {
    if (typeof chainId !== 'number' || typeof token !== 'string') return undefined
    if (typeof amount !== 'string' && typeof amount !== 'bigint') return undefined
    const info = findToken(c.tokenList, chainId, token)
    if (!info || !/^\d+$/.test(String(amount))) return undefined
    return `${formatAmount({ amount: String(amount), decimals: info.decimals, locale: c.locale })} ${info.symbol}`
  }
  switch (flow.type) {
    case '/instructions/build': {
      if (typeof data.to !== 'string' || typeof data.functionSignature !== 'string') return
      const args = Array.isArray(data.args) ? data.args : []
      // `function approve(address spender, uint256 amount)` or `transfer(address,uint256)`: by
      // viem's parser, so the keyword and parameter names never end up in the function's name.
      const parsed = readFunctionSignature(data.functionSignature)
      if (!parsed.ok) return
      const types = parsed.inputs.map((input) => input.type).join(',')
      if (
        parsed.name === 'transfer' &&
        types === 'address,uint256' &&
        typeof args[0] === 'string'
      ) {
        const amount = amountOf(data.chainId, data.to, args[1])
        if (amount) return c.m.flows.transfer({ amount, to: shortAddress(args[0]) })
      }
      return c.m.flows.call({ fn: parsed.name, target: shortAddress(data.to) })
    }
    case '/instructions/build-raw':
      return typeof data.to === 'string'
        ? c.m.flows.callRaw({ target: shortAddress(data.to) })
        : undefined
    case '/instructions/build-ccip':
    case '/instructions/intent-simple': {
      if (typeof data.dstChainId !== 'number') return
      const amount = amountOf(data.srcChainId, data.srcToken, data.amount)
      const chain = c.chainName(data.dstChainId)
      if (flow.type === '/instructions/build-ccip') return c.m.flows.bridge({ amount, chain })
      return data.dstChainId === data.srcChainId
        ? c.m.flows.swap({ amount })
        : c.m.flows.swapTo({ amount, chain })
    }
    default:
      return undefined
  }
}
