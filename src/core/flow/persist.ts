import type { Hex } from 'viem'
import type { SupertxStorage } from '../config/storage.js'

/** What is kept while a supertransaction is in flight: enough to resume tracking after a reload. */
export type InFlightRecord = { supertxHash: Hex; explorerUrl: string; savedAt: number }

export async function readInFlight(
  storage: SupertxStorage,
  key: string,
): Promise<InFlightRecord | undefined> {
  try {
    const raw = await storage.getItem(key)
    if (!raw) return undefined
    const record = JSON.parse(raw) as Partial<InFlightRecord>
    return typeof record.supertxHash === 'string' && /^0x[0-9a-fA-F]{64}$/.test(record.supertxHash)
      ? (record as InFlightRecord)
      : undefined
  } catch {
    // A corrupt or unreadable item cannot be resumed; the flow starts fresh instead of failing.
    return undefined
  }
}

export async function writeInFlight(storage: SupertxStorage, key: string, record: InFlightRecord) {
  try {
    await storage.setItem(key, JSON.stringify(record))
  } catch {
    // Persistence is a convenience: a full or blocked storage must not fail the supertransaction.
  }
}

export async function clearInFlight(storage: SupertxStorage, key: string) {
  try {
    await storage.removeItem(key)
  } catch {}
}
