'use client'
import { useState } from 'react'
import type { Mode } from '../../../core/schemas/common.js'
import type { FundingToken } from '../../../core/schemas/quote.js'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import { type FeeChoice, usableFeeTokens } from '../../../core/supertransaction/fee-choice.js'
import type { QuoteCheck } from '../../../core/supertransaction/types.js'
import type { TokenInfo } from '../../../core/tokens/token-list.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { flowModeOf } from '../parts/flow-mode.js'
import { useSupertxFlow } from '../parts/supertransaction-context.js'

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
  const flowContext = useSupertxFlow()
  const [own, setOwn] = useState<FeeChoice>(parameters.defaultValue ?? { type: 'sponsored' })
  const value = parameters.value ?? flowContext?.fee ?? own
  const listed = parameters.tokens ?? flowContext?.feeTokens ?? tokenList?.tokens ?? []
  const mode = parameters.mode ?? flowModeOf(undefined, flowContext)
  const tokens = usableFeeTokens(
    listed,
    mode,
    parameters.fundingTokens ?? flowContext?.fundingTokens,
  )
  const onChange = (next: FeeChoice) => {
    if (parameters.value === undefined && !flowContext) setOwn(next)
    ;(parameters.onChange ?? flowContext?.setFee)?.(next)
  }
  return {
    value,
    onChange,
    tokens,
    leftOut: tokens.length < listed.length,
    quote: parameters.quote ?? flowContext?.flow.data.quote,
    check: parameters.check ?? (parameters.quote ? undefined : flowContext?.flow.data.check),
  }
}
