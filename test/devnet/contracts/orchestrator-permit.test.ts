// devnet-protocol: "Authorization" — PERMIT: one EIP-2612 signature approves the funding token and,
// through deadline = uint256(quoteHash), binds the quote.
import { type Address, hashTypedData, parseSignature, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { permitTypes } from '../../../fixtures/verifiable-quotes.js'
import { hashUserOp } from '../../../src/core/protocol/hash.js'
import { buildCall } from '../../../src/core/protocol/inputs.js'
import { AccountVersion, AuthKind, type UserOp } from '../../../src/core/protocol/types.js'
import { devPermitTokenAbi } from '../../../src/devnet/artifacts/DevPermitToken.js'
import { buildAuth } from '../../../src/devnet/protocol/auth.js'
import { hashPermit, permitDeadline } from '../../../src/devnet/protocol/permit.js'
import { account } from './devChain.js'
import {
  balanceOf,
  createAccount,
  mint,
  type OrchestratorEnv,
  openWindow,
  revertOf,
  startOrchestratorEnv,
  submit,
} from './orchestrator-fixture.js'

const alice = account(0)
const bob = account(1)
const mallory = account(5)
const amount = parseUnits('25', 6)

let env: OrchestratorEnv
let usdc: Address
let aliceAccount: Address

beforeAll(async () => {
  env = await startOrchestratorEnv(31_502)
  usdc = env.tokens.USDC.address
  aliceAccount = await createAccount(env, alice.address, AccountVersion.V2_2_1)
  await mint(env, usdc, alice.address, parseUnits('1000', 6))
})
afterAll(async () => {
  await env?.anvil.stop()
})

const token = () => ({ address: usdc, abi: devPermitTokenAbi }) as const
const domainSeparatorOf = () =>
  env.publicClient.readContract({ ...token(), functionName: 'DOMAIN_SEPARATOR' })
const permitNonceOf = (owner: Address) =>
  env.publicClient.readContract({ ...token(), functionName: 'nonces', args: [owner] })
const allowance = (owner: Address, spender: Address) =>
  env.publicClient.readContract({ ...token(), functionName: 'allowance', args: [owner, spender] })

let nonce = 0n
/** The eoa-mode op: pull `amount` from alice with transferFrom, then pay bob from the account. */
async function pullAndPay(): Promise<UserOp> {
  const call = (functionSignature: string, args: unknown[]) =>
    buildCall({ to: usdc, functionSignature, args, defaultTarget: aliceAccount })
  return {
    nonce: nonce++,
    ...(await openWindow(env)),
    calls: [
      call('function transferFrom(address from, address to, uint256 value)', [
        alice.address,
        aliceAccount,
        amount,
      ]),
      call('function transfer(address to, uint256 value)', [bob.address, amount]),
    ],
  }
}

async function permitQuote(signer = alice) {
  const op = await pullAndPay()
  const quoteHash = hashUserOp({ chainId: env.chain.id, account: aliceAccount, op })
  const permitNonce = await permitNonceOf(alice.address)
  const message = {
    owner: alice.address,
    spender: aliceAccount,
    value: amount,
    nonce: permitNonce,
    deadline: permitDeadline(quoteHash),
  }
  const typedData = {
    domain: { name: 'USD Coin', version: '1', chainId: env.chain.id, verifyingContract: usdc },
    types: permitTypes,
    primaryType: 'Permit',
    message,
  } as const
  const signature = await signer.signTypedData(typedData)
  const domainSeparator = await domainSeparatorOf()
  expect(hashPermit({ domainSeparator, ...message })).toBe(hashTypedData(typedData))
  const auth = buildAuth({
    kind: AuthKind.Permit,
    quoteHash,
    signature,
    permitToken: usdc,
    domainSeparator,
    permitValue: amount,
    permitNonce,
    callPermit: true,
  })
  return { op, auth, message, signature }
}

describe('executeUserOp with a PERMIT authorization', () => {
  it('calls permit, pulls the funds with transferFrom and pays bob, on the owner signature alone', async () => {
    const { op, auth } = await permitQuote()
    const [aliceBefore, bobBefore] = await Promise.all([
      balanceOf(env, usdc, alice.address),
      balanceOf(env, usdc, bob.address),
    ])
    await submit(env, { account: aliceAccount, op, auth })
    expect(await balanceOf(env, usdc, alice.address)).toBe(aliceBefore - amount)
    expect(await balanceOf(env, usdc, bob.address)).toBe(bobBefore + amount)
    expect(await allowance(alice.address, aliceAccount)).toBe(0n)
  })

  it('tolerates a permit someone front-ran with the same signature', async () => {
    const { op, auth, message, signature } = await permitQuote()
    const { r, s, v } = parseSignature(signature)
    const hash = await env.walletFor(mallory).writeContract({
      address: usdc,
      abi: devPermitTokenAbi,
      functionName: 'permit',
      args: [message.owner, message.spender, message.value, message.deadline, Number(v), r, s],
    })
    await env.publicClient.waitForTransactionReceipt({ hash })
    const bobBefore = await balanceOf(env, usdc, bob.address)
    await submit(env, { account: aliceAccount, op, auth })
    expect(await balanceOf(env, usdc, bob.address)).toBe(bobBefore + amount)
  })

  it('reverts InvalidSignature when the permit was signed by someone else', async () => {
    const { op, auth } = await permitQuote(mallory)
    const error = await revertOf(env, { account: aliceAccount, op, auth })
    expect(error.errorName).toBe('InvalidSignature')
    expect(error.args).toEqual([mallory.address, alice.address])
  })

  it('reverts InvalidSignature when the permit value differs from what was signed', async () => {
    const { op, auth } = await permitQuote()
    const error = await revertOf(env, {
      account: aliceAccount,
      op,
      auth: { ...auth, permitValue: auth.permitValue + 1n },
    })
    expect(error.errorName).toBe('InvalidSignature')
  })
})
