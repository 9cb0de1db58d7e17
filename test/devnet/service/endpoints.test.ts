// Spec "Endpoints": /v1/instructions/build, /v1/mee/orchestrator, /v1/mee/upgrade,
// /v1/mee/prepare7702 and the eoa-7702 quote (412 until the EOA is delegated), on real chains.
import { type Address, encodeFunctionData, erc20Abi, type Hex, zeroHash } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { signSimplePayload } from '../../../fixtures/harness/sign-simple-payload.js'
import { realNetworkNexusContracts } from '../../../src/core/config/nexus-contracts.js'
import { nexusInitData } from '../../../src/core/protocol/nexus/init-data.js'
import { nexusAccount221Abi } from '../../../src/devnet/artifacts/NexusAccount221.js'
import { nexusAccountFactoryAbi } from '../../../src/devnet/artifacts/NexusAccountFactory.js'
import type { NexusVersion } from '../../../src/devnet/service/quote/nexus/addresses.js'
import { setupDevnet } from '../setup-devnet.js'
import { devAccount, startTestDevnet, waitForFinal } from './fixture.js'

const CHAIN = 31_641
const devnet = setupDevnet(() => startTestDevnet([CHAIN]))
let usdc: Hex
beforeAll(() => {
  usdc = devnet.network.deployments[CHAIN]!.tokens.USDC.address
})
const suite = (version: NexusVersion) => devnet.network.deployments[CHAIN]!.nexus[version]
/**
 * What an eoa-7702 EOA delegates to here: the Nexus 2.1.0 implementation (docs/nexus-encoding.md).
 * CHAIN is not one of the devnet's ids (31337–31346), so it is the real service's 2.1.0 address,
 * where the devnet placed its implementation (docs/devnet.md, "A real chain id").
 */
const delegate7702 = realNetworkNexusContracts['2.1.0']!.implementation
/** What a Nexus account says it runs: MEE 2.1.0 is Nexus 1.2.0, 2.2.1 is Nexus 1.3.1. */
const accountIdOf = (address: Address) =>
  devnet
    .publicClient(CHAIN)
    .readContract({ address, abi: nexusAccount221Abi, functionName: 'accountId' })

describe('POST /v1/instructions/build', () => {
  it('builds a composable call: functionSig without names, a BALANCE input for a runtime balance', async () => {
    const target = devAccount(2).address
    const { instructions } = await devnet.service.buildInstructions({
      to: usdc,
      chainId: CHAIN,
      functionSignature: 'function transfer(address to, uint256 amount)',
      args: [
        devAccount(1).address,
        {
          type: 'runtimeErc20Balance',
          tokenAddress: usdc,
          targetAddress: target,
          constraints: { gte: '5' },
        },
      ],
    })
    expect(instructions).toHaveLength(1)
    const [call] = instructions[0]!.calls
    expect(instructions[0]).toMatchObject({ chainId: CHAIN, isComposable: true })
    expect(call).toMatchObject({
      to: usdc,
      value: '0',
      functionSig: 'transfer(address,uint256)',
      outputParams: [],
    })
    expect(call!.inputParams.map((p) => p.fetcherType)).toEqual([0, 1])
    expect(call!.inputParams[1]!.constraints).toEqual([
      { constraintType: 1, referenceData: `0x${'0'.repeat(63)}5` },
    ])
  })

  it('answers INVALID_CHAIN for an unknown chain', async () => {
    await expect(
      devnet.service.buildInstructions({
        to: usdc,
        chainId: 7,
        functionSignature: 'f()',
        args: [],
      }),
    ).rejects.toMatchObject({
      status: 400,
      body: { code: 'INVALID_CHAIN', errors: [{ path: ['chainId'] }] },
    })
  })
})

describe('POST /v1/mee/orchestrator', () => {
  it('groups the chains under the one 2.2.1 address', async () => {
    const owner = devAccount(3).address
    const expected = await devnet.publicClient(CHAIN).readContract({
      address: suite('2.2.1').factory,
      abi: nexusAccountFactoryAbi,
      functionName: 'computeAccountAddress',
      args: [nexusInitData(owner, suite('2.2.1').bootstrap), zeroHash],
    })
    expect(await devnet.service.orchestrator({ ownerAddress: owner, chains: [CHAIN] })).toEqual([
      { address: expected, chains: [String(CHAIN)] },
    ])
    await expect(
      devnet.service.orchestrator({ ownerAddress: owner, chains: [CHAIN, 12] }),
    ).rejects.toMatchObject({
      body: { code: 'INVALID_CHAIN', errors: [{ path: ['chains', '1'] }] },
    })
  })
})

describe('POST /v1/mee/upgrade', () => {
  it('answers NO_UPGRADE_NEEDED when the owner has no 2.1.0 account', async () => {
    await expect(
      devnet.service.upgrade({
        ownerAddress: devAccount(4).address,
        mode: 'smart-account',
        chainIds: [CHAIN],
        simulate: true,
      }),
    ).rejects.toMatchObject({ status: 400, body: { code: 'NO_UPGRADE_NEEDED' } })
  })

  it('upgrades a deployed 2.1.0 account to 2.2.1 in place through a signed simple quote', async () => {
    const owner = devAccount(5)
    const wallet = devnet.walletFor(CHAIN, owner)
    const deployHash = await wallet.writeContract({
      address: suite('2.1.0').factory,
      abi: nexusAccountFactoryAbi,
      functionName: 'createAccount',
      args: [nexusInitData(owner.address, suite('2.1.0').bootstrap), zeroHash],
    })
    await devnet.publicClient(CHAIN).waitForTransactionReceipt({ hash: deployHash })
    const lookup = (await devnet.service.orchestrator({ ownerAddress: owner.address })) as {
      deployments: {
        addressVersion: string
        address: Hex
        isDeployed: boolean
        isUpgradeNeeded: boolean
      }[]
      upgradedAddresses: Record<string, Hex>
    }
    const legacy = lookup.deployments.find((d) => d.addressVersion === '2.1.0')!
    expect(legacy).toMatchObject({ isDeployed: true, isUpgradeNeeded: true })
    expect(await accountIdOf(legacy.address)).toBe('biconomy.nexus.1.2.0')

    const quote = await devnet.service.upgrade({
      ownerAddress: owner.address,
      mode: 'smart-account',
      chainIds: [CHAIN],
      simulate: true,
    })
    expect(quote.quoteType).toBe('simple')
    expect((quote as { upgradeDetails?: unknown }).upgradeDetails).toEqual([
      {
        chainId: CHAIN,
        addressVersion: '2.1.0',
        address: legacy.address,
        nexusVersion: '2.1.0',
        targetVersion: '2.2.1',
      },
    ])
    const signature = await signSimplePayload(owner, quote.payloadToSign[0]!)
    await devnet.service.execute({
      ...quote,
      payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
    } as never)
    expect((await waitForFinal(devnet, quote.quote.hash as Hex)).status).toBe('success')
    expect(await accountIdOf(legacy.address)).toBe('biconomy.nexus.1.3.1')
    const after = (await devnet.service.orchestrator({
      ownerAddress: owner.address,
    })) as typeof lookup
    expect(after.upgradedAddresses).toEqual({ [String(CHAIN)]: legacy.address })
  })
})

describe('eoa-7702', () => {
  const owner = devAccount(6)
  // A function: usdc is only known once beforeAll ran.
  const flow = () => ({
    type: '/instructions/build' as const,
    data: {
      to: usdc,
      chainId: CHAIN,
      functionSignature: 'transfer(address,uint256)',
      args: [devAccount(9).address, '777'],
    },
  })

  it('answers 412 with the authorization to sign while the EOA is not delegated; prepare7702 agrees', async () => {
    const nonce = await devnet.publicClient(CHAIN).getTransactionCount({ address: owner.address })
    const expected = [{ address: delegate7702, chainId: CHAIN, nonce }]
    await expect(
      devnet.service.quote({
        mode: 'eoa-7702',
        ownerAddress: owner.address,
        composeFlows: [flow()],
      }),
    ).rejects.toMatchObject({ status: 412, body: { authorizations: expected } })
    const instruction = { chainId: CHAIN, calls: [] }
    expect(
      await devnet.service.prepare7702({
        mode: 'eoa-7702',
        ownerAddress: owner.address,
        instructions: [instruction],
      }),
    ).toEqual(expected)
  })

  it('runs a simple quote on the delegated EOA itself once it is delegated', async () => {
    const wallet = devnet.walletFor(CHAIN, owner)
    const authorization = await wallet.signAuthorization({
      contractAddress: delegate7702,
      executor: 'self',
    })
    const delegate = await wallet.sendTransaction({
      authorizationList: [authorization],
      to: owner.address,
      data: '0x',
    })
    await devnet.publicClient(CHAIN).waitForTransactionReceipt({ hash: delegate })
    const before = await devnet.balanceOf(CHAIN, usdc, owner.address)
    const quote = await devnet.service.quote({
      mode: 'eoa-7702',
      ownerAddress: owner.address,
      composeFlows: [flow()],
    })
    expect(quote.quoteType).toBe('simple')
    expect(quote.quote.userOps[0]!.userOp.sender).toBe(owner.address)
    const signature = await signSimplePayload(owner, quote.payloadToSign[0]!)
    await devnet.service.execute({
      ...quote,
      payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
    } as never)
    expect((await waitForFinal(devnet, quote.quote.hash as Hex)).status).toBe('success')
    expect(await devnet.balanceOf(CHAIN, usdc, owner.address)).toBe(before - 777n)
  })
})

// Spec ComposeFlow `/instructions/build-raw`: raw calldata becomes selector + one RAW_BYTES input.
describe('build-raw flows', () => {
  it('quotes raw calldata as one RAW_BYTES input after the selector', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [usdc, 1n] })
    const quote = await devnet.service.quote({
      mode: 'smart-account',
      ownerAddress: devAccount(7).address,
      composeFlows: [{ type: '/instructions/build-raw', data: { to: usdc, chainId: CHAIN, data } }],
    })
    const call = (
      quote as unknown as {
        instructions: { calls: { functionSig: string; inputParams: { paramData: Hex }[] }[] }[]
      }
    ).instructions[0]!.calls[0]!
    expect(call.functionSig).toBe(data.slice(0, 10))
    expect(call.inputParams).toHaveLength(1)
    expect(`0x${data.slice(10)}`).toBe(call.inputParams[0]!.paramData)
  })
})
