// An intent's route on the real (Nexus) encoding, against an API that picks it to drain the
// account: the request swaps 1 USDC for WETH on the devnet's chains; the quote's route (Nexus user
// ops behind EntryPoint v0.7, hashed by viem and rooted by abstractjs, so the full operation checks
// run) spends other tokens, skips the swap, or accepts any output. On a real HTTP server with a
// wallet that records every request: each is refused at signing, naming the call or the flow, with
// no wallet prompt and no execute; the genuine routes sign, for both account versions (both
// composability layouts). On a chain that is not the devnet's, the real service's route calls are
// not known: the same genuine route is refused by name unless the app says `uncheckedOperations`.
import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import {
  account,
  amount,
  owner,
  receiptBody,
  usdc,
  weth,
} from '../../../fixtures/verifiable-quotes.js'
import type { QuoteParameters } from '../../../src/core/client/types.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { createMemoryStorage } from '../../../src/core/config/storage.js'
import {
  QuotePayloadMismatchError,
  QuoteUnverifiableError,
} from '../../../src/core/errors/wallet.js'
import { buildCall } from '../../../src/core/protocol/inputs.js'
import type { Call } from '../../../src/core/protocol/types.js'
import type { QuoteResponse } from '../../../src/core/schemas/quote-response.js'
import { createSupertransaction } from '../../../src/core/supertransaction/createSupertransaction.js'
import type { SupertransactionState } from '../../../src/core/supertransaction/types.js'
import {
  composableDraft,
  executeCallData,
  executeComposableCallData,
  plainCallData,
  readsAtRunTime,
} from '../../../src/devnet/service/quote/nexus/call-data.js'
import { nexusNonce } from '../../../src/devnet/service/quote/nexus/user-op-fields.js'
import { abstractjs as A } from '../../support/abstractjs.js'
import { nexusQuote } from '../../support/nexus-quote.js'
import { recordingWallet } from '../../support/recording-wallet.js'
import { rpcNodes } from '../../support/rpc-node.js'

type Version = '2.1.0' | '2.2.1'
const server = setupScriptedServer()
const chainA = 31337
const chainB = 31338
const usdt: Hex = '0x5555555555555555555555555555555555555555'
const pool: Hex = '0x7777777777777777777777777777777777777777'
const bridge: Hex = '0x8888888888888888888888888888888888888888'
const one = BigInt(amount)
// The route's quoted output, and the least the request's 1% slippage allows below it.
const quotedOut = 400_000_000_000_000n
const leastOut = (quotedOut * 99n) / 100n
const supertxHash: Hex = `0x${'ab'.repeat(32)}`

let version: Version = '2.1.0'
beforeEach(() => {
  version = '2.1.0'
  // The owner's Nexus account on every chain, as the orchestrator lookup and the factory say.
  server.on('POST /v1/mee/orchestrator', (body) => {
    const chains = (body as { chains?: number[] }).chains
    return {
      json: chains
        ? [{ address: account, chains: chains.map(String) }]
        : {
            deployments: [chainA, chainB, 8453, 10].map((chainId) => ({
              chainId,
              addressVersion: version,
              address: account,
              isDeployed: true,
              isUpgradeNeeded: false,
            })),
            upgradedAddresses: {},
          },
    }
  })
  server.on('POST /rpc/*', rpcNodes({ accounts: { [owner]: [account, account] } }))
  server.on('POST /v1/execute', {
    json: { success: true, supertxHash, error: null },
  })
  server.on('GET /v1/explorer/*', { json: receiptBody(supertxHash, 'success') })
})

type Amount = bigint | { type: 'runtimeErc20Balance'; tokenAddress: Hex; constraints?: object }
/** The account's balance of `token` when the call runs, optionally waiting for at least `gte`. */
const balance = (token: Hex, gte?: bigint): Amount => ({
  type: 'runtimeErc20Balance',
  tokenAddress: token,
  ...(gte === undefined ? {} : { constraints: { gte: gte.toString() } }),
})
const call = (to: Hex, signature: string, args: unknown[]): Call =>
  buildCall({ to, functionSignature: signature, args, defaultTarget: account })
const approve = (token: Hex, value: Amount) =>
  call(token, 'function approve(address spender, uint256 amount)', [pool, value])
const swap = (tokenIn: Hex, value: Amount, minOut: bigint) =>
  call(pool, 'function swap(address tokenIn, uint256 amountIn, uint256 minOut, address to)', [
    tokenIn,
    value,
    minOut,
    account,
  ])
const lock = (token: Hex, value: Amount, dst: number) =>
  call(bridge, 'function lock(address token, uint256 amount, uint256 dst, address to)', [
    token,
    value,
    BigInt(dst),
    account,
  ])
const transfer = (to: Hex, value: bigint): Call => ({
  to: usdc,
  value: 0n,
  selector: '0xa9059cbb',
  inputs: [
    {
      fetcherType: 0,
      paramData: `0x${encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, value] }).slice(10)}`,
      constraints: [],
    },
  ],
})

/** An op's callData as the real service writes it: `execute` when every word is fixed, else `executeComposable`. */
function callDataOf(calls: readonly Call[]): Hex {
  if (calls.some(readsAtRunTime))
    return executeComposableCallData(
      calls.map((c) => composableDraft(c, { ethForwarder: '0x' as Address }, [])),
      version,
    )
  return executeCallData(calls.map((c) => ({ to: c.to, value: c.value, data: plainCallData(c) })))
}

/** A sponsored simple quote running `ops` (each `[chainId, calls]`), stating the route's output. */
function intentQuote(ops: [number, Call[]][], outputAmount = quotedOut): QuoteResponse {
  const now = Math.floor(Date.now() / 1000)
  const quote = nexusQuote({
    ownerAddress: owner,
    mode: 'smart-account',
    quoteType: 'simple',
    formula: version === '2.2.1' ? 'eip712' : 'legacy',
    fee: { amount: '0', token: usdc, chainId: chainA },
    items: ops.map(([chainId, calls], i) => ({
      chainId,
      sender: account,
      nonce: nexusNonce({ key: 1000 + i }),
      callData: callDataOf(calls),
      lowerBoundTimestamp: now - 5,
      upperBoundTimestamp: now + 120,
    })),
    payload: (root, userOps) =>
      version === '2.2.1'
        ? [
            {
              signablePayload: A.prepareTypedDataSignableQuotePayload(
                { hash: root, userOps } as never,
                { domain: { name: 'Nexus' } } as never,
              ).signablePayload,
            },
          ]
        : [{ message: { raw: root } }],
  })
  return {
    ...quote,
    returnedData: [
      {
        type: '/instructions/intent-simple',
        composeFlowIndex: 0,
        outputAmount: outputAmount.toString(),
        minOutputAmount: ((outputAmount * 99n) / 100n).toString(),
      },
    ],
  } as QuoteResponse
}

const intentRequest = (src = chainA, dst = src): QuoteParameters => ({
  mode: 'smart-account',
  ownerAddress: owner,
  composeFlows: [
    {
      type: '/instructions/intent-simple',
      data: {
        srcToken: usdc,
        dstToken: weth,
        srcChainId: src,
        dstChainId: dst,
        amount,
        slippage: 0.01,
      },
    },
  ],
})

async function run(
  quote: QuoteResponse,
  request: QuoteParameters,
  options: { uncheckedOperations?: boolean } = {},
) {
  server.on('POST /v1/quote', { json: quote })
  const recorder = recordingWallet()
  const config = createSupertxConfig({
    baseUrl: server.url,
    apiKey: 'k',
    storage: createMemoryStorage(),
  })
  const supertransaction = createSupertransaction({
    config,
    wallet: recorder.wallet((id) => `${server.url}/rpc/${id}`),
    ...options,
  })
  const state = (await supertransaction.execute(request)) as SupertransactionState
  return { state, recorder }
}

const attacks: { name: string; ops: () => [number, Call[]][]; dst?: number; field: string }[] = [
  {
    name: 'the route approves and swaps the account’s whole USDT balance, at any price',
    ops: () => [
      [chainA, [approve(usdc, one), swap(usdc, one, leastOut)]],
      [chainA, [approve(usdt, balance(usdt)), swap(usdt, balance(usdt), 0n)]],
    ],
    field: 'quote.userOps[1].calls[0]',
  },
  {
    name: 'the user’s swap skipped, the account’s whole WETH swapped instead',
    ops: () => [[chainA, [approve(weth, balance(weth)), swap(weth, balance(weth), 0n)]]],
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'the swap spends the USDC balance, not the 1 USDC asked for',
    ops: () => [[chainA, [approve(usdc, balance(usdc)), swap(usdc, balance(usdc), 1n)]]],
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'the swap accepts any output (a minimum of 0)',
    ops: () => [[chainA, [approve(usdc, one), swap(usdc, one, 0n)]]],
    field: `quote.userOps[0]: swap(0x${usdc.slice(2).toLowerCase()}, ${one}, 0, ${account.toLowerCase()}) on ${pool}`,
  },
  {
    name: 'the minimum output below what the slippage allows under the stated output',
    ops: () => [[chainA, [approve(usdc, one), swap(usdc, one, leastOut - 1n)]]],
    field: "composeFlows[0]: the route's minimum output",
  },
  {
    name: 'an approval for more than the swap spends',
    ops: () => [[chainA, [approve(usdc, 2n * one), swap(usdc, one, leastOut)]]],
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'the route stops short: the swap left out',
    ops: () => [[chainA, [transfer(account, 0n)]]],
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'the swap’s output sent to someone else',
    ops: () => [
      [
        chainA,
        [
          approve(usdc, one),
          call(pool, 'function swap(address a, uint256 b, uint256 c, address d)', [
            usdc,
            one,
            leastOut,
            pool,
          ]),
        ],
      ],
    ],
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'cross-chain: the bridged funds swapped without waiting for them (no gte)',
    dst: chainB,
    ops: () => [
      [chainA, [lock(usdc, one, chainB)]],
      [chainB, [approve(usdc, balance(usdc)), swap(usdc, balance(usdc), leastOut)]],
    ],
    field: 'quote.userOps[1].calls[0]',
  },
  {
    name: 'cross-chain: on B, the account’s whole USDT swapped instead of the bridged USDC',
    dst: chainB,
    ops: () => [
      [chainA, [lock(usdc, one, chainB)]],
      [chainB, [approve(usdt, balance(usdt, one)), swap(usdt, balance(usdt, one), leastOut)]],
    ],
    field: 'quote.userOps[1].calls[0]',
  },
]

describe.each(['2.1.0', '2.2.1'] as const)(
  'Nexus %s: a hostile API routes an intent to drain the account, nothing reaches the wallet',
  (v) => {
    it.each(attacks)('$name', async ({ ops, dst, field }) => {
      version = v
      const { state, recorder } = await run(intentQuote(ops()), intentRequest(chainA, dst))
      expect(state.status).toBe('error')
      if (state.status !== 'error') return
      expect(state.step).toBe('signing')
      expect(state.error).toBeInstanceOf(QuotePayloadMismatchError)
      expect((state.error as QuotePayloadMismatchError).field).toBe(field)
      expect(recorder.prompts()).toEqual([])
      expect(server.count('POST /v1/execute')).toBe(0)
    })

    it('no route at all for the intent: refused, naming the flow', async () => {
      version = v
      // The request also sends 0 USDC to the account; the quote runs that and no route.
      const base = intentRequest()
      const request: QuoteParameters = {
        ...base,
        composeFlows: [
          ...(base.composeFlows ?? []),
          {
            type: '/instructions/build',
            data: {
              chainId: chainA,
              to: usdc,
              functionSignature: 'function transfer(address to, uint256 amount)',
              args: [account, '0'],
            },
          },
        ],
      }
      const { state, recorder } = await run(
        intentQuote([[chainA, [transfer(account, 0n)]]]),
        request,
      )
      expect(state.status === 'error' && state.error).toBeInstanceOf(QuotePayloadMismatchError)
      expect((state as unknown as { error: QuotePayloadMismatchError }).error.field).toBe(
        'composeFlows[0]',
      )
      expect(recorder.prompts()).toEqual([])
    })
  },
)

describe.each(['2.1.0', '2.2.1'] as const)(
  'Nexus %s: the same server and wallet sign the routes the intent asked for',
  (v) => {
    const expectSigned = async (ops: [number, Call[]][], dst?: number) => {
      version = v
      const { state, recorder } = await run(intentQuote(ops), intentRequest(chainA, dst))
      expect(state.status, state.status === 'error' ? String(state.error) : '').not.toBe('error')
      expect(recorder.prompts().map((p) => p.method)).toEqual([
        v === '2.2.1' ? 'eth_signTypedData_v4' : 'personal_sign',
      ])
    }

    it('a swap of the 1 USDC on its chain, at the stated output less the slippage', async () => {
      await expectSigned([[chainA, [approve(usdc, one), swap(usdc, one, leastOut)]]])
      expect(server.count('POST /v1/execute')).toBe(1)
    })

    it('a bridge to B, then a swap that waits for the bridged USDC (ops in either order)', async () => {
      const onA: [number, Call[]] = [chainA, [lock(usdc, one, chainB)]]
      const onB: [number, Call[]] = [
        chainB,
        [approve(usdc, balance(usdc, one)), swap(usdc, balance(usdc, one), leastOut)],
      ]
      await expectSigned([onA, onB], chainB)
      await expectSigned([onB, onA], chainB)
      expect(server.count('POST /v1/execute')).toBe(2)
    })

    it('a swap on A, then a bridge of the WETH that waits for the swap’s least output', async () => {
      await expectSigned(
        [
          [
            chainA,
            [
              approve(usdc, one),
              swap(usdc, one, leastOut),
              lock(weth, balance(weth, leastOut), chainB),
            ],
          ],
        ],
        chainB,
      )
    })
  },
)

describe('on a chain that is not the devnet’s, the real service’s route calls are not known', () => {
  const onBase = () => {
    const [src, dst] = [8453, 10]
    return {
      quote: intentQuote([
        [src, [lock(usdc, one, dst)]],
        [dst, [approve(usdc, balance(usdc, one)), swap(usdc, balance(usdc, one), leastOut)]],
      ]),
      request: intentRequest(src, dst),
    }
  }

  it('an intent is refused by name (the encoding), before any wallet request', async () => {
    const { quote, request } = onBase()
    const { state, recorder } = await run(quote, request)
    expect(state.status === 'error' && state.error).toBeInstanceOf(QuoteUnverifiableError)
    const error = (state as unknown as { error: QuoteUnverifiableError }).error
    expect(error.missing).toBe('encoding')
    expect(error.at).toMatch(/^composeFlows\[0\] \(\/instructions\/intent-simple/)
    expect(recorder.prompts()).toEqual([])
  })

  it('a CCIP bridge is refused by name too', async () => {
    const request: QuoteParameters = {
      mode: 'smart-account',
      ownerAddress: owner,
      composeFlows: [
        {
          type: '/instructions/build-ccip',
          data: {
            srcToken: usdc,
            dstToken: usdc,
            srcChainId: 8453,
            dstChainId: 10,
            amount,
          },
        },
      ],
    }
    const { state, recorder } = await run(intentQuote([[8453, [lock(usdc, one, 10)]]]), request)
    const error = (state as unknown as { error: QuoteUnverifiableError }).error
    expect(error).toBeInstanceOf(QuoteUnverifiableError)
    expect(error.at).toMatch(/^composeFlows\[0\] \(\/instructions\/build-ccip/)
    expect(recorder.prompts()).toEqual([])
  })

  it('uncheckedOperations is the escape hatch for exactly those: the app’s choice signs it', async () => {
    const { quote, request } = onBase()
    const { state, recorder } = await run(quote, request, { uncheckedOperations: true })
    expect(state.status, state.status === 'error' ? String(state.error) : '').not.toBe('error')
    expect(recorder.prompts().map((p) => p.method)).toEqual(['personal_sign'])
  })
})
