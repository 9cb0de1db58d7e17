// A quote is bound to the inputs it was made for (owner, mode, flows, funding tokens, fee token):
// the supertransaction's state machine drops it when they change and quotes the current ones once
// they settle, and a quote whose inputs changed is never signed or executed. Against a real
// scripted HTTP API on 127.0.0.1, signing with a real viem account through a wagmi local-account
// connector.
import { connect, createConfig } from '@wagmi/core'
import { defineChain, type Hex, http, type LocalAccount } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  type ScriptedServer,
  startScriptedServer,
} from '../../../fixtures/harness/scripted-server.js'
import {
  chainId,
  makeSimpleQuoteFor,
  orchestratorLookup,
  ownerAccount,
  quoteRequestFor,
  receiptBody,
  usdc,
} from '../../../fixtures/verifiable-quotes.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { createMemoryStorage } from '../../../src/core/config/storage.js'
import { QuoteStaleError } from '../../../src/core/errors/supertransaction.js'
import type { QuoteParameters } from '../../../src/core/index.js'
import { createSupertransaction } from '../../../src/core/supertransaction/createSupertransaction.js'
import type { SupertransactionState } from '../../../src/core/supertransaction/types.js'
import { wagmiWallet } from '../../../src/react/wagmi/wagmiWallet.js'
import { localWallet } from '../../react/support/local-wallet.js'
import { rpcNodes } from '../../support/rpc-node.js'

let api: ScriptedServer
let chainNode: ScriptedServer
let quotes: number
// Seconds from now until the next quotes' operations expire (default: far away).
let expiresIn: number | undefined
// A quote request for this amount is answered only after this many ms.
let slowAmount: { amount: string; ms: number } | undefined
// The hash of the n-th quote the server made (1-based), so a test can tell quotes apart.
// The hashes of the quotes the server made, in order.
const madeHashes: Hex[] = []
const hashOf = (n: number) => madeHashes[n - 1] ?? 'not made yet'

beforeAll(async () => {
  api = await startScriptedServer()
  // The chain: what its account factory computes for the owner (the kit holds the lookup to it).
  chainNode = await startScriptedServer()
  chainNode.on('POST /rpc/*', rpcNodes())
  api.on('POST /v1/quote', async (body) => {
    const request = body as QuoteParameters
    const args = (request.composeFlows[0]?.data as { args?: string[] } | undefined)?.args
    if (slowAmount && args?.[1] === slowAmount.amount)
      await new Promise((resolve) => setTimeout(resolve, slowAmount?.ms))
    const quote = makeSimpleQuoteFor(request, ++quotes)
    madeHashes.push(quote.quote.hash as Hex)
    if (expiresIn !== undefined)
      for (const op of quote.quote.userOps)
        op.upperBoundTimestamp = Math.floor(Date.now() / 1000) + expiresIn
    return { json: { ...quote, mode: request.mode } }
  })
  api.on('POST /v1/mee/orchestrator', (body) => ({ json: orchestratorLookup(body) }))
  api.on('POST /v1/execute', (body) => ({
    json: {
      success: true,
      supertxHash: (body as { quote: { hash: string } }).quote.hash,
      error: null,
    },
  }))
  api.on('GET /v1/explorer/*', (_, { path }) => ({
    json: receiptBody(path.split('/').pop() as string, 'success'),
  }))
})
afterAll(() => Promise.all([api.close(), chainNode.close()]))
beforeEach(() => {
  api.requests.length = 0
  quotes = 0
  madeHashes.length = 0
  expiresIn = undefined
  slowAmount = undefined
})

async function supertransactionFor(
  options: { requoteDelayMs?: number; quoteRefreshMarginMs?: number } = {},
) {
  const { connector, wallet } = localWallet({ account: ownerAccount as unknown as LocalAccount })
  const chain = defineChain({
    id: chainId,
    name: 'Test chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`${chainNode.url}/rpc/31337`] } },
  })
  const wagmiConfig = createConfig({
    chains: [chain],
    connectors: [connector],
    transports: { [chain.id]: http() },
    storage: null,
  })
  await connect(wagmiConfig as never, { connector: wagmiConfig.connectors[0] } as never)
  const config = createSupertxConfig({
    baseUrl: api.url,
    pollingInterval: 20,
    storage: createMemoryStorage(),
  })
  const states: SupertransactionState[] = []
  const supertransaction = createSupertransaction({
    config,
    wallet: wagmiWallet(wagmiConfig as never),
    requoteDelayMs: options.requoteDelayMs ?? 50,
    quoteRefreshMarginMs: options.quoteRefreshMarginMs,
    onStatus: (state) => states.push(state),
  })
  return { supertransaction, wallet, states }
}

// A request that sends `units` (base units of USDC) instead of the fixture's 1 USDC.
const base = quoteRequestFor('simple')
function sending(units: string, request: QuoteParameters = base): QuoteParameters {
  const [flow] = request.composeFlows as [{ type: string; data: { args: string[] } }]
  return {
    ...request,
    composeFlows: [
      { ...flow, data: { ...flow.data, args: [flow.data.args[0], units] } },
    ] as QuoteParameters['composeFlows'],
  }
}
const quoteBodies = () =>
  api.requests.filter((r) => r.path === '/v1/quote').map((r) => r.body as QuoteParameters)
const executedHashes = () =>
  api.requests
    .filter((r) => r.path === '/v1/execute')
    .map((r) => (r.body as { quote: { hash: string } }).quote.hash)
const amountOf = (request: QuoteParameters | undefined) =>
  (request?.composeFlows[0]?.data as { args: string[] } | undefined)?.args[1]
const quoteHashOf = (state: SupertransactionState) => state.data.quote?.quote.hash

describe('a quote is bound to its inputs', () => {
  it('edited flows drop the quote at once; the settled inputs are quoted once, and that quote is what executes', async () => {
    const { supertransaction } = await supertransactionFor()
    expect((await supertransaction.quote(sending('1000000'))).status).toBe('quoted')
    supertransaction.update(sending('2'))
    // Dropped at once: no quote is shown for inputs it was not made for.
    expect(supertransaction.getState().status).toBe('quoting')
    expect(supertransaction.getState().data.quote).toBeUndefined()
    supertransaction.update(sending('20'))
    supertransaction.update(sending('2000000'))
    await until(() => supertransaction.getState().status === 'quoted')
    // Typing quoted once, for what was typed last.
    expect(quoteBodies().map(amountOf)).toEqual(['1000000', '2000000'])
    expect(quoteHashOf(supertransaction.getState())).toBe(hashOf(2))
    expect(amountOf(supertransaction.getState().data.request)).toBe('2000000')
    expect((await supertransaction.execute()).status).toBe('success')
    expect(executedHashes()).toEqual([hashOf(2)])
  })

  const changes: [string, (request: QuoteParameters) => QuoteParameters][] = [
    ['ownerAddress', (r) => ({ ...r, ownerAddress: '0x9999999999999999999999999999999999999999' })],
    ['mode', (r) => ({ ...r, mode: 'eoa' })],
    ['composeFlows', (r) => sending('7', r)],
    [
      'fundingTokens',
      (r) => ({ ...r, fundingTokens: [{ tokenAddress: usdc, chainId, amount: '5' }] }),
    ],
    ['feeToken', (r) => ({ ...r, feeToken: { address: usdc, chainId } })],
  ]
  it.each(changes)(
    'a change of %s drops the quote and quotes the new inputs',
    async (field, change) => {
      const { supertransaction } = await supertransactionFor()
      await supertransaction.quote(base)
      const next = change(base)
      supertransaction.update(next)
      expect(supertransaction.getState()).toMatchObject({ status: 'quoting' })
      expect(supertransaction.getState().data.quote).toBeUndefined()
      await until(() => supertransaction.getState().status === 'quoted')
      const [, second] = quoteBodies()
      expect((second as Record<string, unknown>)[field]).toEqual(
        (next as Record<string, unknown>)[field],
      )
      expect(quoteHashOf(supertransaction.getState())).toBe(hashOf(2))
    },
  )

  it('the same inputs in a new object (another address case, keys in another order) keep the quote', async () => {
    const { supertransaction } = await supertransactionFor()
    await supertransaction.quote(base)
    const { composeFlows, ...rest } = structuredClone(base)
    supertransaction.update({
      composeFlows,
      ...rest,
      ownerAddress: base.ownerAddress.toLowerCase() as Hex,
    })
    await sleep(150)
    expect(supertransaction.getState().status).toBe('quoted')
    expect(quoteBodies()).toHaveLength(1)
  })

  it('a quote still being fetched for the old inputs is cancelled and never shown', async () => {
    const { supertransaction, states } = await supertransactionFor()
    slowAmount = { amount: '1000000', ms: 400 }
    const first = supertransaction.quote(sending('1000000'))
    await until(() => quoteBodies().length === 1)
    supertransaction.update(sending('2000000'))
    await first
    await until(() => supertransaction.getState().status === 'quoted')
    await sleep(500)
    // Only the current inputs' quote ever reached the state.
    const shown = states.filter((s) => s.status === 'quoted').map((s) => amountOf(s.data.request))
    expect(shown).toEqual(['2000000'])
    expect(amountOf(supertransaction.getState().data.request)).toBe('2000000')
  })

  it('execute() with other inputs than the quote is refused before any wallet prompt; retry() quotes them for review', async () => {
    const { supertransaction, wallet } = await supertransactionFor()
    await supertransaction.quote(sending('1000000'))
    const refused = await supertransaction.execute(sending('2000000'))
    expect(refused).toMatchObject({ status: 'error', step: 'quoting' })
    if (refused.status === 'error') {
      expect(refused.error).toBeInstanceOf(QuoteStaleError)
      expect((refused.error as QuoteStaleError).changed).toEqual(['composeFlows'])
    }
    expect(wallet.prompts).toEqual([])
    expect(executedHashes()).toEqual([])
    // The old quote is gone; the retry quotes the current inputs and stops for review.
    expect(refused.data.quote).toBeUndefined()
    const again = await supertransaction.retry()
    expect(again.status).toBe('quoted')
    expect(amountOf(quoteBodies()[1])).toBe('2000000')
    expect((await supertransaction.execute()).status).toBe('success')
    expect(executedHashes()).toEqual([hashOf(2)])
  })

  it('inputs changed while the wallet signs: that signature is never executed', async () => {
    const { supertransaction, wallet } = await supertransactionFor()
    await supertransaction.quote(sending('1000000'))
    const unsubscribe = supertransaction.subscribe((state) => {
      if (state.status === 'signing') {
        unsubscribe()
        supertransaction.update(sending('2000000'))
      }
    })
    const end = await supertransaction.execute()
    expect(end).toMatchObject({ status: 'error', step: 'quoting' })
    if (end.status === 'error') expect(end.error).toBeInstanceOf(QuoteStaleError)
    expect(wallet.prompts).toHaveLength(1)
    expect(executedHashes()).toEqual([])
    expect(end.data.signedQuote).toBeUndefined()
  })

  it('stopped in error before anything was executed, new inputs go back to idle (a fresh quote)', async () => {
    const { supertransaction, wallet } = await supertransactionFor()
    wallet.rejectNext()
    expect(await supertransaction.execute(sending('1000000'))).toMatchObject({
      status: 'error',
      step: 'signing',
    })
    supertransaction.update(sending('2000000'))
    expect(supertransaction.getState()).toMatchObject({ status: 'idle' })
    expect(supertransaction.getState().data.quote).toBeUndefined()
    expect(amountOf(supertransaction.getState().data.request)).toBe('2000000')
  })

  it('no owner any more (the wallet disconnected): the quote is dropped, back to idle', async () => {
    const { supertransaction } = await supertransactionFor()
    await supertransaction.quote(base)
    supertransaction.update(undefined)
    expect(supertransaction.getState()).toMatchObject({ status: 'idle' })
    expect(supertransaction.getState().data.quote).toBeUndefined()
    await sleep(150)
    expect(quoteBodies()).toHaveLength(1)
  })

  it('a finished run keeps its result when the inputs change; the next run uses the new ones', async () => {
    const { supertransaction } = await supertransactionFor()
    expect((await supertransaction.execute(sending('1000000'))).status).toBe('success')
    supertransaction.update(sending('2000000'))
    expect(supertransaction.getState().status).toBe('success')
    expect((await supertransaction.execute(sending('2000000'))).status).toBe('success')
    expect(quoteBodies().map(amountOf)).toEqual(['1000000', '2000000'])
  })

  it('a quote waiting near its expiry is quoted again before it expires', async () => {
    const { supertransaction } = await supertransactionFor({ quoteRefreshMarginMs: 30_000 })
    expiresIn = 3
    await supertransaction.quote(base)
    expect(quoteHashOf(supertransaction.getState())).toBe(hashOf(1))
    // 3 s left, refreshed at half of it at the latest.
    await until(() => quoteHashOf(supertransaction.getState()) === hashOf(2), 2_500)
    expect(supertransaction.getState().status).toBe('quoted')
    supertransaction.reset()
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
