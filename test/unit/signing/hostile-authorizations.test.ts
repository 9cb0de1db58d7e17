// EIP-7702 against an API that lies, on real HTTP servers (the API, and each chain's JSON-RPC node
// the kit reads the EOA's nonce and code from), with a wallet that records every request: what the
// service asks to sign (POST /v1/mee/prepare7702, or the 412 of POST /v1/quote) is signed only as a
// delegation to a trusted contract, for the chains the request runs on, at each chain's nonce.
// Anything else stops at `authorizing` with AuthorizationRefusedError before the wallet is asked.
import { beforeEach, describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import {
  makeQuote,
  owner,
  quoteHash,
  receiptBody,
  userOpItem,
  withOps,
} from '../../../fixtures/verifiable-quotes.js'
import type { QuoteParameters, QuoteReturnType } from '../../../src/core/client/types.js'
import {
  createSupertxConfig,
  type Eip7702Policy,
} from '../../../src/core/config/createSupertxConfig.js'
import {
  defaultDelegates,
  devnetDelegate,
  realNetworkDelegates,
} from '../../../src/core/config/delegates.js'
import { devnetNexusContracts } from '../../../src/core/config/nexus-contracts.js'
import { createMemoryStorage } from '../../../src/core/config/storage.js'
import { AuthorizationRefusedError } from '../../../src/core/errors/wallet.js'
import type { AuthorizationToSign } from '../../../src/core/schemas/authorization.js'
import { createSupertransaction } from '../../../src/core/supertransaction/createSupertransaction.js'
import { executeConfirmed } from '../../support/confirm-delegations.js'
import { recordingWallet } from '../../support/recording-wallet.js'
import { type RpcNodeState, rpcNode } from '../../support/rpc-node.js'

const server = setupScriptedServer()
const [chainA, chainB] = [31337, 31338]
const trusted = devnetDelegate
const dead = '0x000000000000000000000000000000000000dEaD'
const alsoTrusted = '0x1111111111111111111111111111111111111111'
const designator = (address: string) => `0xef0100${address.slice(2).toLowerCase()}` as const

let nodes: Record<number, RpcNodeState>
beforeEach(() => {
  nodes = { [chainA]: { nonce: 4, code: '0x' }, [chainB]: { nonce: 9, code: '0x' } }
  for (const chainId of [chainA, chainB])
    server.on(`POST /rpc/${chainId}`, (body, request) =>
      rpcNode(chainId, nodes[chainId] as RpcNodeState)(body, request),
    )
  // The EOA runs its own ops (eoa-7702): a quote whose ops are sent from it, on both chains.
  const quote = withOps(
    { ...makeQuote('simple'), mode: 'eoa-7702' } as QuoteReturnType,
    [chainA, chainB].map((chainId, index) =>
      userOpItem(chainId, { index, sender: owner, calls: [{ to: owner, value: 0n, data: '0x' }] }),
    ),
  )
  server.on('POST /v1/quote', (body) =>
    (body as { authorizations?: unknown }).authorizations
      ? { json: quote }
      : {
          status: 412,
          json: { code: 'AUTHORIZATION_REQUIRED', message: '', errors: [], authorizations: asked },
        },
  )
  server.on('POST /v1/mee/prepare7702', () => ({ json: asked }))
  server.on('POST /v1/execute', { json: { success: true, supertxHash: quoteHash, error: null } })
  server.on('GET /v1/explorer/*', { json: receiptBody(quoteHash, 'success') })
})

/** What the hostile (or honest) service asks the EOA to sign. */
let asked: AuthorizationToSign[]

const request: QuoteParameters = {
  mode: 'eoa-7702',
  ownerAddress: owner,
  composeFlows: [chainA, chainB].map((chainId) => ({
    type: '/instructions/build-raw' as const,
    data: { to: owner, chainId, data: '0x' },
  })),
}

function run(policy: Partial<Eip7702Policy> = {}, readable: number[] = [chainA, chainB]) {
  const recorder = recordingWallet({ kind: 'local' })
  const config = createSupertxConfig({
    baseUrl: server.url,
    apiKey: 'k',
    storage: createMemoryStorage(),
    eip7702: policy,
  })
  const wallet = recorder.wallet((chainId) =>
    readable.includes(chainId) ? `${server.url}/rpc/${chainId}` : undefined,
  )
  const supertransaction = createSupertransaction({ config, wallet })
  return { recorder, supertransaction }
}
const authorizationsSigned = (recorder: ReturnType<typeof recordingWallet>) =>
  recorder
    .prompts()
    .filter((p) => p.method === 'wallet_signAuthorization')
    .map(
      (p) =>
        p.params as { chainId: number; nonce: number; contractAddress?: string; address?: string },
    )

describe('a hostile EIP-7702 ask: nothing reaches the wallet, nothing is quoted with it', () => {
  it.each([
    {
      name: 'the brief’s: delegate the EOA to 0x…dEaD on every chain (chainId 0)',
      ask: () => [{ address: dead, chainId: 0, nonce: 4 }],
      reason: 'delegate',
      field: 'authorizations[0].address',
    },
    {
      name: 'a trusted contract on a chain the request does not run on',
      ask: () => [{ address: trusted, chainId: 1, nonce: 4 }],
      reason: 'chain',
      field: 'authorizations[0].chainId',
    },
    {
      name: 'a nonce from the future (an authorization that waits to become valid)',
      ask: () => [
        { address: trusted, chainId: chainA, nonce: 4 },
        { address: trusted, chainId: chainB, nonce: 12 },
      ],
      reason: 'nonce',
      field: 'authorizations[1].nonce',
    },
    {
      name: 'a second delegate for a chain already asked for',
      ask: () => [
        { address: trusted, chainId: chainA, nonce: 4 },
        { address: alsoTrusted, chainId: chainA, nonce: 4 },
      ],
      policy: { delegates: [trusted, alsoTrusted] },
      reason: 'conflict',
      field: 'authorizations[1].address',
    },
    {
      name: 'an untrusted delegate even with the multichain opt-in',
      ask: () => [{ address: dead, chainId: 0, nonce: 4 }],
      policy: { multichain: true },
      reason: 'delegate',
      field: 'authorizations[0].address',
    },
  ] as {
    name: string
    ask: () => AuthorizationToSign[]
    policy?: Partial<Eip7702Policy>
    reason: string
    field: string
  }[])('$name', async ({ ask, policy, reason, field }) => {
    asked = ask()
    const { recorder, supertransaction } = run(policy)
    const state = await executeConfirmed({ supertransaction, recorder }, request)
    expect(state).toMatchObject({ status: 'error', step: 'authorizing' })
    if (state.status !== 'error') return
    expect(state.error).toBeInstanceOf(AuthorizationRefusedError)
    expect(state.error).toMatchObject({ reason, field })
    // Never shown as something to sign, never signed, never sent.
    expect(state.data.authorizationsToSign).toBeUndefined()
    expect(recorder.prompts()).toEqual([])
    expect(server.count('POST /v1/quote')).toBe(0)
    expect(server.count('POST /v1/execute')).toBe(0)
  })

  it('the 412 path is checked the same way (prepare7702 unavailable)', async () => {
    asked = [{ address: dead, chainId: 0, nonce: 4 }]
    server.on('POST /v1/mee/prepare7702', {
      status: 500,
      json: { code: 'INTERNAL_ERROR', message: '', errors: [] },
    })
    const { recorder, supertransaction } = run()
    const state = await executeConfirmed({ supertransaction, recorder }, request)
    expect(state).toMatchObject({ status: 'error', step: 'authorizing' })
    if (state.status === 'error') expect(state.error).toMatchObject({ reason: 'delegate' })
    expect(server.count('POST /v1/quote')).toBe(1)
    expect(recorder.prompts()).toEqual([])
  })

  it('a chain whose nonce cannot be read: refused rather than signed at the service’s word', async () => {
    asked = [{ address: trusted, chainId: chainB, nonce: 9 }]
    const { recorder, supertransaction } = run({}, [chainA])
    const state = await executeConfirmed({ supertransaction, recorder }, request)
    expect(state).toMatchObject({ status: 'error', step: 'authorizing' })
    if (state.status === 'error')
      expect(state.error).toMatchObject({ reason: 'nonce-unreadable', chainId: chainB })
    expect(recorder.prompts()).toEqual([])
  })
})

describe('an honest ask, on the user’s terms, through the same servers and wallet', () => {
  it('chainId 0 without the opt-in: one authorization per chain of the request, each at its own nonce, then the quote signed and executed', async () => {
    asked = [{ address: trusted, chainId: 0, nonce: 4 }]
    const { recorder, supertransaction } = run()
    const state = await executeConfirmed({ supertransaction, recorder }, request)
    expect(state.status).toBe('success')
    expect(authorizationsSigned(recorder)).toMatchObject([
      { chainId: chainA, nonce: 4 },
      { chainId: chainB, nonce: 9 },
    ])
    expect(recorder.prompts().map((p) => p.method)).toEqual([
      'wallet_signAuthorization',
      'wallet_signAuthorization',
      'personal_sign',
    ])
    const quoted = server.requests.find((r) => r.path === '/v1/quote')?.body as {
      authorizations: AuthorizationToSign[]
    }
    expect(
      quoted.authorizations.map(({ address, chainId, nonce }) => ({ address, chainId, nonce })),
    ).toEqual([
      { address: trusted, chainId: chainA, nonce: 4 },
      { address: trusted, chainId: chainB, nonce: 9 },
    ])
    expect(server.count('POST /v1/execute')).toBe(1)
  })

  it('chainId 0 with the opt-in and one nonce on every chain: signed as asked', async () => {
    nodes[chainB] = { nonce: 4, code: '0x' }
    asked = [{ address: trusted, chainId: 0, nonce: 4 }]
    const { recorder, supertransaction } = run({ multichain: true })
    const state = await executeConfirmed({ supertransaction, recorder }, request)
    expect(state.status).toBe('success')
    expect(authorizationsSigned(recorder)).toMatchObject([{ chainId: 0, nonce: 4 }])
  })

  it('chainId 0 where one chain already delegates to that contract: only the other is signed', async () => {
    nodes[chainB] = { nonce: 9, code: designator(trusted) }
    asked = [{ address: trusted, chainId: 0, nonce: 4 }]
    const { recorder, supertransaction } = run()
    expect((await executeConfirmed({ supertransaction, recorder }, request)).status).toBe('success')
    expect(authorizationsSigned(recorder)).toMatchObject([{ chainId: chainA, nonce: 4 }])
  })
})

describe('trusted delegates per chain: the devnet’s contract only on the devnet’s chain ids', () => {
  const base = 8453
  const nexus221 = realNetworkDelegates[1] as `0x${string}`
  const onBase: QuoteParameters = {
    mode: 'eoa-7702',
    ownerAddress: owner,
    composeFlows: [
      { type: '/instructions/build-raw', data: { to: owner, chainId: base, data: '0x' } },
    ],
  }
  beforeEach(() => {
    nodes[base] = { nonce: 2, code: '0x' }
    server.on(`POST /rpc/${base}`, (body, request) =>
      rpcNode(base, nodes[base] as RpcNodeState)(body, request),
    )
    const quote = withOps({ ...makeQuote('simple'), mode: 'eoa-7702' } as QuoteReturnType, [
      userOpItem(base, { index: 0, sender: owner, calls: [{ to: owner, value: 0n, data: '0x' }] }),
    ])
    server.on('POST /v1/quote', (body) =>
      (body as { authorizations?: unknown }).authorizations
        ? { json: quote }
        : {
            status: 412,
            json: {
              code: 'AUTHORIZATION_REQUIRED',
              message: '',
              errors: [],
              authorizations: asked,
            },
          },
    )
  })
  const runOnBase = (policy: Partial<Eip7702Policy> = {}) => {
    const recorder = recordingWallet({ kind: 'local', chainId: base })
    const config = createSupertxConfig({
      baseUrl: server.url,
      apiKey: 'k',
      storage: createMemoryStorage(),
      eip7702: policy,
    })
    const wallet = recorder.wallet((chainId) => `${server.url}/rpc/${chainId}`)
    return { recorder, supertransaction: createSupertransaction({ config, wallet }) }
  }

  it('an app on Base with the defaults: the devnet’s contract is refused, naming the chain', async () => {
    asked = [{ address: trusted, chainId: base, nonce: 2 }]
    const { recorder, supertransaction } = runOnBase()
    const state = await executeConfirmed({ supertransaction, recorder }, onBase)
    expect(state).toMatchObject({ status: 'error', step: 'authorizing' })
    if (state.status !== 'error') return
    expect(state.error).toMatchObject({ reason: 'delegate', chainId: base })
    expect((state.error as AuthorizationRefusedError).expected).toContain('chain 8453')
    expect(recorder.prompts()).toEqual([])
  })

  it('an app on Base with the defaults: the real service’s Nexus 2.2.1 implementation is signed', async () => {
    asked = [{ address: nexus221, chainId: base, nonce: 2 }]
    const { recorder, supertransaction } = runOnBase()
    expect((await executeConfirmed({ supertransaction, recorder }, onBase)).status).toBe('success')
    expect(authorizationsSigned(recorder)).toMatchObject([{ chainId: base, nonce: 2 }])
  })

  it('a list per chain replaces the defaults: a chain missing from it trusts none', async () => {
    asked = [{ address: nexus221, chainId: base, nonce: 2 }]
    const { recorder, supertransaction } = runOnBase({ delegates: { 1: [nexus221] } })
    const state = await executeConfirmed({ supertransaction, recorder }, onBase)
    expect(state).toMatchObject({ status: 'error', step: 'authorizing' })
    if (state.status === 'error')
      expect(state.error).toMatchObject({ reason: 'delegate', chainId: base })
    expect(recorder.prompts()).toEqual([])
  })

  it('the devnet’s chain ids trust the devnet’s contracts and not the real ones', () => {
    // The implementations of its own Nexus suite; `devnetDelegate` is the 2.1.0 one.
    const devnet = [
      devnetNexusContracts['2.1.0']!.implementation,
      devnetNexusContracts['2.2.1']!.implementation,
    ]
    expect(devnet[0]).toBe(trusted)
    expect(defaultDelegates(31337)).toEqual(devnet)
    expect(defaultDelegates(31346)).toEqual(devnet)
    for (const real of realNetworkDelegates) expect(defaultDelegates(31337)).not.toContain(real)
    expect(defaultDelegates(8453)).toEqual(realNetworkDelegates)
    expect(defaultDelegates(8453)).not.toContain(trusted)
  })
})
