// The run's own rules, framework-free: the fee choice (`setFee`, an invalid one holds the quote
// back) and the balance preview that gates signing (`previewBalances`, `requirePreview`). Against a
// real scripted HTTP API and a scripted JSON-RPC node on 127.0.0.1 (the preview is the kit's real
// `getBalanceChanges`), signing with a real viem account through a wagmi local-account connector.
import { connect, createConfig } from '@wagmi/core'
import { defineChain, http, type LocalAccount } from 'viem'
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
import { BalancePreviewBlockedError } from '../../../src/core/errors/balances.js'
import type { QuoteParameters } from '../../../src/core/index.js'
import {
  type CreateSupertransactionParameters,
  createSupertransaction,
} from '../../../src/core/supertransaction/createSupertransaction.js'
import { previewGateOf } from '../../../src/core/supertransaction/preview-gate.js'
import { wagmiWallet } from '../../../src/react/wagmi/wagmiWallet.js'
import { localWallet } from '../../react/support/local-wallet.js'
import { rpcNodes } from '../../support/rpc-node.js'

let api: ScriptedServer
let chainNode: ScriptedServer
/**
 * How the node answers eth_simulateV1: every call reverts, it does not know the method, or it
 * does not answer (a 503, as a node that is down behind its load balancer).
 */
let simulate: 'revert' | 'missing' | 'down'

type RpcRequest = { id: number; method: string; params: unknown[] }

beforeAll(async () => {
  api = await startScriptedServer()
  chainNode = await startScriptedServer()
  const node = rpcNodes()
  chainNode.on('POST /rpc/*', (body, request) => {
    const { id, method, params } = body as RpcRequest
    const result = (value: unknown) => ({ json: { jsonrpc: '2.0', id, result: value } })
    if (method === 'eth_blockNumber') return result('0x10')
    if (method === 'eth_simulateV1' && simulate === 'down')
      return { status: 503, text: 'Service Unavailable', contentType: 'text/plain' }
    if (method === 'eth_simulateV1' && simulate === 'revert') {
      const blocks = (params[0] as { blockStateCalls: { calls: unknown[] }[] }).blockStateCalls
      return result(
        blocks.map((block, i) => ({
          number: `0x${(17 + i).toString(16)}`,
          hash: `0x${'11'.repeat(32)}`,
          timestamp: '0x1',
          gasLimit: '0x1c9c380',
          gasUsed: '0x0',
          baseFeePerGas: '0x0',
          calls: block.calls.map(() => ({
            status: '0x0',
            returnData: '0x',
            gasUsed: '0x0',
            logs: [],
          })),
        })),
      )
    }
    return node(body, request)
  })
  api.on('POST /v1/quote', (body) => {
    const request = body as QuoteParameters
    return { json: { ...makeSimpleQuoteFor(request), mode: request.mode } }
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
  chainNode.requests.length = 0
  simulate = 'revert'
})

async function supertransactionFor(options: Partial<CreateSupertransactionParameters> = {}) {
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
  const supertransaction = createSupertransaction({
    config,
    wallet: wagmiWallet(wagmiConfig as never),
    requoteDelayMs: 20,
    ...options,
  })
  return { supertransaction, wallet }
}

const request = quoteRequestFor('simple')
const quoteBodies = () =>
  api.requests.filter((r) => r.path === '/v1/quote').map((r) => r.body as QuoteParameters)
const executes = () => api.requests.filter((r) => r.path === '/v1/execute').length
const settled = async (supertransaction: { getState(): { status: string } }, status: string) => {
  for (let i = 0; i < 200 && supertransaction.getState().status !== status; i++)
    await new Promise((resolve) => setTimeout(resolve, 25))
  return supertransaction.getState()
}

describe('the fee choice is the engine’s', () => {
  it('setFee quotes the request with the choice’s fee token, in place of its own, and drops the old quote', async () => {
    const { supertransaction } = await supertransactionFor()
    expect(supertransaction.getFee()).toEqual({ type: 'sponsored' })
    supertransaction.update(request)
    expect((await supertransaction.quote(request)).status).toBe('quoted')
    const seen: string[] = []
    supertransaction.subscribe(() => seen.push(supertransaction.getFee().type))
    const refund = '0x00000000000000000000000000000000000000aa'
    supertransaction.setFee({
      type: 'token',
      chainId,
      address: usdc,
      gasRefundAddress: ` ${refund} `,
    })
    expect(seen[0]).toBe('token')
    // The quote for the earlier choice is gone at once; the new one carries the chosen token.
    expect(supertransaction.getState().data.quote).toBeUndefined()
    expect((await settled(supertransaction, 'quoted')).status).toBe('quoted')
    expect(quoteBodies().at(-1)?.feeToken).toEqual({
      address: usdc,
      chainId,
      gasRefundAddress: refund,
    })
    // The request the app keeps giving (sponsored) does not undo the choice.
    supertransaction.update(request)
    expect(supertransaction.getState().status).toBe('quoted')
  })

  it('a choice whose refund address is not an address holds the inputs back: nothing is quoted until it is corrected', async () => {
    const { supertransaction } = await supertransactionFor()
    supertransaction.update(request)
    expect((await supertransaction.quote(request)).status).toBe('quoted')
    const before = quoteBodies().length
    const wrong = { type: 'token', chainId, address: usdc, gasRefundAddress: '0x12' } as const
    supertransaction.setFee(wrong)
    expect(supertransaction.getState().status).toBe('idle')
    await expect(supertransaction.quote(request)).rejects.toThrow(/fee choice is not valid/)
    await expect(supertransaction.execute(request)).rejects.toThrow(/fee choice is not valid/)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(quoteBodies().length).toBe(before)
    supertransaction.setFee({ ...wrong, gasRefundAddress: '' })
    expect((await supertransaction.quote(request)).status).toBe('quoted')
    expect(quoteBodies().at(-1)?.feeToken).toEqual({ address: usdc, chainId })
  })
})

describe('the balance preview gates signing in the engine', () => {
  it('a quote whose calls would revert is never signed nor executed: BalancePreviewBlockedError, step quoting', async () => {
    const { supertransaction, wallet } = await supertransactionFor({ previewBalances: true })
    const state = await supertransaction.execute(request)
    expect(state.status).toBe('error')
    if (state.status !== 'error') return
    expect(state.error).toBeInstanceOf(BalancePreviewBlockedError)
    expect(state.error).toMatchObject({ reason: 'reverts', chainId })
    expect(state.step).toBe('quoting')
    expect(wallet.prompts).toEqual([])
    expect(executes()).toBe(0)
  })

  it('quote() shows the preview as it is taken; previewGateOf says what blocks', async () => {
    const { supertransaction } = await supertransactionFor({ previewBalances: true })
    const quoted = await supertransaction.quote(request)
    expect(quoted.data.preview).toEqual({ status: 'pending' })
    expect(previewGateOf(quoted.data, false)).toBe('pending')
    await settled(
      { getState: () => ({ status: supertransaction.getState().data.preview?.status ?? '' }) },
      'ready',
    )
    expect(previewGateOf(supertransaction.getState().data, false)).toEqual({ reverts: chainId })
  })

  it('a chain that cannot be previewed lets signing go ahead, unless requirePreview', async () => {
    simulate = 'missing'
    const open = await supertransactionFor({ previewBalances: true })
    expect((await open.supertransaction.execute(request)).status).toBe('success')
    expect(open.wallet.prompts.length).toBeGreaterThan(0)

    const strict = await supertransactionFor({ previewBalances: true, requirePreview: true })
    const state = await strict.supertransaction.execute(request)
    expect(state.status).toBe('error')
    if (state.status !== 'error') return
    expect(state.error).toMatchObject({ name: 'BalancePreviewBlockedError', reason: 'unavailable' })
    expect(strict.wallet.prompts).toEqual([])
  })

  it('a chain whose node does not answer holds signing back, requirePreview or not', async () => {
    // The run would most likely stop half-way there, after money moved on the other chains; and
    // nothing the review says of that chain was checked.
    simulate = 'down'
    for (const requirePreview of [false, true]) {
      const { supertransaction, wallet } = await supertransactionFor({
        previewBalances: true,
        requirePreview,
      })
      const quoted = await supertransaction.quote(request)
      expect(quoted.status).toBe('quoted')
      await settled(
        { getState: () => ({ status: supertransaction.getState().data.preview?.status ?? '' }) },
        'ready',
      )
      expect(previewGateOf(supertransaction.getState().data, requirePreview)).toEqual({
        unreachable: chainId,
      })
      const state = await supertransaction.execute()
      expect(state.status).toBe('error')
      if (state.status !== 'error') return
      expect(state.error).toBeInstanceOf(BalancePreviewBlockedError)
      expect(state.error).toMatchObject({ reason: 'unreachable', chainId })
      expect(state.error.message).toMatch(/did not answer/)
      expect(state.step).toBe('quoting')
      expect(wallet.prompts).toEqual([])
      expect(executes()).toBe(0)
    }
  })

  it('once the chain answers again, its preview is taken again by itself and the quote can be signed', async () => {
    simulate = 'down'
    const { supertransaction, wallet } = await supertransactionFor({ previewBalances: true })
    await supertransaction.quote(request)
    const gate = () => previewGateOf(supertransaction.getState().data, false)
    for (let i = 0; i < 200 && typeof gate() !== 'object'; i++)
      await new Promise((resolve) => setTimeout(resolve, 25))
    expect(gate()).toEqual({ unreachable: chainId })
    const simulations = () =>
      chainNode.requests.filter((r) => JSON.stringify(r.body).includes('eth_simulateV1')).length
    const before = simulations()
    const shown: (string | undefined)[] = []
    supertransaction.subscribe((state) => shown.push(state.data.preview?.status))
    // The node is back (it answers; this one cannot simulate, which by default does not block).
    simulate = 'missing'
    for (let i = 0; i < 200 && gate() !== undefined; i++)
      await new Promise((resolve) => setTimeout(resolve, 25))
    expect(gate()).toBeUndefined()
    expect(simulations()).toBeGreaterThan(before)
    // The preview was never shown as pending again while it was taken anew.
    expect(shown).not.toContain('pending')
    expect(supertransaction.getState().status).toBe('quoted')
    expect((await supertransaction.execute()).status).toBe('success')
    expect(wallet.prompts.length).toBeGreaterThan(0)
  })

  it('without previewBalances nothing is previewed and nothing held back (a script’s choice)', async () => {
    const { supertransaction } = await supertransactionFor()
    expect((await supertransaction.execute(request)).status).toBe('success')
    expect(chainNode.requests.some((r) => JSON.stringify(r.body).includes('eth_simulateV1'))).toBe(
      false,
    )
  })
})
