// What each run of this browser was, by supertxHash (localStorage): the History rows say it beside
// the mode and chains the kit's history keeps. What is kept is what ran (a preset's id, or the
// kinds of the edited flows), worded when shown, in the page's language; a label an older page
// kept as plain English text is shown as it was.
import type { ComposeFlow } from '../../src/core/schemas/compose-flow.js'
import { PRESET_IDS, type PresetId } from './presets.js'
import type { PlaygroundWords } from './words.js'

const KEY = 'supertx-playground:run-labels'
/** The labels kept: the newest runs (History shows 20). */
const LIMIT = 50

/** The kinds of flow a custom run's label names, when not by the function a call runs. */
const FLOW_KINDS = ['call', 'bridge', 'intent', 'raw'] as const

/** One flow of a custom run: the function a call runs (code, never translated), or its kind. */
export type FlowKind = { function: string } | { kind: (typeof FLOW_KINDS)[number] }

/** What ran: a ready-made preset, edited flows (or the form's), or an older page's plain text. */
export type RunLabel = { preset: PresetId } | { custom: FlowKind[] } | string

const isFlowKind = (value: unknown): value is FlowKind =>
  typeof value === 'object' &&
  value !== null &&
  (typeof (value as { function?: unknown }).function === 'string' ||
    (FLOW_KINDS as readonly unknown[]).includes((value as { kind?: unknown }).kind))

/** A label as stored, checked: what this browser's storage holds may be anything. */
function isRunLabel(value: unknown): value is RunLabel {
  if (typeof value === 'string') return true
  if (typeof value !== 'object' || value === null) return false
  const { preset, custom } = value as { preset?: unknown; custom?: unknown }
  if (preset !== undefined) return PRESET_IDS.includes(preset as PresetId)
  return Array.isArray(custom) && custom.every(isFlowKind)
}

function read(): Record<string, unknown> {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** The label of a run, or undefined for a run this browser did not label. */
export function runLabel(supertxHash: string): RunLabel | undefined {
  const label = read()[supertxHash.toLowerCase()]
  return isRunLabel(label) ? label : undefined
}

/** Labels a run once (the first label wins: a reload resuming it has the same hash). */
export function labelRun(supertxHash: string, label: RunLabel): void {
  const labels = read()
  const key = supertxHash.toLowerCase()
  if (labels[key]) return
  const kept = Object.entries(labels).slice(-(LIMIT - 1))
  try {
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries([...kept, [key, label]])))
  } catch {}
}

/** Edited flows by kind: the function each call runs, or bridge, intent, raw call. */
export function customFlowKinds(flows: readonly ComposeFlow[]): RunLabel {
  return {
    custom: flows.map((flow): FlowKind => {
      if (flow.type === '/instructions/build') {
        const signature = String((flow.data as { functionSignature?: unknown }).functionSignature)
        const name = /(?:function\s+)?(\w+)\s*\(/.exec(signature)?.[1]
        return name ? { function: name } : { kind: 'call' }
      }
      return flow.type === '/instructions/build-ccip'
        ? { kind: 'bridge' }
        : flow.type === '/instructions/intent-simple'
          ? { kind: 'intent' }
          : { kind: 'raw' }
    }),
  }
}

/** A run's label in the page's words: the preset's name, or "Custom: transfer, bridge, intent". */
export function wordRunLabel(
  label: RunLabel,
  words: Pick<PlaygroundWords, 'presets' | 'history'>,
): string {
  if (typeof label === 'string') return label
  if ('preset' in label) return words.presets.names[label.preset]
  const kinds = label.custom.map((flow) =>
    'function' in flow ? flow.function : words.history.flowKinds[flow.kind],
  )
  return words.history.custom(kinds.join(', '))
}
