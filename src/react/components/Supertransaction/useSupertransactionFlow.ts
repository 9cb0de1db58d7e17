'use client'
import { useMemo, useState } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import type { QuoteParameters } from '../../../core/client/types.js'
import { withFundingTokens } from '../../../core/flow-drafts/funding-tokens.js'
import { accountFundingNeedsOf } from '../../../core/supertransaction/account-funding-needs.js'
import type { TokenInfo } from '../../../core/tokens/token-list.js'
import { useBalanceChanges } from '../../hooks/useBalanceChanges.js'
import {
  type UseSupertransactionParameters,
  useSupertransaction,
} from '../../hooks/useSupertransaction.js'
import { supertxButtonMessages } from '../../i18n/messages/supertx-button.js'
import { useChainInfo } from '../../ui/useChainInfo.js'
import { useMessages } from '../../ui/useMessages.js'
import { quoteText, useDescribeOperations } from '../../ui/useOperationTexts.js'
import { isValidFeeChoice } from '../FeeTokenSelect/fee-choice.js'
import { accountMismatch } from '../parts/accounts.js'
import {
  type FeeChoice,
  feeChoiceOf,
  feeTokenOf,
  type SupertxFlowContextValue,
} from '../parts/supertransaction-context.js'
import { disabledReasonOf } from './disabled-reason.js'
import { useShortfall } from './useShortfall.js'

export type UseSupertransactionFlowParameters = UseSupertransactionParameters & {
  /** The compose flows of the quote request (as `useSupertransaction` takes them). */
  composeFlows: QuoteParameters['composeFlows']
  /** Tokens the fee may be paid with (`<FeeTokenSelect>` options); default the provider's list. */
  feeTokens?: readonly TokenInfo[] | undefined
  /**
   * In every mode, a quote is signed only once its balance preview (`<BalanceChanges>`) has run:
   * while it runs, or where a chain would revert, the button stays off and says why. With
   * `requirePreview`, a chain the preview cannot simulate (no `eth_simulateV1`, unreachable), or a
   * preview that failed outright, also keeps the button off; by default that is said in the
   * preview and signing stays possible. The preview counts what the flow's funding step sends
   * (`fundAccount`, or your planner), but not funds your app sends the smart account some other
   * way after the review: those can make a chain revert in the preview that would not on chain.
   */
  requirePreview?: boolean | undefined
}

/**
 * `useSupertransaction` with what `<Supertransaction>` adds for its parts: the fee choice, the
 * funding an eoa request spends, and why the button cannot start now (inside a WagmiProvider).
 */
export function useSupertransactionFlow(
  props: UseSupertransactionFlowParameters,
): SupertxFlowContextValue {
  const { feeTokens, composeFlows, feeToken: givenFeeToken, requirePreview, ...parameters } = props
  const chains = useChainInfo()
  const account = useAccount()
  const [fee, setFeeState] = useState<FeeChoice>(() => feeChoiceOf(givenFeeToken))
  const feeValid = isValidFeeChoice(fee)
  // eoa pulls what the flows spend from the wallet: the app's fundingTokens, else read from the
  // flows themselves (the engine quotes the same, `withFundingTokens`); shown by the parts.
  const { fundingTokens } = withFundingTokens({
    mode: parameters.mode,
    composeFlows,
    fundingTokens: parameters.fundingTokens,
  })
  // The quote follows these inputs (a change drops it and quotes again); a fee being corrected
  // is not quoted as sponsored meanwhile.
  // The history keeps the review's words for what ran, in the provider's locale and token list.
  const describeOperations = useDescribeOperations()
  const flow = useSupertransaction({
    describe: (quote) => quoteText(describeOperations, quote),
    ...parameters,
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
  // The review's balance preview (the same query as <BalanceChanges>) gates signing in every mode:
  // a quote that would revert, or whose preview is still running, is not signed; with
  // requirePreview, neither is one a chain cannot preview.
  const quoted = flow.status === 'quoted' ? flow.data : undefined
  // What the funding step sends first (fundAccount): the preview counts it. Kept from the review
  // through signing and after, so the preview the user read stays the one shown.
  const { fundAccount } = parameters
  const { quote: flowQuote, request: flowRequest, check: flowCheck } = flow.data
  const checkedFee = flowCheck?.status === 'verified' ? flowCheck.fee : undefined
  const accountFunding = useMemo(
    () =>
      flowQuote && flowRequest
        ? accountFundingNeedsOf(fundAccount, {
            request: flowRequest,
            quote: flowQuote,
            fee: checkedFee,
          })
        : undefined,
    [fundAccount, flowQuote, flowRequest, checkedFee],
  )
  const preview = useBalanceChanges({
    quote: quoted?.quote,
    request: quoted?.request,
    accountFunding,
  })
  const disabledReason = disabledReasonOf(
    {
      hasFlows: composeFlows.length > 0,
      connected: account.isConnected,
      wrongAccount,
      wrongChain:
        account.chainId !== undefined && !account.chain ? chains.name(account.chainId) : undefined,
      feeValid,
      shortfall,
      refused: quoted?.check?.status === 'refused',
      preview: previewGateOf(quoted !== undefined, preview, requirePreview === true, (id) =>
        chains.name(id),
      ),
    },
    m,
  )

  // A quote priced for another fee choice is dropped like any other change of the inputs.
  const setFee = (next: FeeChoice) => setFeeState(next)
  return {
    flow,
    fee,
    setFee,
    feeTokens,
    disabledReason,
    mode: parameters.mode,
    fundingTokens,
    accountFunding,
    accountAddress: parameters.accountAddress,
  }
}

/**
 * What the balance preview says of signing the quote under review: a chain that would revert (its
 * name) or `pending` block in every mode; `unavailable` (a chain cannot be simulated, or the
 * preview failed) only with `requirePreview`; undefined lets it be signed.
 */
function previewGateOf(
  quoted: boolean,
  preview: Pick<ReturnType<typeof useBalanceChanges>, 'data' | 'isError'>,
  requirePreview: boolean,
  chainName: (chainId: number) => string,
): { reverts: string } | 'pending' | 'unavailable' | undefined {
  if (!quoted) return undefined
  const reverting = preview.data?.chains.find((chain) => chain.status === 'reverts')
  if (reverting) return { reverts: chainName(reverting.chainId) }
  if (preview.isError) return requirePreview ? 'unavailable' : undefined
  if (!preview.data) return 'pending'
  const unavailable = preview.data.chains.some((chain) => chain.status === 'unavailable')
  return unavailable && requirePreview ? 'unavailable' : undefined
}
