// The devnet's Nexus accounts behind the real EntryPoint v0.7 (docs/nexus-encoding.md, "The
// devnet's Nexus contracts"): accounts deployed through initCode, ERC-7579 execute in single and
// batch mode, several ops of a quote in one handleOps, and the modes and selectors they refuse.
import {
  type Address,
  BaseError,
  encodePacked,
  type Hex,
  parseUnits,
  toEventSelector,
  toFunctionSelector,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ENTRY_POINT_V07,
  ExecutionMode,
  readNexusCallData,
} from '../../../../src/core/protocol/nexus/index.js'
import { nexusAccount210Abi } from '../../../../src/devnet/artifacts/NexusAccount210.js'
import { account, expectRevert } from '../devChain.js'
import {
  accountAddress,
  balanceOf,
  executeBatch,
  executeSingle,
  handleOps,
  handleOpsRevert,
  initCodeFor,
  mint,
  type NexusEnv,
  nextNonce,
  openWindow,
  packOp,
  type QuoteItem,
  quoteOf,
  simpleSignature,
  startNexusEnv,
  transferData,
  userOp,
} from './nexus-fixture.js'

const owner = account(2)
const bob = account(1)
const mallory = account(5)
const usdc6 = (n: string) => parseUnits(n, 6)

let env: NexusEnv
let usdc: Address
let wallet: Address

beforeAll(async () => {
  env = await startNexusEnv(31_601)
  usdc = env.tokens.USDC.address
  wallet = await accountAddress(env, env.nexus['2.1.0'], owner.address)
  await mint(env, usdc, wallet, usdc6('100'))
})
afterAll(async () => {
  await env?.anvil.stop()
})

/** Signs `items` as one legacy simple quote (personal_sign of the sorted root) and packs each op. */
async function signLegacyQuote(items: QuoteItem[], signer = owner) {
  const { legacy } = quoteOf(items, env.chain.id)
  const sig = await signer.signMessage({ message: { raw: legacy.root } })
  return items.map((item, i) =>
    packOp(item.op, simpleSignature(legacy.root, item, legacy.proofs[i]!, sig)),
  )
}

function revertText(error: unknown): string {
  return error instanceof BaseError ? error.message : String(error)
}

describe('the EntryPoint v0.7 at its canonical address', () => {
  it('holds the compiled EntryPoint code', async () => {
    const code = await env.publicClient.getCode({ address: ENTRY_POINT_V07 })
    expect(env.nexus.entryPoint).toBe(ENTRY_POINT_V07)
    expect(code && code.length > 10_000).toBe(true)
  })
})

describe('a 2.1.0 account', () => {
  it('is deployed by its initCode and runs two ops of one quote in one handleOps', async () => {
    const { lower, upper } = await openWindow(env)
    expect(await env.publicClient.getCode({ address: wallet })).toBeUndefined()
    const nonce = await nextNonce(env, wallet)
    const first: QuoteItem = {
      op: userOp({
        sender: wallet,
        nonce,
        initCode: initCodeFor(env.nexus['2.1.0'], owner.address),
        callData: executeSingle(usdc, 0n, transferData(bob.address, usdc6('1'))),
      }),
      lower,
      upper,
    }
    const second: QuoteItem = {
      op: userOp({
        sender: wallet,
        nonce: nonce + 1n,
        callData: executeBatch([
          { target: usdc, value: 0n, callData: transferData(bob.address, usdc6('2')) },
          { target: usdc, value: 0n, callData: transferData(mallory.address, usdc6('3')) },
        ]),
      }),
      lower,
      upper,
    }
    // What the kit's reader makes of them: the real encoding.
    const readFirst = readNexusCallData(first.op.callData)
    const readSecond = readNexusCallData(second.op.callData)
    expect(readFirst.ok && readFirst.encoding).toBe('execute-single')
    expect(readSecond.ok && readSecond.encoding).toBe('execute-batch')
    const bobBefore = await balanceOf(env, usdc, bob.address)
    const { receipt, outcomes } = await handleOps(env, await signLegacyQuote([first, second]))
    expect(receipt.status).toBe('success')
    expect(outcomes.map((o) => o.success)).toEqual([true, true])
    expect(await balanceOf(env, usdc, bob.address)).toBe(bobBefore + usdc6('3'))
    expect(await balanceOf(env, usdc, mallory.address)).toBe(usdc6('3'))
    expect(await balanceOf(env, usdc, wallet)).toBe(usdc6('94'))
    const accountId = await env.publicClient.readContract({
      address: wallet,
      abi: nexusAccount210Abi,
      functionName: 'accountId',
    })
    expect(accountId).toBe('biconomy.nexus.1.2.0')
  })

  it('refuses a wrong proof, a wrong signer and bounds that passed: handleOps reverts', async () => {
    const { lower, upper } = await openWindow(env)
    const nonce = await nextNonce(env, wallet)
    const pay = (n: bigint, bounds = { lower, upper }): QuoteItem => ({
      op: userOp({
        sender: wallet,
        nonce: n,
        callData: executeSingle(usdc, 0n, transferData(mallory.address, usdc6('1'))),
      }),
      ...bounds,
    })
    const items = [pay(nonce), pay(nonce + 1n)]
    const { legacy } = quoteOf(items, env.chain.id)
    const sig = await owner.signMessage({ message: { raw: legacy.root } })
    // Op 0 with op 1's proof.
    const wrongProof = packOp(
      items[0]!.op,
      simpleSignature(legacy.root, items[0]!, legacy.proofs[1]!, sig),
    )
    expect(revertText(await handleOpsRevert(env, [wrongProof]))).toContain('AA24 signature error')
    // The right proof, signed by someone else.
    const malloryOps = await signLegacyQuote(items, mallory)
    expect(revertText(await handleOpsRevert(env, [malloryOps[0]!]))).toContain(
      'AA24 signature error',
    )
    // A quote whose window closed a minute ago.
    const expired = [pay(nonce, { lower: lower - 600n, upper: lower })]
    const expiredOps = await signLegacyQuote(expired)
    expect(revertText(await handleOpsRevert(env, expiredOps))).toContain('AA22 expired or not due')
    // Not yet open.
    const early = [pay(nonce, { lower: upper, upper: upper + 600n })]
    expect(revertText(await handleOpsRevert(env, await signLegacyQuote(early)))).toContain(
      'AA22 expired or not due',
    )
    // The honest quote still goes through.
    const { outcomes } = await handleOps(env, await signLegacyQuote(items))
    expect(outcomes.map((o) => o.success)).toEqual([true, true])
  })

  it('refuses the same signed op twice: the EntryPoint spent its nonce (AA25)', async () => {
    const { lower, upper } = await openWindow(env)
    const item: QuoteItem = {
      op: userOp({
        sender: wallet,
        nonce: await nextNonce(env, wallet),
        callData: executeSingle(usdc, 0n, transferData(bob.address, usdc6('1'))),
      }),
      lower,
      upper,
    }
    const signed = await signLegacyQuote([item])
    const { outcomes } = await handleOps(env, signed)
    expect(outcomes.map((o) => o.success)).toEqual([true])
    const bobAfter = await balanceOf(env, usdc, bob.address)
    expect(revertText(await handleOpsRevert(env, signed))).toContain('AA25 invalid account nonce')
    expect(await balanceOf(env, usdc, bob.address)).toBe(bobAfter)
  })

  it('refuses an op whose call was changed after signing (recipient swapped): AA24', async () => {
    const { lower, upper } = await openWindow(env)
    const item: QuoteItem = {
      op: userOp({
        sender: wallet,
        nonce: await nextNonce(env, wallet),
        callData: executeSingle(usdc, 0n, transferData(bob.address, usdc6('1'))),
      }),
      lower,
      upper,
    }
    const [signed] = await signLegacyQuote([item])
    const swapped = packOp(
      { ...item.op, callData: executeSingle(usdc, 0n, transferData(mallory.address, usdc6('1'))) },
      signed!.signature,
    )
    expect(revertText(await handleOpsRevert(env, [swapped]))).toContain('AA24 signature error')
    const { outcomes } = await handleOps(env, [signed!])
    expect(outcomes.map((o) => o.success)).toEqual([true])
  })

  it('undoes the whole op when a call of a batch fails (exec type 0x00)', async () => {
    const { lower, upper } = await openWindow(env)
    const held = await balanceOf(env, usdc, wallet)
    const batch = executeBatch([
      { target: usdc, value: 0n, callData: transferData(mallory.address, usdc6('1')) },
      { target: usdc, value: 0n, callData: transferData(mallory.address, held + 1n) },
    ])
    const before = await balanceOf(env, usdc, mallory.address)
    const item: QuoteItem = {
      op: userOp({ sender: wallet, nonce: await nextNonce(env, wallet), callData: batch }),
      lower,
      upper,
    }
    const { receipt, outcomes } = await handleOps(env, await signLegacyQuote([item]))
    expect(receipt.status).toBe('success')
    expect(outcomes.map((o) => o.success)).toEqual([false])
    expect(await balanceOf(env, usdc, mallory.address)).toBe(before)
    expect(await balanceOf(env, usdc, wallet)).toBe(held)
  })

  it('runs no unknown mode or selector: the op fails, nothing moves', async () => {
    const { lower, upper } = await openWindow(env)
    const nonce = await nextNonce(env, wallet)
    const data = transferData(mallory.address, usdc6('1'))
    const modes: Hex[] = [
      `0xfe${'00'.repeat(31)}`, // static call
      `0xff${'00'.repeat(31)}`, // delegatecall
      `0x0002${'00'.repeat(30)}`, // an exec type Nexus does not have
      `0x000000000000ffffffff${'00'.repeat(22)}`, // a mode selector
    ]
    const callDatas: Hex[] = [
      ...modes.map((mode) => executeSingle(usdc, 0n, data, mode)),
      // executeUserOp (Nexus's ERC-4337 hook, not what MEE sends) and a made-up selector.
      toFunctionSelector(
        'executeUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes),bytes32)',
      ),
      `0xdeadbeef${'00'.repeat(32)}`,
    ]
    const items: QuoteItem[] = callDatas.map((callData, i) => ({
      op: userOp({ sender: wallet, nonce: nonce + BigInt(i), callData }),
      lower,
      upper,
    }))
    const before = await balanceOf(env, usdc, mallory.address)
    const { receipt, outcomes } = await handleOps(env, await signLegacyQuote(items))
    expect(receipt.status).toBe('success')
    expect(outcomes.map((o) => o.success)).toEqual(items.map(() => false))
    expect(await balanceOf(env, usdc, mallory.address)).toBe(before)
    // The mode errors name the mode; the unknown selectors revert without data (no fallback), and
    // the EntryPoint only logs a revert reason that has bytes.
    for (const [i, mode] of modes.entries()) {
      expect(outcomes[i]!.revertReason).toBe(
        `${toFunctionSelector('error UnsupportedExecutionMode(bytes32)')}${mode.slice(2)}`,
      )
    }
    expect(outcomes[4]!.revertReason).toBeUndefined()
    expect(outcomes[5]!.revertReason).toBeUndefined()
  })

  it('goes on past a failing call in try mode (exec type 0x01)', async () => {
    const { lower, upper } = await openWindow(env)
    const nonce = await nextNonce(env, wallet)
    const tryBatch = `0x0101${'00'.repeat(30)}` as Hex
    const batch = executeBatch([
      { target: usdc, value: 0n, callData: transferData(mallory.address, usdc6('1000')) },
      { target: usdc, value: 0n, callData: transferData(mallory.address, usdc6('1')) },
    ])
    // The same batch with the try exec type in its mode word (bytes 4..36 of the call data).
    const callData = `${batch.slice(0, 10)}${tryBatch.slice(2)}${batch.slice(74)}` as Hex
    const before = await balanceOf(env, usdc, mallory.address)
    const item: QuoteItem = { op: userOp({ sender: wallet, nonce, callData }), lower, upper }
    const { receipt, outcomes } = await handleOps(env, await signLegacyQuote([item]))
    expect(outcomes.map((o) => o.success)).toEqual([true])
    expect(await balanceOf(env, usdc, mallory.address)).toBe(before + usdc6('1'))
    const failed = receipt.logs.filter(
      (log) =>
        log.address.toLowerCase() === wallet.toLowerCase() &&
        log.topics[0] ===
          toEventSelector('event TryExecuteUnsuccessful(uint256 index, bytes result)'),
    )
    expect(failed).toHaveLength(1)
  })

  it('refuses an unknown signature type and a validator it has not installed', async () => {
    const { lower, upper } = await openWindow(env)
    const item: QuoteItem = {
      op: userOp({
        sender: wallet,
        nonce: await nextNonce(env, wallet),
        callData: executeSingle(usdc, 0n, transferData(mallory.address, 1n)),
      }),
      lower,
      upper,
    }
    const [signed] = await signLegacyQuote([item])
    const mm = { ...signed!, signature: `0x177eee03${signed!.signature.slice(10)}` as Hex }
    expect(revertText(await handleOpsRevert(env, [mm]))).toContain('AA23 reverted')
    const otherValidator = await nextNonce(env, wallet, 0x00dc43, mallory.address)
    const foreign: QuoteItem = { ...item, op: userOp({ ...item.op, nonce: otherValidator }) }
    expect(revertText(await handleOpsRevert(env, await signLegacyQuote([foreign])))).toContain(
      'AA23 reverted',
    )
  })

  it('answers only the EntryPoint (and itself): a direct execute is refused', async () => {
    const packed = encodePacked(
      ['address', 'uint256', 'bytes'],
      [usdc, 0n, transferData(mallory.address, usdc6('1'))],
    )
    await expectRevert(
      env.publicClient.simulateContract({
        account: mallory,
        address: wallet,
        abi: nexusAccount210Abi,
        functionName: 'execute',
        args: [ExecutionMode.single, packed],
      }),
      'OnlyEntryPointOrSelf',
      [mallory.address],
    )
  })
})
