// Spec "POST /v1/mee/upgrade" and "POST /v1/mee/orchestrator" (ownerAddress alone), over HTTP:
// a legacy 2.1.0 account made by the devnet's `legacyAccounts` option is found by the lookup,
// upgraded on two chains in one supertransaction keeping its address, then used through
// `accountAddress` in a later quote.
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signSimplePayload } from '../../../fixtures/harness/sign-simple-payload.js'
import { createSupertxClient } from '../../../src/core/client/createSupertxClient.js'
import type { SupertxClient } from '../../../src/core/client/types.js'
import { createApiApp } from '../../../src/devnet/api/create-api-app.js'
import { serveApp } from '../../../src/devnet/api/serve-app.js'
import { nexusAccount221Abi } from '../../../src/devnet/artifacts/NexusAccount221.js'
import { type StartChainsReturnType, startChains } from '../../../src/devnet/chains/start-chains.js'
import {
  type CreateDevnetServiceReturnType,
  createDevnetService,
} from '../../../src/devnet/service/create-devnet-service.js'
import { LEGACY_ACCOUNT_USDC } from '../../../src/devnet/service/legacy-accounts.js'
import { balanceOf, publicClientOf, waitForFinalReceipt } from './chain-reads.js'

const [A, B] = [31_971, 31_972]
const API_KEY = 'legacy-upgrade-key'
let network: StartChainsReturnType
let service: CreateDevnetServiceReturnType
let server: Awaited<ReturnType<typeof serveApp>>
let client: SupertxClient
const owner = () => privateKeyToAccount(network.accounts[5]!.privateKey)

beforeAll(async () => {
  network = await startChains({ chainIds: [A, B] })
  service = createDevnetService(network, {
    legacyAccounts: [privateKeyToAccount(network.accounts[5]!.privateKey).address],
  })
  const app = createApiApp({ apiKey: API_KEY, service })
  server = await serveApp({ fetch: app.fetch })
  client = createSupertxClient({ baseUrl: server.url, apiKey: API_KEY })
}, 60_000)
afterAll(async () => {
  await server?.close()
  await service?.close()
  await network?.stop()
})

type Lookup = {
  deployments: {
    chainId: number
    addressVersion: string
    address: Address
    isDeployed: boolean
    isUpgradeNeeded: boolean
  }[]
  upgradedAddresses: Record<string, Address>
}
const chainOf = (id: number) => network.chains.find((c) => c.id === id)!
const usdc = () => network.deployments[A]!.tokens.USDC.address
const lookup = async (ownerAddress: Address) => {
  // The OpenAPI only knows the `chains` form (an array); the spec leaves this shape open.
  return (await client.orchestrator({ ownerAddress })) as unknown as Lookup
}
const accountIdOn = (chainId: number, address: Address) =>
  publicClientOf(chainOf(chainId)).readContract({
    address,
    abi: nexusAccount221Abi,
    functionName: 'accountId',
  })
const signAndExecute = async (quote: Awaited<ReturnType<SupertxClient['quote']>>) => {
  const signature = await signSimplePayload(owner(), quote.payloadToSign[0]!)
  const { supertxHash } = await client.execute({
    ...quote,
    payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
  })
  return waitForFinalReceipt(client, supertxHash as Hex)
}

describe('legacy 2.1.0 accounts, end to end over HTTP', () => {
  it('lookup → upgrade quote for both chains → sign → execute → 2.2.1 at the same address → use it', async () => {
    const before = await lookup(owner().address)
    const legacy = before.deployments.filter((d) => d.addressVersion === '2.1.0')
    expect(legacy.map((d) => [d.chainId, d.isDeployed, d.isUpgradeNeeded])).toEqual([
      [A, true, true],
      [B, true, true],
    ])
    expect(before.upgradedAddresses).toEqual({})
    const address = legacy[0]!.address
    expect(await balanceOf(chainOf(A), usdc(), address)).toBe(LEGACY_ACCOUNT_USDC)
    // MEE 2.1.0 is Nexus 1.2.0, 2.2.1 is Nexus 1.3.1: the account says which it runs.
    for (const id of [A, B]) expect(await accountIdOn(id, address)).toBe('biconomy.nexus.1.2.0')

    const quote = await client.upgrade({
      ownerAddress: owner().address,
      mode: 'smart-account',
      chainIds: [A, B],
    })
    expect(quote.quoteType).toBe('simple')
    expect(quote.upgradeDetails).toEqual(
      [A, B].map((chainId) => ({
        chainId,
        addressVersion: '2.1.0',
        address,
        nexusVersion: '2.1.0',
        targetVersion: '2.2.1',
      })),
    )
    expect(quote.quote.userOps.map((op) => [op.chainId, op.userOp.sender])).toEqual([
      [A, address],
      [B, address],
    ])
    expect((await signAndExecute(quote)).status).toBe('success')
    for (const id of [A, B]) expect(await accountIdOn(id, address)).toBe('biconomy.nexus.1.3.1')
    const after = await lookup(owner().address)
    expect(after.upgradedAddresses).toEqual({ [String(A)]: address, [String(B)]: address })
    expect(after.deployments.some((d) => d.isUpgradeNeeded)).toBe(false)

    // Spec: after the upgrade the legacy address is passed in `accountAddress`.
    const recipient = network.accounts[9]!.address
    const recipientBefore = await balanceOf(chainOf(A), usdc(), recipient)
    const pay = await client.quote({
      mode: 'smart-account',
      ownerAddress: owner().address,
      accountAddress: { [String(A)]: address },
      composeFlows: [
        {
          type: '/instructions/build',
          data: {
            to: usdc(),
            chainId: A,
            functionSignature: 'function transfer(address to, uint256 amount)',
            args: [recipient, '123000000'],
          },
        },
      ],
    })
    expect(pay.quote.userOps[0]!.userOp.sender).toBe(address)
    expect((await signAndExecute(pay)).status).toBe('success')
    expect(await balanceOf(chainOf(A), usdc(), address)).toBe(LEGACY_ACCOUNT_USDC - 123_000_000n)
    expect(await balanceOf(chainOf(A), usdc(), recipient)).toBe(recipientBefore + 123_000_000n)

    await expect(
      client.upgrade({ ownerAddress: owner().address, mode: 'smart-account', chainIds: [A, B] }),
    ).rejects.toMatchObject({ status: 400, code: 'NO_UPGRADE_NEEDED' })
  })

  it('upgrades in eoa mode too (spec: eoa or smart-account): the orchestrator of a fusion user', async () => {
    // In eoa mode the owner's funds stay in the wallet and an orchestrator account runs the ops:
    // that account is the same Nexus account, so a 2.1.0 one needs the same upgrade.
    const eoaOwner = privateKeyToAccount(network.accounts[7]!.privateKey)
    const created = await service.createLegacyAccount({
      ownerAddress: eoaOwner.address,
      chainIds: [A],
    })
    const quote = await client.upgrade({
      ownerAddress: eoaOwner.address,
      mode: 'eoa',
      chainIds: [A],
    })
    expect(quote.mode).toBe('eoa')
    // Signed as a personal message, not typed data (spec: POST /v1/mee/upgrade).
    expect(quote.quoteType).toBe('simple')
    expect(quote.upgradeDetails).toEqual([
      {
        chainId: A,
        addressVersion: '2.1.0',
        address: created.address,
        nexusVersion: '2.1.0',
        targetVersion: '2.2.1',
      },
    ])
    expect(quote.quote.userOps.map((op) => op.userOp.sender)).toEqual([created.address])
    const signature = await signSimplePayload(eoaOwner, quote.payloadToSign[0]!)
    const { supertxHash } = await client.execute({
      ...quote,
      payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
    })
    expect((await waitForFinalReceipt(client, supertxHash as Hex)).status).toBe('success')
    expect(await accountIdOn(A, created.address)).toBe('biconomy.nexus.1.3.1')
    await expect(
      client.upgrade({ ownerAddress: eoaOwner.address, mode: 'eoa', chainIds: [A] }),
    ).rejects.toMatchObject({ status: 400, code: 'NO_UPGRADE_NEEDED' })
  })

  it('createLegacyAccount (POST /dev/legacy-account) deploys and funds one on the chains asked', async () => {
    const other = network.accounts[6]!.address
    const created = await service.createLegacyAccount({ ownerAddress: other, chainIds: [B] })
    expect(created).toMatchObject({ ownerAddress: other, accountVersion: '2.1.0' })
    expect(created.deployments).toEqual([
      { chainId: B, transactionHash: expect.any(String), usdcFunded: String(LEGACY_ACCOUNT_USDC) },
    ])
    const found = (await lookup(other)).deployments.filter((d) => d.addressVersion === '2.1.0')
    expect(found.map((d) => [d.chainId, d.address, d.isUpgradeNeeded])).toEqual([
      [A, created.address, false],
      [B, created.address, true],
    ])
    // Asking again changes nothing and mints nothing.
    expect(
      (await service.createLegacyAccount({ ownerAddress: other, chainIds: [B] })).deployments,
    ).toEqual([{ chainId: B, usdcFunded: '0' }])
    await expect(
      service.createLegacyAccount({ ownerAddress: other, chainIds: [7] }),
    ).rejects.toMatchObject({
      body: { code: 'INVALID_CHAIN', errors: [{ path: ['chainIds', '0'] }] },
    })
  })

  it('refuses an accountAddress with no account deployed there (400 at accountAddress.<chain>)', async () => {
    await expect(
      client.quote({
        mode: 'smart-account',
        ownerAddress: owner().address,
        accountAddress: { [String(A)]: network.accounts[8]!.address },
        composeFlows: [
          {
            type: '/instructions/build',
            data: { to: usdc(), chainId: A, functionSignature: 'decimals()', args: [] },
          },
        ],
      }),
    ).rejects.toMatchObject({ status: 400, errors: [{ path: ['accountAddress', String(A)] }] })
  })

  it('refuses eoa-7702 upgrades: 400 BAD_REQUEST naming mode', async () => {
    const response = await fetch(`${server.url}/v1/mee/upgrade`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
      body: JSON.stringify({ ownerAddress: owner().address, mode: 'eoa-7702', chainIds: [A] }),
    })
    expect(response.status).toBe(400)
    // Spec Errors table: BAD_REQUEST for an upgrade in eoa-7702 mode.
    const body = (await response.json()) as { code: string; errors: { path: string[] }[] }
    expect(body.code).toBe('BAD_REQUEST')
    expect(body.errors[0]!.path).toEqual(['mode'])
  })

  it('refuses an empty chainIds: 400 VALIDATION_ERROR at chainIds, not NO_UPGRADE_NEEDED', async () => {
    const response = await fetch(`${server.url}/v1/mee/upgrade`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
      body: JSON.stringify({ ownerAddress: owner().address, mode: 'smart-account', chainIds: [] }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(/^chainIds must name at least one chain/),
      errors: [
        {
          code: 'INVALID_VALUE',
          path: ['chainIds'],
          message: expect.stringMatching(/^chainIds must name at least one chain/),
        },
      ],
    })
  })
})
