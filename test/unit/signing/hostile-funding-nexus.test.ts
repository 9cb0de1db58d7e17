// No money moves before the quote is checked, in the real service's encoding. smart-account with
// `fundAccount`: the supertransaction sends the smart account what it lacks before the signature.
// Against an API that lies with Nexus quotes (test/support/nexus-hostile-quote.ts: hashes, root and
// payload the lie's own, so the full checks run), on a real HTTP server with a chain node the kit
// reads balances from and a wallet that records every request: a quote the checks refuse sends
// nothing (refused at the funding step, before any transfer), and a fee the quote claims but its
// payment op does not pay is never added to what is sent.
import { decodeFunctionData, erc20Abi, type Hex, numberToHex } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Handler } from '../../../fixtures/harness/scripted-server.js'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import {
  account,
  amount,
  chainId,
  orchestratorLookup,
  quoteHash,
  quoteRequestFor,
  receiptBody,
  usdc,
} from '../../../fixtures/verifiable-quotes.js'
import type { QuoteParameters } from '../../../src/core/client/types.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { createMemoryStorage } from '../../../src/core/config/storage.js'
import { AccountRefusedError, QuotePayloadMismatchError } from '../../../src/core/errors/wallet.js'
import { createSupertransaction } from '../../../src/core/supertransaction/createSupertransaction.js'
import type { SupertransactionState } from '../../../src/core/supertransaction/types.js'
import { erc20Call, hostileNexusQuote } from '../../support/nexus-hostile-quote.js'
import { recordingWallet } from '../../support/recording-wallet.js'
import { accountFactoryCall } from '../../support/rpc-node.js'

const server = setupScriptedServer()
const attacker: Hex = '0x9999999999999999999999999999999999999999'

/** The chain's node: the smart account holds no USDC yet; anything else a node answers plainly. */
const node: Handler = (body) => {
  const { id, method, params } = body as { id: number; method: string; params?: unknown }
  // What the account factory computes for the owner: the fixtures' account.
  const factory = method === 'eth_call' ? accountFactoryCall(params) : undefined
  if (factory) return { json: { jsonrpc: '2.0', id, result: factory } }
  const results: Record<string, unknown> = {
    eth_chainId: numberToHex(chainId),
    eth_call: `0x${'0'.repeat(64)}`,
    eth_getTransactionCount: '0x0',
    eth_getCode: '0x',
    eth_blockNumber: '0x1',
    eth_gasPrice: '0x1',
    eth_estimateGas: '0x5208',
  }
  return method in results
    ? { json: { jsonrpc: '2.0', id, result: results[method] } }
    : { json: { jsonrpc: '2.0', id, error: { code: -32601, message: `${method} not scripted` } } }
}

beforeEach(() => {
  server.on('POST /v1/mee/orchestrator', (body) => ({ json: orchestratorLookup(body) }))
  server.on('POST /rpc', node)
  server.on('POST /v1/execute', { json: { success: true, supertxHash: quoteHash, error: null } })
  server.on('GET /v1/explorer/*', { json: receiptBody(quoteHash, 'success') })
})

// smart-account: send 1 USDC from the smart account; the fee in USDC on the same chain.
const request: QuoteParameters = {
  ...quoteRequestFor('simple'),
  feeToken: { address: usdc, chainId },
}
const one = BigInt(amount)
const transfer = erc20Call('transfer', account, one)

const setup = () => {
  const recorder = recordingWallet()
  const config = createSupertxConfig({
    baseUrl: server.url,
    apiKey: 'k',
    storage: createMemoryStorage(),
  })
  const wallet = recorder.wallet(() => `${server.url}/rpc`)
  const supertransaction = createSupertransaction({ config, wallet, fundAccount: true })
  return { recorder, supertransaction }
}

/** The transfers the wallet was asked to send: token, recipient, amount. */
const sent = (recorder: ReturnType<typeof recordingWallet>) =>
  recorder
    .prompts()
    .filter((p) => p.method === 'eth_sendTransaction')
    .map((p) => {
      const [tx] = p.params as [{ to: Hex; data: Hex }]
      const { args } = decodeFunctionData({ abi: erc20Abi, data: tx.data })
      return { token: tx.to.toLowerCase(), to: args[0], amount: args[1] }
    })

describe('fundAccount on Nexus quotes: no money moves before the quote is checked', () => {
  it('a quote that sends 1 USDC to the attacker and claims a fee of 1,000,000 USDC: nothing is sent', async () => {
    server.on('POST /v1/quote', {
      json: hostileNexusQuote({
        mode: 'smart-account',
        payment: { amount: 10n ** 12n },
        ops: [[erc20Call('transfer', attacker, one)]],
      }),
    })
    const { recorder, supertransaction } = setup()
    const state = (await supertransaction.execute(request)) as SupertransactionState
    expect(state.status).toBe('error')
    if (state.status !== 'error') return
    expect(state.step).toBe('funding')
    expect(state.error).toBeInstanceOf(QuotePayloadMismatchError)
    expect((state.error as QuotePayloadMismatchError).field).toBe('quote.userOps[1].calls[0]')
    expect(recorder.prompts()).toEqual([])
    expect(server.count('POST /v1/execute')).toBe(0)
  })

  it('a payment op that pays more than the fee the quote claims: nothing is sent', async () => {
    server.on('POST /v1/quote', {
      json: hostileNexusQuote({
        mode: 'smart-account',
        payment: { amount: 10n ** 12n },
        claimedFee: { amount: '4200', token: usdc, chainId },
        ops: [[transfer]],
      }),
    })
    const { recorder, supertransaction } = setup()
    const state = (await supertransaction.execute(request)) as SupertransactionState
    expect(state.status).toBe('error')
    if (state.status !== 'error') return
    expect(state.step).toBe('funding')
    expect((state.error as QuotePayloadMismatchError).field).toBe('quote.userOps[0].calls[0].data')
    expect(recorder.prompts()).toEqual([])
  })

  it('the orchestrator lookup names the attacker’s address as the account: nothing is sent', async () => {
    // A quote in every other way genuine, for an "account" the attacker owns: the funding
    // transfer would go straight to them.
    server.on('POST /v1/mee/orchestrator', (body) => {
      const answer = orchestratorLookup(body)
      return {
        json: Array.isArray(answer) ? answer.map((a) => ({ ...a, address: attacker })) : answer,
      }
    })
    server.on('POST /v1/quote', {
      json: hostileNexusQuote({
        mode: 'smart-account',
        payment: { amount: 4200n },
        ops: [{ calls: [transfer], sender: attacker }],
      }),
    })
    const { recorder, supertransaction } = setup()
    const state = (await supertransaction.execute(request)) as SupertransactionState
    expect(sent(recorder)).toEqual([])
    expect(recorder.prompts()).toEqual([])
    expect(state.status).toBe('error')
    if (state.status !== 'error') return
    expect(state.error).toBeInstanceOf(AccountRefusedError)
    expect(state.error).toMatchObject({ reason: 'not-derived', chainId, actual: attacker })
    expect(server.count('POST /v1/execute')).toBe(0)
  })

  it('a fee the quote claims but its payment op does not pay is not sent: only what the checked ops spend', async () => {
    // quote.fee says 1,000,000 USDC; no payment op at all, the request sponsored: the review
    // shows "Sponsored" and the funding sends the 1 USDC the transfer needs, nothing more.
    server.on('POST /v1/quote', {
      json: hostileNexusQuote({
        mode: 'smart-account',
        claimedFee: { amount: '1000000000000', token: usdc, chainId },
        ops: [[transfer]],
      }),
    })
    const { recorder, supertransaction } = setup()
    await supertransaction.execute(quoteRequestFor('simple'))
    expect(sent(recorder)).toEqual([{ token: usdc.toLowerCase(), to: account, amount: one }])
  })

  it('a genuine fee, checked in the payment op, is added: the transfer and the fee are sent', async () => {
    server.on('POST /v1/quote', {
      json: hostileNexusQuote({
        mode: 'smart-account',
        payment: { amount: 4200n },
        ops: [[transfer]],
      }),
    })
    const { recorder, supertransaction } = setup()
    await supertransaction.execute(request)
    expect(sent(recorder)).toEqual([
      { token: usdc.toLowerCase(), to: account, amount: one + 4200n },
    ])
  })
})
