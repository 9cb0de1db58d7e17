// `npm run soak`: the devnet and the kit under sustained and hostile load. Figures are printed,
// never asserted; every phase is bounded in count and time, and every process it starts (the
// devnet's API in this process, its anvil chains as children) is stopped at the end, on an error
// and on Ctrl-C.
//
//   npm run soak                      # the full run (5,000 supertransactions; ~10–15 min on 2 cores)
//   npm run soak -- --supertxs=1000   # fewer supertransactions (RSS is then read at 500 and the end)
//   npm run soak -- --max-minutes=5   # stop the supertransaction phase early, print what was reached
//
// Each figure is one row; a row whose feature does not exist yet prints "not available" with why.
// The dead-chain row runs on a devnet of its own, so the main one keeps both chains.
// To add one, give `rows` another entry in main().
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PerformanceObserver } from 'node:perf_hooks'
import fc from 'fast-check'
import type { Address, Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { POST_PATHS } from '../fixtures/endpoint-bodies.js'
import {
  type LoadSetup,
  prepareLoad,
  quoteAndExecute,
  runLoadRound,
} from '../fixtures/harness/load-run.js'
import { waitForSupertxReceipt } from '../src/core/actions/waitForSupertxReceipt.js'
import { createSupertxConfig } from '../src/core/config/createSupertxConfig.js'
import { startDevnet } from '../src/devnet/start-devnet.js'
import { decodeJson } from '../src/devnet/state/json-records.js'
import { anvilTransactionsPerSecond } from './anvil-rate.js'

const arg = (name: string, fallback: number) => {
  const given = process.argv.find((a) => a.startsWith(`--${name}=`))
  return given ? Number(given.split('=')[1]) : fallback
}
const SUPERTXS = arg('supertxs', 5_000)
const MAX_MINUTES = arg('max-minutes', 20)
const HOSTILE_BODIES = arg('hostile-bodies', 2_000)
const ROUND = 250
const OWNERS = 20
const mnemonic = 'test test test test test test test test test test test junk'

type Row = { figure: string; value: string }
const rows: Row[] = []
const row = (figure: string, value: string) => {
  rows.push({ figure, value })
  console.log(`  ${figure}: ${value}`)
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const ms = (value: number) => `${value.toFixed(0)} ms`

async function main() {
  const started = performance.now()
  console.log(
    `# soak (node ${process.version}, ${SUPERTXS} supertransactions, ${HOSTILE_BODIES} hostile bodies)`,
  )
  const devnet = await startDevnet({ chains: 2, bridgeDelayMs: 0, logError: () => {} })
  console.log('devnet on the Nexus encoding')
  const stop = () => devnet.stop()
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)))
  try {
    await hostileBodies(devnet.apiUrl, devnet.apiKey)
    await anvilThroughput(devnet)
    const setup = await prepareLoad(devnet, { owners: OWNERS, fundingPerChain: 200_000_000n })
    await supertxThroughput(setup)
    await sustained(setup)
    await deadChain()
    await restartWithState()
  } finally {
    await stop()
  }
  console.log(
    `# soak done in ${((performance.now() - started) / 1000).toFixed(0)} s; every process stopped`,
  )
}

/** Invalid bodies at every POST route and junk hashes at the explorer, 8 at a time. */
async function hostileBodies(apiUrl: string, apiKey: string) {
  console.log('## hostile bodies')
  const owner = mnemonicToAccount(mnemonic, { addressIndex: 0 }).address
  const near = {
    mode: 'smart-account',
    ownerAddress: owner,
    composeFlows: [{ type: '/instructions/build', data: { to: owner, chainId: 1 } }],
  }
  // Deterministic (seeded) junk: arbitrary JSON, near-valid bodies with one field swapped for
  // junk, broken JSON text, deep nesting and big strings.
  const junk = fc.sample(fc.jsonValue(), { numRuns: HOSTILE_BODIES, seed: 42 })
  const bodyFor = (i: number): string => {
    const value = junk[i]
    switch (i % 6) {
      case 0:
        return JSON.stringify(value) ?? 'null'
      case 1:
        return JSON.stringify({ ...near, [Object.keys(near)[i % 3] as string]: value })
      case 2:
        return (JSON.stringify(value) ?? '{').slice(0, -1) || '{'
      case 3:
        return `${'['.repeat(5_000 + (i % 5_000))}${']'.repeat(5_000 + (i % 5_000))}`
      case 4:
        return JSON.stringify({ ...near, ownerAddress: 'x'.repeat(50_000 + i) })
      default:
        return JSON.stringify({ ...near, composeFlows: Array(2_000).fill(value ?? 0) })
    }
  }
  const statuses = new Map<number, number>()
  let slowest = { ms: 0, what: '' }
  let failures = 0
  const stalls = watchStalls()
  let next = 0
  const worker = async () => {
    while (next < HOSTILE_BODIES) {
      const i = next++
      const get = i % 10 === 9
      const path = get
        ? `/v1/explorer/${encodeURIComponent(String(junk[i]).slice(0, 100))}`
        : (POST_PATHS[i % POST_PATHS.length] as string)
      const t0 = performance.now()
      try {
        const response = await fetch(`${apiUrl}${path}`, {
          method: get ? 'GET' : 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
          ...(get ? {} : { body: bodyFor(i) }),
          signal: AbortSignal.timeout(30_000),
        })
        await response.arrayBuffer()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      } catch {
        failures++
      }
      const took = performance.now() - t0
      if (took > slowest.ms)
        slowest = { ms: took, what: `${get ? 'GET' : 'POST'} ${path.slice(0, 60)}` }
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  const stall = stalls.stop()
  const fivexx = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0)
  const byStatus = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, c]) => `${s}×${c}`)
    .join(' ')
  row('invalid bodies tried', `${HOSTILE_BODIES} (${byStatus}; no answer: ${failures})`)
  row('5xx seen', String(fivexx))
  row('slowest request under hostile bodies', `${ms(slowest.ms)} (${slowest.what})`)
  // On a loaded machine most of a stall is this process waiting for a core, not work of its own:
  // the CPU time it used during the stall and the GC pauses in it say how much was its own.
  row(
    'longest event-loop stall under hostile bodies',
    `${ms(stall.longest.ms)} (this process on CPU ${ms(stall.longest.cpuMs)} of it, GC ${ms(stall.longest.gcMs)}; longest GC pause ${ms(stall.longestGcMs)})`,
  )
}

type Stall = { ms: number; cpuMs: number; gcMs: number }

/**
 * Watches the event loop with a 5 ms timer until `stop()`: the longest gap past the timer's
 * period, with the CPU time this process used (every thread) and the GC pauses during it.
 */
function watchStalls() {
  const period = 5
  const gcs: { start: number; end: number }[] = []
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      gcs.push({ start: e.startTime, end: e.startTime + e.duration })
  })
  observer.observe({ entryTypes: ['gc'] })
  let longest: Stall = { ms: 0, cpuMs: 0, gcMs: 0 }
  let last = performance.now()
  let lastCpu = process.cpuUsage()
  const timer = setInterval(() => {
    const now = performance.now()
    const cpu = process.cpuUsage(lastCpu)
    const gap = now - last - period
    if (gap > longest.ms) {
      const gcMs = gcs
        .filter((g) => g.end > last && g.start < now)
        .reduce((sum, g) => sum + Math.min(g.end, now) - Math.max(g.start, last), 0)
      longest = { ms: gap, cpuMs: (cpu.user + cpu.system) / 1000, gcMs }
    }
    last = now
    lastCpu = process.cpuUsage()
  }, period)
  return {
    stop() {
      clearInterval(timer)
      observer.disconnect()
      const longestGcMs = Math.max(0, ...gcs.map((g) => g.end - g.start))
      return { longest, longestGcMs }
    },
  }
}

/**
 * A chain's node dies with supertransactions in flight on it: on a devnet of its own (the main
 * one keeps both chains), DEAD_CHAIN_OPS zero-amount transfers are executed on the second chain
 * with their window 5 s away, its anvil is killed (SIGKILL) before the window opens, and the
 * time is taken until every receipt is final, from the kill and from the window opening.
 */
async function deadChain() {
  console.log('## dead chain')
  const DEAD_CHAIN_OPS = 32
  const devnet = await startDevnet({ chains: 2, bridgeDelayMs: 0, logError: () => {} })
  try {
    const dying = devnet.anvils[1]
    const usdc = dying && devnet.deployments[dying.chainId]?.tokens.USDC.address
    if (!dying || !usdc) throw new Error('the dead-chain phase needs a devnet with two chains')
    const config = createSupertxConfig({
      baseUrl: devnet.apiUrl,
      apiKey: devnet.apiKey,
      pollingInterval: 100,
    })
    const windowAt = Date.now() + 5_000
    const hashes = await Promise.all(
      Array.from({ length: DEAD_CHAIN_OPS }, async (_, i) => {
        const owner = mnemonicToAccount(mnemonic, { addressIndex: 1 + (i % 8) })
        const supertxHash = await quoteAndExecute(config, owner, {
          mode: 'smart-account',
          ownerAddress: owner.address,
          simulate: false,
          lowerBoundTimestamp: Math.ceil(windowAt / 1000),
          composeFlows: [
            {
              type: '/instructions/build',
              data: {
                chainId: dying.chainId,
                to: usdc,
                functionSignature: 'function transfer(address to, uint256 amount)',
                args: ['0x00000000000000000000000000000000000ad001', String(i)],
              },
            },
          ],
        })
        return supertxHash
      }),
    )
    const killedAt = performance.now()
    const windowOpensIn = Math.ceil(windowAt / 1000) * 1000 - Date.now()
    if (windowOpensIn <= 0) {
      row('time for a dead chain’s ops to end', 'not measured (executing took past the window)')
      return
    }
    process.kill(dying.pid, 'SIGKILL')
    const receipts = await Promise.all(
      hashes.map((supertxHash) =>
        waitForSupertxReceipt(config, { supertxHash, timeoutMs: 120_000 }),
      ),
    )
    const endedMs = performance.now() - killedAt
    const failed = receipts.filter((r) => r.status === 'failed').length
    row(
      'time for a dead chain’s ops to end',
      `${ms(endedMs)} after the kill, ${ms(endedMs - windowOpensIn)} after their window opened (${DEAD_CHAIN_OPS} in flight: ${failed} failed, ${DEAD_CHAIN_OPS - failed} succeeded)`,
    )
  } finally {
    await devnet.stop()
  }
}

/** Plain ETH transfers straight to each anvil chain, 10 senders at once: anvil's own rate. */
async function anvilThroughput(devnet: Awaited<ReturnType<typeof startDevnet>>) {
  console.log('## anvil')
  for (const chain of devnet.chains)
    row(
      `anvil transactions per second (chain ${chain.id}, 10 senders)`,
      (await anvilTransactionsPerSecond(chain)).toFixed(0),
    )
}

let landed = 0
/** Supertransactions landed per second with 16 and with 64 clients. */
async function supertxThroughput(setup: LoadSetup) {
  console.log('## supertransactions (Nexus encoding)')
  for (const clients of [16, 64]) {
    const count = Math.min(ROUND, SUPERTXS)
    const result = await runLoadRound(setup, { count, round: landed, concurrency: clients })
    const ok = result.receipts.filter((r) => r.status === 'success').length
    landed += count
    row(
      `supertransactions landed per second, ${clients} clients`,
      `${(ok / (result.elapsedMs / 1000)).toFixed(1)} (${ok}/${count} success in ${(result.elapsedMs / 1000).toFixed(1)} s)`,
    )
  }
}

/** Rounds of 250 at 64 clients up to SUPERTXS (or the time bound); RSS at 500 and at the end. */
async function sustained(setup: LoadSetup) {
  const deadline = performance.now() + MAX_MINUTES * 60_000
  let rssAt500: number | undefined
  let failed = 0
  let round = landed
  while (landed < SUPERTXS && performance.now() < deadline) {
    const count = Math.min(ROUND, SUPERTXS - landed)
    const result = await runLoadRound(setup, { count, round: round++, concurrency: 64 })
    failed += result.receipts.filter((r) => r.status !== 'success').length
    landed += count
    if (rssAt500 === undefined && landed >= 500) {
      rssAt500 = process.memoryUsage().rss
      row('RSS after 500 supertransactions (API + engine process)', mb(rssAt500))
    }
    if (landed % 1_000 === 0) console.log(`  … ${landed} landed`)
  }
  const rss = process.memoryUsage().rss
  row(
    `RSS after ${landed} supertransactions`,
    `${mb(rss)}${rssAt500 ? ` (${((rss / rssAt500 - 1) * 100).toFixed(1)}% vs 500)` : ''}${landed < SUPERTXS ? `; stopped at the ${MAX_MINUTES} min bound` : ''}`,
  )
  row('supertransactions not ending in success', String(failed))
}

/**
 * A devnet with a state folder is stopped right after accepting IN_FLIGHT supertransactions (USDC
 * transfers on the first chain whose window opens a few seconds later), then started again on the
 * folder: how long until the API answers, how long until every accepted one is final (also counted
 * from when their window opened), and whether the recipients got each exactly once.
 */
async function restartWithState() {
  console.log('## restart with --state')
  const IN_FLIGHT = 32
  const stateDir = await mkdtemp(join(tmpdir(), 'soak-state-'))
  const options = { chains: 2, bridgeDelayMs: 0, stateDir, logError: () => {} }
  let devnet = await startDevnet(options)
  try {
    const setup = await prepareLoad(devnet, { owners: 8, fundingPerChain: 10_000_000n })
    const [chainId] = setup.chains
    const recipient = (j: number) => `0x${(0x5e7a00 + j).toString(16).padStart(40, '0')}` as Address
    const configFor = (apiUrl: string) =>
      createSupertxConfig({ baseUrl: apiUrl, apiKey: devnet.apiKey, pollingInterval: 100 })
    const config = configFor(devnet.apiUrl)
    // Their window opens 4 s from now: still waiting when the devnet stops right after accepting.
    const lowerBound = Math.floor(Date.now() / 1000) + 4
    const hashes = await Promise.all(
      Array.from({ length: IN_FLIGHT }, async (_, j) => {
        const owner = setup.owners[j % setup.owners.length]!
        const supertxHash = await quoteAndExecute(config, owner, {
          mode: 'smart-account',
          ownerAddress: owner.address,
          lowerBoundTimestamp: lowerBound,
          composeFlows: [
            {
              type: '/instructions/build',
              data: {
                to: setup.usdc,
                chainId,
                functionSignature: 'function transfer(address to, uint256 amount)',
                args: [recipient(j), String(1_000 + j)],
              },
            },
          ],
        })
        return supertxHash as Hex
      }),
    )
    await devnet.stop()
    const folder = join(stateDir, 'supertxs')
    let unfinished = 0
    for (const name of await readdir(folder)) {
      const stored = decodeJson<{ status: string }>(await readFile(join(folder, name), 'utf8'))
      if (stored.status === 'PENDING') unfinished++
    }
    let size = 0
    for (const sub of ['chains', 'quotes', 'supertxs']) {
      for (const name of await readdir(join(stateDir, sub)))
        size += (await stat(join(stateDir, sub, name))).size
    }

    const t0 = performance.now()
    const startedAt = Date.now()
    devnet = await startDevnet(options)
    const ready = performance.now() - t0
    const after = configFor(devnet.apiUrl)
    const receipts = await Promise.all(
      hashes.map((supertxHash) =>
        waitForSupertxReceipt(after, { supertxHash, timeoutMs: 120_000 }),
      ),
    )
    const final = performance.now() - t0
    const afterWindow = Date.now() - Math.max(startedAt, lowerBound * 1000)
    const ok = receipts.filter((r) => r.status === 'success').length
    const balances = await Promise.all(hashes.map((_, j) => setup.balanceOf(chainId, recipient(j))))
    const once = balances.every((b, j) => b === BigInt(1_000 + j))
    row(
      'time to resume after a restart with --state',
      `${ms(ready)} until the API answers; ${IN_FLIGHT} accepted supertransactions (${unfinished} unfinished at the stop) final ${ms(final)} after the start (${ms(afterWindow)} after their window opened); ${ok}/${IN_FLIGHT} success, ${once ? 'each executed exactly once' : 'BALANCES DIFFER from exactly once'}; state folder ${mb(size)}`,
    )
  } finally {
    await devnet.stop()
    await rm(stateDir, { recursive: true, force: true })
  }
}

await main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
