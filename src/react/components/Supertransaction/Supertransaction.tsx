'use client'
import { type ReactNode, useId, useMemo, useState } from 'react'
import { type Address, erc20Abi } from 'viem'
import { useAccount, useReadContracts } from 'wagmi'
import type { QuoteParameters } from '../../../core/client/types.js'
import { fundingTokensOf } from '../../../core/flows/funding-tokens.js'
import { cleanText, TEXT_LIMITS } from '../../../core/text/clean-text.js'
import { formatAmount } from '../../../core/tokens/format-amount.js'
import { findToken, type TokenInfo } from '../../../core/tokens/token-list.js'
import { useBalanceChanges } from '../../hooks/useBalanceChanges.js'
import {
  type UseSupertransactionParameters,
  type UseSupertransactionReturnType,
  useSupertransaction,
} from '../../hooks/useSupertransaction.js'
import { supertransactionMessages } from '../../i18n/messages/supertransaction.js'
import { supertxButtonMessages } from '../../i18n/messages/supertx-button.js'
import { cx } from '../../ui/class-names.js'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import { shortAddress } from '../../ui/short-address.js'
import { useChainInfo } from '../../ui/useChainInfo.js'
import { useMessages } from '../../ui/useMessages.js'
import { quoteText, useDescribeOperations } from '../../ui/useOperationTexts.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { FeeTokenSelect, isValidFeeChoice } from '../FeeTokenSelect/FeeTokenSelect.js'
import { accountMismatch } from '../parts/accounts.js'
import { QuoteSummary } from '../QuoteSummary/QuoteSummary.js'
import { SigningSteps } from '../SigningSteps/SigningSteps.js'
import { SupertxButton } from '../SupertxButton/SupertxButton.js'
import {
  type FeeChoice,
  feeChoiceOf,
  feeTokenOf,
  SupertxFlowContext,
  type SupertxFlowContextValue,
} from './flow-context.js'

export type SupertransactionProps = Omit<UseSupertransactionParameters, 'flows'> & {
  /** The compose flows of the quote request (as `useSupertransaction` takes them). */
  composeFlows: QuoteParameters['composeFlows']
  /** Tokens the fee may be paid with (`<FeeTokenSelect>` options); default the provider's list. */
  feeTokens?: readonly TokenInfo[] | undefined
  /** Your own layout of the parts; without children the whole flow renders. */
  children?: ReactNode
  /**
   * The tracking part of the default layout, given the flow; default a small per-operation status
   * list (`<OperationStatusList>`); return a `<SupertxTracker>` for the full tracker.
   */
  tracker?: ((flow: UseSupertransactionReturnType) => ReactNode) | undefined
  /**
   * Sign only what the balance preview (`<BalanceChanges>`) saw run through on every chain: while
   * it runs, where a chain cannot be simulated, or where it would revert, the button stays off and
   * says why. By default these are said in the preview and signing stays possible: a preview is
   * taken before any funding the app or the flow sends (`fundAccount`), so it can see a balance
   * that is not there yet.
   */
  requirePreview?: boolean | undefined
  className?: string | undefined
}

function SupertransactionContent(props: SupertransactionProps) {
  const {
    children,
    tracker,
    className,
    feeTokens,
    composeFlows,
    feeToken: givenFeeToken,
    requirePreview,
    ...parameters
  } = props
  const chains = useChainInfo()
  const account = useAccount()
  const [fee, setFeeState] = useState<FeeChoice>(() => feeChoiceOf(givenFeeToken))
  const feeValid = isValidFeeChoice(fee)
  // eoa pulls what the flows spend from the wallet: the app's fundingTokens, else read from the
  // flows themselves (what <FlowBuilder>'s onChange hands back in eoa mode).
  const derivedFunding = useMemo(() => {
    if (parameters.mode !== 'eoa' || parameters.fundingTokens) return undefined
    const spent = fundingTokensOf(composeFlows)
    return spent.length ? spent : undefined
  }, [parameters.mode, parameters.fundingTokens, composeFlows])
  const fundingTokens = parameters.fundingTokens ?? derivedFunding
  // The quote follows these inputs (a change drops it and quotes again); a fee being corrected
  // is not quoted as sponsored meanwhile.
  // The history keeps the review's words for what ran, in the provider's locale and token list.
  const describeOperations = useDescribeOperations()
  const flow = useSupertransaction({
    describe: (quote) => quoteText(describeOperations, quote),
    ...parameters,
    fundingTokens,
    enabled: parameters.enabled !== false && feeValid,
    feeToken: feeValid ? feeTokenOf(fee) : undefined,
    composeFlows,
  } as UseSupertransactionParameters)

  const owner = (parameters.ownerAddress ?? account.address) as Address | undefined
  const shortfall = useShortfall(flow, owner, feeTokens)
  const m = useMessages('supertxButton', supertxButtonMessages)
  // Every mode signs with the owner's key (the EOA itself, or the smart account's owning EOA): a
  // wallet on another account could only be refused at signing, so the button says so up front.
  const wrongAccount = accountMismatch(parameters.ownerAddress, account.address)
  // With requirePreview, the review's balance preview (the same query as <BalanceChanges>) gates
  // signing: a quote that would revert, or is not yet previewed on every chain, is not signed.
  const quoted = flow.status === 'quoted' ? flow.data : undefined
  const preview = useBalanceChanges({
    quote: requirePreview ? quoted?.quote : undefined,
    request: quoted?.request,
  })
  const reverting = preview.data?.chains.find((chain) => chain.status === 'reverts')
  const unpreviewed =
    requirePreview && quoted
      ? !preview.data
        ? m.previewPending
        : preview.data.chains.some((chain) => chain.status === 'unavailable')
          ? m.previewUnavailable
          : undefined
      : undefined
  const disabledReason = !composeFlows.length
    ? m.noFlows
    : !account.isConnected
      ? m.notConnected
      : wrongAccount
        ? m.wrongAccount(wrongAccount)
        : account.chainId !== undefined && !account.chain
          ? m.wrongChain({ chain: chains.name(account.chainId) })
          : !feeValid
            ? m.invalidFee
            : shortfall
              ? m.insufficientBalance(shortfall)
              : requirePreview && quoted && reverting
                ? m.wouldRevert({ chain: chains.name(reverting.chainId) })
                : unpreviewed

  // A quote priced for another fee choice is dropped like any other change of the inputs.
  const setFee = (next: FeeChoice) => setFeeState(next)
  const value: SupertxFlowContextValue = {
    flow,
    fee,
    setFee,
    feeTokens,
    disabledReason,
    mode: parameters.mode,
    fundingTokens,
    accountAddress: parameters.accountAddress,
  }
  return (
    <SupertxFlowContext.Provider value={value}>
      {children ?? <DefaultLayout className={className} tracker={tracker} flow={flow} />}
    </SupertxFlowContext.Provider>
  )
}

function DefaultLayout(props: {
  className: string | undefined
  tracker: SupertransactionProps['tracker']
  flow: UseSupertransactionReturnType
}) {
  const root = useRootProps('supertransaction', props.className)
  const m = useMessages('supertransaction', supertransactionMessages)
  const { flow } = props
  // An error shows once, in the failed step (which says why and announces it); the button is
  // described by that reason instead of repeating it, and is the one next action (Try again).
  const reasonId = useId()
  return (
    <div {...root} data-status={flow.status}>
      <h2 className="stx-supertransaction__title">{m.title}</h2>
      <QuoteSummary />
      <FeeTokenSelect disabled={!feeEditable.has(flow.status)} />
      <SupertxButton errorShownIn={reasonId} />
      {flow.status !== 'idle' && <SigningSteps reasonId={reasonId} onRetry={null} />}
      {flow.supertxHash && (
        <div className="stx-supertransaction__tracker">
          {props.tracker ? props.tracker(flow) : <OperationStatusList flow={flow} />}
        </div>
      )}
    </div>
  )
}

// The fee can be changed before signing; a change quotes again.
const feeEditable = new Set(['idle', 'quoting', 'quoted'])

const opIcons: Record<string, string> = {
  PENDING: '○',
  MINING: '◔',
  MINED_SUCCESS: '✓',
  MINED_FAIL: '✕',
  FAILED: '✕',
}

/** The default tracking part: each operation's status on its chain and the explorer link. */
export function OperationStatusList({ flow }: { flow: UseSupertransactionReturnType }) {
  const chains = useChainInfo()
  const titleId = useId()
  const m = useMessages('supertransaction', supertransactionMessages)
  const receiptOps = flow.data.receipt?.userOps
  const ops =
    receiptOps ??
    flow.data.quote?.quote.userOps.map((op) => ({
      chainId: op.chainId,
      executionStatus: 'PENDING' as const,
    })) ??
    []
  return (
    <section className="stx-status-list" aria-labelledby={titleId}>
      <h3 id={titleId} className="stx-title">
        {m.tracking}
      </h3>
      <ul className="stx-status-list__ops">
        {ops.map((op, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: operations keep their quote order
            key={index}
            className={cx('stx-status-list__op', `stx-status-list__op--${op.executionStatus}`)}
          >
            <span className="stx-status-list__icon" aria-hidden="true">
              {opIcons[op.executionStatus] ?? '○'}
            </span>
            <span>{m.op({ index: index + 1, chain: chains.name(op.chainId) })}</span>
            <span className="stx-status-list__state">
              {m.opStates[op.executionStatus] ?? op.executionStatus}
            </span>
          </li>
        ))}
      </ul>
      {flow.status === 'success' && <p className="stx-status-list__done">{m.success}</p>}
      {flow.explorerUrl && (
        <a href={flow.explorerUrl} target="_blank" rel="noreferrer">
          {m.viewInExplorer}
        </a>
      )}
    </section>
  )
}

/**
 * What the owner lacks for the quoted funding (and the fee when paid with the same token), read
 * from the chain once a quote is there; undefined while unknown or enough.
 */
function useShortfall(
  flow: UseSupertransactionReturnType,
  owner: Address | undefined,
  feeTokens: readonly TokenInfo[] | undefined,
): { needed: string; balance: string } | undefined {
  const { tokenList, locale } = useSupertxUi()
  const quote = flow.status === 'quoted' ? flow.data.quote : undefined
  const needs = useMemo(() => {
    if (!quote) return []
    const totals = new Map<string, { chainId: number; token: Address; amount: bigint }>()
    const add = (chainId: number, token: string, amount: bigint) => {
      const key = `${chainId}:${token.toLowerCase()}`
      const entry = totals.get(key) ?? { chainId, token: token as Address, amount: 0n }
      entry.amount += amount
      totals.set(key, entry)
    }
    const quoted = quote.quote.fundingTokens
    if (quoted?.length) for (const f of quoted) add(f.chainId, f.tokenAddress, BigInt(f.amount))
    else {
      const requested = flow.data.request?.fundingTokens ?? []
      for (const f of requested) add(f.chainId, f.tokenAddress, BigInt(f.amount))
      // eoa pulls the fee with the funding token.
      if (requested.length && quote.mode === 'eoa')
        add(quote.fee.chainId, quote.fee.token, BigInt(quote.fee.amount))
    }
    return [...totals.values()]
  }, [quote, flow.data.request])
  // Per need: the owner's balance, and the token's decimals and symbol for the sentence.
  const reads = useReadContracts({
    contracts: needs.flatMap((n) => [
      {
        chainId: n.chainId,
        address: n.token,
        abi: erc20Abi,
        functionName: 'balanceOf' as const,
        args: [owner as Address] as const,
      },
      { chainId: n.chainId, address: n.token, abi: erc20Abi, functionName: 'decimals' as const },
      { chainId: n.chainId, address: n.token, abi: erc20Abi, functionName: 'symbol' as const },
    ]),
    query: { enabled: Boolean(owner && needs.length) },
  })
  if (!owner || !reads.data) return undefined
  for (const [index, need] of needs.entries()) {
    const [balanceRead, decimalsRead, symbolRead] = reads.data.slice(index * 3, index * 3 + 3)
    if (balanceRead?.status !== 'success') continue
    const balance = balanceRead.result as bigint
    if (balance >= need.amount) continue
    const listed =
      feeTokens?.find(
        (t) => t.chainId === need.chainId && t.address.toLowerCase() === need.token.toLowerCase(),
      ) ?? findToken(tokenList, need.chainId, need.token)
    const token =
      listed ??
      (decimalsRead?.status === 'success' && symbolRead?.status === 'success'
        ? {
            decimals: Number(decimalsRead.result),
            symbol: cleanText(symbolRead.result, TEXT_LIMITS.symbol),
          }
        : undefined)
    const show = (amount: bigint) =>
      `${formatAmount({ amount, decimals: token?.decimals ?? 0, locale })} ${token?.symbol ?? shortAddress(need.token)}`
    return { needed: show(need.amount), balance: show(balance) }
  }
  return undefined
}

/**
 * A whole supertransaction as one component, over `useSupertransaction` (the same parameters).
 * With no children it renders the quote summary, the fee choice, the button, the signing steps and
 * the tracking; with children, `<QuoteSummary>`, `<FeeTokenSelect>`, `<SupertxButton>` and
 * `<SigningSteps>` read its state from context, so the app lays them out itself.
 *
 * @example
 * <Supertransaction mode="smart-account" composeFlows={flows} onSuccess={() => toast('Sent')} />
 */
export const Supertransaction = /* @__PURE__ */ withErrorBoundary(
  'supertransaction',
  SupertransactionContent,
)
