// The provider's `messages` and a component's `labels` merge at every depth: one code under
// `flowBuilder.issues` (or one state under `supertransaction.opStates`) is reworded alone, the rest
// keep the locale's words. Strings, functions and arrays replace; plain objects merge.
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { FlowDraft } from '../../../src/core/flow-drafts/types.js'
import { FlowBuilder } from '../../../src/react/components/FlowBuilder/FlowBuilder.js'
import { deepMerge, mergeMessages } from '../../../src/react/i18n/merge-messages.js'
import { renderPart } from './render.js'

const badRaw: FlowDraft[] = [{ id: 'r', type: 'build-raw', to: '', chainId: '', data: '0xzz' }]

describe('messages merge deeply', () => {
  it('the provider rewords one issue code; every other code keeps its words', () => {
    renderPart(<FlowBuilder defaultValue={badRaw} showErrors="always" />, {
      messages: {
        flowBuilder: { issues: { required: ({ field }) => `${field}: please fill in` } },
      },
    })
    expect(screen.getByRole('textbox', { name: 'Target address' })).toHaveAccessibleDescription(
      /Target address: please fill in$/,
    )
    // Codes the app did not give: the English defaults, not undefined (no crash, no empty text).
    expect(screen.getByRole('combobox', { name: 'Chain' })).toHaveAccessibleDescription(
      /Chain is required: pick a chain$/,
    )
    expect(screen.getByRole('textbox', { name: 'Calldata (hex)' })).toHaveAccessibleDescription(
      /Calldata \(hex\) must be 0x-prefixed hex/,
    )
  })

  it('over a loaded locale too: one German code reworded, the other codes stay German', async () => {
    renderPart(<FlowBuilder defaultValue={badRaw} showErrors="always" />, {
      locale: 'de',
      messages: { flowBuilder: { issues: { required: ({ field }) => `${field} fehlt` } } },
    })
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Zieladresse' })).toHaveAccessibleDescription(
        /Zieladresse fehlt$/,
      ),
    )
    expect(screen.getByRole('combobox', { name: 'Chain' })).toHaveAccessibleDescription(
      /Chain ist erforderlich: Wählen Sie eine Chain$/,
    )
  })

  it('a component’s labels merge the same way, over the provider’s words', () => {
    renderPart(
      <FlowBuilder
        defaultValue={badRaw}
        showErrors="always"
        labels={{ typeDescriptions: { 'build-raw': 'Raw bytes' }, issues: { hex: () => 'hex!' } }}
      />,
      { messages: { flowBuilder: { issues: { required: () => 'fill me' } } } },
    )
    expect(screen.getByText('Raw bytes')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Calldata (hex)' })).toHaveAccessibleDescription(
      /hex!$/,
    )
    expect(screen.getByRole('textbox', { name: 'Target address' })).toHaveAccessibleDescription(
      /fill me$/,
    )
    expect(screen.getByRole('combobox', { name: 'Chain' })).toHaveAccessibleDescription(
      /Chain is required: pick a chain$/,
    )
  })

  it('deepMerge: objects merge, strings/functions/arrays replace, undefined keeps, inputs unchanged', () => {
    const word = () => 'new'
    const base = { a: { b: 'old', c: () => 'old', d: ['x', 'y'] }, e: 'keep', f: { g: 'keep' } }
    const snapshot = JSON.stringify(base)
    const merged = deepMerge(base, { a: { c: word, d: ['z'] }, e: undefined, f: {} })
    expect(merged).toEqual({ a: { b: 'old', c: word, d: ['z'] }, e: 'keep', f: { g: 'keep' } })
    expect(JSON.stringify(base)).toBe(snapshot)
    expect(mergeMessages(undefined, undefined)).toEqual({})
  })

  it('deepMerge: a __proto__ key from parsed JSON sets no prototype', () => {
    const merged = deepMerge(
      { a: 'x' } as Record<string, unknown>,
      JSON.parse('{"__proto__": {"polluted": "yes"}, "a": "y"}') as Record<string, unknown>,
    )
    expect(merged).toEqual({ a: 'y' })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect((merged as Record<string, unknown>).polluted).toBeUndefined()
  })
})
