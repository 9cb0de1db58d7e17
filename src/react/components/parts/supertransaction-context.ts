'use client'
import { createContext, useContext } from 'react'
import type { Mode } from '../../../core/schemas/common.js'
import type { FundingToken, QuoteRequest } from '../../../core/schemas/quote.js'
import type { AccountFundingNeed } from '../../../core/supertransaction/account-funding-needs.js'
import type { FeeChoice } from '../../../core/supertransaction/fee-choice.js'
import type { TokenInfo } from '../../../core/tokens/token-list.js'
import type { UseSupertransactionReturnType } from '../../hooks/useSupertransaction.js'

/** What `<Supertransaction>` hands its parts; each part also takes the same pieces as props. */
export type SupertransactionContextValue = {
  /** The supertransaction: its state (`status`, `data`, `error`, `step`) and `quote`/`execute`/`retry`/`reset`. */
  supertransaction: UseSupertransactionReturnType
  /** The fee choice the request is built with, and its setter (used by `<FeeTokenSelect>`). */
  fee: FeeChoice
  setFee: (fee: FeeChoice) => void
  /** The tokens the fee may be paid with (the root's `feeTokens` prop). */
  feeTokens: readonly TokenInfo[] | undefined
  /** Why the action cannot start now (not connected, wrong chain, balance, no flows), or undefined. */
  disabledReason: string | undefined
  /**
   * The request's mode: the one source of the mode for the parts (eoa-7702: the run may ask for
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

export const SupertransactionRootContext = createContext<SupertransactionContextValue | undefined>(
  undefined,
)

/**
 * The nearest `<Supertransaction>`'s state and choices, or undefined outside one (parts then use
 * their props), as OnchainKit's `useTransactionContext` does for its parts.
 */
export function useSupertransactionContext(): SupertransactionContextValue | undefined {
  return useContext(SupertransactionRootContext)
}
