'use client'
import { QueryClientContext } from '@tanstack/react-query'
import { useContext } from 'react'
import type { Address } from 'viem'
import { WagmiContext } from 'wagmi'
import { formatAmount } from '../../../core/tokens/format-amount.js'
import { findToken, type TokenInfo } from '../../../core/tokens/token-list.js'
import { useTokenInfo } from '../../tokens/useTokenInfo.js'
import { cx } from '../../ui/class-names.js'
import { shortAddress } from '../../ui/short-address.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'

export type TokenAmountProps = {
  chainId: number
  address: Address | string
  /** Base units. */
  amount: string | bigint
  /** Known token info (e.g. from a `tokens` prop); else the provider's list, else the chain. */
  token?: TokenInfo | undefined
  className?: string | undefined
}

/**
 * An amount in the token's decimals and symbol, e.g. `1.5 USDC`. The symbol comes from `token`,
 * the provider's token list, or (inside a WagmiProvider) the chain; until known, base units and a
 * short address show, so the amount is never wrong, only less friendly.
 */
export function TokenAmount(props: TokenAmountProps) {
  const { tokenList } = useSupertxUi()
  const listed = props.token ?? findToken(tokenList, props.chainId, props.address)
  const wagmi = useContext(WagmiContext)
  const queryClient = useContext(QueryClientContext)
  if (listed || !wagmi || !queryClient) return <Amount {...props} token={listed} />
  return <OnchainTokenAmount {...props} />
}

function OnchainTokenAmount(props: TokenAmountProps) {
  const token = useTokenInfo({ chainId: props.chainId, address: props.address as Address })
  return <Amount {...props} token={token} />
}

function Amount({ amount, address, token, className }: TokenAmountProps) {
  const { locale } = useSupertxUi()
  return (
    <span className={cx('stx-amount', className)}>
      {formatAmount({ amount, decimals: token?.decimals ?? 0, locale })}{' '}
      {/* Isolated: a symbol's own direction never reorders the amount or the sentence around it. */}
      <bdi className="stx-amount__symbol" title={token ? undefined : address}>
        {token?.symbol ?? shortAddress(address)}
      </bdi>
    </span>
  )
}
