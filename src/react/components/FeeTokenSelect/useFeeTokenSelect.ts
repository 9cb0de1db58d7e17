'use client'
import { useState } from 'react'
import type { Mode } from '../../../core/schemas/common.js'
import type { FundingToken } from '../../../core/schemas/quote.js'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import { type FeeChoice, usableFeeTokens } from '../../../core/supertransaction/fee-choice.js'
import type { QuoteCheck } from '../../../core/supertransaction/types.js'
import type { TokenInfo } from '../../../core/tokens/token-list.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { partModeOf } from '../parts/part-mode.js'
import { useSupertransactionContext } from '../parts/supertransaction-context.js'

export type UseFeeTokenSelectParameters = {
  /** Controlled choice; with `onChange`. Default the enclosing `<Supertransaction>`'s. */
  value?: FeeChoice | undefined
  /** Uncontrolled start value. Default sponsored. */
  defaultValue?: FeeChoice | undefined
  onChange?: ((value: FeeChoice) => void) | undefined
  /** The tokens the fee may be paid with; default the root's `feeTokens`, else the provider's list. */
  tokens?: readonly TokenInfo[] | undefined
  /** The request's mode; default the root's. In `eoa` mode only `fundingTokens` can pay the fee. */
  mode?: Mode | undefined
  /** The request's funding tokens; default the root's. */
  fundingTokens?: readonly FundingToken[] | undefined
  /** The quote whose fee to show; default the root's current quote. */
  quote?: QuoteResponse | undefined
  /** What the checks before signing say of `quote`; default the root's, for its own quote. */
  check?: QuoteCheck | undefined
}

export type UseFeeTokenSelectReturnType = {
  value: FeeChoice
  onChange: (value: FeeChoice) => void
  /** The tokens that can pay the fee in this mode. */
  tokens: readonly TokenInfo[]
  /** Some listed tokens cannot pay it (`eoa`: only the funding tokens can): the select says why. */
  leftOut: boolean
  quote: QuoteResponse | undefined
  /** The checks' verdict on `quote` (the root's, for its own quote): the fee shown comes from it. */
  check: QuoteCheck | undefined
}

/** The fee choice, headless: its value and setter, the tokens that can pay, the quoted fee. */
export function useFeeTokenSelect(
  parameters: UseFeeTokenSelectParameters,
): UseFeeTokenSelectReturnType {
  const { tokenList } = useSupertxUi()
  const parent = useSupertransactionContext()
  const [own, setOwn] = useState<FeeChoice>(parameters.defaultValue ?? { type: 'sponsored' })
  const value = parameters.value ?? parent?.fee ?? own
  const listed = parameters.tokens ?? parent?.feeTokens ?? tokenList?.tokens ?? []
  const mode = parameters.mode ?? partModeOf(undefined, parent)
  const tokens = usableFeeTokens(listed, mode, parameters.fundingTokens ?? parent?.fundingTokens)
  const onChange = (next: FeeChoice) => {
    if (parameters.value === undefined && !parent) setOwn(next)
    ;(parameters.onChange ?? parent?.setFee)?.(next)
  }
  return {
    value,
    onChange,
    tokens,
    leftOut: tokens.length < listed.length,
    quote: parameters.quote ?? parent?.supertransaction.data.quote,
    check: parameters.check ?? (parameters.quote ? undefined : parent?.supertransaction.data.check),
  }
}
