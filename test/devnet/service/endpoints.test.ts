// Spec "Endpoints": /v1/instructions/build, /v1/mee/orchestrator, /v1/mee/upgrade,
// /v1/mee/prepare7702 and the eoa-7702 quote (412 until the EOA is delegated), on real chains.
import { encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { orchestratorAccount221Abi } from '../../../src/devnet/artifacts/OrchestratorAccount221.js'
import { orchestratorFactoryAbi } from '../../../src/devnet/artifacts/OrchestratorFactory.js'
import { setupDevnet } from '../setup-devnet.js'
import { devAccount, startTestDevnet, waitForFinal } from './fixture.js'

const CHAIN = 31_641
const devnet = setupDevnet(() => startTestDevnet([CHAIN]))
let usdc: Hex
beforeAll(() => {
  usdc = devnet.network.deployments[CHAIN]!.tokens.USDC.address
})

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
      address: devnet.network.deployments[CHAIN]!.factory,
      abi: orchestratorFactoryAbi,
      functionName: 'getAddress',
      args: [owner, 1],
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
    const factory = devnet.network.deployments[CHAIN]!.factory
    const wallet = devnet.walletFor(CHAIN, owner)
    const deployHash = await wallet.writeContract({
      address: factory,
      abi: orchestratorFactoryAbi,
      functionName: 'createAccount',
      args: [owner.address, 0],
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
    const signature = await owner.signMessage({ message: { raw: quote.quote.hash as Hex } })
    await devnet.service.execute({
      ...quote,
      payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
    } as never)
    expect((await waitForFinal(devnet, quote.quote.hash as Hex)).status).toBe('success')
    const version = await devnet.publicClient(CHAIN).readContract({
      address: legacy.address,
      abi: orchestratorAccount221Abi,
      functionName: 'accountVersion',
    })
    expect(version).toBe('2.2.1')
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
    const implementation221 = devnet.network.deployments[CHAIN]!.implementation221
    const expected = [{ address: implementation221, chainId: CHAIN, nonce }]
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
      contractAddress: devnet.network.deployments[CHAIN]!.implementation221,
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
    const signature = await owner.signMessage({ message: { raw: quote.quote.hash as Hex } })
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
