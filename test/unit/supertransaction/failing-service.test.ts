// The supertransaction's state machine when the service fails or forgets, against a real scripted
// HTTP API on 127.0.0.1 that answers 5xx, hangs, drops connections or 404s, signing with a real
// viem account. Tracking retries and says so, ends in a typed error past its budget, and retry()
// tracks the same hash; an execute whose outcome is unknown is looked up before it is sent again,
// so the service never takes the same quote twice. The API plays the devnet's rule: the supertxHash
// is the quote hash.
import { connect, createConfig } from '@wagmi/core'
import { defineChain, http, type LocalAccount } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  type Answer,
  type ScriptedServer,
  serviceUnavailable,
  startScriptedServer,
  supertxHashNotFound,
} from '../../../fixtures/harness/scripted-server.js'
import {
  makeQuote,
  orchestratorLookup,
  ownerAccount,
  quoteHash,
  quoteRequestFor,
  receiptBody,
} from '../../../fixtures/verifiable-quotes.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { createMemoryStorage } from '../../../src/core/config/storage.js'
import {
  ExecuteOutcomeUnknownError,
  ReceiptUnavailableError,
  SupertxNotFoundError,
} from '../../../src/core/errors/supertransaction.js'
import { createSupertransaction } from '../../../src/core/supertransaction/createSupertransaction.js'
import type { SupertransactionState } from '../../../src/core/supertransaction/types.js'
import { wagmiWallet } from '../../../src/react/wagmi/wagmiWallet.js'
import { localWallet } from '../../react/support/local-wallet.js'
import { rpcNodes } from '../../support/rpc-node.js'

let api: ScriptedServer
let chainNode: ScriptedServer
/** Quote hashes the service took (at most once each: a second execute is ALREADY_EXECUTED). */
let executed: Set<string>
/** How the execute call fails after (or before) the service takes the quote. */
let executeFault: 'none' | 'drop-after-taking' | 'drop-before-taking' | 'hang-after-taking'
/** What receipt reads answer before the normal behaviour: scripted failures, in order. */
let explorerFaults: (() => Answer)[]
/** Receipt reads that stay pending before success. */
let pendingPolls: number
/** The explorer does not list a taken quote for this many reads (an indexing lag). */
let indexLag: number

const unavailable = serviceUnavailable
const notFound = supertxHashNotFound

beforeAll(async () => {
  api = await startScriptedServer()
  // The chain: what its account factory computes for the owner (the kit holds the lookup to it).
  chainNode = await startScriptedServer()
  chainNode.on('POST /rpc/*', rpcNodes())
  api.on('POST /v1/quote', { json: makeQuote('simple') })
  api.on('POST /v1/mee/orchestrator', (body) => ({ json: orchestratorLookup(body) }))
  api.on('POST /v1/execute', async (body) => {
    const hash = (body as { quote: { hash: string } }).quote.hash
    if (executeFault === 'drop-before-taking') {
      executeFault = 'none'
      return { drop: true }
    }
    if (executed.has(hash))
      return {
        status: 400,
        json: {
          code: 'VALIDATION_ERROR',
          message: 'Request validation failed',
          errors: [{ code: 'ALREADY_EXECUTED', path: ['quote', 'hash'], message: 'runs once' }],
        },
      }
    executed.add(hash)
    const fault = executeFault
    executeFault = 'none'
    if (fault === 'drop-after-taking') return { drop: true }
    if (fault === 'hang-after-taking') await new Promise((resolve) => setTimeout(resolve, 1_500))
    return { json: { success: true, supertxHash: hash, error: null } }
  })
  api.on('GET /v1/explorer/*', (_, { path }) => {
    const fault = explorerFaults.shift()
    if (fault) return fault()
    const hash = path.split('/').pop() as string
    if (!executed.has(hash)) return notFound()
    if (indexLag-- > 0) return notFound()
    return pendingPolls-- > 0
      ? { json: receiptBody(hash, 'pending') }
      : { json: receiptBody(hash, 'success') }
  })
})
afterAll(() => Promise.all([api.close(), chainNode.close()]))
beforeEach(() => {
  api.requests.length = 0
  executed = new Set()
  executeFault = 'none'
  explorerFaults = []
  pendingPolls = 1
  indexLag = 0
})

async function supertransactionFor(
  options: { receiptUnavailableTimeoutMs?: number; receiptNotFoundTimeoutMs?: number } = {},
) {
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
  // A short per-request limit, so a hung call fails within the test.
  const config = createSupertxConfig({
    baseUrl: api.url,
    pollingInterval: 20,
    timeoutMs: 1_000,
    storage: createMemoryStorage(),
  })
  const states: SupertransactionState[] = []
  const supertransaction = createSupertransaction({
    config,
    wallet: wagmiWallet(wagmiConfig as never),
    ...options,
    onStatus: (state) => states.push(state),
  })
  return { supertransaction, wallet, states }
}

const request = quoteRequestFor('simple')
const executes = () => api.count('POST /v1/execute')

describe('createSupertransaction: tracking while the service fails', () => {
  it('retries 503s and dropped connections, shows data.retrying, and ends in success', async () => {
    const { supertransaction, states } = await supertransactionFor()
    explorerFaults = [unavailable, () => ({ drop: true }), unavailable]
    const end = await supertransaction.execute(request)
    expect(end.status).toBe('success')
    const retrying = states.flatMap((s) =>
      s.status === 'tracking' && s.data.retrying ? [s.data.retrying.attempt] : [],
    )
    expect(retrying).toEqual([1, 2, 3])
    // Once a read succeeds the retrying note is gone.
    expect(end.data.retrying).toBeUndefined()
    expect(executes()).toBe(1)
  })

  it('past receiptUnavailableTimeoutMs: error at tracking; retry() tracks the same hash, never executes again', async () => {
    const { supertransaction, wallet } = await supertransactionFor({
      receiptUnavailableTimeoutMs: 250,
    })
    explorerFaults = Array.from({ length: 1_000 }, () => unavailable)
    const failed = await supertransaction.execute(request)
    expect(failed).toMatchObject({ status: 'error', step: 'tracking' })
    if (failed.status !== 'error') return
    expect(failed.error).toBeInstanceOf(ReceiptUnavailableError)
    expect((failed.error as ReceiptUnavailableError).supertxHash).toBe(quoteHash)
    expect(failed.data.supertxHash).toBe(quoteHash)
    // Stopped means stopped: no reads after the error.
    const reads = api.count('GET /v1/explorer/')
    await sleep(150)
    expect(api.count('GET /v1/explorer/')).toBe(reads)
    explorerFaults = []
    const end = await supertransaction.retry()
    expect(end.status).toBe('success')
    expect(end.data.supertxHash).toBe(quoteHash)
    expect(executes()).toBe(1)
    expect(api.count('POST /v1/quote')).toBe(1)
    expect(wallet.prompts).toHaveLength(1)
  })

  it('execute() in that error carries on tracking instead of paying with a fresh quote', async () => {
    const { supertransaction } = await supertransactionFor({ receiptUnavailableTimeoutMs: 200 })
    explorerFaults = Array.from({ length: 1_000 }, () => unavailable)
    expect(await supertransaction.execute(request)).toMatchObject({
      status: 'error',
      step: 'tracking',
    })
    explorerFaults = []
    expect((await supertransaction.execute(request)).status).toBe('success')
    expect(api.count('POST /v1/quote')).toBe(1)
    expect(executes()).toBe(1)
  })

  it('a hash the service forgot (404 past the grace): SupertxNotFoundError; retry() tracks it again', async () => {
    const { supertransaction } = await supertransactionFor({ receiptNotFoundTimeoutMs: 200 })
    indexLag = 1_000
    const failed = await supertransaction.execute(request)
    expect(failed).toMatchObject({ status: 'error', step: 'tracking' })
    if (failed.status === 'error') expect(failed.error).toBeInstanceOf(SupertxNotFoundError)
    indexLag = 0
    expect((await supertransaction.retry()).status).toBe('success')
    expect(executes()).toBe(1)
  })
})

describe('createSupertransaction: an execute whose outcome is unknown', () => {
  it.each([
    ['the connection drops', 'drop-after-taking'],
    ['the call times out', 'hang-after-taking'],
  ] as const)(
    'the service took it but %s: the supertransaction finds it by the quote hash and tracks it',
    async (_, fault) => {
      const { supertransaction } = await supertransactionFor()
      executeFault = fault
      const end = await supertransaction.execute(request)
      expect(end.status).toBe('success')
      expect(end.data.supertxHash).toBe(quoteHash)
      expect(executes()).toBe(1)
      expect(executed.size).toBe(1)
    },
  )

  it('the lookup cannot tell either: error; retry() looks again and finds it, no second execute', async () => {
    const { supertransaction } = await supertransactionFor()
    executeFault = 'drop-after-taking'
    explorerFaults = [unavailable]
    const failed = await supertransaction.execute(request)
    expect(failed).toMatchObject({ status: 'error', step: 'executing' })
    if (failed.status === 'error') {
      expect(failed.error).toBeInstanceOf(ExecuteOutcomeUnknownError)
      expect((failed.error as ExecuteOutcomeUnknownError).quoteHash).toBe(quoteHash)
    }
    expect((await supertransaction.retry()).status).toBe('success')
    expect(executes()).toBe(1)
  })

  it('the service did not take it (404 on lookup): retry() executes it once more and it lands', async () => {
    const { supertransaction, wallet } = await supertransactionFor()
    executeFault = 'drop-before-taking'
    const failed = await supertransaction.execute(request)
    expect(failed).toMatchObject({ status: 'error', step: 'executing' })
    expect(executes()).toBe(1)
    expect((await supertransaction.retry()).status).toBe('success')
    expect(executes()).toBe(2)
    expect(executed.size).toBe(1)
    // The signed quote is sent again, never signed again.
    expect(wallet.prompts).toHaveLength(1)
  })

  it('a lookup that lags: the second execute is refused ALREADY_EXECUTED and the supertransaction tracks the first', async () => {
    const { supertransaction } = await supertransactionFor()
    executeFault = 'drop-after-taking'
    indexLag = 2
    expect(await supertransaction.execute(request)).toMatchObject({
      status: 'error',
      step: 'executing',
    })
    const end = await supertransaction.retry()
    expect(end.status).toBe('success')
    expect(end.data.supertxHash).toBe(quoteHash)
    // Two calls reached the service, which took the quote once.
    expect(executes()).toBe(2)
    expect(executed.size).toBe(1)
  })

  it('execute() in that error looks the quote up too, instead of starting a fresh quote', async () => {
    const { supertransaction } = await supertransactionFor()
    executeFault = 'drop-after-taking'
    explorerFaults = [unavailable]
    expect(await supertransaction.execute(request)).toMatchObject({
      status: 'error',
      step: 'executing',
    })
    expect((await supertransaction.execute(request)).status).toBe('success')
    expect(api.count('POST /v1/quote')).toBe(1)
    expect(executes()).toBe(1)
  })
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
