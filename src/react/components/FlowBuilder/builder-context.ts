'use client'
import { createContext, useContext, useMemo } from 'react'
import type { Address, Chain } from 'viem'
import type { QuoteRequest } from '../../../core/schemas/quote.js'
import type { Fee } from '../../../core/schemas/quote-response.js'
import type { TokenList } from '../../../core/tokens/token-list.js'
import { deepMerge } from '../../i18n/merge-messages.js'
import { type FlowBuilderMessages, flowBuilderMessages } from '../../i18n/messages/flow-builder.js'
import type { DeepPartial } from '../../i18n/types.js'
import { useMessages } from '../../ui/useMessages.js'

/** What every part of the builder reads: words, chains to pick from, token suggestions. */
export type FlowBuilderContextValue = {
  messages: FlowBuilderMessages
  chains: readonly Chain[]
  tokenList: TokenList | undefined
  /** Inside a WagmiProvider: amounts can offer Max from a balance read on the chain. */
  wagmi: boolean
  /** The owner (`ownerAddress`); default the connected account. */
  owner: Address | undefined
  /** The quote's mode: in `smart-account` the amounts come out of the owner's orchestrator account. */
  mode: QuoteRequest['mode'] | undefined
  /** The quote's `accountAddress` map: the orchestrator account to use on a chain instead of the looked-up one. */
  accountAddress: QuoteRequest['accountAddress']
  /** The quoted fee: Max leaves it when it is paid in the same token on the same chain. */
  fee: Fee | undefined
}

export const FlowBuilderContext = createContext<FlowBuilderContextValue>({
  messages: flowBuilderMessages,
  chains: [],
  tokenList: undefined,
  wagmi: false,
  owner: undefined,
  mode: undefined,
  accountAddress: undefined,
  fee: undefined,
})

export const useFlowBuilderContext = () => useContext(FlowBuilderContext)

/** The builder's words: the provider's `messages.flowBuilder` with the builder's `labels` over them. */
export function useFlowBuilderMessages(labels: DeepPartial<FlowBuilderMessages> | undefined) {
  const own = useMessages('flowBuilder', flowBuilderMessages)
  return useMemo(() => deepMerge<FlowBuilderMessages>(own, labels), [own, labels])
}

/**
 * One flow's fields: the error to show at a field (a dotted path), worded with the field's label as
 * shown, and marking it visited.
 */
export type FlowFieldsContextValue = {
  errorFor: (field: string, label: string) => string | undefined
  touch: (field: string) => void
}

export const FlowFieldsContext = createContext<FlowFieldsContextValue>({
  errorFor: () => undefined,
  touch: () => {},
})

export const useFlowFields = () => useContext(FlowFieldsContext)
