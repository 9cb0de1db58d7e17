'use client'
import { QueryClientContext } from '@tanstack/react-query'
import { useContext } from 'react'
import type { Address } from 'viem'
import { WagmiContext } from 'wagmi'
import { formatAmount } from '../../../core/tokens/format-amount.js'
import { findToken, type TokenInfo } from '../../../core/tokens/token-list.js'
import { useTokenInfo } from '../../hooks/useTokenInfo.js'
import { commonMessages } from '../../i18n/common-messages.js'
import { cx } from '../../ui/class-names.js'
import { shortAddress } from '../../ui/short-address.js'
import { useMessages } from '../../ui/useMessages.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'

export type TokenAmountProps = {
  chainId: number
  address: Address | string
  /** Base units. */
  amount: string | bigint
  /** Known token info (e.g. from a `tokens` prop); else the provider's list, else the chain. */
  token?: TokenInfo | undefined
  /**
   * `'compact'` (a fee): rounded for reading (`formatAmount`'s compact rule, never down to 0),
   * the exact amount in its title and in the text assistive technology reads. `'debit'` (what
   * leaves an account): `formatAmount`'s debit rule (6 decimals, away from zero, the figure the
   * review's operations show), the exact amount there too when it differs.
   */
  precision?: 'fixed' | 'compact' | 'debit' | undefined
  className?: string | undefined
}

/**
 * An amount in the token's decimals and symbol, e.g. `1.5 USDC`. The symbol comes from `token`,
 * the provider's token list, or (inside a WagmiProvider) the chain; until known, base units and a
 * short address show, so the amount is never wrong, only less friendly. A symbol read from the
 * chain is the contract's own word (anyone can deploy a "USDC"): it shows marked as an unlisted
 * token with its short address, e.g. `1.5 USDC (unlisted token 0xfbfb…1234)`.
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
  return <Amount {...props} token={token} unlisted />
}

function Amount(props: TokenAmountProps & { unlisted?: boolean }) {
  const { amount, address, token, className, precision, unlisted } = props
  const { locale } = useSupertxUi()
  const common = useMessages('common', commonMessages)
  const decimals = token?.decimals ?? 0
  // Only a known token's fee or debit is rounded its own way, with the exact amount beside it;
  // otherwise as always (base units of an unknown token stay as they are).
  const compact = (precision === 'compact' || precision === 'debit') && token !== undefined
  const exact = formatAmount({
    amount,
    decimals,
    locale,
    maximumFractionDigits: compact ? Math.min(decimals, 100) : undefined,
  })
  const shown = compact ? formatAmount({ amount, decimals, locale, precision }) : exact
  const symbol = token?.symbol ?? shortAddress(address)
  return (
    <span
      className={cx('stx-amount', className)}
      title={shown === exact ? undefined : `${exact} ${symbol}`}
    >
      {shown === exact ? (
        exact
      ) : (
        <>
          <span aria-hidden="true">{shown}</span>
          <span className="stx-visually-hidden">{exact}</span>
        </>
      )}{' '}
      {/* Isolated: a symbol's own direction never reorders the amount or the sentence around it. */}
      <bdi className="stx-amount__symbol" title={token && !unlisted ? undefined : address}>
        {token?.symbol ?? shortAddress(address)}
      </bdi>
      {token && unlisted && (
        <>
          {' '}
          <span className="stx-amount__unlisted" title={address}>
            {common.unlisted({ address: shortAddress(address) })}
          </span>
        </>
      )}
    </span>
  )
}
