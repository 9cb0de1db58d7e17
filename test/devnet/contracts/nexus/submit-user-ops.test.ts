// submitUserOps (src/devnet/protocol/handle-ops.ts): a chain's ready user ops, of several accounts,
// in one handleOps transaction, each op's outcome read back from the EntryPoint's events.
import { BaseError, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SignedUserOp, submitUserOps } from '../../../../src/devnet/protocol/handle-ops.js'
import { account } from '../devChain.js'
import {
  accountAddress,
  balanceOf,
  bundler,
  executeSingle,
  initCodeFor,
  mint,
  type NexusEnv,
  nextNonce,
  openWindow,
  type QuoteItem,
  quoteOf,
  simpleSignature,
  startNexusEnv,
  transferData,
  userOp,
} from './nexus-fixture.js'

const alice = account(2)
const carol = account(3)
const bob = account(1)
const usdc6 = (n: string) => parseUnits(n, 6)

let env: NexusEnv

beforeAll(async () => {
  env = await startNexusEnv(31_604)
})
afterAll(async () => {
  await env?.anvil.stop()
})

/** One owner's quote of one op, deploying the owner's 2.1.0 account, signed by `signer`. */
async function quoteOfOne(
  owner = alice,
  amount = usdc6('1'),
  signer = owner,
): Promise<SignedUserOp> {
  const suite = env.nexus['2.1.0']
  const sender = await accountAddress(env, suite, owner.address)
  const { lower, upper } = await openWindow(env)
  const item: QuoteItem = {
    op: userOp({
      sender,
      nonce: await nextNonce(env, sender),
      initCode: (await env.publicClient.getCode({ address: sender }))
        ? '0x'
        : initCodeFor(suite, owner.address),
      callData: executeSingle(env.tokens.USDC.address, 0n, transferData(bob.address, amount)),
    }),
    lower,
    upper,
  }
  const { legacy } = quoteOf([item], env.chain.id)
  const sig = await signer.signMessage({ message: { raw: legacy.root } })
  return { ...item.op, signature: simpleSignature(legacy.root, item, legacy.proofs[0]!, sig) }
}

describe('submitUserOps', () => {
  it("sends several accounts' ops in one transaction and reports each", async () => {
    const usdc = env.tokens.USDC.address
    for (const owner of [alice, carol])
      await mint(
        env,
        usdc,
        await accountAddress(env, env.nexus['2.1.0'], owner.address),
        usdc6('5'),
      )
    // Carol's op asks for more than her account holds: its call fails, the others' do not.
    const ops = [await quoteOfOne(alice), await quoteOfOne(carol, usdc6('9'))]
    const bobBefore = await balanceOf(env, usdc, bob.address)
    const { receipt, outcomes } = await submitUserOps({
      publicClient: env.publicClient,
      walletClient: env.walletFor(bundler),
      ops,
    })
    expect(receipt.status).toBe('success')
    expect(outcomes.map((o) => [o.sender, o.nonce, o.success])).toEqual([
      [ops[0]!.sender, ops[0]!.nonce, true],
      [ops[1]!.sender, ops[1]!.nonce, false],
    ])
    expect(outcomes[1]!.revertReason).toBeDefined()
    expect(await balanceOf(env, usdc, bob.address)).toBe(bobBefore + usdc6('1'))
  })

  it('throws with FailedOp when an op does not validate; nothing is sent', async () => {
    const honest = await quoteOfOne(alice)
    const forged = await quoteOfOne(carol, usdc6('1'), alice)
    const blockBefore = await env.publicClient.getBlockNumber()
    const error = await submitUserOps({
      publicClient: env.publicClient,
      walletClient: env.walletFor(bundler),
      ops: [honest, forged],
    }).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(BaseError)
    expect((error as BaseError).message).toContain('FailedOp')
    expect((error as BaseError).message).toContain('AA24 signature error')
    expect(await env.publicClient.getBlockNumber()).toBe(blockBefore)
  })

  it('refuses an empty bundle', async () => {
    await expect(
      submitUserOps({
        publicClient: env.publicClient,
        walletClient: env.walletFor(bundler),
        ops: [],
      }),
    ).rejects.toThrow('at least one user op')
  })
})
