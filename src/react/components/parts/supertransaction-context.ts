'use client'
import { createContext, useContext } from 'react'
import type { Mode } from '../../../core/schemas/common.js'
import type { FeeToken, FundingToken, QuoteRequest } from '../../../core/schemas/quote.js'
import type { AccountFundingNeed } from '../../../core/supertransaction/account-funding-needs.js'
import type { TokenInfo } from '../../../core/tokens/token-list.js'
import type { UseSupertransactionReturnType } from '../../hooks/useSupertransaction.js'

/**
 * How the fee is paid: `sponsored` (the request carries no `feeToken`), or a token on a chain,
 * with an optional gas refund address (as typed; checked before it reaches the request).
 */
export type FeeChoice =
  | { type: 'sponsored' }
  | {
      type: 'token'
      chainId: number
      address: `0x${string}`
      gasRefundAddress?: string | undefined
    }

/** What `<Supertransaction>` hands its parts; each part also takes the same pieces as props. */
export type SupertxFlowContextValue = {
  /** The flow: its state (`status`, `data`, `error`, `step`) and `quote`/`execute`/`retry`/`reset`. */
  flow: UseSupertransactionReturnType
  /** The fee choice the request is built with, and its setter (used by `<FeeTokenSelect>`). */
  fee: FeeChoice
  setFee: (fee: FeeChoice) => void
  /** The tokens the fee may be paid with (the root's `feeTokens` prop). */
  feeTokens: readonly TokenInfo[] | undefined
  /** Why the action cannot start now (not connected, wrong chain, balance, no flows), or undefined. */
  disabledReason: string | undefined
  /**
   * The request's mode: the one source of the mode for the parts (eoa-7702: the flow may ask for
   * an authorization first; eoa: the fee is paid with a funding token).
   */
  mode: Mode
  /** The request's funding tokens: in eoa mode `<FeeTokenSelect>` offers only these. */
  fundingTokens?: readonly FundingToken[] | undefined
  /**
   * smart-account with `fundAccount`: what the funding step tops the account up to for the quote
   * under review; `<BalanceChanges>` previews those transfers first.
   */
  accountFunding?: readonly AccountFundingNeed[] | undefined
  /** The request's `accountAddress`, as given: `<FlowBuilder>`'s Max reads those accounts. */
  accountAddress?: QuoteRequest['accountAddress']
}

export const SupertxFlowContext = createContext<SupertxFlowContextValue | undefined>(undefined)

/** The nearest `<Supertransaction>`'s flow, or undefined outside one (parts then use their props). */
export function useSupertxFlow(): SupertxFlowContextValue | undefined {
  return useContext(SupertxFlowContext)
}

/** The request's fee fields for a choice: no `feeToken` means sponsored. */
export function feeTokenOf(fee: FeeChoice): FeeToken | undefined {
  if (fee.type === 'sponsored') return undefined
  const refund = fee.gasRefundAddress?.trim()
  return {
    address: fee.address,
    chainId: fee.chainId,
    ...(refund ? { gasRefundAddress: refund as `0x${string}` } : {}),
  }
}

/** The choice a request's `feeToken` stands for. */
export function feeChoiceOf(feeToken: FeeToken | undefined): FeeChoice {
  return feeToken
    ? {
        type: 'token',
        chainId: feeToken.chainId,
        address: feeToken.address as `0x${string}`,
        gasRefundAddress: feeToken.gasRefundAddress,
      }
    : { type: 'sponsored' }
}
