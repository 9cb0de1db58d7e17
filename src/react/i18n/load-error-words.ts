'use client'
// One load of the error words (`error-words.ts`) for every component that may show an error,
// started when the first of them mounts: by the time an error arrives, the words are in.

/** What the error-words chunk holds. */
export type ErrorWordsModule = typeof import('./error-words.js')

/** Loading, loaded, or failed (offline); a failed load is tried again by the next `load`. */
export type ErrorWordsState =
  | { status: 'loading' }
  | { status: 'loaded'; words: ErrorWordsModule }
  | { status: 'failed' }

export type ErrorWordsLoader = {
  /** Starts the load unless it runs or succeeded. */
  load: () => void
  get: () => ErrorWordsState
  /** Called on each change of state; returns the unsubscribe. */
  subscribe: (onChange: () => void) => () => void
}

const loading: ErrorWordsState = { status: 'loading' }

/** A loader of `importer`'s module; the kit's one is `errorWordsLoader`. */
export function createErrorWordsLoader(
  importer: () => Promise<ErrorWordsModule>,
): ErrorWordsLoader {
  let state: ErrorWordsState = loading
  let pending = false
  const listeners = new Set<() => void>()
  const set = (next: ErrorWordsState) => {
    state = next
    for (const listener of listeners) listener()
  }
  return {
    load() {
      if (pending || state.status === 'loaded') return
      pending = true
      if (state.status === 'failed') set(loading)
      importer().then(
        (words) => {
          pending = false
          set({ status: 'loaded', words })
        },
        () => {
          pending = false
          set({ status: 'failed' })
        },
      )
    },
    get: () => state,
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
  }
}

/** The kit's error words, shared by its components (`useErrorWords`). */
export const errorWordsLoader = /* @__PURE__ */ createErrorWordsLoader(
  () => import('./error-words.js'),
)

/** The state before anything loads, as a server renders it (and hydration first sees). */
export const errorWordsLoading: ErrorWordsState = loading
