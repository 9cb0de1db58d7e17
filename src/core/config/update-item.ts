import { webLocks, withLock } from './locks.js'
import type { SupertxStorage } from './storage.js'

/**
 * A change of one stored item: the new raw value from the current one (`null`: none), returning
 * the value itself when nothing changes. It must be idempotent (applied twice, it changes nothing
 * the second time): without Web Locks it is applied again over another tab's write.
 */
export type ItemChange = (raw: string | null) => string | null

/**
 * Reads, changes and writes one item under its lock (`withLock`), so concurrent updates from
 * this page's flows and views, and from other tabs where Web Locks exist, never lose one another.
 * Where they do not but the storage reports other tabs' writes (`watch`: the `storage` event), a
 * write of another tab that lost this page's recent changes gets them applied again.
 */
export async function updateItem(
  storage: SupertxStorage,
  key: string,
  change: ItemChange,
): Promise<string | null> {
  if (!webLocks() && storage.watch) remember(storage, key, change)
  return withLock(storage, `supertx:${key}`, () => apply(storage, key, change))
}

async function apply(storage: SupertxStorage, key: string, change: ItemChange) {
  const raw = await storage.getItem(key)
  const next = change(raw)
  if (next !== raw) {
    if (next === null) await storage.removeItem(key)
    else await storage.setItem(key, next)
  }
  return next
}

/** How long a change is applied again over other tabs' writes: far longer than any race lasts. */
const MERGE_WINDOW_MS = 10_000

type Recent = { change: ItemChange; at: number }
const recent = new WeakMap<SupertxStorage, Map<string, Recent[]>>()

function remember(storage: SupertxStorage, key: string, change: ItemChange) {
  let byKey = recent.get(storage)
  if (!byKey) {
    byKey = new Map()
    recent.set(storage, byKey)
    storage.watch?.((changed, value) => void merge(storage, changed, value))
  }
  const list = (byKey.get(key) ?? []).filter((r) => Date.now() - r.at < MERGE_WINDOW_MS)
  list.push({ change, at: Date.now() })
  byKey.set(key, list)
}

/** Another tab wrote `key`: whatever of this page's recent changes its write lost is redone. */
async function merge(storage: SupertxStorage, key: string | null, value: string | null) {
  const byKey = recent.get(storage)
  for (const [k, list] of byKey ?? []) {
    if (key !== null && key !== k) continue
    // A removal elsewhere (a cleared history) wins over what this page wrote before it.
    if (value === null) {
      byKey?.delete(k)
      continue
    }
    const changes = list.filter((r) => Date.now() - r.at < MERGE_WINDOW_MS)
    const redo: ItemChange = (raw) => changes.reduce((current, r) => r.change(current), raw)
    if (redo(value) === value) continue
    await withLock(storage, `supertx:${k}`, () => apply(storage, k, redo)).catch(() => {})
  }
}
