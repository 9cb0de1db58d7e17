'use client'
import type { ForwardedRef } from 'react'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import { FeeTokenSelectView } from './FeeTokenSelectView.js'
import { type UseFeeTokenSelectParameters, useFeeTokenSelect } from './useFeeTokenSelect.js'

export { isValidFeeChoice, usableFeeTokens } from '../../../core/supertransaction/fee-choice.js'

type OwnProps = UseFeeTokenSelectParameters & {
  disabled?: boolean | undefined
  className?: string | undefined
}
export type FeeTokenSelectProps = OwnProps & RootAttributes<OwnProps, HTMLDivElement>

function FeeTokenSelectContent(props: FeeTokenSelectProps, ref: ForwardedRef<HTMLDivElement>) {
  const { value, defaultValue, onChange, tokens, mode, fundingTokens, quote, check, ...rest } =
    props
  const select = useFeeTokenSelect({
    value,
    defaultValue,
    onChange,
    tokens,
    mode,
    fundingTokens,
    quote,
    check,
  })
  return <FeeTokenSelectView {...rest} {...select} ref={ref} />
}

/**
 * How the fee is paid: sponsored, or with a token on a chain, plus an optional gas refund address
 * (checked as an address, the error inline). Its value maps to the quote request's `feeToken`
 * (absent when sponsored). In `eoa` mode it offers only the request's funding tokens and says why.
 * Shows the fee in the token's decimals and symbol, as the checks before signing found the
 * operations pay it (a quote not checked says so).
 */
export const FeeTokenSelect = /* @__PURE__ */ withErrorBoundary(
  'fee-token-select',
  FeeTokenSelectContent,
)
