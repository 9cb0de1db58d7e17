// The supertransactions executed in this browser, newest first (localStorage).
import { useSyncExternalStore } from 'react'

export type HistoryEntry = {
  supertxHash: `0x${string}`
  preset: string
  mode: string
  explorerUrl: string | undefined
  /** ms since epoch */
  at: number
}

const KEY = 'supertx-playground:history'
const listeners = new Set<() => void>()
let cache: { raw: string | null; entries: HistoryEntry[] } | undefined

function entries(): HistoryEntry[] {
  const raw = localStorage.getItem(KEY)
  if (cache?.raw !== raw) {
    let parsed: HistoryEntry[] = []
    try {
      const value = JSON.parse(raw ?? '[]') as unknown
      if (Array.isArray(value)) parsed = value as HistoryEntry[]
    } catch {}
    cache = { raw, entries: parsed }
  }
  return cache.entries
}

/** Adds (or keeps) an entry; at most 20 are kept. */
export function remember(entry: HistoryEntry): void {
  const list = entries()
  if (list.some((e) => e.supertxHash === entry.supertxHash)) return
  localStorage.setItem(KEY, JSON.stringify([entry, ...list].slice(0, 20)))
  for (const listener of listeners) listener()
}

export function useHistory(): HistoryEntry[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    entries,
    entries,
  )
}
