// devnet-protocol: "A user op" — BALANCE inputs read at execution time, EQ / GTE / LTE constraints,
// ConstraintNotMet decoded in TS (the engine's "wait and retry" signal).
import { type Address, numberToHex, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashUserOp } from '../../../src/core/protocol/hash.js'
import { buildCall, type RuntimeErc20Balance } from '../../../src/core/protocol/inputs.js'
import {
  AccountVersion,
  AuthKind,
  type Call,
  ConstraintType,
  type UserOp,
} from '../../../src/core/protocol/types.js'
import { deployPool } from '../../../src/devnet/deploy/pool.js'
import { buildAuth } from '../../../src/devnet/protocol/auth.js'
import { decodeConstraintNotMet } from '../../../src/devnet/protocol/encode.js'
import { account } from './devChain.js'
import {
  balanceOf,
  createAccount,
  mint,
  type OrchestratorEnv,
  openWindow,
  revertDataOf,
  signSimple,
  startOrchestratorEnv,
  submit,
} from './orchestrator-fixture.js'

const alice = account(0)
const bob = account(1)
const usdc6 = (n: string) => parseUnits(n, 6)

let env: OrchestratorEnv
let usdc: Address
let aliceAccount: Address

beforeAll(async () => {
  env = await startOrchestratorEnv(31_503)
  usdc = env.tokens.USDC.address
  aliceAccount = await createAccount(env, alice.address, AccountVersion.V2_2_1)
})
afterAll(async () => {
  await env?.anvil.stop()
})

let nonce = 0n
async function signedOp(calls: Call[]) {
  const op: UserOp = { nonce: nonce++, ...(await openWindow(env)), calls }
  const quoteHash = hashUserOp({ chainId: env.chain.id, account: aliceAccount, op })
  const signature = await signSimple(alice, quoteHash)
  return {
    account: aliceAccount,
    op,
    auth: buildAuth({ kind: AuthKind.Simple, quoteHash, signature }),
  }
}

const wholeBalance = (constraints: RuntimeErc20Balance['constraints']): RuntimeErc20Balance => ({
  type: 'runtimeErc20Balance',
  tokenAddress: usdc,
  constraints,
})

/** Sends the account's whole USDC balance to bob, if the balance meets the constraints. */
const sweepToBob = (constraints: RuntimeErc20Balance['constraints']) =>
  buildCall({
    to: usdc,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [bob.address, wholeBalance(constraints)],
    defaultTarget: aliceAccount,
  })

describe('runtime ERC-20 balance inputs', () => {
  const cases = [
    { kind: 'eq', type: ConstraintType.Eq, met: '40', unmet: '41' },
    { kind: 'gte', type: ConstraintType.Gte, met: '39', unmet: '40.000001' },
    { kind: 'lte', type: ConstraintType.Lte, met: '40', unmet: '39.999999' },
  ] as const

  for (const { kind, type, met, unmet } of cases) {
    it(`${kind}: runs with the balance read at execution when met, reverts ConstraintNotMet when not`, async () => {
      await mint(env, usdc, aliceAccount, usdc6('40'))
      const failing = await signedOp([sweepToBob({ [kind]: usdc6(unmet).toString() })])
      const unmetError = decodeConstraintNotMet(await revertDataOf(env, failing))
      expect(unmetError).toEqual({
        callIndex: 0n,
        inputIndex: 1n, // input 0 is the raw `to` word, input 1 the balance
        value: usdc6('40'),
        constraintType: type,
        referenceData: numberToHex(usdc6(unmet), { size: 32 }),
      })

      const bobBefore = await balanceOf(env, usdc, bob.address)
      await submit(env, await signedOp([sweepToBob({ [kind]: usdc6(met) })]))
      expect(await balanceOf(env, usdc, bob.address)).toBe(bobBefore + usdc6('40'))
      expect(await balanceOf(env, usdc, aliceAccount)).toBe(0n)
    })
  }

  it('the same signed op that reverted ConstraintNotMet runs once the funds arrive (the engine retries)', async () => {
    const pending = await signedOp([sweepToBob({ gte: usdc6('5') })])
    expect(decodeConstraintNotMet(await revertDataOf(env, pending))?.value).toBe(0n)
    await mint(env, usdc, aliceAccount, usdc6('5')) // e.g. a bridge release landing
    await submit(env, pending)
    expect(await balanceOf(env, usdc, aliceAccount)).toBe(0n)
  })

  it('feeds a balance into the middle of the args: approve + swap the whole balance on the pool', async () => {
    const weth = env.tokens.WETH.address
    const pool = await deployPool(env.clients, {
      tokenA: usdc,
      tokenB: weth,
      amountA: usdc6('300000'),
      amountB: parseUnits('100', 18),
    })
    await mint(env, usdc, aliceAccount, usdc6('300'))
    const balance = wholeBalance({ gte: usdc6('300') })
    const approve = buildCall({
      to: usdc,
      functionSignature: 'approve(address,uint256)',
      args: [pool, balance],
      defaultTarget: aliceAccount,
    })
    const swap = buildCall({
      to: pool,
      functionSignature:
        'function swap(address tokenIn, uint256 amountIn, uint256 minAmountOut, address recipient)',
      args: [usdc, balance, 1n, bob.address],
      defaultTarget: aliceAccount,
    })
    // tokenIn | amountIn (BALANCE) | minAmountOut, recipient
    expect(swap.inputs.map((input) => input.fetcherType)).toEqual([0, 1, 0])
    const wethBefore = await balanceOf(env, weth, bob.address)
    await submit(env, await signedOp([approve, swap]))
    expect(await balanceOf(env, usdc, aliceAccount)).toBe(0n)
    expect(await balanceOf(env, weth, bob.address)).toBeGreaterThan(wethBefore)
  })

  it("reads another address's balance when targetAddress is given", async () => {
    const carol = account(2)
    await mint(env, usdc, aliceAccount, usdc6('100'))
    await mint(env, usdc, carol.address, usdc6('7'))
    const call = buildCall({
      to: usdc,
      functionSignature: 'transfer(address,uint256)',
      args: [carol.address, { ...wholeBalance(undefined), targetAddress: carol.address }],
      defaultTarget: aliceAccount,
    })
    await submit(env, await signedOp([call]))
    // Carol received as much as she held: her balance doubled.
    expect(await balanceOf(env, usdc, carol.address)).toBe(usdc6('14'))
    expect(await balanceOf(env, usdc, aliceAccount)).toBe(usdc6('93'))
  })
})
