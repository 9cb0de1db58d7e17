// What runs, against an API that lies about it, in the real service's encoding: Nexus user
// operations behind EntryPoint v0.7 (test/support/nexus-hostile-quote.ts), each lie with its own
// userOpHash, meeUserOpHash, sorted root and payload, so the kit's full checks run: the ops read
// back from their ERC-7579 callData, every hash recomputed, the payment op held to the fee the
// review shows and every other call matched with the request. On a real HTTP server with a wallet
// that records every request: each lie ends at signing with a typed error naming the field, no
// wallet prompt and no execute. The genuine quotes at the end are signed by the same server and
// wallet, so the silence is the check's.
import { type Hex, keccak256, maxUint256 } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import { opCallData, rawCall } from '../../../fixtures/operations.js'
import {
  account,
  amount,
  chainId,
  orchestratorLookup,
  owner,
  quoteHash,
  quoteRequestFor,
  receiptBody,
  usdc,
  weth,
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
import { TRUSTED_SPONSOR_GAS_TANK } from '../../../src/devnet/service/quote/nexus/addresses.js'
import { executeCallData } from '../../../src/devnet/service/quote/nexus/call-data.js'
import { nexusNonce } from '../../../src/devnet/service/quote/nexus/user-op-fields.js'
import {
  erc20Call,
  feeBeneficiary,
  type HostileNexusQuoteParameters,
  type HostileOp,
  hostileNexusQuote,
  transferFromCall,
  upper,
} from '../../support/nexus-hostile-quote.js'
import { viemUserOpHash } from '../../support/nexus-quote.js'
import { recordingWallet } from '../../support/recording-wallet.js'
import { rpcNodes } from '../../support/rpc-node.js'

const server = setupScriptedServer()
const readingWallet = (recorder: ReturnType<typeof recordingWallet>) =>
  recorder.wallet((id) => `${server.url}/rpc/${id}`)
const attacker: Hex = '0x9999999999999999999999999999999999999999'
const chainB = 31338
/** An unlisted contract whose symbol() would say "USDC" (18 decimals). */
const fakeUsdc: Hex = '0x5555555555555555555555555555555555555555'

beforeEach(() => {
  server.on('POST /rpc/*', rpcNodes())
  server.on('POST /v1/mee/orchestrator', (body) => ({ json: orchestratorLookup(body) }))
  server.on('POST /v1/execute', { json: { success: true, supertxHash: quoteHash, error: null } })
  server.on('GET /v1/explorer/*', { json: receiptBody(quoteHash, 'success') })
})

const one = BigInt(amount)
const transfer = erc20Call('transfer', account, one)
const simpleRequest = quoteRequestFor('simple')
const permitRequest = quoteRequestFor('permit')
const feeToken = { address: usdc, chainId }
const feeSimpleRequest: QuoteParameters = { ...simpleRequest, feeToken }
const feePermitRequest: QuoteParameters = { ...permitRequest, feeToken }
const simple = (...ops: HostileNexusQuoteParameters['ops']) =>
  hostileNexusQuote({ mode: 'smart-account', ops })
const pull = transferFromCall(owner, account, one)

/** The request's transfer on both chains. */
const twoChainRequest: QuoteParameters = {
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

type Case = {
  name: string
  request: QuoteParameters
  quote: QuoteReturnType
  field?: string
  missing?: string
  /** Where a `QuoteUnverifiableError` says it could not read. */
  at?: string
}

const genuine = simple([transfer])
/**
 * The requested transfer in the devnet's old encoding (`abi.encode(UserOp)`, no `execute`
 * selector), in a quote whose hashes, root and payload are its own: no account behind EntryPoint
 * v0.7 runs it, so the kit cannot say what the signed root commits to.
 */
const oldShaped = (index: number) => ({
  calls: [transfer],
  edit: (op: Parameters<NonNullable<HostileOp['edit']>>[0]) => ({
    ...op,
    callData: opCallData({
      nonce: BigInt(index),
      lowerBoundTimestamp: op.lowerBoundTimestamp,
      upperBoundTimestamp: op.upperBoundTimestamp,
      calls: [rawCall(transfer.to, transfer.data)],
    }),
  }),
})
/**
 * A "trusted sponsor's" payment op whose random-looking userOpHash is the hash of a hidden op: the
 * owner's account sends all its USDC to the attacker. In a quote whose signature covers the root
 * (2.1.0 simple, permit, onchain) the validator accepts any op whose leaf is in the signed tree, so
 * the node could submit the hidden op with this leaf's proof.
 */
const hiddenDrain = viemUserOpHash({
  chainId,
  sender: account,
  nonce: nexusNonce({ key: 7 }),
  callData: executeCallData([erc20Call('transfer', attacker, maxUint256)]),
  lowerBoundTimestamp: 0,
  upperBoundTimestamp: upper,
})
const disguisedSponsor = (mode: HostileNexusQuoteParameters['mode']) =>
  hostileNexusQuote({
    mode,
    ops: [
      {
        calls: [transfer],
        edit: () => ({
          chainId,
          sender: TRUSTED_SPONSOR_GAS_TANK,
          nonce: 0n,
          callData: '0x',
          lowerBoundTimestamp: 0,
          upperBoundTimestamp: upper,
          userOpHash: hiddenDrain,
        }),
      },
      mode === 'eoa' ? [pull, transfer] : [transfer],
    ],
    ...(mode === 'eoa' ? { permitValue: one } : {}),
  })

const cases: Case[] = [
  {
    name: 'an extra op: a transfer of 1 USDC to the attacker',
    request: simpleRequest,
    quote: simple([transfer], [erc20Call('transfer', attacker, one)]),
    field: 'quote.userOps[1].calls[0]',
  },
  {
    name: 'the amount changed: 2 USDC where the request asked for 1',
    request: simpleRequest,
    quote: simple([erc20Call('transfer', account, 2n * one)]),
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'the recipient changed to the attacker',
    request: simpleRequest,
    quote: simple([erc20Call('transfer', attacker, one)]),
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'an extra call in the op (batch): approve(attacker, 2^256 - 1)',
    request: simpleRequest,
    quote: simple([transfer, erc20Call('approve', attacker, maxUint256)]),
    field: 'quote.userOps[0].calls[1]',
  },
  {
    name: 'native value added to the requested transfer',
    request: simpleRequest,
    quote: simple([erc20Call('transfer', account, one, usdc, 5n * 10n ** 18n)]),
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'the quote hash (the one signed) is not the sorted Merkle root of the ops',
    request: simpleRequest,
    quote: {
      ...genuine,
      quote: { ...genuine.quote, hash: keccak256('0x01') },
      payloadToSign: [{ message: { raw: keccak256('0x01') } }],
    } as QuoteReturnType,
    field: 'quote.hash',
  },
  {
    name: 'an op whose userOpHash is not its own (the root of a lie)',
    request: simpleRequest,
    quote: simple({ calls: [transfer], edit: (op) => ({ ...op, userOpHash: keccak256('0x02') }) }),
    field: 'quote.userOps[0].userOpHash',
  },
  {
    name: 'an op whose meeUserOpHash is not its own',
    request: simpleRequest,
    quote: {
      ...genuine,
      quote: {
        ...genuine.quote,
        userOps: [{ ...genuine.quote.userOps[0], meeUserOpHash: keccak256('0x03') }],
      },
    } as QuoteReturnType,
    field: 'quote.userOps[0].meeUserOpHash',
  },
  {
    name: 'an op run from the attacker’s account',
    request: simpleRequest,
    quote: simple({ calls: [transfer], sender: attacker }),
    field: 'quote.userOps[0].userOp.sender',
  },
  {
    name: 'an op whose window says otherwise than the hash it was signed under',
    request: simpleRequest,
    quote: {
      ...genuine,
      quote: {
        ...genuine.quote,
        userOps: [{ ...genuine.quote.userOps[0], upperBoundTimestamp: 4_100_000_000 }],
      },
    } as QuoteReturnType,
    field: 'quote.userOps[0].meeUserOpHash',
  },
  {
    name: 'ops the kit cannot read back (an unknown selector)',
    request: simpleRequest,
    quote: simple({ calls: [transfer], edit: (op) => ({ ...op, callData: '0xdeadbeef' }) }),
    missing: 'operations',
  },
  {
    name: 'the requested transfer in the old devnet encoding (abi.encode(UserOp), no execute)',
    request: simpleRequest,
    quote: simple(oldShaped(0)),
    missing: 'operations',
    at: 'quote.userOps[0].userOp.callData',
  },
  {
    name: 'a genuine op, then one in the old devnet encoding',
    request: twoChainRequest,
    quote: simple([transfer], { ...oldShaped(1), chainId: chainB }),
    missing: 'operations',
    at: 'quote.userOps[1].userOp.callData',
  },
  {
    name: 'no ops at all',
    request: simpleRequest,
    quote: { ...genuine, quote: { ...genuine.quote, userOps: [] } } as QuoteReturnType,
    field: 'quote.userOps',
  },
  {
    name: 'the requested transfer left out (an op that approves nothing)',
    request: simpleRequest,
    quote: simple([erc20Call('approve', account, 0n)]),
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'eoa: the account pulls twice the requested amount from the owner',
    request: permitRequest,
    quote: hostileNexusQuote({
      mode: 'eoa',
      ops: [[transferFromCall(owner, account, 2n * one), transfer]],
      permitValue: one,
    }),
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'eoa: the owner’s funds pulled straight to the attacker',
    request: permitRequest,
    quote: hostileNexusQuote({
      mode: 'eoa',
      ops: [[transferFromCall(owner, attacker, one), transfer]],
      permitValue: one,
    }),
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'a fee payment larger than the fee the review shows',
    request: feeSimpleRequest,
    quote: hostileNexusQuote({
      mode: 'smart-account',
      payment: { amount: 99_999n },
      claimedFee: { amount: '4200', token: usdc, chainId },
      ops: [[transfer]],
    }),
    field: 'quote.userOps[0].calls[0].data',
  },
  {
    name: 'eoa: a fee payment that pulls more from the owner than the fee shown',
    request: feePermitRequest,
    quote: hostileNexusQuote({
      mode: 'eoa',
      payment: { amount: 99_999n },
      claimedFee: { amount: '4200', token: usdc, chainId },
      ops: [[pull, transfer]],
      permitValue: one + 4200n,
    }),
    field: 'quote.userOps[0].calls[0].data',
  },
  {
    name: 'the payment op pays the fee and approves the attacker (batch)',
    request: feeSimpleRequest,
    quote: hostileNexusQuote({
      mode: 'smart-account',
      payment: {
        amount: 4200n,
        calls: [
          erc20Call('transfer', feeBeneficiary, 4200n),
          erc20Call('approve', attacker, maxUint256),
        ],
      },
      ops: [[transfer]],
    }),
    field: 'quote.userOps[0].userOp.callData',
  },
  {
    name: 'the review shows the fee in WETH while the payment op pays USDC',
    request: feeSimpleRequest,
    quote: hostileNexusQuote({
      mode: 'smart-account',
      payment: { amount: 50_000_000n },
      claimedFee: { amount: '50', token: weth, chainId },
      ops: [[transfer]],
    }),
    field: 'fee.token',
  },
  {
    name: 'a fee token with a fake symbol: an unlisted contract paid, shown as the fee token',
    request: feeSimpleRequest,
    quote: hostileNexusQuote({
      mode: 'smart-account',
      payment: { amount: 50n * 10n ** 18n, token: fakeUsdc },
      ops: [[transfer]],
    }),
    field: 'fee.token',
  },
  {
    name: 'the payment op pays in another token than the fee token of the request',
    request: feeSimpleRequest,
    quote: hostileNexusQuote({
      mode: 'smart-account',
      payment: { amount: 4200n, token: weth },
      claimedFee: { amount: '4200', token: usdc, chainId },
      ops: [[transfer]],
    }),
    field: 'quote.userOps[0].calls[0].to',
  },
  {
    name: 'the payment op on another chain than the fee token’s',
    request: { ...twoChainRequest, feeToken },
    quote: hostileNexusQuote({
      mode: 'smart-account',
      payment: { amount: 4200n, chainId: chainB },
      claimedFee: { amount: '4200', token: usdc, chainId },
      ops: [[transfer], { calls: [transfer], chainId: chainB }],
    }),
    field: 'quote.userOps[0].chainId',
  },
  {
    name: '"Sponsored" (no fee token asked) while an op pays 5,000 USDC to the service',
    request: simpleRequest,
    quote: hostileNexusQuote({
      mode: 'smart-account',
      payment: { amount: 5_000_000_000n },
      claimedFee: { amount: '0', token: usdc, chainId },
      paymentInfo: { sponsored: true },
      ops: [[transfer]],
    }),
    field: 'quote.userOps[0].calls[0]',
  },
  {
    name: 'a fee token asked for, but the payment op is left out while the review shows a fee',
    request: feeSimpleRequest,
    quote: hostileNexusQuote({
      mode: 'smart-account',
      claimedFee: { amount: '4200', token: usdc, chainId },
      ops: [[erc20Call('transfer', feeBeneficiary, 4200n), transfer]],
    }),
    field: 'quote.userOps[0].userOp.callData',
  },
  {
    name: 'a trusted sponsor’s op whose hash is a hidden drain of the account (simple, raw root)',
    request: simpleRequest,
    quote: disguisedSponsor('smart-account'),
    missing: 'operations',
  },
  {
    name: 'a trusted sponsor’s op whose hash is a hidden drain of the account (permit)',
    request: permitRequest,
    quote: disguisedSponsor('eoa'),
    missing: 'operations',
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

describe('a hostile API lies about what runs (Nexus): nothing reaches the wallet', () => {
  it.each(cases)('$name', async ({ request, quote, field, missing, at }) => {
    server.on('POST /v1/quote', { json: quote })
    const { recorder, config } = setup()
    const supertransaction = createSupertransaction({ config, wallet: readingWallet(recorder) })
    const state = (await supertransaction.execute(request)) as SupertransactionState
    expect(state.status).toBe('error')
    if (state.status !== 'error') return
    expect(state.step).toBe('signing')
    if (field) {
      expect(state.error).toBeInstanceOf(QuotePayloadMismatchError)
      expect((state.error as QuotePayloadMismatchError).field).toBe(field)
    } else {
      expect(state.error).toBeInstanceOf(QuoteUnverifiableError)
      expect((state.error as QuoteUnverifiableError).missing).toBe(missing)
      if (at) expect((state.error as QuoteUnverifiableError).at).toBe(at)
    }
    expect(recorder.prompts()).toEqual([])
    expect(server.count('POST /v1/execute')).toBe(0)
  })

  it('names what the request asked for next to what the quote does', async () => {
    server.on('POST /v1/quote', { json: simple([erc20Call('transfer', attacker, one)]) })
    const { recorder, config } = setup()
    const state = await createSupertransaction({ config, wallet: readingWallet(recorder) }).execute(
      simpleRequest,
    )
    const error = (state as unknown as { error: QuotePayloadMismatchError }).error
    expect(error).toBeInstanceOf(QuotePayloadMismatchError)
    expect(error.field).toBe('quote.userOps[0].calls[0]')
    expect(error.expected).toBe(`transfer(${account}, ${amount}) on ${usdc} (composeFlows[0])`)
    expect(String(error.actual)).toContain(attacker.slice(2))
    expect(recorder.prompts()).toEqual([])
  })
})

describe('the same server and wallet sign what the request asked for (Nexus)', () => {
  const signs = async (request: QuoteParameters, quote: QuoteReturnType, method: string) => {
    server.on('POST /v1/quote', { json: quote })
    const { recorder, config } = setup()
    const state = await createSupertransaction({
      config,
      wallet: readingWallet(recorder),
    }).execute(request)
    expect((state as { error?: unknown }).error).toBeUndefined()
    expect(recorder.prompts().map((p) => p.method)).toEqual([method])
    expect(server.count('POST /v1/execute')).toBe(1)
  }

  it('simple: ops on two chains, each the request’s transfer there', async () => {
    await signs(
      twoChainRequest,
      simple([transfer], { calls: [transfer], chainId: chainB }),
      'personal_sign',
    )
  })

  it('simple with a fee: the payment op pays exactly the fee shown, to the service', async () => {
    const quote = hostileNexusQuote({
      mode: 'smart-account',
      payment: { amount: 4200n },
      ops: [[transfer]],
    })
    await signs(feeSimpleRequest, quote, 'personal_sign')
  })

  it('permit: the funding pull and the fee the request implies', async () => {
    const quote = hostileNexusQuote({
      mode: 'eoa',
      payment: { amount: 4200n },
      ops: [[pull, transfer]],
      permitValue: one + 4200n,
    })
    await signs(feePermitRequest, quote, 'eth_signTypedData_v4')
  })

  it('ops in no encoding of the real service, only when the app says so (uncheckedOperations)', async () => {
    const quote = simple(oldShaped(0))
    const { recorder, config } = setup()
    const sign = (uncheckedOperations: boolean) =>
      signPayloads(readingWallet(recorder), {
        quote,
        request: simpleRequest,
        config,
        uncheckedOperations,
      })
    await expect(sign(false)).rejects.toMatchObject({
      name: 'QuoteUnverifiableError',
      missing: 'operations',
      at: 'quote.userOps[0].userOp.callData',
    })
    expect(recorder.prompts()).toEqual([])
    await sign(true)
    expect(recorder.prompts().map((p) => p.method)).toEqual(['personal_sign'])
  })
})
