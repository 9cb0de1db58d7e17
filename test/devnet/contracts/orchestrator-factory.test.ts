// devnet-protocol: "Contracts" — the factory's deterministic addresses per version, the account's
// owner and initialisation, and the 2.1.0 -> 2.2.1 upgrade through a SIMPLE op.
import {
  type Address,
  getAddress,
  getContractAddress,
  parseEventLogs,
  parseUnits,
  slice,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashUserOp, toAbiCalls } from '../../../src/core/protocol/hash.js'
import { buildCall } from '../../../src/core/protocol/inputs.js'
import { AccountVersion, AuthKind, type Call } from '../../../src/core/protocol/types.js'
import { orchestratorFactoryAbi } from '../../../src/devnet/artifacts/OrchestratorFactory.js'
import { deployOrchestrator } from '../../../src/devnet/deploy/orchestrator.js'
import { buildAuth } from '../../../src/devnet/protocol/auth.js'
import { account, deployer, expectRevert } from './devChain.js'
import {
  accountAbi,
  balanceOf,
  createAccount,
  executor,
  mint,
  type OrchestratorEnv,
  openWindow,
  signSimple,
  startOrchestratorEnv,
  submit,
} from './orchestrator-fixture.js'

const alice = account(0)
const bob = account(1)
const mallory = account(5)
// ERC-1967: bytes32(uint256(keccak256('eip1967.proxy.implementation')) - 1)
const implementationSlot = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc'

let env: OrchestratorEnv
beforeAll(async () => {
  env = await startOrchestratorEnv(31_504)
})
afterAll(async () => {
  await env?.anvil.stop()
})

const factoryRead = (owner: Address, version: number) =>
  env.publicClient.readContract({
    address: env.orchestrator.factory,
    abi: orchestratorFactoryAbi,
    functionName: 'getAddress',
    args: [owner, version],
  })
const accountRead = <const name extends 'owner' | 'accountVersion'>(
  address: Address,
  functionName: name,
) => env.publicClient.readContract({ address, abi: accountAbi, functionName })
const implementationOf = async (address: Address) =>
  getAddress(
    slice((await env.publicClient.getStorageAt({ address, slot: implementationSlot }))!, 12),
  )

describe('deployOrchestrator', () => {
  it('deploys 2.1.0, 2.2.1 and the factory from three consecutive deployer nonces', async () => {
    const nonce = await env.publicClient.getTransactionCount({ address: deployer.address })
    const again = await deployOrchestrator(env.clients, { executor: executor.address })
    expect(Object.values(again)).toEqual(
      [0, 1, 2].map((i) =>
        getContractAddress({ from: deployer.address, nonce: BigInt(nonce + i) }),
      ),
    )
    expect(await accountRead(again.implementation210, 'accountVersion')).toBe('2.1.0')
    expect(await accountRead(again.implementation221, 'accountVersion')).toBe('2.2.1')
  })
})

describe('OrchestratorFactory', () => {
  it('deploys at the predicted address, per owner and version, idempotently', async () => {
    const predicted210 = await factoryRead(alice.address, AccountVersion.V2_1_0)
    const predicted221 = await factoryRead(alice.address, AccountVersion.V2_2_1)
    expect(predicted210).not.toBe(predicted221)
    expect(await factoryRead(bob.address, AccountVersion.V2_1_0)).not.toBe(predicted210)
    expect(await env.publicClient.getCode({ address: predicted210 })).toBeUndefined()

    const hash = await env.clients.walletClient.writeContract({
      address: env.orchestrator.factory,
      abi: orchestratorFactoryAbi,
      functionName: 'createAccount',
      args: [alice.address, AccountVersion.V2_1_0],
    })
    const receipt = await env.publicClient.waitForTransactionReceipt({ hash })
    const [created] = parseEventLogs({
      abi: orchestratorFactoryAbi,
      logs: receipt.logs,
      eventName: 'AccountCreated',
    })
    expect(created?.args).toEqual({ account: predicted210, owner: alice.address, version: 0 })
    expect(await createAccount(env, alice.address, AccountVersion.V2_1_0)).toBe(predicted210)
    expect(await createAccount(env, alice.address, AccountVersion.V2_2_1)).toBe(predicted221)
    expect(await accountRead(predicted210, 'owner')).toBe(alice.address)
    expect(await accountRead(predicted210, 'accountVersion')).toBe('2.1.0')
    expect(await accountRead(predicted221, 'accountVersion')).toBe('2.2.1')
  })

  it('rejects an unknown version, a second initialize and initialize on an implementation', async () => {
    await expectRevert(factoryRead(alice.address, 2), 'UnsupportedVersion', [2])
    const proxy = await createAccount(env, alice.address, AccountVersion.V2_2_1)
    for (const address of [proxy, env.orchestrator.implementation221]) {
      await expectRevert(
        env.publicClient.simulateContract({
          account: mallory,
          address,
          abi: accountAbi,
          functionName: 'initialize',
          args: [mallory.address],
        }),
        'InvalidInitialization',
      )
    }
  })
})

describe('the account outside user ops', () => {
  it('lets the owner run calls with executeDirect, nobody else; upgrades only from itself', async () => {
    const proxy = await createAccount(env, alice.address, AccountVersion.V2_1_0)
    await mint(env, env.tokens.USDC.address, proxy, 5n)
    const call = buildCall({
      to: env.tokens.USDC.address,
      functionSignature: 'transfer(address,uint256)',
      args: [bob.address, 5n],
      defaultTarget: proxy,
    })
    const direct = (from: typeof alice) =>
      env.publicClient.simulateContract({
        account: from,
        address: proxy,
        abi: accountAbi,
        functionName: 'executeDirect',
        args: [toAbiCalls([call])],
      })
    await expectRevert(direct(mallory), 'OnlyOwner', [mallory.address])
    await direct(alice)
    await expectRevert(
      env.publicClient.simulateContract({
        account: alice,
        address: proxy,
        abi: accountAbi,
        functionName: 'upgradeToAndCall',
        args: [env.orchestrator.implementation221, '0x'],
      }),
      'OnlySelf',
      [alice.address],
    )
  })
})

describe('upgrade 2.1.0 -> 2.2.1 (quote with upgradeDetails)', () => {
  it('keeps the address, owner, balances and used op hashes; accountVersion changes', async () => {
    const owner = account(3)
    const proxy = await createAccount(env, owner.address, AccountVersion.V2_1_0)
    await mint(env, env.tokens.USDC.address, proxy, parseUnits('50', 6))
    const run = async (calls: Call[], nonce: bigint) => {
      const op = { nonce, ...(await openWindow(env)), calls }
      const quoteHash = hashUserOp({ chainId: env.chain.id, account: proxy, op })
      const signature = await signSimple(owner, quoteHash)
      await submit(env, {
        account: proxy,
        op,
        auth: buildAuth({ kind: AuthKind.Simple, quoteHash, signature }),
      })
      return quoteHash
    }
    const pay = buildCall({
      to: env.tokens.USDC.address,
      functionSignature: 'transfer(address,uint256)',
      args: [bob.address, parseUnits('10', 6)],
      defaultTarget: proxy,
    })
    const usedBefore = await run([pay], 0n)
    expect(await implementationOf(proxy)).toBe(env.orchestrator.implementation210)

    const upgrade = buildCall({
      to: proxy,
      functionSignature: 'function upgradeToAndCall(address newImplementation, bytes data)',
      args: [env.orchestrator.implementation221, '0x'],
      defaultTarget: proxy,
    })
    await run([upgrade], 1n)

    expect(await implementationOf(proxy)).toBe(env.orchestrator.implementation221)
    expect(await accountRead(proxy, 'accountVersion')).toBe('2.2.1')
    expect(await accountRead(proxy, 'owner')).toBe(owner.address)
    expect(await balanceOf(env, env.tokens.USDC.address, proxy)).toBe(parseUnits('40', 6))
    expect(
      await env.publicClient.readContract({
        address: proxy,
        abi: accountAbi,
        functionName: 'isExecuted',
        args: [usedBefore],
      }),
    ).toBe(true)
    // The upgraded account still executes its owner's ops.
    await run([pay], 2n)
    expect(await balanceOf(env, env.tokens.USDC.address, proxy)).toBe(parseUnits('30', 6))
  })
})
