// devnet-protocol: "Contracts" (EIP-7702) and DESIGN "eoa-7702": the EOA delegates to the 2.2.1
// implementation; the node calls the EOA itself with the owner's SIMPLE signature.
import { type Address, concat, parseUnits, type TransactionReceipt } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashUserOp } from '../../../src/core/protocol/hash.js'
import { buildCall } from '../../../src/core/protocol/inputs.js'
import { AuthKind, type UserOp } from '../../../src/core/protocol/types.js'
import { buildAuth } from '../../../src/devnet/protocol/auth.js'
import { account, expectRevert } from './devChain.js'
import {
  accountAbi,
  balanceOf,
  executor,
  mint,
  type OrchestratorEnv,
  openWindow,
  revertOf,
  signSimple,
  startOrchestratorEnv,
  submit,
} from './orchestrator-fixture.js'

const eoa = account(4)
const bob = account(1)
const mallory = account(5)
const usdc6 = (n: string) => parseUnits(n, 6)

let env: OrchestratorEnv
let usdc: Address
let delegation: TransactionReceipt

beforeAll(async () => {
  env = await startOrchestratorEnv(31_505)
  usdc = env.tokens.USDC.address
  await mint(env, usdc, eoa.address, usdc6('100'))
  // The EOA signs; the executor sends, so the authorization carries the EOA's current nonce.
  const authorization = await env
    .walletFor(eoa)
    .signAuthorization({ contractAddress: env.orchestrator.implementation221 })
  const hash = await env.walletFor(executor).sendTransaction({
    authorizationList: [authorization],
    to: eoa.address,
  })
  delegation = await env.publicClient.waitForTransactionReceipt({ hash })
})
afterAll(async () => {
  await env?.anvil.stop()
})

async function payBob(amount: bigint): Promise<UserOp> {
  const call = buildCall({
    to: usdc,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [bob.address, amount],
    defaultTarget: eoa.address,
  })
  return { nonce: 0n, ...(await openWindow(env)), calls: [call] }
}

describe('EIP-7702 delegation to OrchestratorAccount221', () => {
  it('the executor installs the EOA-signed authorization with a type-4 transaction', async () => {
    const implementation = env.orchestrator.implementation221
    const receipt = delegation
    expect(receipt.status).toBe('success')
    expect(receipt.type).toBe('eip7702')
    expect(await env.publicClient.getCode({ address: eoa.address })).toBe(
      concat(['0xef0100', implementation]).toLowerCase(),
    )
    const read = <const name extends 'owner' | 'accountVersion'>(functionName: name) =>
      env.publicClient.readContract({ address: eoa.address, abi: accountAbi, functionName })
    expect(await read('owner')).toBe(eoa.address)
    expect(await read('accountVersion')).toBe('2.2.1')
  })

  it('nobody can claim the delegated EOA with initialize (DelegatedAccount)', async () => {
    await expectRevert(
      env.publicClient.simulateContract({
        account: mallory,
        address: eoa.address,
        abi: accountAbi,
        functionName: 'initialize',
        args: [mallory.address],
      }),
      'DelegatedAccount',
    )
  })

  it("executes an op on the EOA with the EOA's SIMPLE signature, and not with another's", async () => {
    const op = await payBob(usdc6('30'))
    const quoteHash = hashUserOp({ chainId: env.chain.id, account: eoa.address, op })
    const forged = buildAuth({
      kind: AuthKind.Simple,
      quoteHash,
      signature: await signSimple(mallory, quoteHash),
    })
    const error = await revertOf(env, { account: eoa.address, op, auth: forged })
    expect(error.errorName).toBe('InvalidSignature')
    expect(error.args).toEqual([mallory.address, eoa.address])

    const auth = buildAuth({
      kind: AuthKind.Simple,
      quoteHash,
      signature: await signSimple(eoa, quoteHash),
    })
    const bobBefore = await balanceOf(env, usdc, bob.address)
    await submit(env, { account: eoa.address, op, auth })
    expect(await balanceOf(env, usdc, eoa.address)).toBe(usdc6('70'))
    expect(await balanceOf(env, usdc, bob.address)).toBe(bobBefore + usdc6('30'))
    expect((await revertOf(env, { account: eoa.address, op, auth })).errorName).toBe(
      'AlreadyExecuted',
    )
  })
})
