'use client'
import type { Address } from 'viem'
import { formatAmount } from '../../../core/tokens/format-amount.js'
import { useTokenInfo } from '../../tokens/useTokenInfo.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'

export type TokenAmountProps = {
  /** Base units (a decimal string as the API sends them, or a bigint). */
  amount: bigint | string
  chainId: number
  token: Address
}

/**
 * `1.5 USDC`: the amount in the token's decimals and symbol (from the provider's token list, else
 * read on chain), in the app's locale. Until the token is known: the base units, labelled as such.
 */
export function TokenAmount({ amount, chainId, token }: TokenAmountProps) {
  const { locale, messages } = useSupertxUi()
  const info = useTokenInfo({ chainId, address: token })
  if (!info) return <>{messages.common.baseUnits({ amount: amount.toString() })}</>
  return (
    <>
      {formatAmount({ amount, decimals: info.decimals, locale })} {info.symbol}
    </>
  )
}
