// What each run of this browser was, by supertxHash (localStorage): the History rows say it beside
// the mode and chains the kit's history keeps.
import type { ComposeFlow } from '../../src/core/schemas/compose-flow.js'

const KEY = 'supertx-playground:run-labels'
/** The labels kept: the newest runs (History shows 20). */
const LIMIT = 50

function read(): Record<string, string> {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/** The label of a run, or undefined for a run this browser did not label. */
export function runLabel(supertxHash: string): string | undefined {
  const label = read()[supertxHash.toLowerCase()]
  return typeof label === 'string' ? label : undefined
}

/** Labels a run once (the first label wins: a reload resuming it has the same hash). */
export function labelRun(supertxHash: string, label: string): void {
  const labels = read()
  const key = supertxHash.toLowerCase()
  if (labels[key]) return
  const kept = Object.entries(labels).slice(-(LIMIT - 1))
  try {
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries([...kept, [key, label]])))
  } catch {}
}

/** Edited flows in a few words: "Custom: transfer, bridge, intent". */
export function describeCustomFlows(flows: readonly ComposeFlow[]): string {
  const words = flows.map((flow) => {
    if (flow.type === '/instructions/build') {
      const signature = String((flow.data as { functionSignature?: unknown }).functionSignature)
      return /(?:function\s+)?(\w+)\s*\(/.exec(signature)?.[1] ?? 'call'
    }
    return flow.type === '/instructions/build-ccip'
      ? 'bridge'
      : flow.type === '/instructions/intent-simple'
        ? 'intent'
        : 'raw call'
  })
  return `Custom: ${words.join(', ')}`
}
