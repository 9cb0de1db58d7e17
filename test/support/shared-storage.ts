// Two "tabs" over one storage, as a browser's localStorage behaves for two tabs of one origin:
// each tab has its own storage object over the same items, reads and writes take a moment (an
// asynchronous wrapper, so updates of the two tabs interleave), and a write in one tab reaches the
// other as a `storage` event (`watch`), never the writing tab itself. Node has no Web Locks, so
// the kit coordinates the tabs by merging on those events, as a browser without Web Locks does.
import type { SupertxStorage } from '../../src/core/config/storage.js'

export type SharedStorage = {
  /** The items both tabs see. */
  items: Map<string, string>
  /** A tab's view of the items. */
  tab(): SupertxStorage
}

/** `delayMs`: how long each read and write takes (0: the next macrotask). */
export function createSharedStorage(delayMs = 1): SharedStorage {
  const items = new Map<string, string>()
  const tabs: {
    storage: SupertxStorage
    listeners: Set<(key: string, value: string | null) => void>
  }[] = []
  const later = () => new Promise((resolve) => setTimeout(resolve, delayMs))
  // Like a browser, the event reaches the other tabs in a task of their own, after the write.
  const tell = (from: SupertxStorage, key: string, value: string | null) =>
    setTimeout(() => {
      for (const tab of tabs)
        if (tab.storage !== from) for (const listener of tab.listeners) listener(key, value)
    })
  return {
    items,
    tab() {
      const listeners = new Set<(key: string, value: string | null) => void>()
      const storage: SupertxStorage = {
        async getItem(key) {
          await later()
          return items.get(key) ?? null
        },
        async setItem(key, value) {
          await later()
          items.set(key, value)
          tell(storage, key, value)
        },
        async removeItem(key) {
          await later()
          items.delete(key)
          tell(storage, key, null)
        },
        watch(listener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      }
      tabs.push({ storage, listeners })
      return storage
    },
  }
}
