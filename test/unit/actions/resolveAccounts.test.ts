// resolveAccounts: the owner's account on each chain of the request, from sources independent of
// the quote (the EOA in eoa-7702, the request's accountAddress, POST /v1/mee/orchestrator cached
// per config and owner), against a real HTTP server.
import { getAddress } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import {
  account,
  chainId,
  orchestratorAnswer,
  owner,
  quoteRequestFor,
  usdc,
} from '../../../fixtures/verifiable-quotes.js'
import { resolveAccounts } from '../../../src/core/actions/resolveAccounts.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { AccountRefusedError, QuoteUnverifiableError } from '../../../src/core/errors/wallet.js'
import { recordingWallet } from '../../support/recording-wallet.js'
import { rpcNodes } from '../../support/rpc-node.js'

const server = setupScriptedServer()
// Each chain's node, which answers what the account factory computes for the owner.
beforeEach(() => server.on('POST /rpc/*', rpcNodes()))
const reader = recordingWallet().wallet((id) => `${server.url}/rpc/${id}`)
const other = 31338
const legacy = '0x7777777777777777777777777777777777777777'
const config = () => createSupertxConfig({ baseUrl: server.url, apiKey: 'k' })
const twoChains = {
  ...quoteRequestFor('permit'),
  feeToken: { address: usdc, chainId: other },
}

describe('resolveAccounts', () => {
  it('looks the account up for every chain of the request, once per config and owner', async () => {
    server.on('POST /v1/mee/orchestrator', (body) => ({
      json: orchestratorAnswer((body as { chains: number[] }).chains),
    }))
    const c = config()
    expect(await resolveAccounts(c, { request: twoChains, reader })).toEqual({
      [chainId]: account,
      [other]: account,
    })
    expect(
      server.requests.filter((r) => r.path === '/v1/mee/orchestrator').map((r) => r.body),
    ).toEqual([{ ownerAddress: owner, chains: [chainId, other] }])
    await resolveAccounts(c, { request: twoChains, reader })
    await resolveAccounts(c, { request: quoteRequestFor('simple'), reader })
    expect(server.count('POST /v1/mee/orchestrator')).toBe(1)
    // Another config is another API: its own lookup.
    await resolveAccounts(config(), { request: twoChains, reader })
    expect(server.count('POST /v1/mee/orchestrator')).toBe(2)
  })

  it('takes the request’s accountAddress as given and eoa-7702’s EOA itself, without a lookup', async () => {
    const overridden = { ...twoChains, accountAddress: { [chainId]: legacy, [other]: legacy } }
    expect(await resolveAccounts(undefined, { request: overridden })).toEqual({
      [chainId]: getAddress(legacy),
      [other]: getAddress(legacy),
    })
    const delegated = { ...quoteRequestFor('simple'), mode: 'eoa-7702' as const }
    expect(await resolveAccounts(undefined, { request: delegated })).toEqual({ [chainId]: owner })
    expect(server.count()).toBe(0)
  })

  it('without config, a chain it cannot know is a QuoteUnverifiableError naming it', async () => {
    const error = await resolveAccounts(undefined, { request: twoChains, reader }).catch((e) => e)
    expect(error).toBeInstanceOf(QuoteUnverifiableError)
    expect(error).toMatchObject({ missing: 'accounts', at: `chain ${chainId}` })
  })

  it.each([
    ['leaves a chain out', [{ address: account, chains: [String(chainId)] }], `chain ${other}`],
    [
      'names two accounts for one chain',
      [
        { address: account, chains: [String(chainId), String(other)] },
        { address: legacy, chains: [String(other)] },
      ],
      `chain ${other}`,
    ],
  ])('a lookup that %s is refused, and nothing is cached', async (_, answer, at) => {
    server.on('POST /v1/mee/orchestrator', { json: answer })
    const c = config()
    const error = await resolveAccounts(c, { request: twoChains, reader }).catch((e) => e)
    expect(error).toBeInstanceOf(QuoteUnverifiableError)
    expect(error.at).toBe(at)
    server.on('POST /v1/mee/orchestrator', { json: orchestratorAnswer([chainId, other]) })
    expect(await resolveAccounts(c, { request: twoChains, reader })).toEqual({
      [chainId]: account,
      [other]: account,
    })
  })

  it('an account the lookup names that the owner’s factory does not compute is refused, naming it and the chain', async () => {
    const attacker = '0x9999999999999999999999999999999999999999'
    server.on('POST /v1/mee/orchestrator', (body) => ({
      json: [{ address: attacker, chains: (body as { chains: number[] }).chains.map(String) }],
    }))
    const error = await resolveAccounts(config(), { request: twoChains, reader }).catch((e) => e)
    expect(error).toBeInstanceOf(AccountRefusedError)
    expect(error).toMatchObject({ reason: 'not-derived', actual: getAddress(attacker) })
    expect([chainId, other]).toContain(error.chainId)
    expect(error.expected).toContain(account)
  })

  it('a chain the reader cannot read is refused, not taken on the lookup’s word', async () => {
    server.on('POST /v1/mee/orchestrator', (body) => ({
      json: orchestratorAnswer((body as { chains: number[] }).chains),
    }))
    const onlyFirst = recordingWallet().wallet((id) =>
      id === chainId ? `${server.url}/rpc/${id}` : undefined,
    )
    const error = await resolveAccounts(config(), { request: twoChains, reader: onlyFirst }).catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(AccountRefusedError)
    expect(error).toMatchObject({ reason: 'unreadable', chainId: other })
    // Without any reader, the same.
    const none = await resolveAccounts(config(), { request: twoChains }).catch((e) => e)
    expect(none).toMatchObject({ name: 'AccountRefusedError', reason: 'unreadable' })
  })

  it('reads each chain’s factory once per owner and account', async () => {
    server.on('POST /v1/mee/orchestrator', (body) => ({
      json: orchestratorAnswer((body as { chains: number[] }).chains),
    }))
    const c = config()
    await resolveAccounts(c, { request: twoChains, reader })
    const reads = server.requests.filter((r) => r.path.startsWith('/rpc/')).length
    expect(reads).toBeGreaterThan(0)
    await resolveAccounts(c, { request: twoChains, reader })
    expect(server.requests.filter((r) => r.path.startsWith('/rpc/')).length).toBe(reads)
  })
})
