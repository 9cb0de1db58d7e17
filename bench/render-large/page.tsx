// The page bench/render-large.ts times in Chromium: <SupertxHistory> over 3,000 stored entries and
// <SupertxTracker> over a 10,000-operation receipt, each mounted afresh, the kit's real components
// in a production React build.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { createSupertxConfig } from '../../src/core/config/createSupertxConfig.js'
import { createMemoryStorage } from '../../src/core/config/storage.js'
import type { SupertxReceipt } from '../../src/core/schemas/receipt.js'
import { SupertxHistory } from '../../src/react/components/SupertxHistory/SupertxHistory.js'
import { SupertxTracker } from '../../src/react/components/SupertxTracker/SupertxTracker.js'
import { SupertxProvider } from '../../src/react/SupertxProvider.js'

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
// Nothing answers here: the pending entries' receipt reads fail and retry, as on a dead network.
const baseUrl = 'http://127.0.0.1:9'

function history(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    supertxHash: hash(count - i),
    explorerUrl: `https://explorer.test/tx/${hash(count - i)}`,
    status: i % 2 ? 'success' : 'pending',
    chainIds: [31337, 31338],
    mode: 'smart-account',
    createdAt: 1_700_000_000_000 - i,
    updatedAt: 1_700_000_000_000 - i,
  }))
}

function receipt(count: number): SupertxReceipt {
  return {
    supertxHash: hash(1),
    status: 'failed',
    userOps: Array.from({ length: count }, (_, i) => ({
      chainId: i < count / 2 ? 31337 : 31338,
      executionStatus: i === 17 || i === count - 3 ? 'MINED_FAIL' : 'MINED_SUCCESS',
      transactionHash: hash(i + 2),
    })),
  } as SupertxReceipt
}

/** Resolves once `done()` holds, checked after every DOM change. */
function when(element: Element, done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (done()) return resolve()
    const observer = new MutationObserver(() => {
      if (done()) {
        observer.disconnect()
        resolve()
      }
    })
    observer.observe(element, { childList: true, subtree: true })
  })
}

/**
 * ms from mounting <SupertxHistory> to its first page of rows, history read from storage included:
 * with the default `limit` (what an app gets) or with every stored entry asked for.
 */
async function timeHistory(entries: number, limit?: number): Promise<number> {
  const storage = createMemoryStorage()
  await storage.setItem('supertx:history', JSON.stringify(history(entries)))
  const config = createSupertxConfig({ baseUrl, storage })
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  const start = performance.now()
  root.render(
    <QueryClientProvider client={new QueryClient()}>
      <SupertxProvider config={config}>
        <SupertxHistory limit={limit} />
      </SupertxProvider>
    </QueryClientProvider>,
  )
  await when(host, () => host.querySelectorAll('li').length >= 50)
  const ms = performance.now() - start
  root.unmount()
  host.remove()
  return ms
}

/** ms to mount <SupertxTracker> with the receipt, synchronously, to the committed DOM. */
function timeTracker(ops: number): { ms: number; rows: number } {
  const config = createSupertxConfig({ baseUrl, storage: createMemoryStorage() })
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  const data = receipt(ops)
  const start = performance.now()
  flushSync(() =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <SupertxProvider config={config}>
          <SupertxTracker receipt={data} />
        </SupertxProvider>
      </QueryClientProvider>,
    ),
  )
  const ms = performance.now() - start
  const rows = host.querySelectorAll('li').length
  root.unmount()
  host.remove()
  return { ms, rows }
}

declare global {
  interface Window {
    runBench: () => Promise<{
      history: number[]
      historyAll: number[]
      tracker: number[]
      trackerRows: number
    }>
  }
}

window.runBench = async () => {
  const historyRuns: number[] = []
  const historyAllRuns: number[] = []
  const trackerRuns: number[] = []
  let trackerRows = 0
  for (let i = 0; i < 7; i++) historyRuns.push(await timeHistory(3_000))
  for (let i = 0; i < 7; i++) historyAllRuns.push(await timeHistory(3_000, 3_000))
  for (let i = 0; i < 7; i++) {
    const { ms, rows } = timeTracker(10_000)
    trackerRuns.push(ms)
    trackerRows = rows
  }
  return { history: historyRuns, historyAll: historyAllRuns, tracker: trackerRuns, trackerRows }
}
