// The devnet's Nexus account factories: the counterfactual address per owner and MEE version
// (`computeAccountAddress(initData, salt)`, where the kit's account check reads it), deployment at
// that address, idempotent `createAccount`, and an account initialized once, never on the
// implementation itself.
import { type Address, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nexusAccount221Abi } from '../../../../src/devnet/artifacts/NexusAccount221.js'
import { nexusAccountFactoryAbi } from '../../../../src/devnet/artifacts/NexusAccountFactory.js'
import { writeAndWait } from '../../../../src/devnet/deploy/clients.js'
import { account, expectRevert } from '../devChain.js'
import {
  accountAddress,
  initData,
  type MeeVersion,
  type NexusEnv,
  startNexusEnv,
} from './nexus-fixture.js'

const alice = account(0)
const bob = account(1)
const mallory = account(5)
const salt = toHex(0, { size: 32 })

let env: NexusEnv
beforeAll(async () => {
  env = await startNexusEnv(31_604)
})
afterAll(async () => {
  await env?.anvil.stop()
})

/** Sends `createAccount(initData(owner), 0)` to the version's factory; returns the AccountCreated logs. */
async function createAccount(version: MeeVersion, owner: Address) {
  const suite = env.nexus[version]
  const hash = await writeAndWait(env.clients, {
    address: suite.factory,
    abi: nexusAccountFactoryAbi,
    functionName: 'createAccount',
    args: [initData(suite, owner), salt],
  })
  const receipt = await env.publicClient.getTransactionReceipt({ hash })
  return receipt.logs.filter((log) => log.address.toLowerCase() === suite.factory.toLowerCase())
}

describe('NexusAccountFactory', () => {
  it('computes one address per owner and version, and deploys there, once', async () => {
    const alice210 = await accountAddress(env, env.nexus['2.1.0'], alice.address)
    const alice221 = await accountAddress(env, env.nexus['2.2.1'], alice.address)
    const bob221 = await accountAddress(env, env.nexus['2.2.1'], bob.address)
    expect(new Set([alice210, alice221, bob221]).size).toBe(3)
    for (const [version, address, id] of [
      ['2.1.0', alice210, 'biconomy.nexus.1.2.0'],
      ['2.2.1', alice221, 'biconomy.nexus.1.3.1'],
    ] as const) {
      expect(await env.publicClient.getCode({ address })).toBeUndefined()
      expect(await createAccount(version, alice.address)).toHaveLength(1)
      expect(
        await env.publicClient.readContract({
          address,
          abi: nexusAccount221Abi,
          functionName: 'accountId',
        }),
      ).toBe(id)
      // A second createAccount returns the account that is there: no event, nothing deployed.
      expect(await createAccount(version, alice.address)).toHaveLength(0)
      expect(await accountAddress(env, env.nexus[version], alice.address)).toBe(address)
    }
  })

  it('refuses a second initializeAccount, and initializeAccount on the implementation', async () => {
    const wallet = await accountAddress(env, env.nexus['2.2.1'], alice.address)
    const takeOver = (address: Address) =>
      env.publicClient.simulateContract({
        account: mallory,
        address,
        abi: nexusAccount221Abi,
        functionName: 'initializeAccount',
        args: [initData(env.nexus['2.2.1'], mallory.address)],
      })
    await expectRevert(takeOver(wallet), 'AccountAlreadyInitialized')
    await expectRevert(takeOver(env.nexus['2.2.1'].implementation), 'NotAProxy')
  })
})
