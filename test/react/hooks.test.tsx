// The single-purpose hooks against a real HTTP API on 127.0.0.1; requests counted at the server.
import { act, renderHook, waitFor } from '@testing-library/react'
import { encodeFunctionData, parseAbi } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { intentSimpleRequest, intentSimpleResponse } from '../../fixtures/endpoint-bodies.js'
import { setupScriptedServer } from '../../fixtures/harness/scripted-server.js'
import {
  account,
  makeQuote,
  owner,
  receiptBody,
  userOpItem,
  withOps,
} from '../../fixtures/verifiable-quotes.js'
import { devnetNexusContracts } from '../../src/core/config/nexus-contracts.js'
import { ExecutionRejectedError } from '../../src/core/errors/supertransaction.js'
import { nexusInitData } from '../../src/core/protocol/nexus/init-data.js'
import type { PlainCall } from '../../src/devnet/service/quote/nexus/call-data.js'
import { useExecute } from '../../src/react/hooks/useExecute.js'
import { useIntentRoute } from '../../src/react/hooks/useIntentRoute.js'
import { useOrchestrator } from '../../src/react/hooks/useOrchestrator.js'
import { useSupertxReceipt } from '../../src/react/hooks/useSupertxReceipt.js'
import { useUpgrade } from '../../src/react/hooks/useUpgrade.js'
import { rpcNodes } from '../support/rpc-node.js'
import { setup } from './support/setup.js'

const supertxHash = `0x${'ab'.repeat(32)}` as const
const legacy = '0x7777777777777777777777777777777777777777'
const server = setupScriptedServer()
// The chain's node: what its account factory computes for the owner.
beforeAll(() => server.on('POST /rpc/*', rpcNodes()))

const signedQuote = () => ({
  ...makeQuote('simple'),
  payloadToSign: [
    {
      message: { raw: makeQuote('simple').quote.hash },
      signature: `0x${'11'.repeat(65)}` as const,
    },
  ],
})

describe('useExecute', () => {
  it('returns the supertxHash and its explorer page', async () => {
    server.on('POST /v1/execute', { json: { success: true, supertxHash, error: null } })
    const { wrapper } = await setup({
      baseUrl: server.url,
      explorerUrl: 'https://explorer.example',
    })
    const { result } = renderHook(() => useExecute(), { wrapper })
    await act(() => result.current.executeAsync({ signedQuote: signedQuote() }))
    await waitFor(() =>
      expect(result.current.explorerUrl).toBe(`https://explorer.example/details/${supertxHash}`),
    )
  })

  it('success: false is an ExecutionRejectedError with the service message (spec: Errors, status 200)', async () => {
    server.on('POST /v1/mee/execute', {
      json: { success: false, supertxHash: null, error: 'Quote expired' },
    })
    const { wrapper } = await setup({ baseUrl: server.url })
    const { result } = renderHook(() => useExecute(), { wrapper })
    await act(() =>
      result.current.executeAsync({ signedQuote: signedQuote(), endpoint: 'mee' }).catch(() => {}),
    )
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ExecutionRejectedError))
    expect((result.current.error as ExecutionRejectedError).serviceError).toBe('Quote expired')
    expect(server.count('POST /v1/mee/execute')).toBe(1)
  })
})

describe('useSupertxReceipt', () => {
  it('polls while pending and stops once final', async () => {
    let pending = 2
    server.on('GET /v1/explorer/*', () => ({
      json: receiptBody(supertxHash, pending-- > 0 ? 'pending' : 'success'),
    }))
    const { wrapper } = await setup({ baseUrl: server.url, pollingInterval: 10 })
    const { result } = renderHook(() => useSupertxReceipt({ supertxHash: supertxHash }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.data?.status).toBe('success'))
    const polls = server.count('GET /v1/explorer/')
    expect(polls).toBe(3)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(server.count('GET /v1/explorer/')).toBe(polls)
  })

  it('waits while the hash is undefined', async () => {
    const { wrapper } = await setup({ baseUrl: server.url })
    const { result } = renderHook(() => useSupertxReceipt({ supertxHash: undefined }), { wrapper })
    expect(result.current.fetchStatus).toBe('idle')
    expect(server.requests).toHaveLength(0)
  })
})

describe('query hooks', () => {
  it('useOrchestrator and useIntentRoute fetch once their parameters are given', async () => {
    server.on('POST /v1/mee/orchestrator', { json: [{ address: legacy, chains: ['31337'] }] })
    server.on('POST /v1/instructions/intent-simple', { json: intentSimpleResponse })
    const { wrapper } = await setup({ baseUrl: server.url })
    const orchestrator = renderHook(
      () => useOrchestrator({ ownerAddress: owner, chains: [31337] }),
      { wrapper },
    )
    const route = renderHook(() => useIntentRoute(intentSimpleRequest), { wrapper })
    await waitFor(() =>
      expect(orchestrator.result.current.data).toEqual([{ address: legacy, chains: ['31337'] }]),
    )
    await waitFor(() =>
      expect(route.result.current.data?.minOutputAmount).toBe(intentSimpleResponse.minOutputAmount),
    )
  })
})

describe('useUpgrade', () => {
  const lookup = (isUpgradeNeeded: boolean) => ({
    json: {
      deployments: [
        {
          chainId: 31337,
          addressVersion: '2.1.0',
          address: legacy,
          isDeployed: true,
          isUpgradeNeeded,
        },
      ],
      upgradedAddresses: isUpgradeNeeded ? {} : { '31337': legacy },
    },
  })

  it('nothing to do is a normal state, not an error, with the legacy address for later quotes', async () => {
    server.on('POST /v1/mee/orchestrator', lookup(false))
    const { wrapper } = await setup({ baseUrl: server.url })
    const { result } = renderHook(
      () => useUpgrade({ ownerAddress: owner, mode: 'smart-account' }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.upgradeStatus).toBe('nothing-to-do'))
    expect(result.current.error).toBeNull()
    expect(result.current.accountAddress).toEqual({ '31337': legacy })
  })

  it('NO_UPGRADE_NEEDED from the upgrade endpoint (someone upgraded meanwhile) is nothing to do, not an error', async () => {
    server.on('POST /v1/mee/orchestrator', lookup(true))
    server.on('POST /v1/mee/upgrade', {
      status: 400,
      json: { code: 'NO_UPGRADE_NEEDED', message: 'Already on 2.2.1', errors: [] },
    })
    const { wrapper, wallet } = await setup({ baseUrl: server.url })
    const { result } = renderHook(
      () => useUpgrade({ ownerAddress: owner, mode: 'smart-account' }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.upgradeStatus).toBe('needed'))
    act(() => result.current.upgrade())
    await waitFor(() => expect(server.count('POST /v1/mee/upgrade')).toBe(1))
    await waitFor(() => expect(result.current.upgradeStatus).toBe('nothing-to-do'))
    expect(result.current.error).toBeNull()
    expect(wallet.prompts).toEqual([])
    expect(server.count('POST /v1/execute')).toBe(0)
  })

  it("a failed run is the mutation's error: upgradeAsync rejects with it, status is error", async () => {
    server.on('POST /v1/mee/orchestrator', lookup(true))
    server.on('POST /v1/mee/upgrade', {
      status: 401,
      json: { code: 'UNAUTHORIZED', message: 'Invalid API key', errors: [] },
    })
    const { wrapper, wallet } = await setup({ baseUrl: server.url })
    const { result } = renderHook(
      () => useUpgrade({ ownerAddress: owner, mode: 'smart-account' }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.upgradeStatus).toBe('needed'))
    let thrown: unknown
    await act(() => result.current.upgradeAsync().catch((error: unknown) => (thrown = error)))
    expect(thrown).toBeInstanceOf(Error)
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error).toBe(thrown)
    expect(result.current.upgradeStatus).toBe('error')
    expect(result.current.lookup.error).toBeNull()
    expect(wallet.prompts).toEqual([])
    act(() => result.current.reset())
    await waitFor(() => expect(result.current.upgradeStatus).toBe('needed'))
    expect(result.current.status).toBe('idle')
  })

  it('upgrades: lookup, upgrade quote, one personal signature, execute, receipt (spec: POST /v1/mee/upgrade)', async () => {
    let upgraded = false
    server.on('POST /v1/mee/orchestrator', () => lookup(!upgraded))
    // The owner's 2.1.0 account, as the chain's factory computes it, is the legacy one.
    server.on('POST /rpc/*', rpcNodes({ accounts: { [owner]: [legacy, account] } }))
    // The legacy account upgrades itself, as the devnet writes it: upgradeToAndCall(the trusted
    // 2.2.1 implementation, initializeAccount(the owner set up by the 2.2.1 bootstrap)).
    const suite = devnetNexusContracts['2.2.1']!
    const abi = parseAbi([
      'function upgradeToAndCall(address newImplementation, bytes data)',
      'function initializeAccount(bytes initData)',
    ])
    const upgradeCall: PlainCall = {
      to: legacy,
      value: 0n,
      data: encodeFunctionData({
        abi,
        functionName: 'upgradeToAndCall',
        args: [
          suite.implementation,
          encodeFunctionData({
            abi,
            functionName: 'initializeAccount',
            args: [nexusInitData(owner, suite.bootstrap)],
          }),
        ],
      }),
    }
    const upgradeQuote = {
      ...withOps(makeQuote('simple'), [
        userOpItem(31337, { sender: legacy, calls: [upgradeCall] }),
      ]),
      upgradeDetails: [
        {
          chainId: 31337,
          addressVersion: '2.1.0',
          address: legacy,
          nexusVersion: '2.1.0',
          targetVersion: '2.2.1',
        },
      ],
    }
    server.on('POST /v1/mee/upgrade', { json: upgradeQuote })
    server.on('POST /v1/execute', () => {
      upgraded = true
      return { json: { success: true, supertxHash, error: null } }
    })
    server.on('GET /v1/explorer/*', { json: receiptBody(supertxHash, 'success') })
    const { wrapper, wallet } = await setup({ baseUrl: server.url })
    const { result } = renderHook(
      () => useUpgrade({ ownerAddress: owner, mode: 'smart-account' }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.upgradeStatus).toBe('needed'))
    expect(result.current.chainsNeedingUpgrade).toEqual([31337])
    act(() => result.current.upgrade())
    await waitFor(() => expect(result.current.upgradeStatus).toBe('upgraded'))
    expect(wallet.prompts).toEqual([{ method: 'personal_sign' }])
    // A TanStack mutation result: its status and data are the run's.
    expect(result.current.status).toBe('success')
    expect(result.current.data).toMatchObject({ status: 'upgraded', supertxHash })
    expect(result.current.accountAddress).toEqual({ '31337': legacy })
    expect(result.current.supertxHash).toBe(supertxHash)
    const body = server.requests.find((r) => r.path === '/v1/mee/upgrade')?.body
    expect(body).toMatchObject({ ownerAddress: owner, mode: 'smart-account', chainIds: [31337] })
  })
})
