'use client'
import { createContext, useContext } from 'react'
import type { Chain } from 'viem'
import type { TokenList } from '../../../core/tokens/token-list.js'
import { type FlowBuilderMessages, flowBuilderMessages } from './messages.js'

/** What every part of the builder reads: words, chains to pick from, token suggestions. */
export type FlowBuilderContextValue = {
  messages: FlowBuilderMessages
  chains: readonly Chain[]
  tokenList: TokenList | undefined
}

export const FlowBuilderContext = createContext<FlowBuilderContextValue>({
  messages: flowBuilderMessages,
  chains: [],
  tokenList: undefined,
})

export const useFlowBuilder = () => useContext(FlowBuilderContext)

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
