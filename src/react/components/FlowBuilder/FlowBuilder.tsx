'use client'
import { QueryClientContext } from '@tanstack/react-query'
import {
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { Address, Chain } from 'viem'
import { WagmiContext } from 'wagmi'
import { toComposeFlows } from '../../../core/flows/to-compose-flows.js'
import {
  createFlowDraft,
  type FlowDraft,
  type FlowDraftIssue,
  type FlowDraftType,
  flowDraftTypes,
  MAX_COMPOSE_FLOWS,
} from '../../../core/flows/types.js'
import type { QuoteRequest } from '../../../core/schemas/quote.js'
import type { Fee } from '../../../core/schemas/quote-response.js'
import { deepMerge } from '../../i18n/merge-messages.js'
import { type FlowBuilderMessages, flowBuilderMessages } from '../../i18n/messages/flow-builder.js'
import type { DeepPartial } from '../../i18n/types.js'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import { liveRegion } from '../../ui/live-region.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { useSupertxFlow } from '../Supertransaction/flow-context.js'
import { AddFlow } from './AddFlow.js'
import { FlowBuilderContext } from './builder-context.js'
import type { FlowHeaderProps } from './FlowHeader.js'
import { FlowItem } from './FlowItem.js'
import { type FlowDraftsChange, useFlowDrafts } from './useFlowDrafts.js'
import { type FocusTarget, useFlowFocus } from './useFlowFocus.js'

export type FlowBuilderProps = {
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
  mode?: QuoteRequest['mode'] | undefined
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

function FlowBuilderContent(props: FlowBuilderProps) {
  const { value, defaultValue, onChange, types = flowDraftTypes, showErrors = 'touched' } = props
  const wagmi = useContext(WagmiContext)
  const { tokenList } = useSupertxUi()
  const own = useMessages('flowBuilder', flowBuilderMessages)
  const messages = useMemo(
    () => deepMerge<FlowBuilderMessages>(own, props.labels),
    [own, props.labels],
  )
  // wagmi's read hooks need react-query too: without it, no Max (never a crash).
  const queryClient = useContext(QueryClientContext)
  const chains = props.chains ?? wagmi?.chains ?? []
  const flowContext = useSupertxFlow()
  const fee = props.fee ?? flowContext?.flow.data.quote?.fee
  // Max reads the account the quote takes the amounts from: the same owner, mode and accounts.
  const owner = props.ownerAddress
  const mode = props.mode ?? (flowContext?.mode as QuoteRequest['mode'] | undefined)
  const accountAddress = props.accountAddress ?? flowContext?.accountAddress
  const context = useMemo(
    () => ({
      messages,
      chains,
      tokenList,
      wagmi: Boolean(wagmi && queryClient),
      owner,
      mode,
      accountAddress,
      fee,
    }),
    [messages, chains, tokenList, wagmi, queryClient, owner, mode, accountAddress, fee],
  )
  const max = Math.min(props.maxFlows ?? MAX_COMPOSE_FLOWS, MAX_COMPOSE_FLOWS)
  const [drafts, update] = useFlowDrafts(value, defaultValue, onChange, mode)
  const issues = useMemo(() => toComposeFlows(drafts).issues, [drafts])
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const [announcement, setAnnouncement] = useState('')
  const idPrefix = useId()
  const counter = useRef(0)
  const focus = useFlowFocus()

  const setFocus = (target: FocusTarget, message: string) => {
    focus.request(target)
    setAnnouncement(message)
  }
  const add = (type: FlowDraftType) => {
    if (drafts.length >= max) return
    counter.current += 1
    const draft = createFlowDraft(type, `${idPrefix}${counter.current}`)
    update((all) => [...all, draft])
    setFocus({ id: draft.id, part: 'first' }, messages.added({ number: drafts.length + 1, type }))
  }
  const move = (index: number, to: number) => {
    const id = drafts[index]?.id as string
    update((all) => {
      const next = [...all]
      const [moved] = next.splice(index, 1)
      next.splice(to, 0, moved as FlowDraft)
      return next
    })
    setFocus(
      { id, part: to < index ? 'move-up' : 'move-down' },
      messages.moved({ from: index + 1, to: to + 1 }),
    )
  }
  const remove = (index: number) => {
    const next = drafts[index + 1] ?? drafts[index - 1]
    update((all) => all.filter((_, i) => i !== index))
    setFocus(
      next ? { id: next.id, part: 'flow' } : { id: '', part: 'add' },
      messages.removed({ number: index + 1 }),
    )
  }
  const shown = useCallback(
    (id: string) => (field: string) => showErrors === 'always' || touched.has(`${id} ${field}`),
    [showErrors, touched],
  )
  const touch = useCallback(
    (id: string) => (field: string) =>
      setTouched((old) => (old.has(`${id} ${field}`) ? old : new Set(old).add(`${id} ${field}`))),
    [],
  )
  useEffect(focus.apply)

  return (
    <div {...useRootProps('flow-builder', props.className)}>
      <FlowBuilderContext.Provider value={context}>
        {drafts.length === 0 && <p className="stx-flow-builder__empty">{messages.empty}</p>}
        <ol className="stx-flow-builder__list">
          {drafts.map((draft, index) => (
            <li key={draft.id} className="stx-flow-builder__list-item">
              <FlowItem
                draft={draft}
                index={index}
                count={drafts.length}
                issues={issues.filter((issue) => issue.flowId === draft.id)}
                moveUp={index > 0 ? () => move(index, index - 1) : undefined}
                moveDown={index < drafts.length - 1 ? () => move(index, index + 1) : undefined}
                remove={() => remove(index)}
                onChange={(changed) =>
                  update((all) => all.map((old) => (old.id === draft.id ? changed : old)))
                }
                shown={shown(draft.id)}
                touch={touch(draft.id)}
                fieldsetRef={focus.register(draft.id)}
                renderHeader={props.renderFlowHeader}
                formatIssue={props.formatIssue}
              />
            </li>
          ))}
        </ol>
        <AddFlow
          types={types}
          atMax={drafts.length >= max}
          max={max}
          onAdd={add}
          buttonRef={focus.addButton}
        />
        <p className="stx-flow-builder__sr-only" {...liveRegion}>
          {announcement}
        </p>
      </FlowBuilderContext.Provider>
    </div>
  )
}

/** Add, edit, reorder and remove compose flows; hands the app valid `composeFlows` as it goes. */
export const FlowBuilder = /* @__PURE__ */ withErrorBoundary('flow-builder', FlowBuilderContent)
