'use client'
import { type ForwardedRef, forwardRef, type ReactNode, useMemo } from 'react'
import type { Address, Chain } from 'viem'
import {
  type FlowDraft,
  type FlowDraftIssue,
  type FlowDraftType,
  flowDraftTypes,
} from '../../../core/flow-drafts/types.js'
import type { Mode } from '../../../core/schemas/common.js'
import type { QuoteRequest } from '../../../core/schemas/quote.js'
import type { Fee } from '../../../core/schemas/quote-response.js'
import type { TokenList } from '../../../core/tokens/token-list.js'
import type { FlowBuilderMessages } from '../../i18n/messages/flow-builder.js'
import type { DeepPartial } from '../../i18n/types.js'
import { liveRegion } from '../../ui/live-region.js'
import { useRootProps } from '../../ui/useRootProps.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import { AddFlow } from './AddFlow.js'
import { FlowBuilderContext, useFlowBuilderMessages } from './builder-context.js'
import type { FlowHeaderProps } from './FlowHeader.js'
import { FlowList } from './FlowList.js'
import { useFlowBuilder } from './useFlowBuilder.js'
import type { FlowDraftsChange } from './useFlowDrafts.js'

type OwnProps = {
  /** The token list the token fields suggest from; default none. */
  tokenList?: TokenList | undefined
  /** Inside a WagmiProvider and react-query: an amount offers Max from a balance read on chain. */
  wagmi?: boolean | undefined

  /** The drafts, controlled; pair with `onChange`. */
  value?: readonly FlowDraft[] | undefined
  /** The first drafts, uncontrolled (e.g. `fromComposeFlows(flows)`). */
  defaultValue?: readonly FlowDraft[] | undefined
  /**
   * Every change: the drafts and `{ composeFlows, issues, fundingTokens }` (composeFlows undefined
   * while invalid; in `eoa` mode `fundingTokens` are what the flows spend, for the same request).
   */
  onChange?: FlowDraftsChange | undefined
  /**
   * The owner (the quote's `ownerAddress`); default the connected account.
   */
  ownerAddress?: Address | undefined
  /**
   * The quote's `mode`, which says whose balance an amount's Max reads (inside a WagmiProvider):
   * the account the amount comes out of. `smart-account`: the owner's orchestrator (smart)
   * account, which holds the funds and runs the calls; its address is `accountAddress[chainId]`
   * when given, else looked up through the provider's API (`useOrchestrator`). `eoa` (the quote
   * pulls the funding from the owner's wallet) and `eoa-7702` (the owner's EOA runs the calls):
   * the owner. Default: the enclosing `<Supertransaction>`'s mode; outside one, the owner.
   */
  mode?: Mode | undefined
  /**
   * The quote's `accountAddress` (chain id → orchestrator account, e.g. an upgraded legacy
   * account): in `smart-account` mode Max reads that account on its chain instead of looking one
   * up. Default: the enclosing `<Supertransaction>`'s.
   */
  accountAddress?: QuoteRequest['accountAddress'] | undefined
  /**
   * The quoted fee (a quote's `fee`): an amount's Max leaves it when the fee is paid in the same
   * token on the same chain. Default: the enclosing `<Supertransaction>`'s quote, if any.
   */
  fee?: Fee | undefined
  /** Chains to pick from; default: wagmi's config chains. */
  chains?: readonly Chain[] | undefined
  /** Flow types offered by the add control; default all four. */
  types?: readonly FlowDraftType[] | undefined
  /** At most this many flows (capped at 30, the API's limit). */
  maxFlows?: number | undefined
  /** `touched` (default): a field's error shows once it was left; `always`: every error now. */
  showErrors?: 'touched' | 'always' | undefined
  /** Words of this builder over the provider's `messages.flowBuilder`, at any depth (`issues` code by code). */
  labels?: DeepPartial<FlowBuilderMessages> | undefined
  /** Replaces each flow's header (under its legend): gets the flow and its move/remove actions. */
  renderFlowHeader?: ((props: FlowHeaderProps) => ReactNode) | undefined
  /**
   * The sentence shown for a field's issue; default the messages' `issues[issue.code]` with
   * `issue.params` and the field's label (in the provider's language). Override single codes
   * through `labels={{ issues }}` or the provider's messages instead where that is enough.
   */
  formatIssue?: ((issue: FlowDraftIssue) => string) | undefined
  className?: string | undefined
}
export type FlowBuilderViewProps = OwnProps & RootAttributes<OwnProps, HTMLDivElement>

/**
 * The builder from props alone (what `<FlowBuilder>` renders, given the chains, the token list,
 * the mode and fee it would read from the providers and the enclosing `<Supertransaction>`).
 */
export const FlowBuilderView = /* @__PURE__ */ forwardRef(function FlowBuilderView(
  props: FlowBuilderViewProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const {
    value,
    defaultValue,
    onChange,
    ownerAddress,
    mode,
    accountAddress,
    fee,
    chains = noChains,
    types = flowDraftTypes,
    maxFlows,
    showErrors,
    labels,
    renderFlowHeader,
    formatIssue,
    tokenList,
    wagmi = false,
    className,
    ...rest
  } = props
  const messages = useFlowBuilderMessages(labels)
  const context = useMemo(
    () => ({ messages, chains, tokenList, wagmi, owner: ownerAddress, mode, accountAddress, fee }),
    [messages, chains, tokenList, wagmi, ownerAddress, mode, accountAddress, fee],
  )
  const builder = useFlowBuilder({
    value,
    defaultValue,
    onChange,
    mode,
    maxFlows,
    showErrors,
    messages,
  })
  const root = useRootProps('flow-builder', className)
  return (
    <div {...rest} {...root} ref={ref}>
      <FlowBuilderContext.Provider value={context}>
        <FlowList builder={builder} renderFlowHeader={renderFlowHeader} formatIssue={formatIssue} />
        <AddFlow
          types={types}
          atMax={builder.drafts.length >= builder.max}
          max={builder.max}
          onAdd={builder.add}
          buttonRef={builder.focus.addButton}
        />
        <p className="stx-flow-builder__sr-only" {...liveRegion}>
          {builder.announcement}
        </p>
      </FlowBuilderContext.Provider>
    </div>
  )
})

const noChains: readonly Chain[] = []
