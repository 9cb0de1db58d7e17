'use client'
import { useId } from 'react'
import { findToken } from '../../../core/tokens/token-list.js'
import { useFlowBuilderContext } from './builder-context.js'
import { TextField } from './fields.js'

export type TokenFieldProps = {
  field: string
  label: string
  value: string
  onChange: (value: string) => void
  /** The chain the token lives on (a chain id string; empty for any). */
  chainId: string
}

/** A token address: free input with suggestions from the provider's token list on that chain. */
export function TokenField({ field, label, value, onChange, chainId }: TokenFieldProps) {
  const listId = useId()
  const { tokenList, messages } = useFlowBuilderContext()
  const tokens = (tokenList?.tokens ?? []).filter(
    (token) => !chainId || String(token.chainId) === chainId,
  )
  const known = chainId && value ? findToken(tokenList, Number(chainId), value.trim()) : undefined
  return (
    <>
      <TextField
        field={field}
        label={label}
        value={value}
        onChange={onChange}
        placeholder="0x…"
        mono
        list={tokens.length ? listId : undefined}
        hint={known ? messages.knownToken(known) : tokens.length ? messages.tokenHint : undefined}
      />
      {tokens.length > 0 && (
        <datalist id={listId}>
          {tokens.map((token) => (
            <option key={`${token.chainId}:${token.address}`} value={token.address}>
              {`${token.symbol} · ${token.name}`}
            </option>
          ))}
        </datalist>
      )}
    </>
  )
}
