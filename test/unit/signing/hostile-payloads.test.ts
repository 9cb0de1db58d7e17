// An API that lies, on a real HTTP server, and a wallet that records every request: the whole flow
// (createSupertransaction: quote → sign → execute) stops at signing with a typed error naming the
// field, the wallet is never asked and nothing is executed. The genuine quotes at the end go
// through the same server and wallet to a signature and an execute, so the silence is the check's.
import { type Hex, hexToBigInt, verifyMessage, verifyTypedData } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import {
  account,
  amount,
  approveData,
  chainId,
  makeQuote,
  orchestratorAnswer,
  owner,
  permitItem,
  quoteHash,
  quoteRequestFor,
  receiptBody,
  usdc,
  weth,
} from '../../../fixtures/verifiable-quotes.js'
import { upgrade } from '../../../src/core/actions/upgrade.js'
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
const maxUint = (2n ** 256n - 1n).toString()
const fiveEth = (5n * 10n ** 18n).toString()

beforeEach(() => {
  server.on('POST /v1/mee/orchestrator', (body) => ({
    json: orchestratorAnswer((body as { chains: number[] }).chains),
  }))
  server.on('POST /v1/execute', { json: { success: true, supertxHash: quoteHash, error: null } })
  server.on('GET /v1/explorer/*', { json: receiptBody(quoteHash, 'success') })
})

type Kind = 'simple' | 'permit' | 'onchain'
const quoteWith = (kind: Kind, changes: Record<string, unknown>) =>
  ({ ...makeQuote(kind), ...changes }) as QuoteReturnType
const items = (kind: Kind, ...payloadToSign: unknown[]) => quoteWith(kind, { payloadToSign })

/** An EIP-2612 Permit of another token on another chain, to the attacker, for 2^256 - 1. */
const attackerPermit = () => {
  const item = permitItem({ spender: attacker, value: maxUint })
  return {
    ...item,
    signablePayload: {
      ...item.signablePayload,
      domain: { ...item.signablePayload.domain, chainId: 1, verifyingContract: weth },
    },
  }
}
const onchainItem = (data: Hex = approveData(account, BigInt(amount))) => ({
  to: usdc,
  data,
  value: '0',
  chainId,
})
const transferTypedData = {
  domain: { name: 'Transfer', version: '1' },
  types: {
    Transfer: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
      { name: 'salt', type: 'bytes32' },
    ],
  },
  primaryType: 'Transfer',
  message: { to: attacker, amount: maxUint, salt: quoteHash },
}
const permitRequest = quoteRequestFor('permit')
const { fundingTokens: _, ...eoaWithoutFunding } = permitRequest

type Case = {
  name: string
  request: QuoteParameters
  quote: QuoteReturnType
  /** The field named by QuotePayloadMismatchError, or what QuoteUnverifiableError misses. */
  field?: string
  missing?: string
}

const cases: Case[] = [
  // 1. An item with two shapes.
  {
    name: 'simple: the quote hash and a Permit to the attacker in one item',
    request: quoteRequestFor('simple'),
    quote: items('simple', { message: { raw: quoteHash }, ...attackerPermit() }),
    field: 'payloadToSign[0].signablePayload',
  },
  {
    name: 'onchain: a valid approve that also carries the Permit',
    request: quoteRequestFor('onchain'),
    quote: items('onchain', { ...onchainItem(), ...attackerPermit() }),
    field: 'payloadToSign[0].signablePayload',
  },
  {
    name: 'simple: the quote hash and a 5 ETH transaction to the attacker',
    request: quoteRequestFor('simple'),
    quote: items('simple', {
      message: { raw: quoteHash },
      to: attacker,
      data: approveData(attacker, BigInt(maxUint)),
      value: fiveEth,
      chainId,
    }),
    field: 'payloadToSign[0].to',
  },
  // 2. Typed data checked loosely.
  {
    name: 'simple: a Permit to the attacker whose deadline is the quote hash',
    request: quoteRequestFor('simple'),
    quote: items('simple', attackerPermit()),
    field: 'payloadToSign[0].signablePayload',
  },
  {
    name: 'simple: a made-up Transfer{to, amount: max, salt: hash} without a chain',
    request: quoteRequestFor('simple'),
    quote: items('simple', { signablePayload: transferTypedData }),
    field: 'payloadToSign[0].signablePayload',
  },
  {
    name: 'permit-sca: the attacker’s Permit, with no verifier of the app',
    request: quoteRequestFor('simple'),
    quote: quoteWith('simple', { quoteType: 'permit-sca', payloadToSign: [attackerPermit()] }),
    missing: 'verifyTypedData',
  },
  {
    name: 'permit: a Permit for a token the request never named',
    request: permitRequest,
    quote: items('permit', {
      ...permitItem(),
      signablePayload: {
        ...permitItem().signablePayload,
        domain: { ...permitItem().signablePayload.domain, verifyingContract: weth },
      },
    }),
    field: 'payloadToSign[0].signablePayload.domain.verifyingContract',
  },
  {
    name: 'permit: the spender is the attacker',
    request: permitRequest,
    quote: items('permit', permitItem({ spender: attacker })),
    field: 'payloadToSign[0].signablePayload.message.spender',
  },
  {
    name: 'permit: 2^256 - 1',
    request: permitRequest,
    quote: items('permit', permitItem({ value: maxUint })),
    field: 'payloadToSign[0].signablePayload.message.value',
  },
  {
    name: 'permit: a deadline that is neither the quote hash nor a time in its window',
    request: permitRequest,
    quote: items('permit', permitItem({ deadline: (2n ** 200n).toString() })),
    field: 'payloadToSign[0].signablePayload.message.deadline',
  },
  {
    name: 'permit: a second permit of the same token',
    request: permitRequest,
    quote: items('permit', permitItem(), permitItem()),
    field: 'payloadToSign[1].signablePayload.domain.verifyingContract',
  },
  {
    name: 'permit: metadata (what a screen may show) with another amount than the one signed',
    request: permitRequest,
    quote: items('permit', {
      ...permitItem(),
      metadata: { ...permitItem().metadata, amount: '1' },
    }),
    field: 'payloadToSign[0].metadata.amount',
  },
  {
    name: 'onchain: the approval also sends 5 ETH',
    request: quoteRequestFor('onchain'),
    quote: items('onchain', { ...onchainItem(), value: fiveEth }),
    field: 'payloadToSign[0].value',
  },
  {
    name: 'onchain: approve the attacker for 2^256 - 1',
    request: quoteRequestFor('onchain'),
    quote: items('onchain', onchainItem(approveData(attacker, BigInt(maxUint)))),
    field: 'payloadToSign[0].data.spender',
  },
  // 4. The quote supplies its own checks.
  {
    name: 'a smart-account request answered with a permit quote (spender the attacker, max)',
    request: quoteRequestFor('simple'),
    quote: quoteWith('permit', {
      mode: 'smart-account',
      quote: {
        ...makeQuote('permit').quote,
        fundingTokens: [{ tokenAddress: usdc, chainId, amount: maxUint }],
      },
      payloadToSign: [permitItem({ spender: attacker, value: maxUint })],
    }),
    field: 'quoteType',
  },
  {
    // The engine reads the funding from the flows (withFundingTokens), never from the quote: a
    // permit for more than the flows spend is refused (verifyQuote refuses a request with no
    // funding at all as missing `fundingTokens`, test/unit/actions/verifyQuote.test.ts).
    name: 'an eoa request without fundingTokens: the quote’s own funding is not the expectation',
    request: eoaWithoutFunding,
    quote: quoteWith('permit', {
      quote: {
        ...makeQuote('permit').quote,
        fundingTokens: [{ tokenAddress: usdc, chainId, amount: maxUint }],
      },
      payloadToSign: [permitItem({ value: maxUint })],
    }),
    field: 'payloadToSign[0].signablePayload.message.value',
  },
  {
    name: 'the quote answers another mode',
    request: quoteRequestFor('simple'),
    quote: quoteWith('simple', { mode: 'eoa-7702' }),
    field: 'mode',
  },
  {
    name: 'the quote is for another owner',
    request: quoteRequestFor('simple'),
    quote: quoteWith('simple', { ownerAddress: attacker }),
    field: 'ownerAddress',
  },
  {
    name: 'mm-dtk, a quote type the API’s text never describes',
    request: permitRequest,
    quote: quoteWith('permit', { quoteType: 'mm-dtk' }),
    field: 'quoteType',
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

describe('a hostile API: nothing reaches the wallet, nothing is executed', () => {
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
    expect(server.count('POST /v1/quote')).toBe(1)
    expect(server.count('POST /v1/execute')).toBe(0)
  })

  it('an orchestrator lookup that names no account for the chain: refused, not skipped', async () => {
    server.on('POST /v1/quote', { json: makeQuote('permit') })
    server.on('POST /v1/mee/orchestrator', { json: [] })
    const { recorder, config } = setup()
    const flow = createSupertransaction({ config, wallet: readingWallet(recorder) })
    const state = await flow.execute(permitRequest)
    expect(state.status === 'error' && state.error).toBeInstanceOf(QuoteUnverifiableError)
    expect(recorder.prompts()).toEqual([])
    expect(server.count('POST /v1/execute')).toBe(0)
  })

  it('an upgrade answered with a permit instead of a message', async () => {
    server.on('POST /v1/mee/orchestrator', {
      json: {
        deployments: [
          {
            chainId,
            addressVersion: '2.1.0',
            address: account,
            isDeployed: true,
            isUpgradeNeeded: true,
          },
        ],
        upgradedAddresses: {},
      },
    })
    server.on('POST /v1/mee/upgrade', {
      json: {
        ...quoteWith('permit', { mode: 'eoa', payloadToSign: [permitItem({ spender: attacker })] }),
        upgradeDetails: [],
      },
    })
    const { recorder, config } = setup()
    const error = await upgrade(config, readingWallet(recorder), {
      ownerAddress: owner,
      mode: 'eoa',
    }).catch((e) => e)
    expect(error).toBeInstanceOf(QuotePayloadMismatchError)
    expect(error.field).toBe('quoteType')
    expect(recorder.prompts()).toEqual([])
    expect(server.count('POST /v1/execute')).toBe(0)
  })
})

describe('the same server and wallet sign and execute genuine quotes', () => {
  it('simple (smart-account): one personal_sign of the quote hash, then execute', async () => {
    server.on('POST /v1/quote', { json: makeQuote('simple') })
    const { recorder, config } = setup()
    const flow = createSupertransaction({ config, wallet: readingWallet(recorder) })
    await flow.execute(quoteRequestFor('simple'))
    expect(recorder.prompts().map((p) => p.method)).toEqual(['personal_sign'])
    expect(server.count('POST /v1/execute')).toBe(1)
    const signed = server.requests.find((r) => r.path === '/v1/execute')?.body as QuoteReturnType
    const signature = signed.payloadToSign[0]?.signature as Hex
    expect(await verifyMessage({ address: owner, message: { raw: quoteHash }, signature })).toBe(
      true,
    )
  })

  it.each([
    ['sponsored', permitRequest, '0', amount],
    [
      'the fee in the funding token (the permit covers amount + fee)',
      { ...permitRequest, feeToken: { address: usdc, chainId } },
      '4200',
      String(BigInt(amount) + 4200n),
    ],
  ])(
    'permit (eoa), %s: one typed-data signature of the Permit, then execute',
    async (_, request, fee, value) => {
      const quote = quoteWith('permit', {
        fee: { amount: fee, token: usdc, chainId },
        payloadToSign: [permitItem({ value })],
      })
      server.on('POST /v1/quote', { json: quote })
      const { recorder, config } = setup()
      const flow = createSupertransaction({ config, wallet: readingWallet(recorder) })
      await flow.execute(request)
      expect(recorder.prompts().map((p) => p.method)).toEqual(['eth_signTypedData_v4'])
      expect(server.count('POST /v1/execute')).toBe(1)
      const signed = server.requests.find((r) => r.path === '/v1/execute')?.body as QuoteReturnType
      const { domain, types, message } = permitItem({ value }).signablePayload
      const valid = await verifyTypedData({
        address: owner,
        domain,
        types,
        primaryType: 'Permit',
        message: {
          ...message,
          value: BigInt(value),
          nonce: 0n,
          deadline: hexToBigInt(quoteHash),
        },
        signature: signed.payloadToSign[0]?.signature as Hex,
      })
      expect(valid).toBe(true)
    },
  )
})
