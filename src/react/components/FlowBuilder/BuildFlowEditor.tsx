'use client'
import { useMemo } from 'react'
import { alignArgs, parseFunctionSignature } from '../../../core/flow-drafts/abi-params.js'
import type { BuildFlowDraft } from '../../../core/flow-drafts/types.js'
import { findToken } from '../../../core/tokens/token-list.js'
import { ArgEditor } from './ArgEditor.js'
import { useFlowBuilderContext } from './builder-context.js'
import { TextField } from './fields.js'
import { TargetFields } from './TargetFields.js'

export type FlowEditorProps<T> = { draft: T; onChange: (draft: T) => void }

/** `/instructions/build`: a contract, its chain, a function signature and its arguments. */
export function BuildFlowEditor({ draft, onChange }: FlowEditorProps<BuildFlowDraft>) {
  const { messages, tokenList } = useFlowBuilderContext()
  const signature = useMemo(
    () => parseFunctionSignature(draft.functionSignature),
    [draft.functionSignature],
  )
  const params = signature.ok ? signature.inputs : []
  const args = alignArgs(params, draft.args)
  const token =
    draft.chainId && draft.to
      ? findToken(tokenList, Number(draft.chainId), draft.to.trim())
      : undefined
  const maxArg = token && signature.ok ? tokenAmountArg(signature.name, params) : undefined
  return (
    <>
      <TargetFields draft={draft} onChange={onChange} />
      <TextField
        field="functionSignature"
        label={messages.functionSignature}
        hint={messages.functionSignatureHint}
        value={draft.functionSignature}
        onChange={(text) => {
          const parsed = parseFunctionSignature(text)
          const next = parsed.ok ? alignArgs(parsed.inputs, draft.args) : draft.args
          onChange({ ...draft, functionSignature: text, args: next })
        }}
        placeholder="function transfer(address to, uint256 amount)"
        mono
      />
      <fieldset className="stx-flow-builder__group stx-flow-builder__args">
        <legend className="stx-flow-builder__group-legend">{messages.arguments}</legend>
        {!signature.ok && (
          <p className="stx-flow-builder__hint">{messages.argumentsAfterSignature}</p>
        )}
        {signature.ok && !params.length && (
          <p className="stx-flow-builder__hint">{messages.noArguments}</p>
        )}
        {params.map((param, i) => (
          <ArgEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: arguments are positional
            key={`${i}:${param.type}`}
            param={param}
            value={args[i] as (typeof args)[number]}
            onChange={(arg) =>
              onChange({ ...draft, args: args.map((old, j) => (j === i ? arg : old)) })
            }
            field={`args.${i}`}
            label={messages.argument({ name: param.name || `#${i + 1}`, type: param.type })}
            chainId={draft.chainId}
            token={token}
            source={i === maxArg ? { chainId: draft.chainId, token: draft.to } : undefined}
          />
        ))}
      </fieldset>
    </>
  )
}

/**
 * ERC-20 calls whose uint256 argument is an amount of the called token taken from the owner's own
 * balance (the argument's index): `transfer(address,uint256)` and `approve(address,uint256)`.
 * `transferFrom` is left out on purpose: its amount comes from its `from` argument's balance.
 */
const ownerAmountCalls: Record<string, string> = {
  transfer: 'address,uint256',
  approve: 'address,uint256',
}

/**
 * The argument that can offer Max: only on a token the token list knows (the caller checks), and
 * only the amount of a call above, so no other contract's uint is ever mistaken for a balance.
 */
function tokenAmountArg(name: string, inputs: readonly { type: string }[]): number | undefined {
  return Object.hasOwn(ownerAmountCalls, name) &&
    ownerAmountCalls[name] === inputs.map((input) => input.type).join(',')
    ? 1
    : undefined
}
