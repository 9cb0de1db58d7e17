// The kit reads a real user op's callData (ERC-7579 execute, both executeComposable layouts) with
// strict readers: every vector the real SDK wrote reads back to the calls it was made from, and
// any other bytes are refused with the place named, or read as other calls: no two callData stand
// for one set of calls, so what the kit checks is what the account runs.

import fc from 'fast-check'
import {
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  type Hex,
  pad,
  parseAbi,
  toHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { conventions, vectorCallData, vectors } from '../../../../fixtures/mee-encoding/index.js'
import {
  composableExecutions100,
  composableExecutions110,
  type NexusCall,
  readNexusCallData,
  Selector,
} from '../../../../src/core/protocol/nexus/index.js'

const { usdc, account, owner, entryPoint } = conventions
const V = vectors.vectors
const recipientWord = pad('0xbeef')
const mainOpNonce = BigInt(V['e_cleanup_2.2.1'].mainOpNonce)

function read(callData: string) {
  const result = readNexusCallData(callData as Hex)
  if (!result.ok) throw new Error(`${result.place}: ${result.reason}`)
  return result
}

const stringify = (value: unknown) =>
  JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? `${v}n` : v))

describe('readNexusCallData on the vectors', () => {
  it.each(vectorCallData())('reads %s', (_, callData) => {
    expect(read(callData).calls.length).toBeGreaterThan(0)
  })

  it.each([
    'a_single_transfer_2.1.0',
    'a_single_transfer_2.2.1',
    'g_eip7702_2.1.0',
    'g_eip7702_2.2.1',
  ] as const)('%s: execute single, target ‖ value ‖ call data', (name) => {
    const vector = V[name]
    expect(read(vector.callData)).toEqual({
      ok: true,
      encoding: 'execute-single',
      calls: [
        {
          kind: 'call',
          to: vector.decoded.target,
          value: BigInt(vector.decoded.value),
          data: vector.decoded.callData,
        },
      ],
    })
  })

  it('h_payment_userop: the three payment ops as execute single', () => {
    const { erc20Normal, erc20Fusion, native } = V.h_payment_userop
    for (const form of [erc20Normal, erc20Fusion, native])
      expect(read(form.callData).calls).toEqual([
        {
          kind: 'call',
          to: form.decoded.target,
          value: BigInt(form.decoded.value),
          data: form.decoded.callData,
        },
      ])
    expect(read(native.callData).calls[0]).toMatchObject({ value: 10_000_000_000_000n, data: '0x' })
  })

  it.each([
    'b_batch_approve_call_2.1.0',
    'b_batch_approve_call_2.2.1',
    'd_fusion_permit_trigger_2.1.0',
    'd_fusion_permit_trigger_2.2.1',
  ] as const)('%s: execute batch, abi.encode(Execution[])', (name) => {
    const vector = V[name]
    const result = read(vector.callData)
    expect(result.encoding).toBe('execute-batch')
    expect(result.calls).toEqual(
      vector.decoded.executions.map((e) => ({
        kind: 'call',
        to: e.target,
        value: BigInt(e.value),
        data: e.callData,
      })),
    )
  })

  it('d_fusion_permit_trigger: the pull is transferFrom(owner, account, amount), first', () => {
    const pull = read(V['d_fusion_permit_trigger_2.2.1'].callData).calls[0]
    expect(pull).toEqual({
      kind: 'call',
      to: usdc,
      value: 0n,
      data: encodeFunctionData({
        abi: parseAbi(['function transferFrom(address,address,uint256)']),
        args: [owner, account, 1_000_000n],
      }),
    })
  })

  const transferWithBalance = (fetcher: 'balance' | 'static-call'): NexusCall => ({
    kind: 'composable',
    to: usdc,
    value: { kind: 'fixed', amount: 0n },
    functionSig: '0xa9059cbb',
    parts: [
      { kind: 'raw', data: recipientWord, constraints: [] },
      {
        kind: 'runtime',
        value: { kind: 'balance', token: usdc, account, fetcher },
        constraints: [{ word: 0, type: 'gte', value: 1n }],
      },
    ],
    data: undefined,
  })

  it('c 2.1.0: composability 1.0.0, the balance as a static call of balanceOf(account)', () => {
    expect(read(V['c_composable_runtime_balance_2.1.0'].callData)).toEqual({
      ok: true,
      encoding: 'execute-composable-1.0.0',
      calls: [transferWithBalance('static-call')],
    })
  })

  it('c 2.2.1: composability 1.1.0, BALANCE fetcher = 2 with token ‖ account, TARGET as a param', () => {
    expect(read(V['c_composable_runtime_balance_2.2.1'].callData)).toEqual({
      ok: true,
      encoding: 'execute-composable-1.1.0',
      calls: [transferWithBalance('balance')],
    })
  })

  it.each([
    ['e_cleanup_2.1.0', 'static-call', '1.0.0'],
    ['e_cleanup_2.2.1', 'balance', '1.1.0'],
  ] as const)(
    '%s: the cleanup transfer and its EntryPoint nonce dependency',
    (name, fetcher, version) => {
      expect(read(V[name].callData)).toEqual({
        ok: true,
        encoding: `execute-composable-${version}`,
        calls: [
          {
            kind: 'composable',
            to: usdc,
            value: { kind: 'fixed', amount: 0n },
            functionSig: '0xa9059cbb',
            parts: [
              { kind: 'raw', data: pad(owner.toLowerCase() as Hex), constraints: [] },
              {
                kind: 'runtime',
                value: { kind: 'balance', token: usdc, account, fetcher },
                constraints: [],
              },
              {
                kind: 'runtime',
                value: { kind: 'nonce', entryPoint, account, key: mainOpNonce >> 64n },
                constraints: [{ word: 0, type: 'gte', value: mainOpNonce + 1n }],
              },
            ],
            data: undefined,
          },
        ],
      })
    },
  )

  it.each(['i_build_raw_composable_2.1.0', 'i_build_raw_composable_2.2.1'] as const)(
    '%s: a composable call with no run-time value is the raw call data',
    (name) => {
      const [call] = read(V[name].callData).calls
      expect(call).toMatchObject({ kind: 'composable', to: usdc, data: V[name].raw })
    },
  )

  it('refuses an executeComposable of the layout the account does not run', () => {
    const callData = V['c_composable_runtime_balance_2.2.1'].callData as Hex
    expect(readNexusCallData(callData, { composability: '1.0.0' })).toMatchObject({
      ok: false,
      place: 'callData',
    })
    expect(readNexusCallData(callData, { composability: '1.1.0' }).ok).toBe(true)
  })
})

// Property: change one byte anywhere in a vector's callData (every position, two changes each)
// and the reader either refuses it or reads calls that differ from the original's.
describe('one byte changed anywhere', () => {
  it.each(vectorCallData())('%s: refused or read as other calls', (_, callData) => {
    const original = stringify(read(callData).calls)
    const size = (callData.length - 2) / 2
    let refused = 0
    /** Changes read back as the very same calls: two encodings of one meaning. */
    const same: string[] = []
    for (let at = 0; at < size; at++) {
      for (const mask of [0x01, 0x80]) {
        const byte = Number.parseInt(callData.slice(2 + at * 2, 4 + at * 2), 16) ^ mask
        const changed = `${callData.slice(0, 2 + at * 2)}${byte.toString(16).padStart(2, '0')}${callData.slice(4 + at * 2)}`
        const result = readNexusCallData(changed as Hex)
        if (!result.ok) refused++
        else if (stringify(result.calls) === original)
          same.push(`byte ${at} ^ 0x${mask.toString(16)}`)
      }
    }
    expect(same).toEqual([])
    expect(refused).toBeGreaterThan(0)
  })

  it.each(vectorCallData())(
    '%s: a byte or a word appended, or the last byte cut, is refused',
    (_, callData) => {
      for (const changed of [
        `${callData}00`,
        `${callData}${'00'.repeat(32)}`,
        callData.slice(0, -2),
      ])
        expect(readNexusCallData(changed as Hex).ok).toBe(false)
    },
  )
})

// Hand-made callData for each refusal, so each names its place.
const exec = (mode: Hex, executionCalldata: Hex) =>
  `${Selector.execute}${encodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes' }], [mode, executionCalldata]).slice(2)}` as Hex
const transferData = V['a_single_transfer_2.2.1'].decoded.callData as Hex
const single = `${usdc}${pad('0x00').slice(2)}${transferData.slice(2)}` as Hex

type Input110 = {
  paramType: number
  fetcherType: number
  paramData: Hex
  constraints: { constraintType: number; referenceData: Hex }[]
}
const raw110 = (paramData: Hex, paramType = 2): Input110 => ({
  paramType,
  fetcherType: 0,
  paramData,
  constraints: [],
})
const target110 = raw110(pad(usdc.toLowerCase() as Hex), 0)
const balance110 = (paramData: Hex = `${usdc}${account.slice(2)}` as Hex): Input110 => ({
  paramType: 2,
  fetcherType: 2,
  paramData,
  constraints: [],
})
const compose110 = (
  inputParams: Input110[],
  outputParams: { fetcherType: number; paramData: Hex }[] = [],
) =>
  `${Selector.executeComposable110}${encodeAbiParameters(composableExecutions110, [
    [{ functionSig: '0xa9059cbb', inputParams, outputParams }],
  ]).slice(2)}` as Hex
const compose100 = (inputParams: Omit<Input110, 'paramType'>[]) =>
  `${Selector.executeComposable100}${encodeAbiParameters(composableExecutions100, [
    [{ to: usdc, value: 0n, functionSig: '0xa9059cbb', inputParams, outputParams: [] }],
  ]).slice(2)}` as Hex

function refused(callData: Hex) {
  const result = readNexusCallData(callData)
  if (result.ok) throw new Error(`read: ${stringify(result.calls)}`)
  return result
}

describe('readNexusCallData refuses, naming the place', () => {
  it('reads the hand-made forms it refuses the variants of', () => {
    expect(read(exec(`0x${'00'.repeat(32)}`, single)).calls).toEqual([
      { kind: 'call', to: usdc, value: 0n, data: transferData },
    ])
    expect(read(compose110([raw110(recipientWord), balance110(), target110])).calls).toHaveLength(1)
  })

  it.each([
    ['call type static', `0xfe${'00'.repeat(31)}`],
    ['call type delegatecall', `0xff${'00'.repeat(31)}`],
    ['call type 0x02', `0x02${'00'.repeat(31)}`],
    ['exec type try', `0x0001${'00'.repeat(30)}`],
    ['a mode selector', `0x00000000000000000001${'00'.repeat(22)}`],
    ['a payload byte', `0x${'00'.repeat(31)}01`],
  ])('an unknown mode: %s', (_, mode) => {
    expect(refused(exec(mode as Hex, single))).toMatchObject({ place: 'callData.mode' })
  })

  it('a single execution shorter than target ‖ value', () => {
    expect(refused(exec(`0x${'00'.repeat(32)}`, `0x${'11'.repeat(51)}`))).toMatchObject({
      place: 'callData.executionCalldata',
    })
  })

  it('a non-canonical offset: the bytes moved one word on, a zero word before them', () => {
    const args = encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'bytes' }],
      [`0x${'00'.repeat(32)}`, single],
    )
    const moved = `${Selector.execute}${args.slice(2, 66)}${pad('0x60').slice(2)}${'00'.repeat(32)}${args.slice(130)}`
    expect(refused(moved as Hex)).toMatchObject({ place: 'callData' })
  })

  it('a batch whose Execution[] has a non-canonical offset, or trailing bytes', () => {
    const batch = V['b_batch_approve_call_2.2.1'].decoded.executions.map((e) => ({
      target: e.target as Hex,
      value: BigInt(e.value),
      callData: e.callData as Hex,
    }))
    const encoded = encodeAbiParameters(
      [
        {
          type: 'tuple[]',
          components: [{ type: 'address' }, { type: 'uint256' }, { type: 'bytes' }],
        },
      ],
      [batch.map((e) => [e.target, e.value, e.callData] as unknown as never)],
    )
    const batchMode = `0x01${'00'.repeat(31)}` as Hex
    expect(read(exec(batchMode, encoded)).calls).toHaveLength(2)
    expect(refused(exec(batchMode, `${encoded}00`))).toMatchObject({
      place: 'callData.executionCalldata',
    })
    // The array's head offset 0x20 → 0x40, a zero word inserted: decodes to the same, not canonical.
    const moved = `0x${pad('0x40').slice(2)}${'00'.repeat(32)}${encoded.slice(66)}` as Hex
    expect(refused(exec(batchMode, moved))).toMatchObject({ place: 'callData.executionCalldata' })
  })

  it('an empty batch', () => {
    const empty = encodeAbiParameters(
      [
        {
          type: 'tuple[]',
          components: [{ type: 'address' }, { type: 'uint256' }, { type: 'bytes' }],
        },
      ],
      [[]],
    )
    expect(refused(exec(`0x01${'00'.repeat(31)}`, empty))).toMatchObject({
      place: 'callData.executionCalldata',
    })
  })

  it('an address word with dirty high bytes', () => {
    const args = encodeAbiParameters(composableExecutions100, [
      [{ to: usdc, value: 0n, functionSig: '0xa9059cbb', inputParams: [], outputParams: [] }],
    ])
    const at = args.toLowerCase().indexOf(usdc.slice(2).toLowerCase()) - 24
    const dirty = `${Selector.executeComposable100}${args.slice(2, at)}ff${args.slice(at + 2)}`
    expect(refused(dirty as Hex)).toMatchObject({ place: 'callData' })
  })

  it.each([
    ['an unknown selector', '0x12345678'],
    ['executeUserOp (the devnet account’s entry)', '0x8dd7712f'],
    ['no selector', '0xe9ae5c'],
    ['not hex', '0xzzzzzzzz'],
    ['an odd length', '0xe9ae5c530'],
  ])('%s', (_, callData) => {
    expect(refused(callData as Hex)).toMatchObject({ place: 'callData' })
  })

  it('fetcher type 3 (1.1.0), and BALANCE = 2 in composability 1.0.0', () => {
    expect(
      refused(compose110([raw110(recipientWord), { ...balance110(), fetcherType: 3 }, target110])),
    ).toMatchObject({
      place: 'callData.executions[0].inputParams[1].fetcherType',
    })
    expect(
      refused(
        compose100([
          { fetcherType: 2, paramData: `${usdc}${account.slice(2)}` as Hex, constraints: [] },
        ]),
      ),
    ).toMatchObject({ place: 'callData.executions[0].inputParams[0].fetcherType' })
  })

  it('param type 3', () => {
    expect(refused(compose110([raw110(recipientWord, 3), target110]))).toMatchObject({
      place: 'callData.executions[0].inputParams[0].paramType',
    })
  })

  it('a BALANCE param not exactly token ‖ account (40 bytes)', () => {
    for (const paramData of [`${usdc}${account.slice(2)}00`, usdc, pad(usdc)] as Hex[])
      expect(refused(compose110([balance110(paramData), target110]))).toMatchObject({
        place: 'callData.executions[0].inputParams[0].paramData',
      })
  })

  it('no TARGET, two TARGETs, a TARGET read at run time, the zero TARGET, a TARGET not one word', () => {
    expect(refused(compose110([raw110(recipientWord)]))).toMatchObject({
      place: 'callData.executions[0].inputParams',
    })
    expect(refused(compose110([target110, target110]))).toMatchObject({
      place: 'callData.executions[0].inputParams[1].paramType',
    })
    expect(refused(compose110([{ ...balance110(), paramType: 0 }]))).toMatchObject({
      place: 'callData.executions[0].inputParams[0].fetcherType',
    })
    expect(refused(compose110([raw110(pad('0x00'), 0)]))).toMatchObject({
      place: 'callData.executions[0].inputParams[0].paramData',
    })
    expect(refused(compose110([raw110(`${pad(usdc)}00`, 0)]))).toMatchObject({
      place: 'callData.executions[0].inputParams[0].paramData',
    })
  })

  it('reads a fixed VALUE (one word, or abstractjs’s word and zero word); refuses others', () => {
    const value = (paramData: Hex) =>
      readNexusCallData(compose110([target110, raw110(paramData, 1)]))
    expect(value(pad(toHex(5n)))).toMatchObject({
      ok: true,
      calls: [{ value: { kind: 'fixed', amount: 5n } }],
    })
    expect(value(`${pad(toHex(5n))}${'00'.repeat(32)}`)).toMatchObject({
      ok: true,
      calls: [{ value: { kind: 'fixed', amount: 5n } }],
    })
    expect(value(`${pad(toHex(5n))}${'00'.repeat(31)}01`)).toMatchObject({ ok: false })
    expect(value('0x05')).toMatchObject({ ok: false })
    expect(
      refused(compose110([target110, raw110(pad('0x01'), 1), raw110(pad('0x01'), 1)])),
    ).toMatchObject({
      place: 'callData.executions[0].inputParams[2].paramType',
    })
  })

  it('reads a native balance as the VALUE (a native cleanup)', () => {
    const nativeBalance = balance110(`0x${'00'.repeat(20)}${account.slice(2)}` as Hex)
    expect(
      read(compose110([target110, { ...nativeBalance, paramType: 1 }])).calls[0],
    ).toMatchObject({
      value: {
        kind: 'runtime',
        value: { kind: 'balance', token: '0x0000000000000000000000000000000000000000', account },
      },
    })
  })

  it('an unknown constraint type, a reference not one word, an IN not two words', () => {
    const constrained = (constraintType: number, referenceData: Hex) =>
      compose110([{ ...balance110(), constraints: [{ constraintType, referenceData }] }, target110])
    expect(refused(constrained(4, pad('0x01')))).toMatchObject({
      place: 'callData.executions[0].inputParams[0].constraints[0].constraintType',
    })
    expect(refused(constrained(1, '0x01'))).toMatchObject({
      place: 'callData.executions[0].inputParams[0].constraints[0].referenceData',
    })
    expect(refused(constrained(3, pad('0x01')))).toMatchObject({
      place: 'callData.executions[0].inputParams[0].constraints[0].referenceData',
    })
    expect(read(constrained(3, `${pad('0x01')}${pad('0x09').slice(2)}`)).calls[0]).toMatchObject({
      parts: [{ constraints: [{ word: 0, type: 'in', low: 1n, high: 9n }] }],
    })
  })

  it('a second constraint on a one-word balance: it would test the word past the balance', () => {
    const gte = { constraintType: 1, referenceData: pad('0x01') }
    const lte = { constraintType: 2, referenceData: pad('0xff') }
    expect(
      refused(compose110([{ ...balance110(), constraints: [gte, lte] }, target110])),
    ).toMatchObject({
      place: 'callData.executions[0].inputParams[0].constraints[1]',
    })
  })

  it('output params', () => {
    expect(refused(compose110([target110], [{ fetcherType: 0, paramData: '0x' }]))).toMatchObject({
      place: 'callData.executions[0].outputParams',
    })
  })

  it('a static call whose abi.encode(address, bytes) is not canonical', () => {
    const staticCall = encodeAbiParameters(
      [{ type: 'address' }, { type: 'bytes' }],
      [
        usdc,
        encodeFunctionData({ abi: parseAbi(['function balanceOf(address)']), args: [account] }),
      ],
    )
    const ok = { paramType: 2, fetcherType: 1, paramData: staticCall, constraints: [] }
    expect(read(compose110([ok, target110])).calls[0]).toMatchObject({
      parts: [
        {
          value: {
            kind: 'balance',
            token: usdc,
            account: getAddress(account),
            fetcher: 'static-call',
          },
        },
      ],
    })
    expect(refused(compose110([{ ...ok, paramData: `${staticCall}00` }, target110]))).toMatchObject(
      {
        place: 'callData.executions[0].inputParams[0].paramData',
      },
    )
  })
})

// Property: whatever the bytes, a result and never a throw (random tails after each selector, and
// the vectors with a random slice cut out or random bytes put in, which read as other calls if at all).
describe('never throws', () => {
  const selectors = [Selector.execute, Selector.executeComposable100, Selector.executeComposable110]
  const bytes = fc.uint8Array({ maxLength: 600 }).map((b) => toHex(b).slice(2))

  it('random data after each selector', () => {
    fc.assert(
      fc.property(fc.constantFrom(...selectors), bytes, (selector, tail) => {
        const result = readNexusCallData(`${selector}${tail}` as Hex)
        expect(typeof result.ok).toBe('boolean')
      }),
      { numRuns: 300 },
    )
  })

  it('a vector with a slice cut out or bytes put in', () => {
    const all = vectorCallData().map(([, callData]) => callData)
    fc.assert(
      fc.property(
        fc.constantFrom(...all),
        fc.nat(),
        fc.nat(64),
        bytes,
        (callData, at, cut, put) => {
          const size = (callData.length - 2) / 2
          const from = 2 + (at % size) * 2
          const changed = `${callData.slice(0, from)}${put}${callData.slice(from + cut * 2)}`
          const result = readNexusCallData(changed as Hex)
          expect(typeof result.ok).toBe('boolean')
          // Other bytes that still read are other calls (the vectors have no VALUE param, the one
          // place where two encodings of one amount are read: abstractjs's word-and-zero-word).
          if (result.ok && changed.toLowerCase() !== callData.toLowerCase())
            expect(stringify(result.calls)).not.toBe(stringify(read(callData).calls))
        },
      ),
      { numRuns: 300 },
    )
  })
})
