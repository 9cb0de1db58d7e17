'use client'
import { QueryClientContext } from '@tanstack/react-query'
import { type ForwardedRef, useContext } from 'react'
import { WagmiContext } from 'wagmi'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { partModeOf } from '../parts/part-mode.js'
import { useSupertransactionContext } from '../parts/supertransaction-context.js'
import { FlowBuilderView, type FlowBuilderViewProps } from './FlowBuilderView.js'

export type FlowBuilderProps = Omit<FlowBuilderViewProps, 'tokenList' | 'wagmi'>

/**
 * The builder connected: wagmi's chains and (with react-query) Max, the provider's token list, and
 * the enclosing `<Supertransaction>`'s mode, accounts and quoted fee, each unless given.
 */
function FlowBuilderContent(props: FlowBuilderProps, ref: ForwardedRef<HTMLDivElement>) {
  const wagmi = useContext(WagmiContext)
  // wagmi's read hooks need react-query too: without it, no Max (never a crash).
  const queryClient = useContext(QueryClientContext)
  const { tokenList } = useSupertxUi()
  const parent = useSupertransactionContext()
  return (
    <FlowBuilderView
      {...props}
      ref={ref}
      tokenList={tokenList}
      wagmi={Boolean(wagmi && queryClient)}
      chains={props.chains ?? wagmi?.chains ?? []}
      // Max reads the account the quote takes the amounts from: the same owner, mode and accounts.
      mode={props.mode ?? partModeOf(undefined, parent)}
      accountAddress={props.accountAddress ?? parent?.accountAddress}
      fee={props.fee ?? parent?.supertransaction.data.quote?.fee}
    />
  )
}

/** Add, edit, reorder and remove compose flows; hands the app valid `composeFlows` as it goes. */
export const FlowBuilder = /* @__PURE__ */ withErrorBoundary('flow-builder', FlowBuilderContent)
