// executeComposable on the devnet's Nexus accounts, both layouts, as the composability module runs
// them: 1.0.0 (2.1.0 accounts) with a runtime balance read by STATIC_CALL, 1.1.0 (2.2.1) with the
// BALANCE fetcher, TARGET and VALUE params and a cleanup that waits on its main op's nonce;
// constraint i reads word i; unknown param, fetcher and constraint types revert.
import {
  type Address,
  concat,
  decodeErrorResult,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  type Hex,
  numberToHex,
  parseEther,
  parseUnits,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readNexusCallData } from '../../../../src/core/protocol/nexus/index.js'
import { devPermitTokenAbi } from '../../../../src/devnet/artifacts/DevPermitToken.js'
import { entryPointAbi } from '../../../../src/devnet/artifacts/EntryPoint.js'
import { nexusAccount210Abi } from '../../../../src/devnet/artifacts/NexusAccount210.js'
import { nexusAccount221Abi } from '../../../../src/devnet/artifacts/NexusAccount221.js'
import { deployPool } from '../../../../src/devnet/deploy/pool.js'
import { account } from '../devChain.js'
import {
  accountAddress,
  balanceOf,
  executeSingle,
  handleOps,
  initCodeFor,
  mint,
  type NexusEnv,
  nextNonce,
  openWindow,
  packOp,
  type QuoteItem,
  quoteOf,
  signSuperTx,
  simpleSignature,
  startNexusEnv,
  superTxSignature,
  transferData,
  userOp,
} from './nexus-fixture.js'

const owner = account(3)
const bob = account(1)
const usdc6 = (n: string) => parseUnits(n, 6)
const word = (n: bigint | number) => numberToHex(BigInt(n), { size: 32 })
const addressWord = (a: Address) => encodeAbiParameters([{ type: 'address' }], [a])
const EQ = 0
const GTE = 1
const LTE = 2
const RAW = 0
const STATIC_CALL = 1
const BALANCE = 2
const TARGET = 0
const VALUE = 1
const CALL_DATA = 2
const transferSig = '0xa9059cbb'

let env: NexusEnv
let usdc: Address
let wallet210: Address
let wallet221: Address

beforeAll(async () => {
  env = await startNexusEnv(31_602)
  usdc = env.tokens.USDC.address
  wallet210 = await accountAddress(env, env.nexus['2.1.0'], owner.address)
  wallet221 = await accountAddress(env, env.nexus['2.2.1'], owner.address)
  await mint(env, usdc, wallet210, usdc6('50'))
  await mint(env, usdc, wallet221, usdc6('50'))
})
afterAll(async () => {
  await env?.anvil.stop()
})

async function signLegacy(items: QuoteItem[]) {
  const { legacy } = quoteOf(items, env.chain.id)
  const sig = await owner.signMessage({ message: { raw: legacy.root } })
  return items.map((item, i) =>
    packOp(item.op, simpleSignature(legacy.root, item, legacy.proofs[i]!, sig)),
  )
}

/** 2.2.1 simple: the owner signs EIP-712 SuperTx over every item; each op carries its index. */
async function signSuperTxQuote(items: QuoteItem[]) {
  const { hashes, eip712Items } = quoteOf(items, env.chain.id)
  const sig = await signSuperTx(owner, hashes)
  return items.map((item, i) => packOp(item.op, superTxSignature(i, eip712Items, sig, item)))
}

type Param110 = {
  paramType: number
  fetcherType: number
  paramData: Hex
  constraints: { constraintType: number; referenceData: Hex }[]
}

const composable110 = (
  executions: {
    functionSig: Hex
    inputParams: Param110[]
    outputParams?: { fetcherType: number; paramData: Hex }[]
  }[],
) =>
  encodeFunctionData({
    abi: nexusAccount221Abi,
    functionName: 'executeComposable',
    args: [executions.map((e) => ({ outputParams: [], ...e }))],
  })

const raw = (paramData: Hex, paramType = CALL_DATA): Param110 => ({
  paramType,
  fetcherType: RAW,
  paramData,
  constraints: [],
})
const balanceParam = (
  token: Address,
  of: Address,
  constraints: Param110['constraints'] = [],
): Param110 => ({
  paramType: CALL_DATA,
  fetcherType: BALANCE,
  paramData: encodePacked(['address', 'address'], [token, of]),
  constraints,
})

/** transfer(to, the account's whole USDC balance), target USDC, as abstractjs writes it in 1.1.0. */
const sweep110 = (
  to: Address,
  of: Address,
  extra: Param110[] = [],
  constraints: Param110['constraints'] = [],
) =>
  composable110([
    {
      functionSig: transferSig,
      inputParams: [
        raw(addressWord(to)),
        balanceParam(usdc, of, constraints),
        raw(addressWord(usdc), TARGET),
        ...extra,
      ],
    },
  ])

/** The cleanup's dependency: EntryPoint.getNonce(account, key) ≥ the main op's nonce + 1. */
function nonceDependency(of: Address, mainNonce: bigint): Param110 {
  const call = encodeFunctionData({
    abi: entryPointAbi,
    functionName: 'getNonce',
    args: [of, mainNonce >> 64n],
  })
  return {
    paramType: CALL_DATA,
    fetcherType: STATIC_CALL,
    paramData: encodeAbiParameters(
      [{ type: 'address' }, { type: 'bytes' }],
      [env.nexus.entryPoint, call],
    ),
    constraints: [{ constraintType: GTE, referenceData: word(mainNonce + 1n) }],
  }
}

const decode221 = (data: Hex | undefined) =>
  data ? decodeErrorResult({ abi: nexusAccount221Abi, data }) : undefined

describe('executeComposable, composability 1.0.0 (a 2.1.0 account)', () => {
  it('sends the balance it reads when the op runs (STATIC_CALL balanceOf, GTE 1)', async () => {
    const { lower, upper } = await openWindow(env)
    const callData = encodeFunctionData({
      abi: nexusAccount210Abi,
      functionName: 'executeComposable',
      args: [
        [
          {
            to: usdc,
            value: 0n,
            functionSig: transferSig,
            inputParams: [
              { fetcherType: RAW, paramData: addressWord(bob.address), constraints: [] },
              {
                fetcherType: STATIC_CALL,
                paramData: encodeAbiParameters(
                  [{ type: 'address' }, { type: 'bytes' }],
                  [
                    usdc,
                    encodeFunctionData({
                      abi: devPermitTokenAbi,
                      functionName: 'balanceOf',
                      args: [wallet210],
                    }),
                  ],
                ),
                constraints: [{ constraintType: GTE, referenceData: word(1) }],
              },
            ],
            outputParams: [],
          },
        ],
      ],
    })
    const read = readNexusCallData(callData, { composability: '1.0.0' })
    expect(read.ok && read.calls[0]?.kind === 'composable' && read.calls[0].parts[1]).toMatchObject(
      {
        kind: 'runtime',
        value: { kind: 'balance', token: usdc, account: wallet210, fetcher: 'static-call' },
      },
    )
    const nonce = await nextNonce(env, wallet210)
    const item: QuoteItem = {
      op: userOp({
        sender: wallet210,
        nonce,
        callData,
        initCode: initCodeFor(env.nexus['2.1.0'], owner.address),
      }),
      lower,
      upper,
    }
    const bobBefore = await balanceOf(env, usdc, bob.address)
    const { outcomes } = await handleOps(env, await signLegacy([item]))
    expect(outcomes.map((o) => o.success)).toEqual([true])
    expect(await balanceOf(env, usdc, wallet210)).toBe(0n)
    expect(await balanceOf(env, usdc, bob.address)).toBe(bobBefore + usdc6('50'))
  })

  it('has no BALANCE fetcher: fetcher 2 reverts UnknownFetcherType', async () => {
    const { lower, upper } = await openWindow(env)
    const callData = encodeFunctionData({
      abi: nexusAccount210Abi,
      functionName: 'executeComposable',
      args: [
        [
          {
            to: usdc,
            value: 0n,
            functionSig: transferSig,
            inputParams: [
              { fetcherType: RAW, paramData: addressWord(bob.address), constraints: [] },
              {
                fetcherType: BALANCE,
                paramData: encodePacked(['address', 'address'], [usdc, wallet210]),
                constraints: [],
              },
            ],
            outputParams: [],
          },
        ],
      ],
    })
    const nonce = await nextNonce(env, wallet210)
    const { outcomes } = await handleOps(
      env,
      await signLegacy([{ op: userOp({ sender: wallet210, nonce, callData }), lower, upper }]),
    )
    expect(outcomes[0]!.success).toBe(false)
    const error = decodeErrorResult({ abi: nexusAccount210Abi, data: outcomes[0]!.revertReason! })
    expect(error.errorName).toBe('UnknownFetcherType')
    expect(error.args).toEqual([0n, 1n, BALANCE])
  })
})

describe('executeComposable, composability 1.1.0 (a 2.2.1 account, SuperTx signed)', () => {
  it('runs a cleanup only after its main op: EntryPoint.getNonce GTE main nonce + 1', async () => {
    const { lower, upper } = await openWindow(env)
    const mainNonce = await nextNonce(env, wallet221, 0x0000a1)
    const cleanupNonce = await nextNonce(env, wallet221, 0x0000c1)
    const initCode = initCodeFor(env.nexus['2.2.1'], owner.address)
    const main: QuoteItem = {
      op: userOp({
        sender: wallet221,
        nonce: mainNonce,
        callData: executeSingle(usdc, 0n, transferData(bob.address, usdc6('10'))),
      }),
      lower,
      upper,
    }
    const cleanup: QuoteItem = {
      op: userOp({
        sender: wallet221,
        nonce: cleanupNonce,
        callData: sweep110(owner.address, wallet221, [nonceDependency(wallet221, mainNonce)]),
      }),
      lower,
      upper: upper + 90n,
    }
    const read = readNexusCallData(cleanup.op.callData, { composability: '1.1.0' })
    expect(
      read.ok && read.calls[0]?.kind === 'composable' && read.calls[0].parts.at(-1),
    ).toMatchObject({
      kind: 'runtime',
      value: { kind: 'nonce', account: wallet221, key: mainNonce >> 64n },
    })

    // A cleanup alone (its own quote, deploying the account): the main op's nonce was never
    // used, so the dependency's constraint fails and nothing moves.
    const lonely: QuoteItem = {
      ...cleanup,
      op: userOp({ ...cleanup.op, initCode, nonce: await nextNonce(env, wallet221, 0x0000c0) }),
    }
    const alone = await handleOps(env, await signSuperTxQuote([lonely]))
    expect(alone.outcomes[0]!.success).toBe(false)
    const refused = decode221(alone.outcomes[0]!.revertReason)
    expect(refused?.errorName).toBe('ConstraintNotMet')
    expect(refused?.args).toEqual([0n, 3n, 0n, word(mainNonce)])
    expect(await balanceOf(env, usdc, wallet221)).toBe(usdc6('50'))

    // Main op and cleanup in one handleOps: the main op sends 10, the cleanup sweeps the rest.
    const ownerBefore = await balanceOf(env, usdc, owner.address)
    const { outcomes } = await handleOps(env, await signSuperTxQuote([main, cleanup]))
    expect(outcomes.map((o) => o.success)).toEqual([true, true])
    expect(await balanceOf(env, usdc, wallet221)).toBe(0n)
    expect(await balanceOf(env, usdc, owner.address)).toBe(ownerBefore + usdc6('40'))
  })

  it('checks constraint i against word i of the value: a second constraint reads past a balance', async () => {
    await mint(env, usdc, wallet221, usdc6('5'))
    const { lower, upper } = await openWindow(env)
    const nonce = await nextNonce(env, wallet221)
    const op = (n: bigint, constraints: Param110['constraints']): QuoteItem => ({
      op: userOp({
        sender: wallet221,
        nonce: n,
        callData: sweep110(bob.address, wallet221, [], constraints),
      }),
      lower,
      upper,
    })
    // GTE 1 then GTE 1: the second reads word 1, which a one-word balance does not have (zero).
    const both = op(nonce, [
      { constraintType: GTE, referenceData: word(1) },
      { constraintType: GTE, referenceData: word(1) },
    ])
    // GTE 1 then LTE 0 "on the balance": passes with 5 USDC, as the module would let it.
    const quirk = op(nonce + 1n, [
      { constraintType: GTE, referenceData: word(1) },
      { constraintType: LTE, referenceData: word(0) },
    ])
    const bobBefore = await balanceOf(env, usdc, bob.address)
    const { outcomes } = await handleOps(env, await signSuperTxQuote([both, quirk]))
    expect(outcomes.map((o) => o.success)).toEqual([false, true])
    const refused = decode221(outcomes[0]!.revertReason)
    expect(refused?.errorName).toBe('ConstraintNotMet')
    expect(refused?.args).toEqual([0n, 1n, 1n, word(0)])
    expect(await balanceOf(env, usdc, bob.address)).toBe(bobBefore + usdc6('5'))
  })

  it('runs on EQ, GTE and LTE of the balance when met; reverts ConstraintNotMet when not', async () => {
    expect(await balanceOf(env, usdc, wallet221)).toBe(0n)
    await mint(env, usdc, wallet221, usdc6('5'))
    const nonce = await nextNonce(env, wallet221)
    const { lower, upper } = await openWindow(env)
    const sweep = (n: bigint, constraintType: number, reference: bigint): QuoteItem => ({
      op: userOp({
        sender: wallet221,
        nonce: n,
        callData: sweep110(
          bob.address,
          wallet221,
          [],
          [{ constraintType, referenceData: word(reference) }],
        ),
      }),
      lower,
      upper,
    })
    const bobBefore = await balanceOf(env, usdc, bob.address)
    // With 5 USDC: EQ 6, GTE 6 and LTE 4 fail; EQ 5 sweeps the 5.
    const first = await handleOps(
      env,
      await signSuperTxQuote([
        sweep(nonce, EQ, usdc6('6')),
        sweep(nonce + 1n, GTE, usdc6('6')),
        sweep(nonce + 2n, LTE, usdc6('4')),
        sweep(nonce + 3n, EQ, usdc6('5')),
      ]),
    )
    expect(first.outcomes.map((o) => o.success)).toEqual([false, false, false, true])
    for (const outcome of first.outcomes.slice(0, 3))
      expect(decode221(outcome.revertReason)?.errorName).toBe('ConstraintNotMet')
    expect(await balanceOf(env, usdc, bob.address)).toBe(bobBefore + usdc6('5'))
    // GTE 3 with 3, then LTE 2 with 2.
    await mint(env, usdc, wallet221, usdc6('3'))
    const gte = await handleOps(env, await signSuperTxQuote([sweep(nonce + 4n, GTE, usdc6('3'))]))
    await mint(env, usdc, wallet221, usdc6('2'))
    const lte = await handleOps(env, await signSuperTxQuote([sweep(nonce + 5n, LTE, usdc6('2'))]))
    expect([...gte.outcomes, ...lte.outcomes].map((o) => o.success)).toEqual([true, true])
    expect(await balanceOf(env, usdc, wallet221)).toBe(0n)
    expect(await balanceOf(env, usdc, bob.address)).toBe(bobBefore + usdc6('10'))
  })

  it("reads another address's balance: BALANCE of (token, that address)", async () => {
    const other: Address = '0x000000000000000000000000000000000000c0de'
    await mint(env, usdc, wallet221, usdc6('10'))
    await mint(env, usdc, other, usdc6('3'))
    const { lower, upper } = await openWindow(env)
    const item: QuoteItem = {
      op: userOp({
        sender: wallet221,
        nonce: await nextNonce(env, wallet221),
        callData: sweep110(bob.address, other),
      }),
      lower,
      upper,
    }
    const bobBefore = await balanceOf(env, usdc, bob.address)
    const { outcomes } = await handleOps(env, await signSuperTxQuote([item]))
    expect(outcomes.map((o) => o.success)).toEqual([true])
    expect(await balanceOf(env, usdc, bob.address)).toBe(bobBefore + usdc6('3'))
    expect(await balanceOf(env, usdc, wallet221)).toBe(usdc6('7'))
    // Leave the account empty for the tests after.
    const rest: QuoteItem = {
      op: userOp({
        sender: wallet221,
        nonce: await nextNonce(env, wallet221),
        callData: sweep110(bob.address, wallet221),
      }),
      lower,
      upper,
    }
    expect((await handleOps(env, await signSuperTxQuote([rest]))).outcomes[0]?.success).toBe(true)
  })

  it('feeds a balance into the middle of the args: approve + swap the whole balance on the pool', async () => {
    const weth = env.tokens.WETH.address
    const pool = await deployPool(env.clients, {
      tokenA: usdc,
      tokenB: weth,
      amountA: usdc6('300000'),
      amountB: parseUnits('100', 18),
    })
    await mint(env, usdc, wallet221, usdc6('300'))
    const { lower, upper } = await openWindow(env)
    const whole = balanceParam(usdc, wallet221, [
      { constraintType: GTE, referenceData: word(usdc6('300')) },
    ])
    // approve(pool, BALANCE); swap(tokenIn, amountIn = BALANCE, minAmountOut, recipient).
    const callData = composable110([
      {
        functionSig: toFunctionSelector('approve(address,uint256)'),
        inputParams: [raw(addressWord(pool)), whole, raw(addressWord(usdc), TARGET)],
      },
      {
        functionSig: toFunctionSelector('swap(address,uint256,uint256,address)'),
        inputParams: [
          raw(addressWord(usdc)),
          whole,
          raw(concat([word(1), addressWord(bob.address)])),
          raw(addressWord(pool), TARGET),
        ],
      },
    ])
    const wethBefore = await balanceOf(env, weth, bob.address)
    const { outcomes } = await handleOps(
      env,
      await signSuperTxQuote([
        {
          op: userOp({ sender: wallet221, nonce: await nextNonce(env, wallet221), callData }),
          lower,
          upper,
        },
      ]),
    )
    expect(outcomes.map((o) => o.success)).toEqual([true])
    expect(await balanceOf(env, usdc, wallet221)).toBe(0n)
    expect(await balanceOf(env, weth, bob.address)).toBeGreaterThan(wethBefore)
  })

  it('checks IN against a (low, high) pair', async () => {
    await mint(env, usdc, wallet221, usdc6('2'))
    const { lower, upper } = await openWindow(env)
    const nonce = await nextNonce(env, wallet221)
    const inRange = (n: bigint, low: bigint, high: bigint): QuoteItem => ({
      op: userOp({
        sender: wallet221,
        nonce: n,
        callData: sweep110(
          bob.address,
          wallet221,
          [],
          [
            {
              constraintType: 3,
              referenceData: encodeAbiParameters(
                [{ type: 'uint256' }, { type: 'uint256' }],
                [low, high],
              ),
            },
          ],
        ),
      }),
      lower,
      upper,
    })
    const { outcomes } = await handleOps(
      env,
      await signSuperTxQuote([
        inRange(nonce, usdc6('3'), usdc6('10')),
        inRange(nonce + 1n, usdc6('1'), usdc6('2')),
      ]),
    )
    expect(outcomes.map((o) => o.success)).toEqual([false, true])
    expect(decode221(outcomes[0]!.revertReason)?.errorName).toBe('ConstraintNotMet')
    expect(await balanceOf(env, usdc, wallet221)).toBe(0n)
  })

  it('takes its target and value from TARGET and VALUE params: a native balance sent by BALANCE', async () => {
    await env.walletFor(owner).sendTransaction({ to: wallet221, value: parseEther('1') })
    const { lower, upper } = await openWindow(env)
    const nonce = await nextNonce(env, wallet221)
    const callData = composable110([
      {
        functionSig: '0x00000000',
        inputParams: [
          raw(addressWord(bob.address), TARGET),
          {
            ...balanceParam(zeroAddress, wallet221, [
              { constraintType: EQ, referenceData: word(parseEther('1')) },
            ]),
            paramType: VALUE,
          },
        ],
      },
    ])
    const before = await env.publicClient.getBalance({ address: bob.address })
    const { outcomes } = await handleOps(
      env,
      await signSuperTxQuote([
        { op: userOp({ sender: wallet221, nonce, callData }), lower, upper },
      ]),
    )
    expect(outcomes.map((o) => o.success)).toEqual([true])
    expect(await env.publicClient.getBalance({ address: wallet221 })).toBe(0n)
    expect(await env.publicClient.getBalance({ address: bob.address })).toBe(
      before + parseEther('1'),
    )
  })

  it('reverts on what the module does not know or allow', async () => {
    await mint(env, usdc, wallet221, usdc6('5'))
    const { lower, upper } = await openWindow(env)
    const nonce = await nextNonce(env, wallet221)
    const target = raw(addressWord(usdc), TARGET)
    const to = raw(addressWord(bob.address))
    const amount = raw(word(1))
    const cases: [Hex, string, unknown[]][] = [
      [
        composable110([
          { functionSig: transferSig, inputParams: [to, amount, { ...target, paramType: 3 }] },
        ]),
        'UnknownParamType',
        [0n, 2n, 3],
      ],
      [
        composable110([
          { functionSig: transferSig, inputParams: [to, { ...amount, fetcherType: 3 }, target] },
        ]),
        'UnknownFetcherType',
        [0n, 1n, 3],
      ],
      [
        composable110([
          {
            functionSig: transferSig,
            inputParams: [
              to,
              { ...amount, constraints: [{ constraintType: 4, referenceData: word(0) }] },
              target,
            ],
          },
        ]),
        'UnknownConstraintType',
        [0n, 1n, 4],
      ],
      [
        // The old devnet's 64-byte abi.encode(token, account): BALANCE takes exactly 40 packed bytes.
        composable110([
          {
            functionSig: transferSig,
            inputParams: [
              to,
              {
                ...balanceParam(usdc, wallet221),
                paramData: encodeAbiParameters(
                  [{ type: 'address' }, { type: 'address' }],
                  [usdc, wallet221],
                ),
              },
              target,
            ],
          },
        ]),
        'BadBalanceParam',
        [0n, 1n, 64n],
      ],
      [
        composable110([
          {
            functionSig: transferSig,
            inputParams: [to, amount, target],
            outputParams: [{ fetcherType: 0, paramData: '0x' }],
          },
        ]),
        'OutputParamsUnsupported',
        [0n],
      ],
      [
        composable110([
          {
            functionSig: transferSig,
            inputParams: [to, amount, { ...balanceParam(usdc, wallet221), paramType: TARGET }],
          },
        ]),
        'BalanceAsTarget',
        [0n, 2n],
      ],
      [
        composable110([{ functionSig: transferSig, inputParams: [to, amount, target, target] }]),
        'DuplicateParam',
        [0n, 3n, TARGET],
      ],
    ]
    const items: QuoteItem[] = cases.map(([callData], i) => ({
      op: userOp({ sender: wallet221, nonce: nonce + BigInt(i), callData }),
      lower,
      upper,
    }))
    const { outcomes } = await handleOps(env, await signSuperTxQuote(items))
    expect(outcomes.map((o) => o.success)).toEqual(cases.map(() => false))
    for (const [i, [, errorName, args]] of cases.entries()) {
      const error = decode221(outcomes[i]!.revertReason)
      expect(error?.errorName, errorName).toBe(errorName)
      expect(error?.args).toEqual(args)
    }
    expect(await balanceOf(env, usdc, wallet221)).toBe(usdc6('5'))
  })
})
