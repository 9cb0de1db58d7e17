import type { SupertransactionContext as Context, SupertransactionState as State } from './types.js'

/**
 * The run's state and how it moves: `context` accumulates what the steps gather, `enter` moves
 * to a status carrying the context so far, `set` to any state; every move reaches `onStatus` and
 * the subscribers. No step logic lives here.
 */
export type RunTransitions = {
  readonly state: State
  /** What the steps gathered so far; a step replaces it with a copy, never edits it in place. */
  context: Context
  set(next: State): void
  enter<status extends State['status']>(status: status, extra: Partial<Context>): void
  subscribe(listener: (state: State) => void): () => void
}

export function createTransitions(onStatus: ((state: State) => void) | undefined): RunTransitions {
  const listeners = new Set<(state: State) => void>()
  let state: State = { status: 'idle', data: {} }
  const transitions: RunTransitions = {
    get state() {
      return state
    },
    context: {},
    set(next) {
      state = next
      onStatus?.(next)
      for (const listener of listeners) listener(next)
    },
    enter(status, extra) {
      transitions.context = { ...transitions.context, ...extra }
      transitions.set({ status, data: transitions.context } as State)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return transitions
}
