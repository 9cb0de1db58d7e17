// EIP-7702 against an API that lies, when the EOA is delegated to Nexus (the real service's
// encoding): on real HTTP servers (the API, and each chain's JSON-RPC node the kit reads the EOA's
// nonce and code from), with a wallet that records every request. What the service asks to sign
// (POST /v1/mee/prepare7702, or the 412 of POST /v1/quote) is signed only as a delegation to a
// trusted Nexus implementation, for the chains the request runs on, at each chain's nonce;
// anything else stops at `authorizing` before the wallet is asked. The quote that follows is a
// Nexus quote (test/support/nexus-hostile-quote.ts, hashes its own): its ops run from the EOA
// itself, and the authorization an op carries names the Nexus implementation, or it is refused at
// signing.
import { type Hex, zeroHash } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import {
  account,
  orchestratorLookup,
  owner,
  quoteHash,
  receiptBody,
} from '../../../fixtures/verifiable-quotes.js'
import type { QuoteParameters, QuoteReturnType } from '../../../src/core/client/types.js'
import {
  createSupertxConfig,
  type Eip7702Policy,
} from '../../../src/core/config/createSupertxConfig.js'
import { devnetNexusContracts } from '../../../src/core/config/nexus-contracts.js'
import { createMemoryStorage } from '../../../src/core/config/storage.js'
import {
  AuthorizationRefusedError,
  QuotePayloadMismatchError,
} from '../../../src/core/errors/wallet.js'
import type { AuthorizationToSign } from '../../../src/core/schemas/authorization.js'
import { createSupertransaction } from '../../../src/core/supertransaction/createSupertransaction.js'
import { executeConfirmed } from '../../support/confirm-delegations.js'
import { type HostileOp, hostileNexusQuote } from '../../support/nexus-hostile-quote.js'
import { recordingWallet } from '../../support/recording-wallet.js'
import { type RpcNodeState, rpcNode } from '../../support/rpc-node.js'

const server = setupScriptedServer()
const [chainA, chainB] = [31337, 31338]
/** The devnet's Nexus 2.1.0 implementation: what an eoa-7702 EOA delegates to there. */
const nexus = devnetNexusContracts['2.1.0']!.implementation
const nexus221 = devnetNexusContracts['2.2.1']!.implementation
const dead = '0x000000000000000000000000000000000000dEaD'
const designator = (address: string) => `0xef0100${address.slice(2).toLowerCase()}` as const
const signedAuth = (address: Hex, chainId: number, nonce: number) => ({
  address,
  chainId,
  nonce,
  r: `0x${'11'.repeat(32)}`,
  s: `0x${'22'.repeat(32)}`,
  yParity: 0,
})

/** The request's one call per chain (build-raw: the EOA calls itself with no data). */
const selfCall = { to: owner, value: 0n, data: '0x' as Hex }
const opOn = (chainId: number, extra: Partial<HostileOp> = {}): HostileOp => ({
  calls: [selfCall],
  chainId,
  ...extra,
})
/** The quote the service answers once authorizations come with the request. */
let quote: QuoteReturnType
/** What the hostile (or honest) service asks the EOA to sign. */
let asked: AuthorizationToSign[]

let nodes: Record<number, RpcNodeState>
beforeEach(() => {
  nodes = { [chainA]: { nonce: 4, code: '0x' }, [chainB]: { nonce: 9, code: '0x' } }
  for (const chainId of [chainA, chainB])
    server.on(`POST /rpc/${chainId}`, (body, request) =>
      rpcNode(chainId, nodes[chainId] as RpcNodeState)(body, request),
    )
  quote = hostileNexusQuote({ mode: 'eoa-7702', ops: [opOn(chainA), opOn(chainB)] })
  server.on('POST /v1/quote', (body) =>
    (body as { authorizations?: unknown }).authorizations
      ? { json: quote }
      : {
          status: 412,
          json: { code: 'AUTHORIZATION_REQUIRED', message: '', errors: [], authorizations: asked },
        },
  )
  server.on('POST /v1/mee/prepare7702', () => ({ json: asked }))
  server.on('POST /v1/mee/orchestrator', (body) => ({ json: orchestratorLookup(body) }))
  server.on('POST /v1/execute', { json: { success: true, supertxHash: quoteHash, error: null } })
  server.on('GET /v1/explorer/*', { json: receiptBody(quoteHash, 'success') })
})

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
    .map((p) => p.params as { chainId: number; nonce: number; contractAddress?: string })

describe('a hostile EIP-7702 ask (Nexus): nothing reaches the wallet, nothing is quoted with it', () => {
  it.each([
    {
      name: 'delegate the EOA to 0x…dEaD on every chain (chainId 0)',
      ask: () => [{ address: dead, chainId: 0, nonce: 4 }],
      reason: 'delegate',
      field: 'authorizations[0].address',
    },
    {
      name: 'the Nexus implementation on a chain the request does not run on',
      ask: () => [{ address: nexus, chainId: 1, nonce: 4 }],
      reason: 'chain',
      field: 'authorizations[0].chainId',
    },
    {
      name: 'a nonce from the future (an authorization that waits to become valid)',
      ask: () => [
        { address: nexus, chainId: chainA, nonce: 4 },
        { address: nexus, chainId: chainB, nonce: 12 },
      ],
      reason: 'nonce',
      field: 'authorizations[1].nonce',
    },
    {
      name: 'a second delegate (the other Nexus version) for a chain already asked for',
      ask: () => [
        { address: nexus, chainId: chainA, nonce: 4 },
        { address: nexus221, chainId: chainA, nonce: 4 },
      ],
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
    asked = [{ address: nexus, chainId: chainB, nonce: 9 }]
    const { recorder, supertransaction } = run({}, [chainA])
    const state = await executeConfirmed({ supertransaction, recorder }, request)
    expect(state).toMatchObject({ status: 'error', step: 'authorizing' })
    if (state.status === 'error')
      expect(state.error).toMatchObject({ reason: 'nonce-unreadable', chainId: chainB })
    expect(recorder.prompts()).toEqual([])
  })
})

describe('a Nexus quote that lies about the delegated EOA: refused at signing', () => {
  it.each([
    {
      name: 'an op carries an authorization to 0x…dEaD, not the Nexus implementation',
      ops: () => [
        opOn(chainA, { edit: (op) => ({ ...op, eip7702Auth: signedAuth(dead, chainA, 4) }) }),
        opOn(chainB),
      ],
      field: 'quote.userOps[0].eip7702Auth.address',
    },
    {
      name: 'an op run from the Nexus smart account instead of the delegated EOA',
      ops: () => [opOn(chainA, { sender: account }), opOn(chainB)],
      field: 'quote.userOps[0].userOp.sender',
    },
    {
      name: 'an op that deploys an account (initCode) for a delegated EOA',
      ops: () => [
        opOn(chainA, {
          edit: (op) => ({
            ...op,
            initCode: `${devnetNexusContracts['2.1.0']!.factory}${zeroHash.slice(2)}` as Hex,
          }),
        }),
        opOn(chainB),
      ],
      field: 'quote.userOps[0].userOp.initCode',
    },
  ])('$name', async ({ ops, field }) => {
    quote = hostileNexusQuote({ mode: 'eoa-7702', ops: ops() })
    asked = [{ address: nexus, chainId: 0, nonce: 4 }]
    const { recorder, supertransaction } = run()
    const state = await executeConfirmed({ supertransaction, recorder }, request)
    expect(state).toMatchObject({ status: 'error', step: 'signing' })
    if (state.status !== 'error') return
    expect(state.error).toBeInstanceOf(QuotePayloadMismatchError)
    expect((state.error as QuotePayloadMismatchError).field).toBe(field)
    // The authorizations were the user's terms (signed); the quote itself never was.
    expect(recorder.prompts().map((p) => p.method)).toEqual([
      'wallet_signAuthorization',
      'wallet_signAuthorization',
    ])
    expect(server.count('POST /v1/execute')).toBe(0)
  })
})

describe('an honest ask, on the user’s terms, through the same servers and wallet (Nexus)', () => {
  it('chainId 0 without the opt-in: one authorization to Nexus per chain, each at its own nonce, then the quote signed and executed', async () => {
    asked = [{ address: nexus, chainId: 0, nonce: 4 }]
    quote = hostileNexusQuote({
      mode: 'eoa-7702',
      ops: [
        opOn(chainA, { edit: (op) => ({ ...op, eip7702Auth: signedAuth(nexus, chainA, 4) }) }),
        opOn(chainB, { edit: (op) => ({ ...op, eip7702Auth: signedAuth(nexus, chainB, 9) }) }),
      ],
    })
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
    expect(server.count('POST /v1/execute')).toBe(1)
  })

  it('chainId 0 where one chain already delegates to Nexus: only the other is signed', async () => {
    nodes[chainB] = { nonce: 9, code: designator(nexus) }
    asked = [{ address: nexus, chainId: 0, nonce: 4 }]
    const { recorder, supertransaction } = run()
    expect((await executeConfirmed({ supertransaction, recorder }, request)).status).toBe('success')
    expect(authorizationsSigned(recorder)).toMatchObject([{ chainId: chainA, nonce: 4 }])
  })
})
