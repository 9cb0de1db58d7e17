// devnet-protocol: "A user op", "The quote hash", "Authorization" — SIMPLE and ONCHAIN kinds.
import { type Address, type Hex, parseEventLogs, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashUserOp, merkleProof, merkleRoot, toAbiCalls } from '../../../src/core/protocol/hash.js'
import { buildCall } from '../../../src/core/protocol/inputs.js'
import { AccountVersion, AuthKind, type UserOp } from '../../../src/core/protocol/types.js'
import { buildAuth } from '../../../src/devnet/protocol/auth.js'
import { account } from './devChain.js'
import {
  accountAbi,
  balanceOf,
  createAccount,
  executor,
  mint,
  type OrchestratorEnv,
  openWindow,
  revertOf,
  signSimple,
  startOrchestratorEnv,
  submit,
} from './orchestrator-fixture.js'

const alice = account(0)
const bob = account(1)
const mallory = account(5)
const usdc = (n: string) => parseUnits(n, 6)

let env: OrchestratorEnv
let aliceAccount: Address

beforeAll(async () => {
  env = await startOrchestratorEnv(31_501)
  aliceAccount = await createAccount(env, alice.address, AccountVersion.V2_2_1)
  await mint(env, env.tokens.USDC.address, aliceAccount, usdc('1000'))
})
afterAll(async () => {
  await env?.anvil.stop()
})

let nonce = 0n
/** An op paying `amount` USDC from alice's account to bob, open now. */
async function payBob(amount: bigint, target = aliceAccount): Promise<UserOp> {
  const call = buildCall({
    to: env.tokens.USDC.address,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [bob.address, amount],
    defaultTarget: target,
  })
  return { nonce: nonce++, ...(await openWindow(env)), calls: [call] }
}

const isExecuted = (userOpHash: Hex) =>
  env.publicClient.readContract({
    address: aliceAccount,
    abi: accountAbi,
    functionName: 'isExecuted',
    args: [userOpHash],
  })

/** The op as viem passes it to the account's ABI (uint48 bounds are numbers there). */
const encodeOp = (op: UserOp) => ({
  ...op,
  lowerBoundTimestamp: Number(op.lowerBoundTimestamp),
  upperBoundTimestamp: Number(op.upperBoundTimestamp),
  calls: toAbiCalls(op.calls),
})

async function simpleQuote(op: UserOp, signer = alice) {
  const quoteHash = hashUserOp({ chainId: env.chain.id, account: aliceAccount, op })
  return buildAuth({
    kind: AuthKind.Simple,
    quoteHash,
    signature: await signSimple(signer, quoteHash),
  })
}

describe('executeUserOp with a SIMPLE authorization', () => {
  it("runs the owner's op, and the event's userOpHash equals the TS hashUserOp and the contract's", async () => {
    const op = await payBob(usdc('10'))
    const auth = await simpleQuote(op)
    const before = await balanceOf(env, env.tokens.USDC.address, bob.address)
    const receipt = await submit(env, { account: aliceAccount, op, auth })
    const [event] = parseEventLogs({
      abi: accountAbi,
      logs: receipt.logs,
      eventName: 'UserOpExecuted',
    })
    expect(event?.args).toEqual({ userOpHash: auth.quoteHash, quoteHash: auth.quoteHash })
    expect(await balanceOf(env, env.tokens.USDC.address, bob.address)).toBe(before + usdc('10'))
    const onChain = await env.publicClient.readContract({
      address: aliceAccount,
      abi: accountAbi,
      functionName: 'hashUserOp',
      args: [encodeOp(op)],
    })
    expect(onChain).toBe(auth.quoteHash)
    expect(await isExecuted(auth.quoteHash)).toBe(true)
  })

  it('reverts AlreadyExecuted when the same signed op is submitted again (replay)', async () => {
    const op = await payBob(usdc('1'))
    const auth = await simpleQuote(op)
    await submit(env, { account: aliceAccount, op, auth })
    const error = await revertOf(env, { account: aliceAccount, op, auth })
    expect(error.errorName).toBe('AlreadyExecuted')
    expect(error.args).toEqual([auth.quoteHash])
  })

  it('reverts InvalidSignature when someone other than the owner signed the quote hash', async () => {
    const op = await payBob(usdc('1'))
    const auth = await simpleQuote(op, mallory)
    const error = await revertOf(env, { account: aliceAccount, op, auth })
    expect(error.errorName).toBe('InvalidSignature')
    expect(error.args).toEqual([mallory.address, alice.address])
  })

  it('reverts InvalidProof when a call was changed after signing (recipient swapped)', async () => {
    const op = await payBob(usdc('1'))
    const auth = await simpleQuote(op)
    const tampered = buildCall({
      to: env.tokens.USDC.address,
      functionSignature: 'transfer(address,uint256)',
      args: [mallory.address, usdc('1')],
      defaultTarget: aliceAccount,
    })
    const error = await revertOf(env, {
      account: aliceAccount,
      op: { ...op, calls: [tampered] },
      auth,
    })
    expect(error.errorName).toBe('InvalidProof')
  })

  it('reverts OutsideTimeWindow before the lower bound and after the upper bound', async () => {
    const { timestamp } = await env.publicClient.getBlock()
    for (const window of [
      { lowerBoundTimestamp: timestamp + 3600n, upperBoundTimestamp: timestamp + 7200n },
      { lowerBoundTimestamp: timestamp - 7200n, upperBoundTimestamp: timestamp - 3600n },
    ]) {
      const op = { ...(await payBob(usdc('1'))), ...window }
      const error = await revertOf(env, { account: aliceAccount, op, auth: await simpleQuote(op) })
      expect(error.errorName).toBe('OutsideTimeWindow')
    }
  })

  it('reverts CallFailed(index, reason) when a call fails, and nothing of the op happens', async () => {
    const first = await payBob(usdc('1'))
    const tooMuch = await payBob(usdc('1000000'))
    const op = { ...first, calls: [...first.calls, ...tooMuch.calls] }
    const error = await revertOf(env, { account: aliceAccount, op, auth: await simpleQuote(op) })
    expect(error.errorName).toBe('CallFailed')
    expect(error.args[0]).toBe(1n)
  })
})

describe('a quote of several ops (devnet-protocol: The quote hash)', () => {
  it("executes each of 3 ops, on two of the owner's accounts, with its Merkle proof against one signature", async () => {
    // Alice's 2.1.0 account is a second account of hers (a quote usually spans chains instead).
    const alice210 = await createAccount(env, alice.address, AccountVersion.V2_1_0)
    await mint(env, env.tokens.USDC.address, alice210, usdc('5'))
    const ops = [
      await payBob(usdc('1')),
      await payBob(usdc('2')),
      await payBob(usdc('3'), alice210),
    ]
    const accounts = [aliceAccount, aliceAccount, alice210]
    const leaves = ops.map((op, i) =>
      hashUserOp({ chainId: env.chain.id, account: accounts[i]!, op }),
    )
    const quoteHash = merkleRoot(leaves)
    const signature = await signSimple(alice, quoteHash)
    for (const i of [2, 0, 1]) {
      const auth = buildAuth({
        kind: AuthKind.Simple,
        quoteHash,
        signature,
        proof: merkleProof(leaves, i),
      })
      const receipt = await submit(env, { account: accounts[i]!, op: ops[i]!, auth })
      const [event] = parseEventLogs({
        abi: accountAbi,
        logs: receipt.logs,
        eventName: 'UserOpExecuted',
      })
      expect(event?.args).toEqual({ userOpHash: leaves[i], quoteHash })
    }
    // The same op on another account is another leaf: the proof fails there.
    const auth = buildAuth({
      kind: AuthKind.Simple,
      quoteHash,
      signature,
      proof: merkleProof(leaves, 2),
    })
    const error = await revertOf(env, { account: aliceAccount, op: ops[2]!, auth })
    expect(error.errorName).toBe('InvalidProof')
  })
})

describe('executeUserOp with an ONCHAIN authorization', () => {
  it('is accepted from the executor only (OnlyExecutor from anyone else)', async () => {
    const op = await payBob(usdc('1'))
    const quoteHash: Hex = hashUserOp({ chainId: env.chain.id, account: aliceAccount, op })
    const auth = buildAuth({ kind: AuthKind.Onchain, quoteHash })
    const error = await revertOf(env, { account: aliceAccount, op, auth, from: mallory })
    expect(error.errorName).toBe('OnlyExecutor')
    await submit(env, { account: aliceAccount, op, auth, from: executor })
    expect(await isExecuted(quoteHash)).toBe(true)
  })
})
