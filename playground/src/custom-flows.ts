// The Custom preset's flows as edited in the builder, kept in this browser (localStorage), so
// `?preset=custom` shows them again after a reload instead of the preset they were edited from.
import type { FlowDraft } from '../../src/core/flow-drafts/types.js'
import { PRESET_IDS, type PresetId } from './presets.js'

const KEY = 'supertx-playground:custom-flows'

export type CustomFlows = {
  /** The ready-made preset they were edited from. */
  base: PresetId
  drafts: FlowDraft[]
}

const isDraft = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { type?: unknown }).type === 'string'

/** The flows saved last, or undefined when there are none (or what is stored is not flows). */
export function loadCustomFlows(): CustomFlows | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<CustomFlows> | null
    if (!stored || !PRESET_IDS.includes(stored.base as PresetId)) return undefined
    if (!Array.isArray(stored.drafts) || !stored.drafts.every(isDraft)) return undefined
    return { base: stored.base as PresetId, drafts: stored.drafts }
  } catch {
    return undefined
  }
}

/** Keeps the edited flows; a full or blocked storage only loses them after a reload. */
export function saveCustomFlows(custom: CustomFlows): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(custom))
  } catch {}
}
