// POST /v1/execute of a Nexus quote (docs/nexus-encoding.md) on real anvil chains: the owner's
// signature is checked before anything runs, each op's signature is assembled as the devnet's K1
// MEE validator reads it, the engine sends every due op of a chain in ONE EntryPoint v0.7
// `handleOps`, waits for funds that arrive later and gives up at the upper bound, and the receipt
// shows each op's status and transaction.
import {
  type Address,
  createWalletClient,
  type Hex,
  keccak256,
  type LocalAccount,
  parseEther,
  parseUnits,
  toHex,
  zeroAddress,
} from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { createEngine, type Engine } from '../../../src/devnet/engine/create-engine.js'
import type { EngineJournal } from '../../../src/devnet/engine/supertx-records.js'
import type { EngineSupertx } from '../../../src/devnet/engine/types.js'
import { DevnetApiError } from '../../../src/devnet/service/errors.js'
import type { OpDraft } from '../../../src/devnet/service/quote/group-ops.js'
import {
  type NexusVersion,
  TRUSTED_SPONSOR_GAS_TANK,
} from '../../../src/devnet/service/quote/nexus/addresses.js'
import type {
  NexusQuote,
  SuperTxPayload,
} from '../../../src/devnet/service/quote/nexus/build-nexus-quote.js'
import type { OnchainPayload, PermitPayload } from '../../../src/devnet/service/quote/payloads.js'
import { decodeJson, encodeJson } from '../../../src/devnet/state/json-records.js'
import { setupDevnet } from '../setup-devnet.js'
import {
  balanceOf,
  deployNexusAccount,
  devAccount,
  executeNexus,
  issueNexusQuote,
  nexusAccountOf,
  send,
  startNexusDevnet,
  transferCall,
  waitForNexusFinal,
} from './nexus-fixture.js'

const A = 31_971
const B = 31_972
const devnet = setupDevnet(() => startNexusDevnet([A, B]))
const usdc6 = (n: string) => parseUnits(n, 6)
const bob = devAccount(1).address
const beneficiary = '0x000000000000000000000000000000000000fee0' as Address
let USDC: Address
beforeAll(() => {
  USDC = devnet.network.deployments[A]!.tokens.USDC.address
})
const now = () => Math.floor(Date.now() / 1000)
const window = (seconds = 120) => ({
  lowerBoundTimestamp: now() - 5,
  upperBoundTimestamp: now() + seconds,
})
const op = (chainId: number, calls: OpDraft['calls'], extra: Partial<OpDraft> = {}): OpDraft => ({
  chainId,
  calls,
  gas: 300_000n,
  ...window(),
  ...extra,
})

/**
 * Deploys the owner's account and gives it ETH for the EntryPoint's prefund and USDC to spend.
 * Deployed before the quote: the quote's 150k verification gas does not cover an initCode
 * deployment (see the expected failure at the end).
 */
async function fund(
  ownerIndex: number,
  chainId: number,
  usdc: bigint,
  version: NexusVersion = '2.2.1',
): Promise<Address> {
  const owner = devAccount(ownerIndex)
  const account = await nexusAccountOf(devnet, chainId, version, owner.address)
  await deployNexusAccount(devnet, chainId, version, owner)
  await send(devnet, chainId, owner, zeroAddress, account, parseEther('1'))
  if (usdc > 0n) await send(devnet, chainId, owner, usdcOn(chainId), account, usdc)
  return account
}
const usdcOn = (chainId: number) => devnet.network.deployments[chainId]!.tokens.USDC.address

/** What a wallet signs for a simple quote: the SuperTx (2.2.1) or the raw root (2.1.0). */
function signSimple(owner: LocalAccount, quote: NexusQuote): Promise<Hex> {
  const payload = quote.payloadToSign[0]!
  if ('message' in payload) return owner.signMessage({ message: payload.message })
  const typed = (payload as SuperTxPayload).signablePayload
  return owner.signTypedData(typed as Parameters<LocalAccount['signTypedData']>[0])
}

const statuses = (receipt: { userOps: { executionStatus: string }[] }) =>
  receipt.userOps.map((o) => o.executionStatus)

describe('simple quotes on a smart account', () => {
  it('2.2.1: the owner signs the SuperTx; the payment op and two ops go in one handleOps', async () => {
    const owner = devAccount(2)
    const account = await fund(2, A, usdc6('10'))
    const { quote } = await issueNexusQuote(devnet, {
      mode: 'smart-account',
      owner,
      version: '2.2.1',
      payment: { kind: 'fee', chainId: A, token: USDC, amount: usdc6('0.5'), beneficiary },
      drafts: (accountOn) => [
        op(A, [transferCall(USDC, bob, usdc6('1'), accountOn(A))]),
        op(A, [transferCall(USDC, bob, usdc6('2'), accountOn(A))]),
      ],
    })
    const bobBefore = await balanceOf(devnet, A, USDC, bob)
    await executeNexus(devnet, quote, await signSimple(owner, quote))
    const receipt = await waitForNexusFinal(devnet, quote.hash)
    expect(receipt.status).toBe('success')
    expect(statuses(receipt)).toEqual(['MINED_SUCCESS', 'MINED_SUCCESS', 'MINED_SUCCESS'])
    // One handleOps for the three ops.
    expect(new Set(receipt.userOps.map((o) => o.transactionHash)).size).toBe(1)
    expect(receipt.userOps[0]!.transactionHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(receipt.userOps.map((o) => o.userOpHash)).toEqual(quote.userOps.map((i) => i.userOpHash))
    expect(await balanceOf(devnet, A, USDC, bob)).toBe(bobBefore + usdc6('3'))
    expect(await balanceOf(devnet, A, USDC, beneficiary)).toBe(usdc6('0.5'))
    expect(await balanceOf(devnet, A, USDC, account)).toBe(usdc6('6.5'))
    const ops = devnet.ctx.engine.get(quote.hash)!.ops
    expect(ops.every((o) => (o.gasUsed ?? 0n) > 0n)).toBe(true)
  })

  it('2.1.0: the owner signs the raw root with personal_sign', async () => {
    const owner = devAccount(3)
    const account = await fund(3, A, usdc6('1'), '2.1.0')
    const { quote } = await issueNexusQuote(devnet, {
      mode: 'smart-account',
      owner,
      version: '2.1.0',
      drafts: (accountOn) => [op(A, [transferCall(USDC, bob, usdc6('1'), accountOn(A))])],
    })
    expect(quote.payloadToSign[0]).toEqual({ message: { raw: quote.hash } })
    await executeNexus(devnet, quote, await signSimple(owner, quote))
    const receipt = await waitForNexusFinal(devnet, quote.hash)
    expect(receipt.status).toBe('success')
    expect(await balanceOf(devnet, A, USDC, account)).toBe(0n)
  })

  it('refuses a signature that is not the owner’s before anything runs', async () => {
    const owner = devAccount(4)
    const account = await fund(4, A, usdc6('1'))
    const { quote } = await issueNexusQuote(devnet, {
      mode: 'smart-account',
      owner,
      version: '2.2.1',
      drafts: (accountOn) => [op(A, [transferCall(USDC, bob, usdc6('1'), accountOn(A))])],
    })
    const refusal = (signature: Hex) =>
      executeNexus(devnet, quote, signature).then(
        () => undefined,
        (error: unknown) => (error as DevnetApiError).body,
      )
    const invalid = {
      code: 'VALIDATION_ERROR',
      errors: [{ code: 'INVALID_SIGNATURE', path: ['payloadToSign', '0', 'signature'] }],
    }
    expect(await refusal(await signSimple(devAccount(5), quote))).toMatchObject(invalid)
    // A personal-message signature of the root is not what a 2.2.1 simple quote signs.
    expect(await refusal(await owner.signMessage({ message: { raw: quote.hash } }))).toMatchObject(
      invalid,
    )
    // Nothing ran: no supertransaction, the account's USDC untouched.
    expect(devnet.ctx.engine.get(quote.hash)).toBeUndefined()
    expect(await balanceOf(devnet, A, USDC, account)).toBe(usdc6('1'))
  })
})

describe('eoa quotes: the owner’s permit or approve funds the account', () => {
  it('permit: the first op submits the permit in validation; the pull and the fee spend it', async () => {
    const owner = devAccount(6)
    const account = await fund(6, A, 0n)
    const ownerBefore = await balanceOf(devnet, A, USDC, owner.address)
    const bobBefore = await balanceOf(devnet, A, USDC, bob)
    const { quote } = await issueNexusQuote(devnet, {
      mode: 'eoa',
      owner,
      version: '2.2.1',
      funding: { chainId: A, token: USDC, amount: usdc6('2') },
      payment: { kind: 'fee', chainId: A, token: USDC, amount: usdc6('0.25'), beneficiary },
      drafts: (accountOn) => [op(A, [transferCall(USDC, bob, usdc6('2'), accountOn(A))])],
    })
    expect(quote.quoteType).toBe('permit')
    const { signablePayload } = quote.payloadToSign[0] as PermitPayload
    const { message } = signablePayload
    const signature = await owner.signTypedData({
      ...signablePayload,
      message: {
        ...message,
        value: BigInt(message.value),
        nonce: BigInt(message.nonce),
        deadline: BigInt(message.deadline),
      },
    })
    await executeNexus(devnet, quote, signature)
    const receipt = await waitForNexusFinal(devnet, quote.hash)
    expect(statuses(receipt)).toEqual(['MINED_SUCCESS', 'MINED_SUCCESS'])
    expect(await balanceOf(devnet, A, USDC, owner.address)).toBe(ownerBefore - usdc6('2.25'))
    expect(await balanceOf(devnet, A, USDC, bob)).toBe(bobBefore + usdc6('2'))
    expect(await balanceOf(devnet, A, USDC, account)).toBe(0n)
  })

  it('onchain: the ops carry the owner’s mined approve ‖ root', async () => {
    const owner = devAccount(7)
    const token = Object.values(devnet.network.deployments[A]!.tokens).find((t) => !t.permit)!
    const account = await fund(7, A, 0n)
    const amount = 10n ** BigInt(token.decimals)
    const { quote } = await issueNexusQuote(devnet, {
      mode: 'eoa',
      owner,
      version: '2.2.1',
      funding: { chainId: A, token: token.address, amount },
      drafts: (accountOn) => [op(A, [transferCall(token.address, bob, amount, accountOn(A))])],
    })
    expect(quote.quoteType).toBe('onchain')
    const approve = quote.payloadToSign[0] as OnchainPayload
    const chain = devnet.chains.get(A)!
    const wallet = createWalletClient({
      chain: chain.chain,
      transport: chain.transport,
      account: owner,
    })
    // A transaction that is not the approve is refused.
    const other = await wallet.sendTransaction({ to: bob, value: 1n })
    await chain.publicClient.waitForTransactionReceipt({ hash: other })
    await expect(executeNexus(devnet, quote, other)).rejects.toBeInstanceOf(DevnetApiError)
    const hash = await wallet.sendTransaction({
      to: approve.to,
      data: approve.data,
      type: 'eip1559',
    })
    await chain.publicClient.waitForTransactionReceipt({ hash })
    const bobBefore = await balanceOf(devnet, A, token.address, bob)
    await executeNexus(devnet, quote, hash)
    const receipt = await waitForNexusFinal(devnet, quote.hash)
    expect(receipt.status).toBe('success')
    expect(await balanceOf(devnet, A, token.address, bob)).toBe(bobBefore + amount)
    expect(await balanceOf(devnet, A, token.address, account)).toBe(0n)
  })
})

describe('eoa-7702', () => {
  it('the first handleOps carries the owner’s authorization (a type-4 transaction)', async () => {
    const owner = devAccount(8)
    const chain = devnet.chains.get(A)!
    const implementation = devnet.network.deployments[A]!.nexus['2.2.1'].implementation
    const bobBefore = await balanceOf(devnet, A, USDC, bob)
    const { quote } = await issueNexusQuote(devnet, {
      mode: 'eoa-7702',
      owner,
      version: '2.2.1',
      authorization: async (chainId) =>
        owner.signAuthorization!({
          address: implementation,
          chainId,
          nonce: await devnet.chains
            .get(chainId)!
            .publicClient.getTransactionCount({ address: owner.address }),
        }),
      drafts: () => [
        op(A, [transferCall(USDC, bob, usdc6('1'), owner.address)]),
        op(A, [transferCall(USDC, bob, usdc6('1'), owner.address)]),
      ],
    })
    await executeNexus(devnet, quote, await signSimple(owner, quote))
    const receipt = await waitForNexusFinal(devnet, quote.hash)
    expect(statuses(receipt)).toEqual(['MINED_SUCCESS', 'MINED_SUCCESS'])
    const tx = await chain.publicClient.getTransaction({
      hash: receipt.userOps[0]!.transactionHash!,
    })
    expect(tx.type).toBe('eip7702')
    expect(await chain.publicClient.getCode({ address: owner.address })).toBe(
      `0xef0100${implementation.slice(2).toLowerCase()}`,
    )
    expect(await balanceOf(devnet, A, USDC, bob)).toBe(bobBefore + usdc6('2'))
  })
})

describe('waiting', () => {
  it('an op on chain B waits for a runtime balance that arrives later, then runs', async () => {
    const owner = devAccount(9)
    await fund(9, A, usdc6('1'))
    const onB = await fund(9, B, 0n)
    const { quote } = await issueNexusQuote(devnet, {
      mode: 'smart-account',
      owner,
      version: '2.2.1',
      drafts: (accountOn) => [
        op(A, [transferCall(USDC, accountOn(B), usdc6('1'), accountOn(A))]),
        op(B, [
          transferCall(
            usdcOn(B),
            bob,
            {
              type: 'runtimeErc20Balance',
              tokenAddress: usdcOn(B),
              constraints: { gte: '3000000' },
            },
            accountOn(B),
          ),
        ]),
      ],
    })
    await executeNexus(devnet, quote, await signSimple(owner, quote))
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const waiting = devnet.ctx.engine.get(quote.hash)!.ops
    expect(waiting.map((o) => o.status)).toEqual(['MINED_SUCCESS', 'PENDING'])
    // The "bridge" lands: 3 USDC on chain B.
    await send(devnet, B, owner, usdcOn(B), onB, usdc6('3'))
    const receipt = await waitForNexusFinal(devnet, quote.hash)
    expect(receipt.status).toBe('success')
    expect(await balanceOf(devnet, B, usdcOn(B), onB)).toBe(0n)
  })

  it('gives up at the upper bound: FAILED, with what it waited for', async () => {
    const owner = devAccount(0)
    await fund(0, A, 0n)
    const { quote } = await issueNexusQuote(devnet, {
      mode: 'smart-account',
      owner,
      version: '2.2.1',
      window: window(3),
      drafts: (accountOn) => [
        op(
          A,
          [
            transferCall(
              USDC,
              bob,
              { type: 'runtimeErc20Balance', tokenAddress: USDC, constraints: { gte: '5000000' } },
              accountOn(A),
            ),
          ],
          window(3),
        ),
      ],
    })
    await executeNexus(devnet, quote, await signSimple(owner, quote))
    const receipt = await waitForNexusFinal(devnet, quote.hash)
    expect(receipt.status).toBe('failed')
    expect(receipt.userOps[0]!.executionStatus).toBe('FAILED')
    expect(receipt.userOps[0]!.error).toMatch(/upper bound .*ConstraintNotMet/)
  })
})

describe('clean-ups', () => {
  it('a clean-up sweeps what is left after the op it depends on', async () => {
    const owner = devAccount(2)
    const account = await nexusAccountOf(devnet, A, '2.2.1', owner.address)
    await send(devnet, A, owner, USDC, account, usdc6('3'))
    const ownerBefore = await balanceOf(devnet, A, USDC, owner.address)
    const left = (await balanceOf(devnet, A, USDC, account)) - usdc6('1')
    const { quote } = await issueNexusQuote(devnet, {
      mode: 'smart-account',
      owner,
      version: '2.2.1',
      drafts: (accountOn) => [
        op(A, [transferCall(USDC, bob, usdc6('1'), accountOn(A))]),
        op(
          A,
          [
            transferCall(
              USDC,
              owner.address,
              { type: 'runtimeErc20Balance', tokenAddress: USDC },
              accountOn(A),
            ),
          ],
          {
            isCleanUp: true,
          },
        ),
      ],
    })
    await executeNexus(devnet, quote, await signSimple(owner, quote))
    const receipt = await waitForNexusFinal(devnet, quote.hash)
    expect(receipt.userOps.map((o) => o.isCleanUpUserOp)).toEqual([false, true])
    expect(statuses(receipt)).toEqual(['MINED_SUCCESS', 'MINED_SUCCESS'])
    expect(await balanceOf(devnet, A, USDC, account)).toBe(0n)
    expect(await balanceOf(devnet, A, USDC, owner.address)).toBe(ownerBefore + left)
  })
})

describe('batching and what never runs', () => {
  it('ops of two supertransactions due at the same time go in one handleOps', async () => {
    const owners = [devAccount(5), devAccount(6)]
    const due = { lowerBoundTimestamp: now() + 2, upperBoundTimestamp: now() + 120 }
    const quotes: NexusQuote[] = []
    for (const [i, owner] of owners.entries()) {
      await fund(5 + i, B, usdc6('1'))
      const { quote } = await issueNexusQuote(devnet, {
        mode: 'smart-account',
        owner,
        version: '2.2.1',
        drafts: (accountOn) => [
          op(B, [transferCall(usdcOn(B), bob, usdc6('1'), accountOn(B))], due),
        ],
      })
      quotes.push(quote)
    }
    for (const [i, quote] of quotes.entries())
      await executeNexus(devnet, quote, await signSimple(owners[i]!, quote))
    const receipts = await Promise.all(quotes.map((q) => waitForNexusFinal(devnet, q.hash)))
    expect(receipts.flatMap((r) => r.userOps.map((o) => o.error))).toEqual([undefined, undefined])
    expect(receipts.map((r) => r.status)).toEqual(['success', 'success'])
    expect(receipts[0]!.userOps[0]!.transactionHash).toBe(receipts[1]!.userOps[0]!.transactionHash)
  })

  it('a trusted sponsor’s payment op is signed over but never runs', async () => {
    const owner = devAccount(7)
    const account = await fund(7, A, usdc6('1'))
    const { quote } = await issueNexusQuote(devnet, {
      mode: 'smart-account',
      owner,
      version: '2.2.1',
      payment: {
        kind: 'trusted-sponsor',
        chainId: A,
        gasTank: TRUSTED_SPONSOR_GAS_TANK,
        userOpHash: keccak256(toHex('a sponsor’s op')),
      },
      drafts: (accountOn) => [op(A, [transferCall(USDC, bob, usdc6('1'), accountOn(A))])],
    })
    await executeNexus(devnet, quote, await signSimple(owner, quote))
    const receipt = await waitForNexusFinal(devnet, quote.hash)
    expect(statuses(receipt)).toEqual(['MINED_SUCCESS', 'MINED_SUCCESS'])
    expect(receipt.userOps[0]!.transactionHash).toBeUndefined()
    expect(receipt.userOps[1]!.transactionHash).toMatch(/^0x/)
    expect(await balanceOf(devnet, A, USDC, account)).toBe(0n)
  })

  it('an account without ETH: the node fronts its prefund in the EntryPoint, its ETH untouched', async () => {
    const owner = devAccount(5)
    // Deployed, but without the ETH its prefund needs (AA21 if the node did not front it).
    await deployNexusAccount(devnet, B, '2.1.0', owner)
    const account = await nexusAccountOf(devnet, B, '2.1.0', owner.address)
    const { publicClient } = devnet.chains.get(B)!
    const eth = await publicClient.getBalance({ address: account })
    const { quote } = await issueNexusQuote(devnet, {
      mode: 'smart-account',
      owner,
      version: '2.1.0',
      drafts: (accountOn) => [op(B, [transferCall(usdcOn(B), bob, 0n, accountOn(B))])],
    })
    await executeNexus(devnet, quote, await signSimple(owner, quote))
    const receipt = await waitForNexusFinal(devnet, quote.hash)
    expect(receipt.userOps[0]!.error).toBeUndefined()
    expect(receipt.status).toBe('success')
    expect(await publicClient.getBalance({ address: account })).toBe(eth)
  })
})

describe('restart (a journal)', () => {
  const journalOf = () => {
    const records = new Map<string, string>()
    const journal: EngineJournal = {
      save: async (key, supertx) => {
        records.set(key, encodeJson(supertx))
      },
      remove: async (key) => {
        records.delete(key)
      },
    }
    const read = () => [...records.values()].map((text) => decodeJson<EngineSupertx>(text))
    return { journal, read }
  }
  const settled = async (engine: Engine, hash: Hex) => {
    for (let i = 0; i < 400; i++) {
      const supertx = engine.get(hash)
      if (supertx && supertx.status !== 'PENDING') return supertx
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error('the supertransaction did not finish')
  }

  it('does not send again an op the chain ran but the journal had not recorded', async () => {
    const owner = devAccount(4)
    await fund(4, A, usdc6('1'))
    const { quote } = await issueNexusQuote(devnet, {
      mode: 'smart-account',
      owner,
      version: '2.2.1',
      drafts: (accountOn) => [op(A, [transferCall(USDC, bob, usdc6('1'), accountOn(A))])],
    })
    await executeNexus(devnet, quote, await signSimple(owner, quote))
    const ran = await waitForNexusFinal(devnet, quote.hash)
    expect(ran.userOps[0]!.error).toBeUndefined()
    expect(ran.status).toBe('success')
    const bobAfter = await balanceOf(devnet, A, USDC, bob)
    // The journal as a crash between sending and recording leaves it.
    const stale = decodeJson<EngineSupertx>(encodeJson(devnet.ctx.engine.get(quote.hash)))
    stale.status = 'PENDING'
    for (const o of stale.ops) {
      o.status = 'PENDING'
      delete o.txHash
    }
    const engine = createEngine(devnet.chains)
    engine.resume([stale])
    const done = await settled(engine, quote.hash)
    await engine.close()
    expect(done.status).toBe('SUCCESS')
    expect(done.ops[0]!.txHash).toBe(ran.userOps[0]!.transactionHash)
    expect(await balanceOf(devnet, A, USDC, bob)).toBe(bobAfter)
  })

  // Last in the file: its engines send as the executor too, which the shared engine's nonce
  // cache does not see.
  it('an op waiting when the engine stops stays PENDING on disk and runs after the restart', async () => {
    const owner = devAccount(3)
    const account = await fund(3, A, 0n)
    const { journal, read } = journalOf()
    const first = createEngine(devnet.chains, { journal })
    const { quote } = await issueNexusQuote(devnet, {
      mode: 'smart-account',
      owner,
      version: '2.2.1',
      drafts: (accountOn) => [
        op(A, [
          transferCall(
            USDC,
            bob,
            { type: 'runtimeErc20Balance', tokenAddress: USDC, constraints: { gte: '2000000' } },
            accountOn(A),
          ),
        ]),
      ],
    })
    await executeNexus(
      { ...devnet, ctx: { ...devnet.ctx, engine: first } },
      quote,
      await signSimple(owner, quote),
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    await first.close()
    const [saved] = read()
    expect(saved!.ops.map((o) => o.status)).toEqual(['PENDING'])
    await send(devnet, A, owner, USDC, account, usdc6('2'))
    const second = createEngine(devnet.chains, { journal })
    second.resume(read())
    const done = await settled(second, quote.hash)
    await second.close()
    expect(done.status).toBe('SUCCESS')
    expect(await balanceOf(devnet, A, USDC, account)).toBe(0n)
  })
})
