// What the wallet signs, against an API that lies about it, in the real service's encoding: Nexus
// quotes (test/support/nexus-hostile-quote.ts) whose user operations, hashes and sorted root are
// genuine, and whose payloadToSign lies. On a real HTTP server with a wallet that records every
// request, the whole run (quote → sign → execute) stops at signing with a typed error naming the
// field: no wallet prompt and no execute. The real validators bind the payload to the root only
// one way, so what the devnet's old checks tolerated (a Unix-time permit deadline, an on-chain
// approval without the root) is refused here too. The genuine quotes at the end go through the
// same server and wallet to a signature (recovered to the owner) and an execute.
import {
  concat,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
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
import {
  erc20Call,
  type HostileNexusQuoteParameters,
  hostileNexusQuote,
  permitPayload,
  transferFromCall,
} from '../../support/nexus-hostile-quote.js'
import { recordingWallet } from '../../support/recording-wallet.js'
import { rpcNodes } from '../../support/rpc-node.js'

const server = setupScriptedServer()
const readingWallet = (recorder: ReturnType<typeof recordingWallet>) =>
  recorder.wallet((id) => `${server.url}/rpc/${id}`)
const attacker: Hex = '0x9999999999999999999999999999999999999999'
const fiveEth = (5n * 10n ** 18n).toString()
const one = BigInt(amount)

beforeEach(() => {
  server.on('POST /rpc/*', rpcNodes())
  server.on('POST /v1/mee/orchestrator', (body) => ({ json: orchestratorLookup(body) }))
  server.on('POST /v1/execute', { json: { success: true, supertxHash: quoteHash, error: null } })
  server.on('GET /v1/explorer/*', { json: receiptBody(quoteHash, 'success') })
})

const transfer = erc20Call('transfer', account, one)
const pull = transferFromCall(owner, account, one)
type Payload = NonNullable<HostileNexusQuoteParameters['payload']>
/** The genuine smart-account quote (1 USDC transfer), its payload `payload`. */
const simple = (payload: Payload) =>
  hostileNexusQuote({ mode: 'smart-account', ops: [[transfer]], payload })
/** The genuine eoa quote (pull 1 USDC, transfer it), its payload `payload`. */
const fusion = (payload: Payload, quoteType: 'permit' | 'onchain' = 'permit') =>
  hostileNexusQuote({ mode: 'eoa', quoteType, ops: [[pull, transfer]], payload })
const approveData = (spender: Hex, value: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, value] })
const onchainItem = (root: Hex, data: Hex = concat([approveData(account, one), root])) => ({
  to: usdc,
  data,
  value: '0',
  chainId,
})
/** An EIP-2612 Permit of WETH on chain 1, to the attacker, for 2^256 - 1, its deadline the root. */
const attackerPermit = (root: Hex) => {
  const item = permitPayload(root, maxUint256, { spender: attacker }, weth)
  return {
    signablePayload: {
      ...item.signablePayload,
      domain: { ...item.signablePayload.domain, chainId: 1 },
    },
  }
}
const transferTypedData = (root: Hex) => ({
  domain: { name: 'Transfer', version: '1' },
  types: {
    Transfer: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
      { name: 'salt', type: 'bytes32' },
    ],
  },
  primaryType: 'Transfer',
  message: { to: attacker, amount: maxUint256.toString(), salt: root },
})
const permitRequest = quoteRequestFor('permit')
const onchainRequest = quoteRequestFor('onchain')
const { fundingTokens: _, ...eoaWithoutFunding } = permitRequest
const metadata = (value: string) => ({
  nonce: '0',
  name: 'USD Coin',
  version: '2',
  domainSeparator: `0x${'00'.repeat(32)}`,
  owner,
  spender: account,
  amount: value,
})
const genuinePermit = fusion((root) => [permitPayload(root, one)])
const withFields = (quote: QuoteReturnType, fields: Record<string, unknown>) =>
  ({ ...quote, ...fields }) as QuoteReturnType

type Case = {
  name: string
  request: QuoteParameters
  quote: QuoteReturnType
  field?: string
  missing?: string
}

const cases: Case[] = [
  // An item with two shapes.
  {
    name: 'simple: the root and a Permit to the attacker in one item',
    request: quoteRequestFor('simple'),
    quote: simple((root) => [{ message: { raw: root }, ...attackerPermit(root) }]),
    field: 'payloadToSign[0].signablePayload',
  },
  {
    name: 'onchain: a valid approve ‖ root that also carries the Permit',
    request: onchainRequest,
    quote: fusion((root) => [{ ...onchainItem(root), ...attackerPermit(root) }], 'onchain'),
    field: 'payloadToSign[0].signablePayload',
  },
  {
    name: 'simple: the root and a 5 ETH transaction to the attacker',
    request: quoteRequestFor('simple'),
    quote: simple((root) => [
      {
        message: { raw: root },
        to: attacker,
        data: approveData(attacker, maxUint256),
        value: fiveEth,
        chainId,
      },
    ]),
    field: 'payloadToSign[0].to',
  },
  // Typed data checked loosely.
  {
    name: 'simple: a Permit to the attacker whose deadline is the root',
    request: quoteRequestFor('simple'),
    quote: simple((root) => [attackerPermit(root)]),
    field: 'payloadToSign[0].signablePayload',
  },
  {
    name: 'simple: a made-up Transfer{to, amount: max, salt: root} without a chain',
    request: quoteRequestFor('simple'),
    quote: simple((root) => [{ signablePayload: transferTypedData(root) }]),
    field: 'payloadToSign[0].signablePayload',
  },
  {
    name: 'simple: the raw bytes of another hash than the root',
    request: quoteRequestFor('simple'),
    quote: simple(() => [{ message: { raw: quoteHash } }]),
    field: 'payloadToSign[0].message.raw',
  },
  {
    name: 'permit-sca: the attacker’s Permit, with no verifier of the app',
    request: quoteRequestFor('simple'),
    quote: withFields(
      simple((root) => [attackerPermit(root)]),
      { quoteType: 'permit-sca' },
    ),
    missing: 'verifyTypedData',
  },
  // The permit's fields.
  {
    name: 'permit: a Permit for a token the request never named',
    request: permitRequest,
    quote: fusion((root) => [permitPayload(root, one, {}, weth)]),
    field: 'payloadToSign[0].signablePayload.domain.verifyingContract',
  },
  {
    name: 'permit: the spender is the attacker',
    request: permitRequest,
    quote: fusion((root) => [permitPayload(root, one, { spender: attacker })]),
    field: 'payloadToSign[0].signablePayload.message.spender',
  },
  {
    name: 'permit: 2^256 - 1',
    request: permitRequest,
    quote: fusion((root) => [permitPayload(root, maxUint256)]),
    field: 'payloadToSign[0].signablePayload.message.value',
  },
  {
    name: 'permit: a deadline that is neither the root nor a time',
    request: permitRequest,
    quote: fusion((root) => [permitPayload(root, one, { deadline: (2n ** 200n).toString() })]),
    field: 'payloadToSign[0].signablePayload.message.deadline',
  },
  {
    name: 'permit: a Unix-time deadline in the window (the real validator reads the root there)',
    request: permitRequest,
    quote: fusion((root) => [permitPayload(root, one, { deadline: '3000000000' })]),
    field: 'payloadToSign[0].signablePayload.message.deadline',
  },
  {
    name: 'permit: a second permit of the same token',
    request: permitRequest,
    quote: fusion((root) => [permitPayload(root, one), permitPayload(root, one)]),
    field: 'payloadToSign[1].signablePayload.domain.verifyingContract',
  },
  {
    name: 'permit: another owner’s permit',
    request: permitRequest,
    quote: fusion((root) => [permitPayload(root, one, { owner: attacker })]),
    field: 'payloadToSign[0].signablePayload.message.owner',
  },
  {
    name: 'permit: metadata (what a screen may show) with another amount than the one signed',
    request: permitRequest,
    quote: fusion((root) => [{ ...permitPayload(root, one), metadata: metadata('1') }]),
    field: 'payloadToSign[0].metadata.amount',
  },
  {
    name: '"Taken from your wallet: 1 USDC" while the permit is for 1,000 USDC',
    request: permitRequest,
    quote: fusion((root) => [permitPayload(root, 1000n * one)]),
    field: 'payloadToSign[0].signablePayload.message.value',
  },
  // The on-chain approval.
  {
    name: 'onchain: the approval also sends 5 ETH',
    request: onchainRequest,
    quote: fusion((root) => [{ ...onchainItem(root), value: fiveEth }], 'onchain'),
    field: 'payloadToSign[0].value',
  },
  {
    name: 'onchain: approve the attacker for 2^256 - 1',
    request: onchainRequest,
    quote: fusion(
      (root) => [onchainItem(root, concat([approveData(attacker, maxUint256), root]))],
      'onchain',
    ),
    field: 'payloadToSign[0].data.spender',
  },
  {
    name: 'onchain: approve 1,000 USDC where the request funds 1',
    request: onchainRequest,
    quote: fusion(
      (root) => [onchainItem(root, concat([approveData(account, 1000n * one), root]))],
      'onchain',
    ),
    field: 'payloadToSign[0].data.amount',
  },
  {
    name: 'onchain: a plain approve without the root (the real validator reads it there)',
    request: onchainRequest,
    quote: fusion((root) => [onchainItem(root, approveData(account, one))], 'onchain'),
    field: 'payloadToSign[0].data',
  },
  {
    name: 'onchain: an approve carrying another hash than the root',
    request: onchainRequest,
    quote: fusion(
      () => [onchainItem(quoteHash, concat([approveData(account, one), quoteHash]))],
      'onchain',
    ),
    field: 'payloadToSign[0].data (appended quote hash)',
  },
  // The quote supplies its own checks.
  {
    name: 'a smart-account request answered with a permit quote (spender the attacker, max)',
    request: quoteRequestFor('simple'),
    quote: withFields(
      fusion((root) => [permitPayload(root, maxUint256, { spender: attacker })]),
      {
        mode: 'smart-account',
      },
    ),
    field: 'quoteType',
  },
  {
    name: 'an eoa request without fundingTokens: the quote’s own funding is not the expectation',
    request: eoaWithoutFunding,
    quote: fusion((root) => [permitPayload(root, maxUint256)]),
    field: 'payloadToSign[0].signablePayload.message.value',
  },
  {
    name: 'the quote answers another mode',
    request: quoteRequestFor('simple'),
    quote: withFields(
      simple((root) => [{ message: { raw: root } }]),
      { mode: 'eoa-7702' },
    ),
    field: 'mode',
  },
  {
    name: 'the quote is for another owner',
    request: quoteRequestFor('simple'),
    quote: withFields(
      simple((root) => [{ message: { raw: root } }]),
      { ownerAddress: attacker },
    ),
    field: 'ownerAddress',
  },
  {
    name: 'mm-dtk, a quote type the API’s text never describes',
    request: permitRequest,
    quote: withFields(genuinePermit, { quoteType: 'mm-dtk' }),
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

describe('a hostile API lies about what is signed (Nexus): nothing reaches the wallet', () => {
  it.each(cases)('$name', async ({ request, quote, field, missing }) => {
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
    }
    expect(recorder.prompts()).toEqual([])
    expect(server.count('POST /v1/quote')).toBe(1)
    expect(server.count('POST /v1/execute')).toBe(0)
  })

  it('an orchestrator lookup that names no account for the chain: refused, not skipped', async () => {
    server.on('POST /v1/quote', { json: genuinePermit })
    server.on('POST /v1/mee/orchestrator', { json: [] })
    const { recorder, config } = setup()
    const supertransaction = createSupertransaction({ config, wallet: readingWallet(recorder) })
    const state = await supertransaction.execute(permitRequest)
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
    const attackersPermit = fusion((root) => [
      permitPayload(root, maxUint256, { spender: attacker }),
    ])
    server.on('POST /v1/mee/upgrade', { json: { ...attackersPermit, upgradeDetails: [] } })
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

describe('the same server and wallet sign and execute genuine Nexus quotes', () => {
  const run = async (request: QuoteParameters, quote: QuoteReturnType) => {
    server.on('POST /v1/quote', { json: quote })
    const { recorder, config } = setup()
    await createSupertransaction({ config, wallet: readingWallet(recorder) }).execute(request)
    expect(server.count('POST /v1/execute')).toBe(1)
    const signed = server.requests.find((r) => r.path === '/v1/execute')?.body as QuoteReturnType
    return { recorder, signature: signed.payloadToSign[0]?.signature as Hex }
  }

  it('simple (smart-account): one personal_sign of the root, then execute', async () => {
    const quote = simple((root) => [{ message: { raw: root } }])
    const { recorder, signature } = await run(quoteRequestFor('simple'), quote)
    expect(recorder.prompts().map((p) => p.method)).toEqual(['personal_sign'])
    const root = quote.quote.hash as Hex
    expect(await verifyMessage({ address: owner, message: { raw: root }, signature })).toBe(true)
  })

  it.each([
    ['sponsored', permitRequest, undefined],
    [
      'the fee in the funding token (the permit covers amount + fee)',
      { ...permitRequest, feeToken: { address: usdc, chainId } },
      4200n,
    ],
  ] as const)(
    'permit (eoa), %s: one Permit whose deadline is the root, then execute',
    async (_, request, fee) => {
      const value = one + (fee ?? 0n)
      const quote = hostileNexusQuote({
        mode: 'eoa',
        ...(fee ? { payment: { amount: fee } } : {}),
        ops: [[pull, transfer]],
        permitValue: value,
      })
      const { recorder, signature } = await run(request, quote)
      expect(recorder.prompts().map((p) => p.method)).toEqual(['eth_signTypedData_v4'])
      const { domain, types } = permitPayload(quote.quote.hash as Hex, value).signablePayload
      const valid = await verifyTypedData({
        address: owner,
        domain,
        types,
        primaryType: 'Permit',
        message: {
          owner,
          spender: account,
          value,
          nonce: 0n,
          deadline: BigInt(quote.quote.hash),
        },
        signature,
      })
      expect(valid).toBe(true)
    },
  )

  it('onchain (eoa): the wallet is asked for exactly approve(account, amount) ‖ root on USDC', async () => {
    // The recording wallet sends no transaction, so the run ends there: what it was asked is
    // what is checked.
    const quote = fusion((root) => [onchainItem(root)], 'onchain')
    server.on('POST /v1/quote', { json: quote })
    const { recorder, config } = setup()
    await createSupertransaction({ config, wallet: readingWallet(recorder) }).execute(
      onchainRequest,
    )
    const prompts = recorder.prompts()
    expect(prompts.map((p) => p.method)).toEqual(['eth_sendTransaction'])
    const [tx] = (prompts[0]?.params ?? []) as [{ to: Hex; data: Hex; value?: Hex }]
    expect(tx.to.toLowerCase()).toBe(usdc.toLowerCase())
    expect(tx.data).toBe(concat([approveData(account, one), quote.quote.hash as Hex]))
  })
})
