'use client'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import type { QuoteParameters } from '../../../core/client/types.js'
import { withFundingTokens } from '../../../core/flow-drafts/funding-tokens.js'
import { isValidFeeChoice } from '../../../core/supertransaction/fee-choice.js'
import { previewGateOf } from '../../../core/supertransaction/preview-gate.js'
import type { TokenInfo } from '../../../core/tokens/token-list.js'
import {
  type UseSupertransactionParameters,
  useSupertransaction,
} from '../../hooks/useSupertransaction.js'
import { supertxButtonMessages } from '../../i18n/messages/supertx-button.js'
import { useChainInfo } from '../../ui/useChainInfo.js'
import { useMessages } from '../../ui/useMessages.js'
import { quoteText, useDescribeOperations } from '../../ui/useOperationTexts.js'
import { accountMismatch } from '../parts/accounts.js'
import type { SupertransactionContextValue } from '../parts/supertransaction-context.js'
import { disabledReasonOf } from './disabled-reason.js'
import { useShortfall } from './useShortfall.js'

export type UseSupertransactionRootParameters = UseSupertransactionParameters & {
  /** The compose flows of the quote request (as `useSupertransaction` takes them). */
  composeFlows: QuoteParameters['composeFlows']
  /** Tokens the fee may be paid with (`<FeeTokenSelect>` options); default the provider's list. */
  feeTokens?: readonly TokenInfo[] | undefined
}

/**
 * What `<Supertransaction>`, the root, hands its parts (`SupertransactionContextValue`): the engine's
 * run through `useSupertransaction` with what the parts read of it: the fee choice, the
 * funding an eoa request spends, and why the button cannot start now (inside a WagmiProvider).
 */
export function useSupertransactionRoot(
  props: UseSupertransactionRootParameters,
): SupertransactionContextValue {
  const { feeTokens, composeFlows, ...parameters } = props
  const chains = useChainInfo()
  const account = useAccount()
  // eoa pulls what the flows spend from the wallet: the app's fundingTokens, else read from the
  // flows themselves (the engine quotes the same, `withFundingTokens`); shown by the parts.
  const { fundingTokens } = withFundingTokens({
    mode: parameters.mode,
    composeFlows,
    fundingTokens: parameters.fundingTokens,
  })
  // The engine owns the rules: the fee choice (`setFee`; an invalid one holds the quote back),
  // and the balance preview that gates signing in every mode (`previewBalances`, `requirePreview`).
  // The history keeps the review's words for what ran, in the provider's locale and token list.
  const describeOperations = useDescribeOperations()
  const supertransaction = useSupertransaction({
    // The fee named where the checks before signing proved it (`check`), as the review says it.
    describe: (quote, check) => quoteText(describeOperations, quote, check),
    ...parameters,
    previewBalances: true,
    composeFlows,
  } as UseSupertransactionParameters)

  const owner = (parameters.ownerAddress ?? account.address) as Address | undefined
  const shortfall = useShortfall(supertransaction, owner, feeTokens)
  const m = useMessages('supertxButton', supertxButtonMessages)
  // Every mode signs with the owner's key (the EOA itself, or the smart account's owning EOA): a
  // wallet on another account could only be refused at signing, so the button says so up front.
  const wrongAccount = accountMismatch(parameters.ownerAddress, account.address)
  const quoted = supertransaction.status === 'quoted' ? supertransaction.data : undefined
  // The engine's gate, said before the press: the press itself is refused by the engine too.
  const gate = quoted ? previewGateOf(quoted, parameters.requirePreview === true) : undefined
  const disabledReason = disabledReasonOf(
    {
      hasFlows: composeFlows.length > 0,
      connected: account.isConnected,
      wrongAccount,
      wrongChain:
        account.chainId !== undefined && !account.chain ? chains.name(account.chainId) : undefined,
      feeValid: isValidFeeChoice(supertransaction.fee),
      shortfall,
      refused: quoted?.check?.status === 'refused',
      preview:
        typeof gate !== 'object'
          ? gate
          : 'reverts' in gate
            ? { reverts: chains.name(gate.reverts) }
            : { unreachable: chains.name(gate.unreachable) },
    },
    m,
  )
  return {
    supertransaction,
    fee: supertransaction.fee,
    setFee: supertransaction.setFee,
    feeTokens,
    disabledReason,
    mode: parameters.mode,
    fundingTokens,
    // What the funding step sends first (fundAccount), as the engine worked it out for the quote
    // under review: kept through signing, so the preview the user read stays the one shown.
    accountFunding: supertransaction.data.accountFundingNeeds,
    accountAddress: parameters.accountAddress,
  }
}
