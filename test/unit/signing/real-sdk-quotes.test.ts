// Quotes the real SDK builds (@biconomy/abstractjs 1.2.3 writes every op's callData and nonce, its
// account writes the node's payment op; viem and abstractjs hash them), served by a real HTTP
// server playing the API to the kit's whole run with a recording wallet: accepted as built, one
// signature, one execute. Then the same quote with one word changed anywhere (every 32-byte word
// of every op's callData, with hashes, root and payload made anew as a hostile service would;
// every hash; every userOp and payload field) is refused before the wallet is asked.
import { encodeFunctionData, erc20Abi, type Hex, recoverTypedDataAddress } from 'viem'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import { checkQuote } from '../../../src/core/actions/signPayloads.js'
import type { QuoteParameters, QuoteReturnType } from '../../../src/core/client/types.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { createMemoryStorage } from '../../../src/core/config/storage.js'
import {
  QuotePayloadMismatchError,
  QuoteUnverifiableError,
} from '../../../src/core/errors/wallet.js'
import type { QuoteResponse } from '../../../src/core/schemas/quote-response.js'
import { createSupertransaction } from '../../../src/core/supertransaction/createSupertransaction.js'
import type { SupertransactionState } from '../../../src/core/supertransaction/types.js'
import { abstractjs as A } from '../../support/abstractjs.js'
import {
  type AbstractjsQuoteParameters,
  abstractjsQuote,
  account,
  type BuiltQuote,
  chainId,
  owner,
  recipient,
  usdc,
  type Version,
} from '../../support/abstractjs-quote.js'
import type { NexusItemInput } from '../../support/nexus-quote.js'
import { recordingWallet } from '../../support/recording-wallet.js'
import { rpcNodes } from '../../support/rpc-node.js'

const server = setupScriptedServer()
const aavePool = '0xA238Dd80C259a72e81d7e4664a9801593F98d1c5' as Hex
const approveData = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'approve',
  args: [aavePool, 5_000_000n],
})
const transferData = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'transfer',
  args: [recipient, 1_000_000n],
})
const TRANSFER = 'function transfer(address to, uint256 amount)'

type Scenario = {
  name: string
  version: Version
  mode: AbstractjsQuoteParameters['mode']
  /** What abstractjs builds. */
  built: Omit<AbstractjsQuoteParameters, 'version' | 'mode'>
  /** The same, as the kit's quote request. */
  request: QuoteParameters
}

/** build, build-raw and a runtime balance (gte 1), as abstractjs builds them. */
// abstractjs batches a runtime value only with composable calls: the plain transfer too.
const instructions: AbstractjsQuoteParameters['instructions'] = async (multichain) => [
  ...(await multichain.buildComposable({
    type: 'default',
    data: {
      chainId,
      to: usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 1_000_000n],
    },
  })),
  ...(await multichain.buildComposable({
    type: 'rawCalldata',
    data: { chainId, to: usdc, calldata: approveData },
  })),
  ...(await multichain.buildComposable({
    type: 'default',
    data: {
      chainId,
      to: usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [
        recipient,
        A.runtimeERC20BalanceOf({
          targetAddress: account,
          tokenAddress: usdc,
          constraints: [A.greaterThanOrEqualTo(1n)],
        }),
      ],
    },
  })),
]
const flows = [
  {
    type: '/instructions/build',
    data: { chainId, to: usdc, functionSignature: TRANSFER, args: [recipient, '1000000'] },
  },
  { type: '/instructions/build-raw', data: { chainId, to: usdc, data: approveData } },
  {
    type: '/instructions/build',
    data: {
      chainId,
      to: usdc,
      functionSignature: TRANSFER,
      args: [
        recipient,
        { type: 'runtimeErc20Balance', tokenAddress: usdc, constraints: { gte: '1' } },
      ],
    },
  },
] as QuoteParameters['composeFlows']
const cleanUps = [{ chainId, tokenAddress: usdc, recipientAddress: owner }]
const feeToken = { address: usdc, chainId }

const scenarios: Scenario[] = [
  {
    name: 'smart-account 2.1.0: build, build-raw, runtime balance, cleanup; simple (the raw root)',
    version: '2.1.0',
    mode: 'smart-account',
    built: { instructions, cleanUps },
    request: {
      ownerAddress: owner,
      mode: 'smart-account',
      feeToken,
      composeFlows: flows,
      cleanUps,
    },
  },
  ...(['2.1.0', '2.2.1'] as const).map(
    (version): Scenario => ({
      name: `eoa ${version}: fusion permit trigger, build, build-raw, runtime balance, cleanup`,
      version,
      mode: 'eoa',
      built: { instructions, cleanUps, trigger: 1_000_000n },
      request: {
        ownerAddress: owner,
        mode: 'eoa',
        feeToken,
        fundingTokens: [{ tokenAddress: usdc, chainId, amount: '1000000' }],
        composeFlows: flows,
        cleanUps,
      },
    }),
  ),
  {
    name: 'eoa-7702 2.1.0: the EOA delegated to Nexus, build',
    version: '2.1.0',
    mode: 'eoa-7702',
    built: {
      instructions: async (multichain) =>
        multichain.build({
          type: 'default',
          data: { chainId, calls: [{ to: usdc, data: transferData }] },
        }),
    },
    request: {
      ownerAddress: owner,
      mode: 'eoa-7702',
      feeToken,
      composeFlows: [flows?.[0]] as QuoteParameters['composeFlows'],
    },
  },
]

const built = new Map<string, BuiltQuote>()
beforeAll(async () => {
  for (const s of [...scenarios, smart221()])
    built.set(s.name, await abstractjsQuote({ version: s.version, mode: s.mode, ...s.built }))
}, 60_000)

let version: Version = '2.1.0'
beforeEach(() => {
  server.on('POST /v1/mee/orchestrator', (body) => ({
    json: (body as { chains?: number[] }).chains
      ? [{ address: account, chains: [String(chainId)] }]
      : {
          deployments: [
            {
              chainId,
              addressVersion: version,
              address: account,
              isDeployed: true,
              isUpgradeNeeded: false,
            },
          ],
          upgradedAddresses: {},
        },
  }))
  server.on('POST /v1/execute', {
    json: { success: true, supertxHash: `0x${'ab'.repeat(32)}`, error: null },
  })
  server.on('GET /v1/explorer/*', { json: { error: 'not found' }, status: 404 })
})

function smart221(): Scenario {
  return {
    ...(scenarios[0] as Scenario),
    name: 'smart-account 2.2.1: simple signs SuperTx typed data, whose API JSON is not known',
    version: '2.2.1',
  }
}

// The chain's node: the real Nexus factories compute the owner's account as `account`.
beforeEach(() => server.on('POST /rpc/*', rpcNodes({ accounts: { [owner]: [account, account] } })))
const setup = () => ({
  recorder: recordingWallet({ chainId }),
  config: createSupertxConfig({ baseUrl: server.url, apiKey: 'k', storage: createMemoryStorage() }),
})

async function runSupertransaction(s: Scenario, quote: QuoteResponse) {
  version = s.version
  server.on('POST /v1/quote', { json: quote })
  const { recorder, config } = setup()
  const supertransaction = createSupertransaction({
    config,
    wallet: recorder.wallet((id) => `${server.url}/rpc/${id}`),
  })
  const state = (await supertransaction.execute(s.request)) as SupertransactionState
  return { state, recorder }
}

describe('a quote the real SDK built for the request: accepted, signed once, executed', () => {
  it.each(scenarios)('$name', async (s) => {
    const { quote } = built.get(s.name) as BuiltQuote
    const { recorder } = await runSupertransaction(s, quote)
    expect(recorder.prompts().map((p) => p.method)).toEqual([
      s.mode === 'eoa' ? 'eth_signTypedData_v4' : 'personal_sign',
    ])
    expect(server.count('POST /v1/execute')).toBe(1)
    const signed = server.requests.find((r) => r.path === '/v1/execute')?.body as QuoteReturnType
    expect(signed.quote.hash).toBe(quote.quote.hash)
  })

  it('smart-account 2.2.1 (simple): accepted, the SuperTx typed data signed once', async () => {
    const s = smart221()
    const { quote } = built.get(s.name) as BuiltQuote
    const { recorder } = await runSupertransaction(s, quote)
    expect(recorder.prompts().map((p) => p.method)).toEqual(['eth_signTypedData_v4'])
    expect(server.count('POST /v1/execute')).toBe(1)
    // What the validator recovers: the owner, over abstractjs's own SuperTx for these ops.
    const body = server.requests.find((r) => r.path === '/v1/execute')?.body as {
      payloadToSign: { signablePayload: Record<string, unknown>; signature: Hex }[]
    }
    const item = body.payloadToSign[0]!
    const { EIP712Domain: _, ...types } = item.signablePayload.types as Record<string, unknown>
    const signer = await recoverTypedDataAddress({
      ...item.signablePayload,
      types,
      signature: item.signature,
    } as never)
    expect(signer).toBe(owner)
  })

  it('smart-account 2.2.1 (simple): a SuperTx entry changed is refused before the wallet', async () => {
    const s = smart221()
    const { quote } = built.get(s.name) as BuiltQuote
    const edits: [string, (entry: Record<string, unknown>) => void][] = [
      ['userOpHash', (e) => (e.userOpHash = flip(e.userOpHash as string, 31))],
      ['upperBoundTimestamp', (e) => (e.upperBoundTimestamp = Number(e.upperBoundTimestamp) + 1)],
    ]
    for (const [field, edit] of edits) {
      const changed = structuredClone(quote)
      const payload = changed.payloadToSign[0] as unknown as {
        signablePayload: { message: { meeUserOps: Record<string, unknown>[] } }
      }
      edit(payload.signablePayload.message.meeUserOps[1] as Record<string, unknown>)
      const { state, recorder } = await runSupertransaction(s, changed)
      expect(state.status === 'error' && state.error, field).toBeInstanceOf(
        QuotePayloadMismatchError,
      )
      expect((state as unknown as { error: Error }).error.message).toContain(
        `meeUserOps[1].${field}`,
      )
      expect(recorder.prompts()).toEqual([])
    }
    const dropped = structuredClone(quote)
    ;(
      dropped.payloadToSign[0] as unknown as {
        signablePayload: { message: { meeUserOps: unknown[] } }
      }
    ).signablePayload.message.meeUserOps.pop()
    const { state } = await runSupertransaction(s, dropped)
    expect(state.status === 'error' && state.error).toBeInstanceOf(QuotePayloadMismatchError)
  })
})

/** One byte of a hex string flipped at byte `at` (from the start of its data). */
const flip = (text: string, at: number): Hex => {
  const hex = text.toLowerCase()
  const i = 2 + at * 2
  const byte = Number.parseInt(hex.slice(i, i + 2), 16) ^ 0x01
  return `${hex.slice(0, i)}${byte.toString(16).padStart(2, '0')}${hex.slice(i + 2)}` as Hex
}

type Change = { name: string; quote: QuoteResponse }

/** Every way of changing one word: callData words (rebuilt), hashes, fields, payload. */
function changes({ quote, items, rebuild }: BuiltQuote): Change[] {
  const out: Change[] = []
  for (const [i, item] of items.entries()) {
    const words = (item.callData.length - 2 - 8) / 64
    const with_ = (change: Partial<NexusItemInput>) =>
      rebuild(items.map((x, k) => (k === i ? { ...x, ...change } : x)))
    out.push({ name: `op ${i} selector`, quote: with_({ callData: flip(item.callData, 3) }) })
    for (let w = 0; w < words; w++)
      out.push({
        name: `op ${i} callData word ${w}`,
        quote: with_({ callData: flip(item.callData, 4 + 32 * w + 31) }),
      })
    out.push({ name: `op ${i} sender`, quote: with_({ sender: flip(item.sender, 19) }) })
    out.push({
      name: `op ${i} nonce validator`,
      quote: with_({ nonce: BigInt(item.nonce) ^ (1n << 64n) }),
    })
    out.push({
      name: `op ${i} nonce mode`,
      quote: with_({ nonce: BigInt(item.nonce) ^ (1n << 224n) }),
    })
    out.push({ name: `op ${i} chain`, quote: with_({ chainId: chainId + 1 }) })
    if (i > 0 && item.initCode && item.initCode !== '0x')
      out.push({ name: `op ${i} initCode`, quote: with_({ initCode: flip(item.initCode, 19) }) })
    if (item.eip7702Auth)
      out.push({
        name: `op ${i} eip7702Auth.address`,
        quote: with_({
          eip7702Auth: {
            ...item.eip7702Auth,
            address: flip(item.eip7702Auth.address as string, 19),
          },
        }),
      })
    out.push({
      name: `op ${i} isCleanUpUserOp`,
      quote: with_({ isCleanUpUserOp: !item.isCleanUpUserOp }),
    })
  }
  const edit = (name: string, change: (q: QuoteResponse) => void) => {
    const copy = structuredClone(quote)
    change(copy)
    out.push({ name, quote: copy })
  }
  for (const i of quote.quote.userOps.keys()) {
    const ops = quote.quote.userOps
    edit(`userOps[${i}].userOpHash`, (q) => {
      q.quote.userOps[i]!.userOpHash = flip(ops[i]!.userOpHash, 31)
    })
    edit(`userOps[${i}].meeUserOpHash`, (q) => {
      q.quote.userOps[i]!.meeUserOpHash = flip(ops[i]!.meeUserOpHash, 31)
    })
    edit(`userOps[${i}].lowerBoundTimestamp`, (q) => {
      q.quote.userOps[i]!.lowerBoundTimestamp += 1
    })
    edit(`userOps[${i}].upperBoundTimestamp`, (q) => {
      q.quote.userOps[i]!.upperBoundTimestamp += 1
    })
    for (const field of [
      'callGasLimit',
      'verificationGasLimit',
      'preVerificationGas',
      'maxFeePerGas',
      'maxPriorityFeePerGas',
    ] as const)
      edit(`userOps[${i}].userOp.${field}`, (q) => {
        q.quote.userOps[i]!.userOp[field] = String(BigInt(ops[i]!.userOp[field]) + 1n)
      })
    edit(`userOps[${i}].userOp.paymasterAndData`, (q) => {
      q.quote.userOps[i]!.userOp.paymasterAndData = `0x${'11'.repeat(52)}`
    })
  }
  edit('quote.hash', (q) => {
    q.quote.hash = flip(quote.quote.hash, 31)
  })
  edit('fee.amount', (q) => {
    q.fee.amount = String(BigInt(quote.fee.amount) + 1n)
  })
  edit('ownerAddress', (q) => {
    q.ownerAddress = flip(quote.ownerAddress, 19)
  })
  const payload = quote.payloadToSign[0] as unknown as Record<string, unknown>
  if ('message' in payload)
    edit('payloadToSign[0].message.raw', (q) => {
      ;(q.payloadToSign[0] as { message: { raw: Hex } }).message.raw = flip(quote.quote.hash, 31)
    })
  else
    for (const field of ['owner', 'spender', 'value', 'deadline'] as const)
      edit(`payloadToSign[0].signablePayload.message.${field}`, (q) => {
        const message = (
          q.payloadToSign[0] as { signablePayload: { message: Record<string, string> } }
        ).signablePayload.message
        const v = message[field] as string
        message[field] = v.startsWith('0x') ? flip(v, 19) : String(BigInt(v) + 1n)
      })
  return out
}

describe('the same quote with one word changed anywhere: refused before the wallet is asked', () => {
  it.each(scenarios)('$name', async (s) => {
    const quote = built.get(s.name) as BuiltQuote
    const all = changes(quote)
    expect(all.length).toBeGreaterThan(40)
    const accepted: string[] = []
    for (const change of all) {
      try {
        await checkQuote({
          quote: change.quote,
          request: s.request as never,
          accounts: { [chainId]: s.mode === 'eoa-7702' ? owner : account },
          accountVersions: { [chainId]: s.version },
        })
        accepted.push(change.name)
      } catch (error) {
        if (
          !(error instanceof QuotePayloadMismatchError || error instanceof QuoteUnverifiableError)
        )
          throw error
      }
    }
    expect(accepted).toEqual([])
  })

  it.each(scenarios)(
    '$name: a sample through the API and the wallet, nothing prompted',
    async (s) => {
      const all = changes(built.get(s.name) as BuiltQuote)
      for (const change of all.filter((_, i) => i % 9 === 0)) {
        const { state, recorder } = await runSupertransaction(s, change.quote)
        expect(state.status, change.name).toBe('error')
        expect(recorder.prompts(), change.name).toEqual([])
      }
      expect(server.count('POST /v1/execute')).toBe(0)
    },
  )
})
