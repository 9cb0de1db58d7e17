'use client'
import { getAddress } from 'viem'
import type { AccountFundingTransfer } from '../../../core/supertransaction/account-funding.js'
import { formatAmount } from '../../../core/tokens/format-amount.js'
import { findToken } from '../../../core/tokens/token-list.js'
import { commonMessages } from '../../i18n/common-messages.js'
import { signingStepsMessages } from '../../i18n/messages/signing-steps.js'
import { cx } from '../../ui/class-names.js'
import { shortAddress } from '../../ui/short-address.js'
import { useChainInfo } from '../../ui/useChainInfo.js'
import { useMessages } from '../../ui/useMessages.js'
import { useCachedOperationTokens } from '../../ui/useOperationTokens.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import type { SigningStep } from './signing-steps-of.js'

/**
 * What a step holds under its name: the delegations it asks to sign (authorize), the transfers to
 * the smart account (fund), each payload and its transaction (sign).
 */
export function StepDetails({ step }: { step: SigningStep }) {
  const chains = useChainInfo()
  const m = useMessages('signingSteps', signingStepsMessages)
  const common = useMessages('common', commonMessages)
  const { tokenList, locale } = useSupertxUi()
  const onchainToken = useCachedOperationTokens()
  // An amount in the token list's decimals and symbol; else as the token's contract reports it
  // (read for the review before any funding), marked unlisted; else in base units, never a
  // guessed unit.
  const amountText = (transfer: AccountFundingTransfer) => {
    const listed = findToken(tokenList, transfer.chainId, transfer.token)
    const onchain = listed ? undefined : onchainToken(transfer.chainId, transfer.token)
    const token = listed ?? onchain
    const unlisted = onchain ? ` ${common.unlisted({ address: shortAddress(transfer.token) })}` : ''
    return token
      ? `${formatAmount({ amount: transfer.amount, decimals: token.decimals, locale })} ${token.symbol}${unlisted}`
      : common.operations.units({
          value: transfer.amount.toString(),
          token: shortAddress(transfer.token),
        })
  }
  return (
    <>
      {step.authorizations && step.authorizations.length > 0 && (
        <ul className="stx-signing-steps__items" aria-label={m.delegations}>
          {step.authorizations.map((item) => (
            <li key={item.chainId} className="stx-signing-steps__delegation">
              {m.delegation({
                chain: item.chainId === 0 ? m.everyChain : chains.name(item.chainId),
                address: getAddress(item.address),
              })}
            </li>
          ))}
        </ul>
      )}
      {step.transfers && step.transfers.length > 0 && (
        <ol className="stx-signing-steps__items">
          {step.transfers.map((transfer) => {
            const url = transfer.transactionHash
              ? chains.txUrl(transfer.chainId, transfer.transactionHash)
              : undefined
            return (
              <li
                key={`${transfer.chainId}:${transfer.token}`}
                className={cx(
                  'stx-signing-steps__item',
                  `stx-signing-steps__item--${transfer.status}`,
                )}
              >
                <span>
                  {m.fundTransfer({
                    amount: amountText(transfer),
                    chain: chains.name(transfer.chainId),
                  })}
                </span>{' '}
                <span className="stx-signing-steps__state">
                  {m.fundStates[transfer.status] ?? transfer.status}
                </span>
                {transfer.transactionHash && (
                  <span className="stx-signing-steps__tx">
                    {' '}
                    {url ? (
                      <a href={url} target="_blank" rel="noreferrer">
                        {m.viewTransaction} {shortAddress(transfer.transactionHash)}
                      </a>
                    ) : (
                      <code>{shortAddress(transfer.transactionHash)}</code>
                    )}
                  </span>
                )}
              </li>
            )
          })}
        </ol>
      )}
      {step.items && step.items.length > 0 && (
        <ol className="stx-signing-steps__items">
          {step.items.map((item) => {
            const url =
              item.transactionHash && item.chainId
                ? chains.txUrl(item.chainId, item.transactionHash)
                : undefined
            return (
              <li
                key={item.index}
                className={cx('stx-signing-steps__item', `stx-signing-steps__item--${item.status}`)}
              >
                <span>
                  {m.item({
                    what: m.kinds[item.kind] ?? item.kind,
                    index: item.index + 1,
                    total: step.items?.length ?? 1,
                  })}
                  {item.chainId ? ` ${m.onChain({ chain: chains.name(item.chainId) })}` : ''}
                </span>{' '}
                <span className="stx-signing-steps__state">{m.itemStates[item.status]}</span>
                {item.transactionHash && (
                  <span className="stx-signing-steps__tx">
                    {/* Unstyled, the state ran into the link ('SignedView transaction'). */}{' '}
                    {url ? (
                      <a href={url} target="_blank" rel="noreferrer">
                        {m.viewTransaction} {shortAddress(item.transactionHash)}
                      </a>
                    ) : (
                      <code>{shortAddress(item.transactionHash)}</code>
                    )}
                    {item.status === 'signed' && (
                      <span className="stx-signing-steps__confirmed"> · {m.confirmed}</span>
                    )}
                  </span>
                )}
              </li>
            )
          })}
        </ol>
      )}
    </>
  )
}
