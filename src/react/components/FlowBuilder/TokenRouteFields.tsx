'use client'
import type { BuildCcipFlowDraft, IntentSimpleFlowDraft } from '../../../core/flow-drafts/types.js'
import { findToken } from '../../../core/tokens/token-list.js'
import { AmountField } from './AmountField.js'
import type { FlowEditorProps } from './BuildFlowEditor.js'
import { useFlowBuilderContext } from './builder-context.js'
import { ChainField } from './fields.js'
import { TokenField } from './TokenField.js'

/** Source and destination (token, chain) and the amount: shared by build-ccip and intent-simple. */
export function TokenRouteFields<T extends BuildCcipFlowDraft | IntentSimpleFlowDraft>({
  draft,
  onChange,
}: FlowEditorProps<T>) {
  const { messages, tokenList } = useFlowBuilderContext()
  type Shared = Pick<
    BuildCcipFlowDraft,
    'srcToken' | 'dstToken' | 'srcChainId' | 'dstChainId' | 'amount'
  >
  const set = (patch: Partial<Shared>) => onChange({ ...draft, ...patch } as T)
  const source =
    draft.srcChainId && draft.srcToken
      ? findToken(tokenList, Number(draft.srcChainId), draft.srcToken.trim())
      : undefined
  return (
    <>
      <div className="stx-flow-builder__row">
        <ChainField
          field="srcChainId"
          label={messages.srcChain}
          value={draft.srcChainId}
          onChange={(srcChainId) => set({ srcChainId })}
        />
        <TokenField
          field="srcToken"
          label={messages.srcToken}
          value={draft.srcToken}
          onChange={(srcToken) => set({ srcToken })}
          chainId={draft.srcChainId}
        />
      </div>
      <div className="stx-flow-builder__row">
        <ChainField
          field="dstChainId"
          label={messages.dstChain}
          value={draft.dstChainId}
          onChange={(dstChainId) => set({ dstChainId })}
        />
        <TokenField
          field="dstToken"
          label={messages.dstToken}
          value={draft.dstToken}
          onChange={(dstToken) => set({ dstToken })}
          chainId={draft.dstChainId}
        />
      </div>
      <AmountField
        field="amount"
        label={messages.amount}
        value={draft.amount}
        onChange={(amount) => set({ amount })}
        allowRuntime
        chainId={draft.srcChainId}
        token={source}
        source={{ chainId: draft.srcChainId, token: draft.srcToken }}
      />
    </>
  )
}
