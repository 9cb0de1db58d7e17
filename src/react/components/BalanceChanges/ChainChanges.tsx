'use client'
import type {
  BalanceChange,
  ChainBalanceChanges,
} from '../../../core/balances/getBalanceChanges.js'
import { formatAmount } from '../../../core/tokens/format-amount.js'
import { useTokenInfo } from '../../hooks/useTokenInfo.js'
import { commonMessages } from '../../i18n/common-messages.js'
import type { TokenFacts } from '../../i18n/error-sentence-parts.js'
import { balanceChangesMessages } from '../../i18n/messages/balance-changes.js'
import { shortenAddresses, tokenError } from '../../i18n/token-error.js'
import { shortAddress } from '../../ui/short-address.js'
import { useChainInfo } from '../../ui/useChainInfo.js'
import { useMessages } from '../../ui/useMessages.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { TokenAmount } from '../parts/TokenAmount.js'
import type { tokensOfQuote } from '../parts/useFailureReason.js'

type TokenOf = ReturnType<typeof tokensOfQuote>

/** One chain of the preview: its balance differences, what arrives, a revert or why it is not previewed. */
export function ChainChanges({
  chain,
  tokenOfCall,
}: {
  chain: ChainBalanceChanges
  /** The token a call of the quote moves (its revert is said in that token's words). */
  tokenOfCall: TokenOf
}) {
  const m = useMessages('balanceChanges', balanceChangesMessages)
  const common = useMessages('common', commonMessages)
  const chains = useChainInfo()
  const { locale } = useSupertxUi()
  // The token the wallet's funding transfer sends: the list's, else read on chain.
  const fundingToken = useTokenInfo({
    chainId: chain.chainId,
    address: chain.status === 'reverts' ? chain.funding?.token : undefined,
  })
  const amount = (
    value: bigint,
    change: Pick<BalanceChange, 'symbol' | 'decimals' | 'token'>,
    precision?: 'debit',
  ) =>
    `${formatAmount({ amount: value, decimals: change.decimals ?? 0, locale, precision })} ${
      change.symbol ?? (change.token === 'native' ? 'ETH' : shortAddress(change.token))
    }`
  // An ERC-20 the list does not know: TokenAmount reads its symbol and decimals on chain.
  const signed = (value: bigint, change: BalanceChange) => {
    const size = value < 0n ? -value : value
    const sign = value < 0n ? '−' : '+'
    // A debit reads as the review's operation and fee lines show it (away from zero).
    const precision = value < 0n ? 'debit' : undefined
    if (change.token === 'native' || change.symbol !== undefined)
      return `${sign}${amount(size, change, precision)}`
    return (
      <>
        {sign}
        <TokenAmount
          chainId={chain.chainId}
          address={change.token}
          amount={size}
          precision={precision}
        />
      </>
    )
  }
  return (
    <li className="stx-balance-changes__chain">
      <span className="stx-balance-changes__chain-name">
        {m.onChain({ chain: chains.name(chain.chainId) })}
      </span>
      {chain.status === 'unavailable' && (
        <p className="stx-muted">{m.unavailable[chain.error.reason]}</p>
      )}
      {chain.status === 'reverts' && (
        <p className="stx-balance-changes__reverts" role="alert">
          {revertText(
            chain,
            m,
            chain.funding
              ? fundingToken
              : tokenOfCall?.({
                  chainId: chain.chainId,
                  index: chain.opIndex,
                  call: chain.callIndex,
                }),
            locale,
            common.operations.units,
          )}
        </p>
      )}
      {chain.status === 'ready' && (
        <ul className="stx-balance-changes__rows">
          {chain.arrivals.map((arrival, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per preview
            <li key={`arrival:${i}`} className="stx-balance-changes__row stx-muted">
              {m.arrives({
                amount: amount(arrival.amount, {
                  token: arrival.token,
                  ...tokenOf(chain, arrival.token),
                }),
                chain: chains.name(arrival.srcChainId),
              })}
            </li>
          ))}
          {chain.changes.filter((c) => c.difference !== 0n).length === 0 && (
            <li className="stx-balance-changes__row stx-muted">{m.none}</li>
          )}
          {chain.changes
            .filter((c) => c.difference !== 0n)
            .map((change) => (
              <li
                key={`${change.account}:${change.token}`}
                className="stx-balance-changes__row"
                title={m.beforeAfter({
                  before: amount(change.before, change),
                  after: amount(change.after, change),
                })}
              >
                <span className="stx-balance-changes__who">
                  {change.role === 'wallet' ? m.wallet : m.account}
                </span>{' '}
                <span
                  className={
                    change.difference < 0n ? 'stx-balance-changes__out' : 'stx-balance-changes__in'
                  }
                >
                  {signed(change.difference, change)}
                </span>
                {(change.estimated || change.runtime) && (
                  <span className="stx-muted">
                    {' '}
                    (
                    {[change.estimated && m.estimated, change.runtime && m.runtime]
                      .filter(Boolean)
                      .join(', ')}
                    )
                  </span>
                )}
              </li>
            ))}
        </ul>
      )}
    </li>
  )
}

/** The symbol and decimals the preview found for `token` on this chain, where it has them. */
function tokenOf(chain: Extract<ChainBalanceChanges, { status: 'ready' }>, token: string) {
  const found = chain.changes.find(
    (c) => c.token !== 'native' && c.token.toLowerCase() === token.toLowerCase(),
  )
  return { symbol: found?.symbol, decimals: found?.decimals }
}

/**
 * Why a chain would revert, in words: a token's own error (ERC20InsufficientBalance) in the
 * token's symbol and decimals where the token list knows it, else the reason, addresses shortened.
 */
function revertText(
  chain: Extract<ChainBalanceChanges, { status: 'reverts' }>,
  m: typeof balanceChangesMessages,
  token: TokenFacts | undefined,
  locale: string,
  units: (v: { value: string; token: string }) => string,
): string {
  if (chain.funding) {
    // The wallet's own transfer to its smart account, before anything of the quote runs.
    const inToken = (value: bigint | string): string =>
      token
        ? `${formatAmount({ amount: value, decimals: token.decimals, locale })} ${token.symbol}`
        : units({ value: String(value), token: shortAddress(chain.funding?.token ?? '') })
    const amount = inToken(chain.funding.amount)
    const decoded = tokenError.exec(chain.reason)
    return decoded?.[1] === 'ERC20InsufficientBalance'
      ? m.fundingTooLow({ amount, balance: inToken(decoded[3] as string) })
      : m.fundingReverts({ amount, reason: shortenAddresses(chain.reason) })
  }
  const op = chain.opIndex + 1
  const decoded = tokenError.exec(chain.reason)
  if (decoded && token) {
    const [, name, , have, needed] = decoded as unknown as [string, string, string, string, string]
    const amount = (units: string) =>
      `${formatAmount({ amount: units, decimals: token.decimals, locale })} ${token.symbol}`
    return name === 'ERC20InsufficientBalance'
      ? m.balanceTooLow({ op, token: token.symbol, balance: amount(have), needed: amount(needed) })
      : m.allowanceTooLow({ op, allowance: amount(have), needed: amount(needed) })
  }
  return m.reverts({ op, call: chain.callIndex + 1, reason: shortenAddresses(chain.reason) })
}
