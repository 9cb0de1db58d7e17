'use client'
import { useSyncExternalStore } from 'react'
import type { HistoryEntry, HistoryOptions } from '../../core/history/history.js'
import { getHistoryStore } from '../../core/history/history-store.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseSupertxHistoryParameters = HistoryOptions
export type UseSupertxHistoryReturnType = {
  /** Newest first; undefined until the storage was read (and on the server). */
  entries: readonly HistoryEntry[] | undefined
}

/**
 * The supertransactions this app executed (kept by the core in the config's storage), updated
 * after each write in this page.
 *
 * @example
 * const { entries } = useSupertxHistory()
 */
export function useSupertxHistory(
  parameters: UseSupertxHistoryParameters = {},
): UseSupertxHistoryReturnType {
  const config = useSupertxConfig('useSupertxHistory')
  const store = getHistoryStore(config.storage, parameters)
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, () => undefined)
  return { entries }
}
