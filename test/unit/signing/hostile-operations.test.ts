// What runs, against an API that lies about it: the quote's user operations are read back from
// their callData (the devnet's abi.encode(UserOp)), their hashes and the quote hash recomputed and
// every call matched with the request. On a real HTTP server, with a wallet that records every
// request: each lie ends at signing with a typed error naming the op or call, no wallet prompt and
// no execute. The genuine quotes at the end (two chains, a funding pull and a fee) are signed by the
// same server and wallet, so the silence is the check's.
import { encodeFunctionData, erc20Abi, type Hex, keccak256, maxUint256 } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import { rawCall, type TestCall } from '../../../fixtures/operations.js'
import {
  account,
  amount,
  chainId,
  makeQuote,
  node,
  orchestratorAnswer,
  owner,
  permitItem,
  quoteHash,
  quoteRequestFor,
  receiptBody,
  transferCall,
  usdc,
  userOpItem,
  withOps,
} from '../../../fixtures/verifiable-quotes.js'
import { signPayloads } from '../../../src/core/actions/signPayloads.js'
import type { QuoteParameters, QuoteReturnType } from '../../../src/core/client/types.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { createMemoryStorage } from '../../../src/core/config/storage.js'
import {
  QuotePayloadMismatchError,
  QuoteUnverifiableError,
} from '../../../src/core/errors/wallet.js'
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
const attacker = '0x9999999999999999999999999999999999999999'
const chainB = 31338

beforeEach(() => {
  server.on('POST /v1/mee/orchestrator', (body) => ({
    json: orchestratorAnswer((body as { chains: number[] }).chains),
  }))
  server.on('POST /v1/execute', { json: { success: true, supertxHash: quoteHash, error: null } })
  server.on('GET /v1/explorer/*', { json: receiptBody(quoteHash, 'success') })
})

const erc20 = (functionName: 'transfer' | 'approve', to: Hex, value: bigint, value0 = 0n) =>
  rawCall(usdc, encodeFunctionData({ abi: erc20Abi, functionName, args: [to, value] }), value0)
const transferFrom = (from: Hex, to: Hex, value: bigint) =>
  rawCall(
    usdc,
    encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [from, to, value] }),
  )
type Kind = 'simple' | 'permit'
/** The genuine quote of `kind`, its ops replaced (each list one op on 31337) and rebound. */
const quoteOf = (kind: Kind, ...ops: TestCall[][]) =>
  withOps(
    makeQuote(kind),
    ops.map((calls, index) => userOpItem(chainId, { index, calls })),
  )
const simpleRequest = quoteRequestFor('simple')
const permitRequest = quoteRequestFor('permit')
const feeRequest: QuoteParameters = { ...permitRequest, feeToken: { address: usdc, chainId } }
const withFee = (quote: QuoteReturnType, fee: string, value: string) =>
  withOps(
    {
      ...quote,
      fee: { amount: fee, token: usdc, chainId },
      payloadToSign: [permitItem({ value, deadline: BigInt(quote.quote.hash).toString() })],
    } as QuoteReturnType,
    quote.quote.userOps as ReturnType<typeof userOpItem>[],
  )
const one = BigInt(amount)

type Case = {
  name: string
  request: QuoteParameters
  quote: QuoteReturnType
  field?: string
  missing?: string
}

const genuineOp = userOpItem(chainId)
const cases: Case[] = [
  {
    name: 'an extra op: a transfer of 1 USDC to the attacker',
    request: simpleRequest,
    quote: quoteOf('simple', [transferCall], [erc20('transfer', attacker, one)]),
    field: 'quote.userOps[1].calls[0]',
  },
  {
    name: 'the amount changed: 2 USDC where the request asked for 1',
    request: simpleRequest,
    quote: quoteOf('simple', [erc20('transfer', account, 2n * one)]),
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'the recipient changed to the attacker',
    request: simpleRequest,
    quote: quoteOf('simple', [erc20('transfer', attacker, one)]),
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'an extra call in the op: approve(attacker, 2^256 - 1)',
    request: simpleRequest,
    quote: quoteOf('simple', [transferCall, erc20('approve', attacker, maxUint256)]),
    field: 'quote.userOps[0].calls[1]',
  },
  {
    name: 'native value added to the requested transfer',
    request: simpleRequest,
    quote: quoteOf('simple', [erc20('transfer', account, one, 5n * 10n ** 18n)]),
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'the quote hash (the one signed) is not the Merkle root of the ops',
    request: simpleRequest,
    quote: {
      ...makeQuote('simple'),
      quote: { ...makeQuote('simple').quote, hash: keccak256('0x01') },
      payloadToSign: [{ message: { raw: keccak256('0x01') } }],
    } as QuoteReturnType,
    field: 'quote.hash',
  },
  {
    name: 'an op whose hash is not its own (the root of a lie)',
    request: simpleRequest,
    quote: withOps(makeQuote('simple'), [{ ...genuineOp, userOpHash: keccak256('0x02') }]),
    field: 'quote.userOps[0].userOpHash',
  },
  {
    name: 'an op run from the attacker’s account',
    request: simpleRequest,
    quote: withOps(makeQuote('simple'), [userOpItem(chainId, { sender: attacker })]),
    field: 'quote.userOps[0].userOp.sender',
  },
  {
    name: 'an op whose window says otherwise than its callData',
    request: simpleRequest,
    quote: withOps(makeQuote('simple'), [{ ...genuineOp, upperBoundTimestamp: 4_100_000_000 }]),
    field: 'quote.userOps[0].upperBoundTimestamp',
  },
  {
    name: 'ops the kit cannot read back',
    request: simpleRequest,
    quote: withOps(makeQuote('simple'), [
      { ...genuineOp, userOp: { ...genuineOp.userOp, callData: '0xdeadbeef' } },
    ]),
    missing: 'operations',
  },
  {
    name: 'no ops at all',
    request: simpleRequest,
    quote: {
      ...makeQuote('simple'),
      quote: { ...makeQuote('simple').quote, userOps: [] },
    } as QuoteReturnType,
    field: 'quote.userOps',
  },
  {
    name: 'the requested transfer left out',
    request: simpleRequest,
    quote: quoteOf('simple', []),
    field: 'composeFlows[0]',
  },
  {
    name: 'eoa: the account pulls twice the requested amount from the owner',
    request: permitRequest,
    quote: quoteOf('permit', [transferFrom(owner, account, 2n * one), transferCall]),
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'eoa: the owner’s funds pulled straight to the attacker',
    request: permitRequest,
    quote: quoteOf('permit', [transferFrom(owner, attacker, one), transferCall]),
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'a fee payment larger than the fee the review shows',
    request: feeRequest,
    quote: withFee(
      quoteOf('permit', [
        transferFrom(owner, account, one + 4200n),
        erc20('transfer', node, 99_999n),
        transferCall,
      ]),
      '4200',
      String(one + 4200n),
    ),
    field: 'quote.userOps[0].calls[1]',
  },
]

const setup = () => {
  const recorder = recordingWallet()
  const config = createSupertxConfig({
    baseUrl: server.url,
    apiKey: 'k',
    storage: createMemoryStorage(),
  })
  return { recorder, config }
}

describe('a hostile API lies about what runs: nothing reaches the wallet', () => {
  it.each(cases)('$name', async ({ request, quote, field, missing }) => {
    server.on('POST /v1/quote', { json: quote })
    const { recorder, config } = setup()
    const flow = createSupertransaction({ config, wallet: readingWallet(recorder) })
    const state = (await flow.execute(request)) as SupertransactionState
    expect(state.status).toBe('error')
    if (state.status !== 'error') return
    expect(state.step).toBe('signing')
    if (field) {
      expect(state.error).toBeInstanceOf(QuotePayloadMismatchError)
      expect((state.error as QuotePayloadMismatchError).field).toBe(field)
    } else {
      expect(state.error).toBeInstanceOf(QuoteUnverifiableError)
      expect((state.error as QuoteUnverifiableError).missing).toBe(missing)
    }
    expect(recorder.prompts()).toEqual([])
    expect(server.count('POST /v1/execute')).toBe(0)
  })

  it('names what the request asked for next to what the quote does', async () => {
    server.on('POST /v1/quote', { json: quoteOf('simple', [erc20('transfer', attacker, one)]) })
    const { recorder, config } = setup()
    const state = await createSupertransaction({ config, wallet: readingWallet(recorder) }).execute(
      simpleRequest,
    )
    const error = (state as unknown as { error: QuotePayloadMismatchError }).error
    expect(error.expected).toBe(
      `transfer(${account.toLowerCase()}, ${amount}) on ${usdc} (composeFlows[0])`,
    )
    expect(error.actual).toBe(`transfer(${attacker}, ${amount}) on ${usdc} on chain ${chainId}`)
  })
})

describe('the same server and wallet sign what the request asked for', () => {
  it('simple: ops on two chains, each the request’s transfer there', async () => {
    const request: QuoteParameters = {
      ...simpleRequest,
      composeFlows: [chainId, chainB].map((id) => ({
        type: '/instructions/build' as const,
        data: {
          to: usdc,
          chainId: id,
          functionSignature: 'function transfer(address to, uint256 amount)',
          args: [account, amount],
        },
      })),
    }
    const quote = withOps(makeQuote('simple'), [
      userOpItem(chainId, { index: 0 }),
      userOpItem(chainB, { index: 1 }),
    ])
    server.on('POST /v1/quote', { json: quote })
    const { recorder, config } = setup()
    await createSupertransaction({ config, wallet: readingWallet(recorder) }).execute(request)
    expect(recorder.prompts().map((p) => p.method)).toEqual(['personal_sign'])
    expect(server.count('POST /v1/execute')).toBe(1)
  })

  it('permit: the funding pull and the fee payment the request implies', async () => {
    const quote = withFee(
      quoteOf('permit', [
        transferFrom(owner, account, one + 4200n),
        erc20('transfer', node, 4200n),
        transferCall,
      ]),
      '4200',
      String(one + 4200n),
    )
    server.on('POST /v1/quote', { json: quote })
    const { recorder, config } = setup()
    await createSupertransaction({ config, wallet: readingWallet(recorder) }).execute(feeRequest)
    expect(recorder.prompts().map((p) => p.method)).toEqual(['eth_signTypedData_v4'])
    expect(server.count('POST /v1/execute')).toBe(1)
  })

  it('ops the kit cannot read, only when the app says so (uncheckedOperations)', async () => {
    const quote = withOps(makeQuote('simple'), [
      { ...genuineOp, userOp: { ...genuineOp.userOp, callData: '0xdeadbeef' } },
    ])
    const { recorder, config } = setup()
    const sign = (uncheckedOperations: boolean) =>
      signPayloads(readingWallet(recorder), {
        quote,
        request: simpleRequest,
        config,
        uncheckedOperations,
      })
    await expect(sign(false)).rejects.toBeInstanceOf(QuoteUnverifiableError)
    expect(recorder.prompts()).toEqual([])
    await sign(true)
    expect(recorder.prompts().map((p) => p.method)).toEqual(['personal_sign'])
  })
})
