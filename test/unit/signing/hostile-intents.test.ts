// An intent's route, against an API that picks it to drain the account: the request swaps 1 USDC
// for WETH; the quote's route (real devnet-encoded user operations, correct hashes and root, so
// the full operation checks run) spends other tokens, skips the swap, or accepts any output. On a
// real HTTP server with a wallet that records every request: each is refused at signing, naming
// the call or the flow, with no wallet prompt and no execute. The genuine routes at the end (a
// swap; a bridge then a swap that waits for the bridged funds) sign on the same server and wallet.
import { encodeAbiParameters, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import { rawCall, type TestCall, type TestInput } from '../../../fixtures/operations.js'
import {
  account,
  amount,
  chainId,
  makeQuote,
  orchestratorAnswer,
  quoteHash,
  quoteRequestFor,
  receiptBody,
  usdc,
  userOpItem,
  weth,
  withOps,
} from '../../../fixtures/verifiable-quotes.js'
import type { QuoteParameters, QuoteReturnType } from '../../../src/core/client/types.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { createMemoryStorage } from '../../../src/core/config/storage.js'
import { QuotePayloadMismatchError } from '../../../src/core/errors/wallet.js'
import { createSupertransaction } from '../../../src/core/supertransaction/createSupertransaction.js'
import type { SupertransactionState } from '../../../src/core/supertransaction/types.js'
import { recordingWallet } from '../../support/recording-wallet.js'
import { rpcNodes } from '../../support/rpc-node.js'

const server = setupScriptedServer()
// Each chain's node: what its account factory computes for the owner (the kit holds the
// orchestrator lookup to it).
const readingWallet = (recorder: ReturnType<typeof recordingWallet>) =>
  recorder.wallet((id) => `${server.url}/rpc/${id}`)
beforeEach(() => server.on('POST /rpc/*', rpcNodes()))
const chainB = 31338
const usdt: Hex = '0x5555555555555555555555555555555555555555'
const pool: Hex = '0x7777777777777777777777777777777777777777'
const bridge: Hex = '0x8888888888888888888888888888888888888888'
const one = BigInt(amount)
// The route's quoted output, and the least the request's 1% slippage allows below it.
const quotedOut = 400_000_000_000_000n
const leastOut = (quotedOut * 99n) / 100n

beforeEach(() => {
  server.on('POST /v1/mee/orchestrator', (body) => ({
    json: orchestratorAnswer((body as { chains: number[] }).chains),
  }))
  server.on('POST /v1/execute', { json: { success: true, supertxHash: quoteHash, error: null } })
  server.on('GET /v1/explorer/*', { json: receiptBody(quoteHash, 'success') })
})

const word = (type: 'address' | 'uint256', value: Hex | bigint) =>
  encodeAbiParameters([{ type }], [value as never])
/** The account's balance of `token` when the call runs, optionally waiting for at least `gte`. */
const balance = (token: Hex, gte?: bigint): TestInput => ({
  fetcherType: 1,
  paramData: encodeAbiParameters([{ type: 'address' }, { type: 'address' }], [token, account]),
  constraints:
    gte === undefined ? [] : [{ constraintType: 1, referenceData: word('uint256', gte) }],
})
type Amount = bigint | TestInput
const raw = (data: Hex): TestInput => ({ fetcherType: 0, paramData: data, constraints: [] })
const amountInput = (value: Amount) =>
  typeof value === 'bigint' ? raw(word('uint256', value)) : value
const approve = (token: Hex, value: Amount): TestCall => ({
  to: token,
  value: 0n,
  selector: '0x095ea7b3',
  inputs: [raw(word('address', pool)), amountInput(value)],
})
const swap = (tokenIn: Hex, value: Amount, minOut: bigint): TestCall => ({
  to: pool,
  value: 0n,
  selector: '0xf3e6ea8a',
  inputs: [
    raw(word('address', tokenIn)),
    amountInput(value),
    raw(`0x${word('uint256', minOut).slice(2)}${word('address', account).slice(2)}`),
  ],
})
const lock = (token: Hex, value: Amount, dst: number): TestCall => ({
  to: bridge,
  value: 0n,
  selector: '0x0852c9ea',
  inputs: [
    raw(word('address', token)),
    amountInput(value),
    raw(`0x${word('uint256', BigInt(dst)).slice(2)}${word('address', account).slice(2)}`),
  ],
})
const transfer = (to: Hex, value: bigint) =>
  rawCall(usdc, encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, value] }))

const intentRequest = (dstChainId = chainId): QuoteParameters => ({
  ...quoteRequestFor('simple'),
  composeFlows: [
    {
      type: '/instructions/intent-simple',
      data: {
        srcToken: usdc,
        dstToken: weth,
        srcChainId: chainId,
        dstChainId,
        amount,
        slippage: 0.01,
      },
    },
  ],
})
/** A simple quote running `ops` (each `[chainId, calls]`), stating the route's output. */
const intentQuote = (ops: [number, TestCall[]][], outputAmount = quotedOut): QuoteReturnType => ({
  ...withOps(
    makeQuote('simple'),
    ops.map(([id, calls], index) => userOpItem(id, { index, calls })),
  ),
  returnedData: [
    {
      type: '/instructions/intent-simple',
      composeFlowIndex: 0,
      outputAmount: outputAmount.toString(),
      minOutputAmount: ((outputAmount * 99n) / 100n).toString(),
    },
  ],
})

const setup = () => {
  const recorder = recordingWallet()
  const config = createSupertxConfig({
    baseUrl: server.url,
    apiKey: 'k',
    storage: createMemoryStorage(),
  })
  return { recorder, flow: createSupertransaction({ config, wallet: readingWallet(recorder) }) }
}

const attacks: {
  name: string
  quote: QuoteReturnType
  request?: QuoteParameters
  field: string
}[] = [
  {
    name: 'the route approves and swaps the account’s whole USDT balance, at any price',
    quote: intentQuote([
      [chainId, [approve(usdc, one), swap(usdc, one, leastOut)]],
      [chainId, [approve(usdt, balance(usdt)), swap(usdt, balance(usdt), 0n)]],
    ]),
    field: 'quote.userOps[1].calls[0]',
  },
  {
    name: 'the user’s swap skipped, the account’s whole WETH swapped instead',
    quote: intentQuote([[chainId, [approve(weth, balance(weth)), swap(weth, balance(weth), 0n)]]]),
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'the swap spends the USDC balance, not the 1 USDC asked for',
    quote: intentQuote([[chainId, [approve(usdc, balance(usdc)), swap(usdc, balance(usdc), 1n)]]]),
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'the swap accepts any output (a minimum of 0)',
    quote: intentQuote([[chainId, [approve(usdc, one), swap(usdc, one, 0n)]]]),
    field: `quote.userOps[0]: swap(0x${usdc.slice(2).toLowerCase()}, ${one}, 0, ${account.toLowerCase()}) on ${pool}`,
  },
  {
    name: 'the minimum output below what the slippage allows under the stated output',
    quote: intentQuote([[chainId, [approve(usdc, one), swap(usdc, one, leastOut - 1n)]]]),
    field: "composeFlows[0]: the route's minimum output",
  },
  {
    name: 'an approval for more than the swap spends',
    quote: intentQuote([[chainId, [approve(usdc, 2n * one), swap(usdc, one, leastOut)]]]),
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'the route stops short: the swap left out',
    quote: intentQuote([[chainId, [transfer(account, 0n)]]]),
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'no route at all for the intent',
    quote: { ...intentQuote([[chainId, []]]) },
    field: 'composeFlows[0]',
  },
  {
    name: 'cross-chain: the bridged funds swapped without waiting for them (no gte)',
    request: intentRequest(chainB),
    quote: intentQuote([
      [chainId, [lock(usdc, one, chainB)]],
      [chainB, [approve(usdc, balance(usdc)), swap(usdc, balance(usdc), leastOut)]],
    ]),
    field: 'quote.userOps[1].calls[0]',
  },
  {
    name: 'cross-chain: on B, the account’s whole USDT swapped instead of the bridged USDC',
    request: intentRequest(chainB),
    quote: intentQuote([
      [chainId, [lock(usdc, one, chainB)]],
      [chainB, [approve(usdt, balance(usdt, one)), swap(usdt, balance(usdt, one), leastOut)]],
    ]),
    field: 'quote.userOps[1].calls[0]',
  },
]

describe('a hostile API routes an intent to drain the account: nothing reaches the wallet', () => {
  it.each(attacks)('$name', async ({ quote, request, field }) => {
    server.on('POST /v1/quote', { json: quote })
    const { recorder, flow } = setup()
    const state = (await flow.execute(request ?? intentRequest())) as SupertransactionState
    expect(state.status).toBe('error')
    if (state.status !== 'error') return
    expect(state.step).toBe('signing')
    expect(state.error).toBeInstanceOf(QuotePayloadMismatchError)
    expect((state.error as QuotePayloadMismatchError).field).toBe(field)
    expect(recorder.prompts()).toEqual([])
    expect(server.count('POST /v1/execute')).toBe(0)
  })
})

describe('the same server and wallet sign the routes the intent asked for', () => {
  it('a swap of the 1 USDC on its chain, at the stated output less the slippage', async () => {
    server.on('POST /v1/quote', {
      json: intentQuote([[chainId, [approve(usdc, one), swap(usdc, one, leastOut)]]]),
    })
    const { recorder, flow } = setup()
    const state = await flow.execute(intentRequest())
    expect(state.status).not.toBe('error')
    expect(recorder.prompts().map((p) => p.method)).toEqual(['personal_sign'])
    expect(server.count('POST /v1/execute')).toBe(1)
  })

  it('a bridge to B, then a swap that waits for the bridged USDC (ops in either order)', async () => {
    const onA: [number, TestCall[]] = [chainId, [lock(usdc, one, chainB)]]
    const onB: [number, TestCall[]] = [
      chainB,
      [approve(usdc, balance(usdc, one)), swap(usdc, balance(usdc, one), leastOut)],
    ]
    for (const ops of [
      [onA, onB],
      [onB, onA],
    ]) {
      server.on('POST /v1/quote', { json: intentQuote(ops) })
      const { recorder, flow } = setup()
      const state = await flow.execute(intentRequest(chainB))
      expect(state.status).not.toBe('error')
      expect(recorder.prompts().map((p) => p.method)).toEqual(['personal_sign'])
    }
    expect(server.count('POST /v1/execute')).toBe(2)
  })

  it('a swap on A, then a bridge of the WETH that waits for the swap’s least output', async () => {
    server.on('POST /v1/quote', {
      json: intentQuote([
        [
          chainId,
          [
            approve(usdc, one),
            swap(usdc, one, leastOut),
            lock(weth, balance(weth, leastOut), chainB),
          ],
        ],
      ]),
    })
    const { recorder, flow } = setup()
    const state = await flow.execute(intentRequest(chainB))
    expect(state.status).not.toBe('error')
    expect(recorder.prompts().map((p) => p.method)).toEqual(['personal_sign'])
  })
})
