// A live log of the `onStatus` events of the playground's supertransaction: what an integrator's
// callback receives, one line per transition (kept in memory, newest last, at most 200).
import { useSyncExternalStore } from 'react'
import type { SupertransactionState } from '../../src/core/supertransaction/types.js'

export type StatusLogEntry = {
  /** ms since the page loaded */
  at: number
  status: SupertransactionState['status']
  step: string | undefined
  supertxHash: string | undefined
  error: string | undefined
}

let entries: StatusLogEntry[] = []
/** The latest state itself: the Integrate view renders the kit's parts from it. */
let last: SupertransactionState | undefined
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const snapshot = () => entries

function add(state: SupertransactionState): void {
  const error =
    'error' in state && state.error instanceof Error
      ? ((state.error as { shortMessage?: string }).shortMessage ?? state.error.message)
      : undefined
  const entry: StatusLogEntry = {
    at: Math.round(performance.now()),
    status: state.status,
    step: 'step' in state ? (state.step as string | undefined) : undefined,
    supertxHash: state.data.supertxHash,
    error,
  }
  entries = [...entries, entry].slice(-200)
  last = state
  for (const listener of listeners) listener()
}

function clear(): void {
  entries = []
  for (const listener of listeners) listener()
}

const lastState = () => last

export function useStatusLog() {
  const list = useSyncExternalStore(subscribe, snapshot, snapshot)
  const state = useSyncExternalStore(subscribe, lastState, lastState)
  return { entries: list, last: state, add, clear }
}
