// A supertransaction in flight survives a reload at any moment and a second tab: the record is
// written before execute is sent, one per supertransaction (keyed by the quote hash), and a later
// page carries on with it by hash. Two machines on one storage play the page before and after the
// reload, or two tabs, against a real scripted HTTP API on 127.0.0.1 that plays the devnet's rules
// (the supertxHash is the quote hash, a second execute is ALREADY_EXECUTED), signing with a real
// viem account.
import { connect, createConfig } from '@wagmi/core'
import { defineChain, type Hex, http, type LocalAccount } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type Answer,
  type ScriptedServer,
  startScriptedServer,
} from '../../../fixtures/harness/scripted-server.js'
import {
  makeQuote,
  orchestratorLookup,
  ownerAccount,
  quoteRequestFor,
  receiptBody,
} from '../../../fixtures/verifiable-quotes.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { createMemoryStorage, type SupertxStorage } from '../../../src/core/config/storage.js'
import { readHistory } from '../../../src/core/history/history.js'
import { createSupertransaction } from '../../../src/core/supertransaction/createSupertransaction.js'
import { wagmiWallet } from '../../../src/react/wagmi/wagmiWallet.js'
import { localWallet } from '../../react/support/local-wallet.js'
import { rpcNodes } from '../../support/rpc-node.js'
import { createSharedStorage } from '../../support/shared-storage.js'

let api: ScriptedServer
let chainNode: ScriptedServer
/** Quote hashes the service took, and how many execute requests each got after it took it. */
let executed: Map<string, number>
/** Each quote gets a hash of its own. */
let quotes: number
/** Receipt reads that stay pending before success (all hashes together). */
let pendingPolls: number
/** When set, the next execute waits for it and then answers what it resolves with. */
let holdExecute: Promise<'take' | 'drop-untaken'> | undefined
let executeArrived: () => void
/** The explorer answers 404 for this many reads of a taken quote (an indexing lag). */
let indexLag: number

/** POST /v1/execute as the devnet answers it: a quote runs once, a second execute is refused. */
async function devnetExecute(body: unknown): Promise<Answer> {
  const hash = (body as { quote: { hash: string } }).quote.hash
  const held = holdExecute
  holdExecute = undefined
  executeArrived()
  if (held && (await held) === 'drop-untaken') return { drop: true }
  executed.set(hash, (executed.get(hash) ?? 0) + 1)
  if ((executed.get(hash) ?? 0) > 1)
    return {
      status: 400,
      json: {
        code: 'VALIDATION_ERROR',
        message: 'Request validation failed',
        errors: [{ code: 'ALREADY_EXECUTED', path: ['quote', 'hash'], message: 'runs once' }],
      },
    }
  return { json: { success: true, supertxHash: hash, error: null } }
}

/** The hash of the first quote the scripted service answers (nonce 1). */
const firstQuoteHash = makeQuote('simple', 1).quote.hash

beforeAll(async () => {
  api = await startScriptedServer()
  // The chain: what its account factory computes for the owner (the kit holds the lookup to it).
  chainNode = await startScriptedServer()
  chainNode.on('POST /rpc/*', rpcNodes())
  api.on('POST /v1/quote', () => {
    quotes++
    return { json: makeQuote('simple', quotes) }
  })
  api.on('GET /v1/explorer/*', (_, { path }) => {
    const hash = path.split('/').pop() as string
    if (!executed.has(hash) || indexLag-- > 0)
      return { status: 404, json: { code: 'NOT_FOUND', message: 'unknown', errors: [] } }
    return pendingPolls-- > 0
      ? { json: receiptBody(hash, 'pending') }
      : { json: receiptBody(hash, 'success') }
  })
})
afterAll(() => Promise.all([api.close(), chainNode.close()]))
beforeEach(() => {
  api.on('POST /v1/execute', devnetExecute)
  api.on('POST /v1/mee/orchestrator', (body) => ({ json: orchestratorLookup(body) }))
  indexLag = 0
  api.requests.length = 0
  executed = new Map()
  quotes = 0
  pendingPolls = 1
  holdExecute = undefined
  executeArrived = () => {}
})

/** A page: one supertransaction over `storage`, as useSupertransaction makes it. */
async function page(storage: SupertxStorage, baseUrl = api.url) {
  const { connector, wallet } = localWallet({ account: ownerAccount as unknown as LocalAccount })
  const chain = defineChain({
    id: 31337,
    name: 'Test chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`${chainNode.url}/rpc/31337`] } },
  })
  const wagmiConfig = createConfig({
    chains: [chain],
    connectors: [connector],
    transports: { [chain.id]: http(chain.rpcUrls.default.http[0]) },
    storage: null,
  })
  await connect(wagmiConfig as never, { connector: wagmiConfig.connectors[0] } as never)
  const config = createSupertxConfig({ baseUrl, pollingInterval: 20, timeoutMs: 2_000, storage })
  const statuses: string[] = []
  const supertransaction = createSupertransaction({
    config,
    wallet: wagmiWallet(wagmiConfig as never),
    onStatus: (state) => statuses.push(state.status),
  })
  return { supertransaction, wallet, statuses, config }
}

const request = quoteRequestFor('simple')
const executes = () => api.count('POST /v1/execute')
const records = async (storage: SupertxStorage) =>
  JSON.parse((await storage.getItem('supertx:in-flight')) ?? '[]') as {
    quoteHash: string
    supertxHash?: string
  }[]
/**
 * A page whose supertransaction executed and is tracking (its receipt stays pending until
 * `pendingPolls = 0`).
 */
async function trackingPage(storage: SupertxStorage) {
  const tab = await page(storage)
  pendingPolls = 1_000
  void tab.supertransaction.execute(request)
  await vi.waitFor(() => expect(tab.supertransaction.getState().status).toBe('tracking'))
  return tab
}

/** Waits until the execute request reached the service, which holds its answer. */
const held = (answer: Promise<'take' | 'drop-untaken'>) =>
  new Promise<void>((resolve) => {
    holdExecute = answer
    executeArrived = resolve
  })

describe('a reload while executing', () => {
  it('the quote is stored before execute is sent', async () => {
    const storage = createMemoryStorage()
    const before = await page(storage)
    let answer: (value: 'take') => void = () => {}
    const arrived = held(new Promise((resolve) => (answer = resolve)))
    void before.supertransaction.execute(request)
    await arrived
    // The service has the request and has not answered: the record is already there.
    const [record] = await records(storage)
    expect(record).toMatchObject({ quoteHash: firstQuoteHash })
    expect(record).toHaveProperty('signedQuote.payloadToSign.0.signature')
    expect(record).not.toHaveProperty('supertxHash')
    answer('take')
    await vi.waitFor(() => expect(before.supertransaction.getState().status).toBe('success'))
    expect(await storage.getItem('supertx:in-flight')).toBeNull()
  })

  it('after the service took the quote: the next page tracks it by hash, executed once', async () => {
    const storage = createMemoryStorage()
    const before = await page(storage)
    let answer: (value: 'take') => void = () => {}
    const arrived = held(new Promise((resolve) => (answer = resolve)))
    void before.supertransaction.execute(request)
    await arrived
    // The service takes it, but the page is gone before the answer comes back.
    before.supertransaction.stop()
    answer('take')
    await vi.waitFor(() => expect(executed.size).toBe(1))

    const after = await page(storage)
    expect(await after.supertransaction.resume()).toBe(true)
    await vi.waitFor(() => expect(after.supertransaction.getState().status).toBe('success'))
    expect(executes()).toBe(1)
    expect([...executed.values()]).toEqual([1])
    expect(after.wallet.prompts).toEqual([])
    expect(api.count('POST /v1/quote')).toBe(1)
    const state = after.supertransaction.getState()
    expect(state.data.supertxHash).toBe(firstQuoteHash)
    expect(state.data.explorerUrl).toBe(after.config.getExplorerUrl(state.data.supertxHash as Hex))
    expect(await storage.getItem('supertx:in-flight')).toBeNull()
    expect((await readHistory(storage)).map((e) => e.status)).toEqual(['success'])
  })

  it('before the service took it: the next page looks it up, sends it once more, tracks it', async () => {
    const storage = createMemoryStorage()
    const before = await page(storage)
    let answer: (value: 'drop-untaken') => void = () => {}
    const arrived = held(new Promise((resolve) => (answer = resolve)))
    void before.supertransaction.execute(request)
    await arrived
    before.supertransaction.stop()
    answer('drop-untaken')

    const after = await page(storage)
    expect(await after.supertransaction.resume()).toBe(true)
    await vi.waitFor(() => expect(after.supertransaction.getState().status).toBe('success'))
    // Looked up first (404), then sent: the service took it once, no second signature.
    expect(executes()).toBe(2)
    expect([...executed.values()]).toEqual([1])
    expect(api.count('GET /v1/explorer/')).toBeGreaterThan(0)
    expect(after.wallet.prompts).toEqual([])
  })

  it('the explorer lags and the second page sends it again: ALREADY_EXECUTED, then tracked', async () => {
    const storage = createMemoryStorage()
    const before = await page(storage)
    let answer: (value: 'take') => void = () => {}
    const arrived = held(new Promise((resolve) => (answer = resolve)))
    void before.supertransaction.execute(request)
    await arrived
    before.supertransaction.stop()
    answer('take')
    await vi.waitFor(() => expect(executed.size).toBe(1))
    // The lookup of the next page gets a 404 although the service took the quote.
    indexLag = 1
    const after = await page(storage)
    expect(await after.supertransaction.resume()).toBe(true)
    await vi.waitFor(() => expect(after.supertransaction.getState().status).toBe('success'))
    // Sent twice, taken once: the second was refused as already executed, and tracked.
    expect(executes()).toBe(2)
    expect([...executed.values()]).toEqual([2])
    expect(after.supertransaction.getState().data.supertxHash).toBe(firstQuoteHash)
  })

  it('a press during and after the pickup does nothing: no second quote, no second execute', async () => {
    const storage = createMemoryStorage()
    const before = await page(storage)
    let answer: (value: 'take') => void = () => {}
    const arrived = held(new Promise((resolve) => (answer = resolve)))
    void before.supertransaction.execute(request)
    await arrived
    before.supertransaction.stop()
    answer('take')
    await vi.waitFor(() => expect(executed.size).toBe(1))
    pendingPolls = 5
    const after = await page(storage)
    const resumed = after.supertransaction.resume()
    // Pressed while the page still reads the storage: it waits for the pickup, then does nothing.
    const pressed = await after.supertransaction.execute(request)
    expect(await resumed).toBe(true)
    expect(['executing', 'tracking']).toContain(pressed.status)
    expect((await after.supertransaction.execute(request)).status).toMatch(/executing|tracking/)
    await vi.waitFor(() => expect(after.supertransaction.getState().status).toBe('success'))
    expect(api.count('POST /v1/quote')).toBe(1)
    expect(executes()).toBe(1)
  })

  it('resume() during a run of its own does not cut into it', async () => {
    const storage = createMemoryStorage()
    const first = await page(storage)
    let answer: (value: 'take') => void = () => {}
    const arrived = held(new Promise((resolve) => (answer = resolve)))
    void first.supertransaction.execute(request)
    await arrived
    first.supertransaction.stop()
    answer('take')
    // Another record waits (a tab closed mid-way); this page runs a supertransaction of its own.
    const { supertransaction } = await page(storage)
    pendingPolls = 1_000
    void supertransaction.execute(request)
    await vi.waitFor(() => expect(supertransaction.getState().status).toBe('tracking'))
    const own = supertransaction.getState().data.supertxHash
    expect(await supertransaction.resume()).toBe(false)
    expect(supertransaction.getState().data.supertxHash).toBe(own)
    supertransaction.stop()
  })

  it('a refused execute forgets the record: nothing is carried on after a reload', async () => {
    const storage = createMemoryStorage()
    const { supertransaction } = await page(storage)
    api.on('POST /v1/execute', {
      status: 400,
      json: { code: 'QUOTE_NOT_FOUND', message: 'expired', errors: [] },
    })
    expect((await supertransaction.execute(request)).status).toBe('error')
    expect(await storage.getItem('supertx:in-flight')).toBeNull()
    expect(await (await page(storage)).supertransaction.resume()).toBe(false)
  })
})

/** The stored records are outside data: a bad one is never sent, tracked or linked. */
describe('stored records', () => {
  it.each([
    ['not JSON', '{not json'],
    [
      'a record whose signed quote is of another hash',
      JSON.stringify([
        {
          quoteHash: `0x${'1'.repeat(64)}`,
          signedQuote: { quote: { hash: `0x${'2'.repeat(64)}` } },
          savedAt: 1,
        },
      ]),
    ],
    [
      'a record with neither hash to track nor quote to send',
      JSON.stringify([{ quoteHash: `0x${'1'.repeat(64)}`, savedAt: 1 }]),
    ],
    [
      'a record of another API',
      JSON.stringify([
        {
          quoteHash: `0x${'1'.repeat(64)}`,
          supertxHash: `0x${'1'.repeat(64)}`,
          explorerBase: 'https://other.example',
          savedAt: 1,
        },
      ]),
    ],
  ])('%s is not resumed', async (_, raw) => {
    const storage = createMemoryStorage()
    await storage.setItem('supertx:in-flight', raw)
    expect(await (await page(storage)).supertransaction.resume()).toBe(false)
    expect(api.requests).toEqual([])
  })

  it("a restored link is the config's, never the one the storage held", async () => {
    const storage = createMemoryStorage()
    const hash = firstQuoteHash
    executed.set(hash, 1)
    await storage.setItem(
      'supertx:in-flight',
      JSON.stringify({ supertxHash: hash, explorerUrl: 'javascript:alert(1)', savedAt: 1 }),
    )
    const { supertransaction, config } = await page(storage)
    expect(await supertransaction.resume()).toBe(true)
    expect(supertransaction.getState().data.explorerUrl).toBe(config.getExplorerUrl(hash))
    await vi.waitFor(() => expect(supertransaction.getState().status).toBe('success'))
  })
})

describe('two tabs on one storage', () => {
  it('each keeps its own record; one finishing never clears the other', async () => {
    const storage = createMemoryStorage()
    const [a, b] = [await page(storage), await page(storage)]
    pendingPolls = 1_000
    void a.supertransaction.execute(request)
    void b.supertransaction.execute(request)
    await vi.waitFor(() => {
      expect(a.supertransaction.getState().status).toBe('tracking')
      expect(b.supertransaction.getState().status).toBe('tracking')
    })
    expect((await records(storage)).map((r) => r.supertxHash).sort()).toEqual(
      [
        a.supertransaction.getState().data.supertxHash,
        b.supertransaction.getState().data.supertxHash,
      ].sort(),
    )
    // A third tab opening now finds both held by live tabs: it takes over neither, and closes.
    const third = await page(storage)
    expect(await third.supertransaction.resume()).toBe(false)
    third.supertransaction.stop()
    b.supertransaction.stop()
    pendingPolls = 0
    await vi.waitFor(() => expect(a.supertransaction.getState().status).toBe('success'))
    // A's end removed A's record only: B's is there for B's reload.
    expect((await records(storage)).map((r) => r.supertxHash)).toEqual([
      b.supertransaction.getState().data.supertxHash,
    ])
    const reloadedB = await page(storage)
    expect(await reloadedB.supertransaction.resume()).toBe(true)
    await vi.waitFor(() => expect(reloadedB.supertransaction.getState().status).toBe('success'))
    expect(reloadedB.supertransaction.getState().data.supertxHash).toBe(
      b.supertransaction.getState().data.supertxHash,
    )
    expect(await storage.getItem('supertx:in-flight')).toBeNull()
    expect(executes()).toBe(2)
  })

  it('a tab that found a record held by a live tab carries it on when that tab closes mid-way', async () => {
    const storage = createMemoryStorage()
    const a = await trackingPage(storage)
    const hash = a.supertransaction.getState().data.supertxHash
    const waiting = await page(storage)
    expect(await waiting.supertransaction.resume()).toBe(false)
    expect(waiting.supertransaction.getState().status).toBe('idle')
    // Tab A closes without ending it: its claim is let go, its record kept.
    a.supertransaction.stop()
    await vi.waitFor(() => expect(waiting.supertransaction.getState().status).toBe('tracking'))
    expect(waiting.supertransaction.getState().data.supertxHash).toBe(hash)
    pendingPolls = 0
    await vi.waitFor(() => expect(waiting.supertransaction.getState().status).toBe('success'))
    expect(await storage.getItem('supertx:in-flight')).toBeNull()
    expect(executes()).toBe(1)
  })

  it('a second supertransaction of the same page (one config) does not carry on what the first let go of', async () => {
    const storage = createMemoryStorage()
    const a = await trackingPage(storage)
    // A second widget of the same app, idle, and the first one unmounted mid-flight.
    const sibling = createSupertransaction({ config: a.config, wallet: a.wallet as never })
    expect(await sibling.resume()).toBe(false)
    a.supertransaction.stop()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(sibling.getState().status).toBe('idle')
    // The first widget, mounted again, carries its own on.
    const again = createSupertransaction({ config: a.config, wallet: a.wallet as never })
    expect(await again.resume()).toBe(true)
    pendingPolls = 0
    await vi.waitFor(() => expect(again.getState().status).toBe('success'))
    expect(sibling.getState().status).toBe('idle')
    expect(executes()).toBe(1)
    sibling.stop()
  })

  it('a holder that lets go within a moment (a page being reloaded) is resumed at once', async () => {
    const storage = createMemoryStorage()
    const a = await trackingPage(storage)
    const reloaded = await page(storage)
    const resumed = reloaded.supertransaction.resume()
    setTimeout(() => a.supertransaction.stop(), 300)
    expect(await resumed).toBe(true)
    expect(reloaded.supertransaction.getState().data.supertxHash).toBe(
      a.supertransaction.getState().data.supertxHash,
    )
    pendingPolls = 0
    await vi.waitFor(() => expect(reloaded.supertransaction.getState().status).toBe('success'))
    expect(executes()).toBe(1)
  })

  it('nothing is carried on when the holder ends it, or once the waiting tab moved on', async () => {
    const storage = createMemoryStorage()
    const [a, b] = [await page(storage), await page(storage)]
    pendingPolls = 1_000
    void a.supertransaction.execute(request)
    void b.supertransaction.execute(request)
    await vi.waitFor(() => {
      expect(a.supertransaction.getState().status).toBe('tracking')
      expect(b.supertransaction.getState().status).toBe('tracking')
    })
    const [waitingA, movedOn] = [await page(storage), await page(storage)]
    expect(await waitingA.supertransaction.resume()).toBe(false)
    expect(await movedOn.supertransaction.resume()).toBe(false)
    // This tab quotes something of its own: the records it waited on are no longer its business.
    await movedOn.supertransaction.quote(request)
    expect(movedOn.supertransaction.getState().status).toBe('quoted')
    // A ends its own (success): its record is gone, so the waiting tab has nothing to carry on.
    pendingPolls = 0
    await vi.waitFor(() => expect(a.supertransaction.getState().status).toBe('success'))
    await vi.waitFor(() => expect(b.supertransaction.getState().status).toBe('success'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(waitingA.supertransaction.getState().status).toBe('idle')
    expect(movedOn.supertransaction.getState().status).toBe('quoted')
    expect(executes()).toBe(2)
    waitingA.supertransaction.stop()
  })

  it('tabs that learn of each other only by storage events keep both records', async () => {
    const shared = createSharedStorage()
    const [a, b] = [await page(shared.tab()), await page(shared.tab())]
    pendingPolls = 1_000
    void a.supertransaction.execute(request)
    void b.supertransaction.execute(request)
    await vi.waitFor(() => {
      expect(a.supertransaction.getState().status).toBe('tracking')
      expect(b.supertransaction.getState().status).toBe('tracking')
    })
    await vi.waitFor(async () => expect(await records(shared.tab())).toHaveLength(2))
    pendingPolls = 0
    await vi.waitFor(() => {
      expect(a.supertransaction.getState().status).toBe('success')
      expect(b.supertransaction.getState().status).toBe('success')
    })
    await vi.waitFor(() => expect(shared.items.has('supertx:in-flight')).toBe(false))
  })
})
