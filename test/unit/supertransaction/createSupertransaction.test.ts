// The supertransaction's state machine without React: every transition, retry from each step,
// resume, stop, reset and a fresh run after success, against a real scripted HTTP API (and a
// scripted JSON-RPC node for the EOA's code) on 127.0.0.1, signing with a real viem account through
// a wagmi local-account connector.
import { connect, createConfig } from '@wagmi/core'
import { defineChain, http, type LocalAccount } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
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
import { devnetDelegate } from '../../../src/core/config/delegates.js'
import { createMemoryStorage, type SupertxStorage } from '../../../src/core/config/storage.js'
import {
  ExecuteOutcomeUnknownError,
  ReceiptTimeoutError,
} from '../../../src/core/errors/supertransaction.js'
import { UserRejectedError } from '../../../src/core/errors/wallet.js'
import { readHistory } from '../../../src/core/history/history.js'
import {
  type CreateSupertransactionParameters,
  createSupertransaction,
} from '../../../src/core/supertransaction/createSupertransaction.js'
import { wagmiWallet } from '../../../src/react/wagmi/wagmiWallet.js'
import { localWallet } from '../../react/support/local-wallet.js'
import { accountFactoryCall } from '../../support/rpc-node.js'

const supertxHash = `0x${'ab'.repeat(32)}` as const
// The default trusted delegate: the kit signs no other (docs/security.md).
const delegation = devnetDelegate
let api: ScriptedServer
let rpc: ScriptedServer
let eoaCode: string
let pendingPolls: number
let failNext: Record<string, number>

beforeAll(async () => {
  ;[api, rpc] = await Promise.all([startScriptedServer(), startScriptedServer()])
  const failing = (route: string, answer: () => { status?: number; json: unknown }) => () => {
    if ((failNext[route] ?? 0) > 0) {
      failNext[route] = (failNext[route] ?? 0) - 1
      return { status: 500, json: { code: 'INTERNAL_ERROR', message: 'scripted', errors: [] } }
    }
    return answer()
  }
  api.on('POST /v1/quote', (body) => {
    const request = body as { mode: string; authorizations?: unknown[] }
    if ((failNext.quote ?? 0) > 0) return failing('quote', () => ({ json: null }))()
    // An EOA delegated on chain needs nothing signed; one that is not gets the 412.
    if (request.mode === 'eoa-7702' && !request.authorizations && eoaCode === '0x')
      return {
        status: 412,
        json: { authorizations: [{ address: delegation, chainId: 31337, nonce: 0 }] },
      }
    return { json: { ...makeQuote('simple'), mode: request.mode } }
  })
  api.on('POST /v1/mee/prepare7702', { json: [{ address: delegation, chainId: 31337, nonce: 0 }] })
  api.on('POST /v1/mee/orchestrator', (body) => ({ json: orchestratorLookup(body) }))
  api.on(
    'POST /v1/execute',
    failing('execute', () => ({ json: { success: true, supertxHash, error: null } })),
  )
  // Only the hash execute returned is known; any other (the quote's hash) is a 404.
  api.on('GET /v1/explorer/*', (_, { path }) =>
    !path.endsWith(supertxHash)
      ? { status: 404, json: { code: 'NOT_FOUND', message: 'unknown supertxHash', errors: [] } }
      : pendingPolls-- > 0
        ? { json: receiptBody(supertxHash, 'pending') }
        : { json: receiptBody(supertxHash, 'success') },
  )
  // A JSON-RPC node that only knows the EOA's code and nonce (0).
  rpc.on('POST /', (body) => {
    const { id, method } = body as { id: number; method: string }
    if (method === 'eth_getCode') return { json: { jsonrpc: '2.0', id, result: eoaCode } }
    if (method === 'eth_getTransactionCount') return { json: { jsonrpc: '2.0', id, result: '0x0' } }
    const call =
      method === 'eth_call' ? accountFactoryCall((body as { params: unknown }).params) : undefined
    if (call) return { json: { jsonrpc: '2.0', id, result: call } }
    return { json: { jsonrpc: '2.0', id, error: { code: -32601, message: 'not scripted' } } }
  })
})
afterAll(() => Promise.all([api.close(), rpc.close()]))
beforeEach(() => {
  api.requests.length = 0
  eoaCode = '0x'
  pendingPolls = 1
  failNext = {}
})

async function supertransactionFor(
  options: {
    storage?: SupertxStorage
    rpcUrl?: string
    receiptTimeoutMs?: number
    describe?: CreateSupertransactionParameters['describe']
  } = {},
) {
  const { connector, wallet } = localWallet({ account: ownerAccount as unknown as LocalAccount })
  const chain = defineChain({
    id: 31337,
    name: 'Test chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl ?? rpc.url] } },
  })
  const wagmiConfig = createConfig({
    chains: [chain],
    connectors: [connector],
    transports: { [chain.id]: http(chain.rpcUrls.default.http[0]) },
    storage: null,
  })
  await connect(wagmiConfig as never, { connector: wagmiConfig.connectors[0] } as never)
  const storage = options.storage ?? createMemoryStorage()
  const config = createSupertxConfig({ baseUrl: api.url, pollingInterval: 20, storage })
  const statuses: string[] = []
  const supertransactionOptions = {
    wallet: wagmiWallet(wagmiConfig as never),
    receiptTimeoutMs: options.receiptTimeoutMs,
    describe: options.describe,
    onStatus: (state: { status: string }) => statuses.push(state.status),
  }
  const supertransaction = createSupertransaction({ config, ...supertransactionOptions })
  return { supertransaction, wallet, statuses, storage, supertransactionOptions }
}

const unique = (list: string[]) => list.filter((s, i) => s !== list[i - 1])
const smartAccount = quoteRequestFor('simple')
const eoa7702 = { ...smartAccount, mode: 'eoa-7702' as const }

describe('createSupertransaction: transitions', () => {
  it('idle → quoting → quoted → signing → executing → tracking → success', async () => {
    const { supertransaction, wallet, statuses, storage } = await supertransactionFor()
    expect(supertransaction.getState().status).toBe('idle')
    const end = await supertransaction.execute(smartAccount)
    expect(end.status).toBe('success')
    expect(unique(statuses)).toEqual([
      'quoting',
      'quoted',
      'signing',
      'executing',
      'tracking',
      'success',
    ])
    expect(wallet.prompts).toEqual([{ method: 'personal_sign' }])
    expect(await storage.getItem('supertx:in-flight')).toBeNull()
  })

  it("the history entry keeps describe()'s words for the quote, cleaned and bounded; none without them", async () => {
    const described: string[] = []
    const checks: (string | undefined)[] = []
    const { supertransaction, storage } = await supertransactionFor({
      describe: (quote, check) => {
        described.push(quote.quote.hash)
        // The checks before signing of that quote: what the review showed, the fee they proved.
        checks.push(check?.status)
        return `Send 25 USDC\u202E to 0xa0Ee…9720${'!'.repeat(300)}`
      },
    })
    const end = await supertransaction.execute(smartAccount)
    expect(end.status).toBe('success')
    const [entry] = await readHistory(storage)
    expect(described).toEqual([end.data.quote?.quote.hash])
    expect(checks).toEqual([end.data.check?.status])
    expect(checks).toEqual(['verified'])
    expect(entry?.description).toBe(`Send 25 USDC to 0xa0Ee…9720${'!'.repeat(172)}…`)
    expect(Array.from(entry?.description ?? '')).toHaveLength(200)

    // A describe() that throws or says nothing leaves the entry without words, the run unharmed.
    for (const describe of [
      () => {
        throw new Error('no words')
      },
      () => undefined,
    ]) {
      const other = await supertransactionFor({ describe })
      expect((await other.supertransaction.execute(smartAccount)).status).toBe('success')
      const [plain] = await readHistory(other.storage)
      expect(plain?.status).toBe('success')
      expect(plain).not.toHaveProperty('description')
    }
  })

  it('quote() stops at quoted with the fee; execute() executes THAT quote', async () => {
    const { supertransaction } = await supertransactionFor()
    const quoted = await supertransaction.quote(smartAccount)
    expect(quoted.status).toBe('quoted')
    if (quoted.status === 'quoted') expect(quoted.data.quote.fee).toEqual(makeQuote('simple').fee)
    expect((await supertransaction.execute()).status).toBe('success')
    expect(api.count('POST /v1/quote')).toBe(1)
  })

  it('after success, execute() starts a fresh run with the last request', async () => {
    const { supertransaction } = await supertransactionFor()
    await supertransaction.execute(smartAccount)
    expect((await supertransaction.execute()).status).toBe('success')
    expect(api.count('POST /v1/quote')).toBe(2)
    expect(api.count('POST /v1/execute')).toBe(2)
  })

  it('execute() while a run is under way does not start a second one', async () => {
    const { supertransaction } = await supertransactionFor()
    const first = supertransaction.execute(smartAccount)
    const second = await supertransaction.execute(smartAccount)
    expect(second.status).toBe('quoting')
    expect((await first).status).toBe('success')
    expect(api.count('POST /v1/quote')).toBe(1)
  })

  it('eoa: a request without fundingTokens is quoted, and held, with the ones its flows spend', async () => {
    const { fundingTokens, ...given } = quoteRequestFor('permit')
    const { supertransaction } = await supertransactionFor()
    const end = await supertransaction.quote(given)
    expect(end.status).toBe('quoted')
    const body = api.requests.find((r) => r.path === '/v1/quote')?.body
    expect(body).toEqual({ ...given, fundingTokens })
    // The checks before signing compare the quote with the request as sent.
    expect(end.data.request).toEqual({ ...given, fundingTokens })
  })

  it('eoa-7702, EOA not delegated on chain: prepare7702 → the delegation reviewed, nothing signed → authorize() → quoting with them, no 412', async () => {
    const { supertransaction, wallet, statuses } = await supertransactionFor({ rpcUrl: rpc.url })
    const review = await supertransaction.quote(eoa7702)
    // The quote() stops at the review of what the wallet will sign: it has asked nothing yet.
    expect(review.status).toBe('authorizationReview')
    expect(review.data.authorizationsToSign).toEqual([
      { address: delegation, chainId: 31337, nonce: 0 },
    ])
    expect(review.data.authorizations).toBeUndefined()
    expect(wallet.prompts).toEqual([])
    expect(api.count('POST /v1/quote')).toBe(0)
    // Only the user's confirmation asks the wallet, then quotes and stops at the quote's review.
    const end = await supertransaction.authorize()
    expect(end.status).toBe('quoted')
    expect(unique(statuses)).toEqual([
      'quoting',
      'authorizationReview',
      'authorizing',
      'quoting',
      'quoted',
    ])
    expect(api.count('POST /v1/mee/prepare7702')).toBe(1)
    expect(api.count('POST /v1/quote')).toBe(1)
    const body = api.requests.find((r) => r.path === '/v1/quote')?.body as {
      authorizations: { address: string }[]
    }
    expect(body.authorizations[0]?.address).toBe(delegation)
    expect(wallet.prompts).toEqual([{ method: 'wallet_signAuthorization' }])
    // What was shown while authorizing is what was checked and signed.
    expect(end.data.authorizationsToSign).toEqual([
      { address: delegation, chainId: 31337, nonce: 0 },
    ])
  })

  it('eoa-7702, EOA already delegated: quotes straight away, nothing to sign', async () => {
    eoaCode = `0xef0100${delegation.slice(2)}`
    const { supertransaction, wallet } = await supertransactionFor({ rpcUrl: rpc.url })
    expect((await supertransaction.quote({ ...eoa7702, authorizations: undefined })).status).toBe(
      'quoted',
    )
    expect(api.count('POST /v1/mee/prepare7702')).toBe(0)
    expect(wallet.prompts).toEqual([])
  })

  it('eoa-7702, the chain cannot be read: the 412 is asked, but its nonce cannot be checked, so nothing is signed', async () => {
    // A chain whose node no one answers.
    const { supertransaction, statuses, wallet } = await supertransactionFor({
      rpcUrl: 'http://127.0.0.1:9',
    })
    const end = await supertransaction.quote(eoa7702)
    expect(end).toMatchObject({ status: 'error', step: 'authorizing' })
    if (end.status === 'error')
      expect(end.error).toMatchObject({
        name: 'AuthorizationRefusedError',
        reason: 'nonce-unreadable',
      })
    expect(unique(statuses)).toEqual(['quoting', 'error'])
    expect(api.count('POST /v1/quote')).toBe(1)
    expect(api.count('POST /v1/mee/prepare7702')).toBe(0)
    expect(wallet.prompts).toEqual([])
  })
})

describe('createSupertransaction: setOptions', () => {
  it('the options given later are the ones each step reads; nothing runs again, nothing is cancelled', async () => {
    const { supertransaction, statuses, supertransactionOptions } = await supertransactionFor()
    const quoted = await supertransaction.quote(smartAccount)
    expect(quoted.status).toBe('quoted')
    const later: string[] = []
    const landed: string[] = []
    supertransaction.setOptions({
      ...supertransactionOptions,
      onStatus: (state) => later.push(state.status),
      onSuccess: (receipt) => landed.push(receipt.supertxHash),
      describe: () => 'Described later',
    })
    // Setting options is no step: the quote under review stays, nothing is requested.
    expect(supertransaction.getState()).toBe(quoted)
    expect(api.count('POST /v1/quote')).toBe(1)
    const before = statuses.length
    const end = await supertransaction.execute()
    expect(end.status).toBe('success')
    expect(statuses).toHaveLength(before)
    expect(unique(later)).toEqual(['signing', 'executing', 'tracking', 'success'])
    expect(landed).toEqual([supertxHash])
  })
})

describe('createSupertransaction: retry from each step', () => {
  it('quoting: the failed quote is requested again', async () => {
    const { supertransaction } = await supertransactionFor()
    failNext.quote = 1
    const failed = await supertransaction.execute(smartAccount)
    expect(failed).toMatchObject({ status: 'error', step: 'quoting' })
    expect((await supertransaction.retry()).status).toBe('success')
    expect(api.count('POST /v1/quote')).toBe(2)
  })

  it('authorizing: a rejected delegation keeps its review and is asked again, then quoted (a quote() run stops at quoted again)', async () => {
    const { supertransaction, wallet } = await supertransactionFor({ rpcUrl: rpc.url })
    expect((await supertransaction.quote(eoa7702)).status).toBe('authorizationReview')
    wallet.rejectNext()
    const failed = await supertransaction.authorize()
    expect(failed).toMatchObject({ status: 'error', step: 'authorizing' })
    if (failed.status === 'error') expect(failed.error).toBeInstanceOf(UserRejectedError)
    // Nothing lost: what the review listed is still there to show beside the message.
    expect(failed.data.authorizationsToSign).toEqual([
      { address: delegation, chainId: 31337, nonce: 0 },
    ])
    expect((await supertransaction.retry()).status).toBe('quoted')
    expect(wallet.prompts.filter((p) => p.method === 'wallet_signAuthorization')).toHaveLength(2)
  })

  it('signing: a rejected signature is asked again without re-quoting', async () => {
    const { supertransaction, wallet } = await supertransactionFor()
    wallet.rejectNext()
    expect(await supertransaction.execute(smartAccount)).toMatchObject({
      status: 'error',
      step: 'signing',
    })
    expect((await supertransaction.retry()).status).toBe('success')
    expect(api.count('POST /v1/quote')).toBe(1)
    expect(wallet.prompts).toHaveLength(2)
  })

  it('executing: after a 500 the quote is looked up, then submitted again, not signed twice', async () => {
    const { supertransaction, wallet } = await supertransactionFor()
    failNext.execute = 1
    const failed = await supertransaction.execute(smartAccount)
    expect(failed).toMatchObject({ status: 'error', step: 'executing' })
    // A 500 does not say whether the service took the quote.
    if (failed.status === 'error') expect(failed.error).toBeInstanceOf(ExecuteOutcomeUnknownError)
    expect((await supertransaction.retry()).status).toBe('success')
    expect(api.count('POST /v1/execute')).toBe(2)
    expect(wallet.prompts).toHaveLength(1)
  })

  it('tracking: a receipt timeout is waited on again, nothing re-executed', async () => {
    const { supertransaction } = await supertransactionFor({ receiptTimeoutMs: 100 })
    pendingPolls = 1_000
    const failed = await supertransaction.execute(smartAccount)
    expect(failed).toMatchObject({ status: 'error', step: 'tracking' })
    if (failed.status === 'error') expect(failed.error).toBeInstanceOf(ReceiptTimeoutError)
    pendingPolls = 0
    expect((await supertransaction.retry()).status).toBe('success')
    expect(api.count('POST /v1/execute')).toBe(1)
  })
})

describe('createSupertransaction: resume, stop, reset', () => {
  it('resume() tracks a supertxHash an earlier page persisted; nothing persisted: false', async () => {
    const storage = createMemoryStorage()
    const empty = await supertransactionFor({ storage })
    expect(await empty.supertransaction.resume()).toBe(false)
    await storage.setItem(
      'supertx:in-flight',
      JSON.stringify({ supertxHash, explorerUrl: 'x', savedAt: Date.now() }),
    )
    const { supertransaction, statuses } = await supertransactionFor({ storage })
    expect(await supertransaction.resume()).toBe(true)
    await until(() => supertransaction.getState().status === 'success')
    expect(unique(statuses)).toEqual(['tracking', 'success'])
    expect(await storage.getItem('supertx:in-flight')).toBeNull()
  })

  it('stop() halts polling and keeps tracking state and the hash; resume() picks it up', async () => {
    const { supertransaction, storage } = await supertransactionFor()
    pendingPolls = 1_000
    void supertransaction.execute(smartAccount)
    await until(() => supertransaction.getState().status === 'tracking')
    supertransaction.stop()
    // A poll already on the wire when stop() ran may still reach the server; none after it.
    await sleep(300)
    const polls = api.count('GET /v1/explorer/')
    // Polling every 20 ms would add a dozen polls here if stop() had not stopped it.
    await sleep(300)
    expect(api.count('GET /v1/explorer/')).toBe(polls)
    expect(supertransaction.getState().status).toBe('tracking')
    expect(await storage.getItem('supertx:in-flight')).toContain(supertxHash)
    pendingPolls = 0
    expect(await supertransaction.resume()).toBe(true)
    await until(() => supertransaction.getState().status === 'success')
  })

  it('reset() cancels the run, returns to idle for good and forgets the hash', async () => {
    const { supertransaction, storage } = await supertransactionFor()
    pendingPolls = 1_000
    const run = supertransaction.execute(smartAccount)
    await until(() => supertransaction.getState().status === 'tracking')
    supertransaction.reset()
    expect(supertransaction.getState()).toEqual({ status: 'idle', data: {} })
    await run
    await sleep(100)
    expect(supertransaction.getState().status).toBe('idle')
    expect(await storage.getItem('supertx:in-flight')).toBeNull()
  })
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function until(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time')
    await sleep(10)
  }
}
