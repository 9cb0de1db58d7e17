import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { readFunctionSignature } from '../../../src/core/flow-drafts/abi-params.js'
import {
  alignArgs,
  type BuildFlowDraft,
  createFlowDraft,
  type FlowDraft,
  fromComposeFlows,
  MAX_COMPOSE_FLOWS,
  parseFunctionSignature,
  toComposeFlows,
  UnsupportedFlowError,
} from '../../../src/core/flow-drafts/index.js'
import { type ComposeFlowInput, composeFlowSchema } from '../../../src/core/schemas/compose-flow.js'

const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' as const
const WETH = '0x4200000000000000000000000000000000000006' as const
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

const build = (overrides: Partial<BuildFlowDraft> = {}): BuildFlowDraft => ({
  id: 'a',
  type: 'build',
  to: USDC,
  chainId: '8453',
  functionSignature: 'function transfer(address to, uint256 amount)',
  args: [
    { kind: 'text', value: BOB },
    { kind: 'amount', value: '1.5', decimals: 6 },
  ],
  ...overrides,
})

/** The flows parsed by the API's own schema: what comes out must be accepted as it is. */
function accepted(drafts: FlowDraft[]) {
  const { composeFlows, issues } = toComposeFlows(drafts)
  expect(issues).toEqual([])
  for (const flow of composeFlows ?? [])
    expect(z.safeParse(composeFlowSchema, flow).success).toBe(true)
  return composeFlows
}

const issuesOf = (draft: FlowDraft) =>
  toComposeFlows([draft]).issues.map(({ field, message }) => ({ field, message }))

describe('toComposeFlows', () => {
  it('build: the signature parsed by viem, 1.5 with 6 decimals sent as 1500000', () => {
    expect(accepted([build()])).toEqual([
      {
        type: '/instructions/build',
        data: {
          to: USDC,
          chainId: 8453,
          functionSignature: 'function transfer(address to, uint256 amount)',
          args: [BOB, '1500000'],
        },
      },
    ])
  })

  it('build: every argument type (bool, bytes, bytesN, string, int, arrays, tuple, runtime balance)', () => {
    const draft = build({
      functionSignature:
        'function f(bool b, bytes data, bytes4 sel, string s, int8 delta, address[] to, uint256[2] pair, (address a, uint16 n) t, uint256 all)',
      args: [
        { kind: 'bool', value: true },
        { kind: 'text', value: '0xdeadbeef' },
        { kind: 'text', value: '0xa9059cbb' },
        { kind: 'text', value: 'hi there' },
        { kind: 'amount', value: '-128', decimals: 0 },
        {
          kind: 'list',
          items: [
            { kind: 'text', value: BOB },
            { kind: 'text', value: USDC },
          ],
        },
        {
          kind: 'list',
          items: [
            { kind: 'amount', value: '1', decimals: 18 },
            { kind: 'amount', value: '2', decimals: 0 },
          ],
        },
        {
          kind: 'list',
          items: [
            { kind: 'text', value: BOB },
            { kind: 'amount', value: '7', decimals: 0 },
          ],
        },
        {
          kind: 'runtimeBalance',
          tokenAddress: USDC,
          targetAddress: '',
          gte: '1',
          lte: '',
          eq: '',
          decimals: 6,
        },
      ],
    })
    expect(accepted([draft])?.[0]?.data).toMatchObject({
      args: [
        true,
        '0xdeadbeef',
        '0xa9059cbb',
        'hi there',
        '-128',
        [BOB, USDC],
        ['1000000000000000000', '2'],
        [BOB, '7'],
        { type: 'runtimeErc20Balance', tokenAddress: USDC, constraints: { gte: '1000000' } },
      ],
    })
  })

  it('the `function` keyword may be left out; it is sent with it', () => {
    const flows = accepted([build({ functionSignature: 'transfer(address to, uint256 amount)' })])
    expect(flows?.[0]?.data).toMatchObject({
      functionSignature: 'function transfer(address to, uint256 amount)',
    })
  })

  it('build-raw, build-ccip (runtime balance) and intent-simple (percent slippage, route mode)', () => {
    const flows = accepted([
      { id: 'r', type: 'build-raw', to: USDC, chainId: '1', data: '0xa9059cbb' },
      {
        id: 'c',
        type: 'build-ccip',
        srcToken: USDC,
        dstToken: USDC.toLowerCase(),
        srcChainId: '1',
        dstChainId: '8453',
        amount: {
          kind: 'runtimeBalance',
          tokenAddress: USDC,
          targetAddress: BOB,
          gte: '',
          lte: '5',
          eq: '',
          decimals: 6,
        },
      },
      {
        id: 'i',
        type: 'intent-simple',
        srcToken: USDC,
        dstToken: WETH,
        srcChainId: '8453',
        dstChainId: '10',
        amount: { kind: 'amount', value: '25', decimals: 6 },
        slippage: '0.5',
        routeSelectionMode: 'fast-quote',
      },
    ])
    expect(flows).toEqual([
      { type: '/instructions/build-raw', data: { to: USDC, chainId: 1, data: '0xa9059cbb' } },
      {
        type: '/instructions/build-ccip',
        data: {
          srcToken: USDC,
          dstToken: USDC.toLowerCase(),
          srcChainId: 1,
          dstChainId: 8453,
          amount: {
            type: 'runtimeErc20Balance',
            tokenAddress: USDC,
            targetAddress: BOB,
            constraints: { lte: '5000000' },
          },
        },
      },
      {
        type: '/instructions/intent-simple',
        data: {
          srcToken: USDC,
          dstToken: WETH,
          srcChainId: 8453,
          dstChainId: 10,
          amount: '25000000',
          slippage: 0.005,
          routeSelectionMode: 'fast-quote',
        },
      },
    ])
  })

  it('names each invalid field in a plain sentence', () => {
    expect(issuesOf(createFlowDraft('build-raw', 'x'))).toEqual([
      { field: 'to', message: 'Target address is required' },
      { field: 'chainId', message: 'Chain is required: pick a chain' },
      { field: 'data', message: 'Calldata is required' },
    ])
    expect(
      issuesOf(build({ to: '0x12', functionSignature: 'function transfer(address to' })),
    ).toEqual([
      {
        field: 'to',
        message:
          'Target address must be a 0x-prefixed 20-byte hex address (0x followed by 40 hex characters)',
      },
      {
        field: 'functionSignature',
        message: expect.stringMatching(
          /^Function signature is not a valid Solidity function declaration/,
        ),
      },
    ])
  })

  it('arguments: each error at its argument, item or runtime-balance field', () => {
    const draft = build({
      functionSignature: 'function f(uint8 a, uint256 b, bytes4 c, address[] d, uint256 e, int8 f)',
      args: [
        { kind: 'amount', value: '256', decimals: 0 },
        { kind: 'amount', value: '1.1234567', decimals: 6 },
        { kind: 'text', value: '0xabcd' },
        {
          kind: 'list',
          items: [
            { kind: 'text', value: BOB },
            { kind: 'text', value: 'bob' },
          ],
        },
        {
          kind: 'runtimeBalance',
          tokenAddress: '',
          targetAddress: '0x1',
          gte: 'x',
          lte: '',
          eq: '',
          decimals: 0,
        },
        { kind: 'amount', value: '-1.5', decimals: 0 },
      ],
    })
    expect(issuesOf(draft)).toEqual([
      { field: 'args.0', message: 'Argument 1 (a) does not fit in a uint8' },
      { field: 'args.1', message: 'Argument 2 (b) has more than 6 decimal places' },
      {
        field: 'args.2',
        message:
          'Argument 3 (c) must be exactly 4 bytes: 0x followed by 8 hex characters (got 2 bytes)',
      },
      {
        field: 'args.3.items.1',
        message: expect.stringMatching(
          /^Argument 4 \(d\), item 2 must be a 0x-prefixed 20-byte hex address/,
        ),
      },
      { field: 'args.4.tokenAddress', message: 'Argument 5 (e): token address is required' },
      {
        field: 'args.4.targetAddress',
        message: expect.stringMatching(/^Argument 5 \(e\): balance owner must be/),
      },
      {
        field: 'args.4.gte',
        message: expect.stringMatching(
          /^Argument 5 \(e\): at least \(gte\) must be a non-negative number/,
        ),
      },
      {
        field: 'args.5',
        message: expect.stringMatching(/^Argument 6 \(f\) must be a whole number of base units/),
      },
    ])
  })

  it('ccip tokens must carry a right checksum; slippage is a percent up to 100', () => {
    const bad = `0x${USDC.slice(2, 3).toLowerCase()}${USDC.slice(3)}`.replace('fCD', 'FCD')
    const issues = issuesOf({
      id: 'c',
      type: 'intent-simple',
      srcToken: USDC,
      dstToken: USDC,
      srcChainId: '1',
      dstChainId: '0',
      amount: { kind: 'amount', value: '', decimals: 6 },
      slippage: '150',
      routeSelectionMode: '',
    })
    expect(issues).toEqual([
      {
        field: 'dstChainId',
        message: 'Destination chain must be a chain id (a positive whole number)',
      },
      { field: 'amount', message: 'Amount is required' },
      { field: 'slippage', message: 'Slippage must be a percentage from 0 to 100, e.g. 0.5' },
    ])
    const ccip = issuesOf({
      id: 'c',
      type: 'build-ccip',
      srcToken: bad,
      dstToken: USDC,
      srcChainId: '1',
      dstChainId: '2',
      amount: { kind: 'amount', value: '1', decimals: 6 },
    })
    expect(ccip).toEqual([
      {
        field: 'srcToken',
        message: expect.stringMatching(/^Source token must be a checksummed address/),
      },
    ])
  })

  it(`at most ${MAX_COMPOSE_FLOWS} flows, and at least one`, () => {
    const many = Array.from({ length: MAX_COMPOSE_FLOWS + 1 }, (_, i) => build({ id: String(i) }))
    expect(toComposeFlows(many.slice(0, MAX_COMPOSE_FLOWS)).composeFlows).toHaveLength(
      MAX_COMPOSE_FLOWS,
    )
    expect(toComposeFlows(many).issues[0]?.message).toBe(
      'A supertransaction holds at most 30 flows (got 31); remove 1.',
    )
    expect(toComposeFlows(many).issues[0]).toMatchObject({
      code: 'tooManyFlows',
      params: { max: 30, got: 31 },
    })
    expect(toComposeFlows([]).issues).toEqual([
      {
        flowIndex: -1,
        flowId: '',
        field: '',
        message: 'Add at least one flow.',
        code: 'noFlows',
        params: {},
      },
    ])
  })

  it('each issue carries a code and its values, for words in another language', () => {
    const bad = USDC.replace('fCD', 'FCD')
    const codes = (draft: FlowDraft) =>
      toComposeFlows([draft]).issues.map(({ field, code, params }) => ({ field, code, params }))
    expect(
      codes(
        build({
          to: '0x12',
          chainId: '',
          functionSignature: 'function f(uint8 a, uint256 b, bytes4 c, uint256 d)',
          args: [
            { kind: 'amount', value: '256', decimals: 0 },
            { kind: 'amount', value: '1.1234567', decimals: 6 },
            { kind: 'text', value: '0xabcd' },
            {
              kind: 'runtimeBalance',
              tokenAddress: '',
              targetAddress: '',
              gte: '-1',
              lte: '',
              eq: '',
              decimals: 0,
            },
          ],
        }),
      ),
    ).toEqual([
      { field: 'to', code: 'address', params: {} },
      { field: 'chainId', code: 'chainRequired', params: {} },
      { field: 'args.0', code: 'outOfRange', params: { type: 'uint8' } },
      { field: 'args.1', code: 'tooManyDecimals', params: { decimals: 6 } },
      { field: 'args.2', code: 'bytesLength', params: { size: 4, got: 2 } },
      { field: 'args.3.tokenAddress', code: 'required', params: {} },
      { field: 'args.3.gte', code: 'nonNegativeNumber', params: {} },
    ])
    expect(
      codes({
        id: 'c',
        type: 'build-ccip',
        srcToken: bad,
        dstToken: USDC,
        srcChainId: '1',
        dstChainId: 'x',
        amount: { kind: 'amount', value: '1', decimals: 0 },
      }),
    ).toEqual([
      { field: 'srcToken', code: 'checksum', params: { checksummed: USDC } },
      { field: 'dstChainId', code: 'chainId', params: {} },
    ])
    expect(codes(build({ functionSignature: '' }))).toEqual([
      { field: 'functionSignature', code: 'signatureRequired', params: {} },
    ])
    expect(codes({ id: 'r', type: 'build-raw', to: USDC, chainId: '1', data: '0xzz' })).toEqual([
      { field: 'data', code: 'hex', params: {} },
    ])
  })

  it('a field passed through that the API refuses is named with its rule and what it holds', () => {
    const passthrough = {
      data: {
        gasLimit: 'abc',
        value: (2n ** 256n).toString(),
        lowerBoundTimestamp: 1.5,
        upperBoundTimestamp: 2 ** 49,
        foo: 1,
      },
      batch: 'yes',
    } as unknown as BuildFlowDraft['passthrough']
    const unknownKey =
      'data.foo is not a field of this object; remove it (extra properties are not allowed here)'
    expect(issuesOf(build({ passthrough }))).toEqual([
      { field: 'value', message: 'data.value must fit in a uint256 (at most 2^256 - 1)' },
      {
        field: 'gasLimit',
        message:
          'data.gasLimit must be a non-negative integer written as a decimal string, e.g. "1000000" (got "abc")',
      },
      {
        field: 'lowerBoundTimestamp',
        message: 'data.lowerBoundTimestamp must be an integer (got 1.5)',
      },
      {
        field: 'upperBoundTimestamp',
        message: 'data.upperBoundTimestamp must fit in a uint48 (at most 2^48 - 1)',
      },
      { field: 'foo', message: unknownKey },
      { field: '', message: 'batch must be a boolean (got "yes")' },
    ])
  })
})

describe('fromComposeFlows', () => {
  it('round-trips every editable flow type, keeping the fields the builder does not edit', () => {
    const flows: ComposeFlowInput[] = [
      {
        type: '/instructions/build' as const,
        data: {
          to: USDC,
          chainId: 8453,
          functionSignature: 'function f(address[] to, bool ok, uint256 n)',
          args: [
            [BOB],
            true,
            { type: 'runtimeErc20Balance', tokenAddress: USDC, constraints: { eq: '5' } },
          ],
          gasLimit: '100000',
        },
        batch: false,
      },
      {
        type: '/instructions/build-raw' as const,
        data: { to: USDC, chainId: 1, data: '0x' as const },
      },
      {
        type: '/instructions/intent-simple' as const,
        data: {
          srcToken: USDC,
          dstToken: WETH,
          srcChainId: 8453,
          dstChainId: 10,
          amount: '25000000',
          slippage: 0.07,
          routeSelectionMode: 'cheap' as const,
          allowSwapProviders: 'a,b',
        },
      },
    ]
    const drafts = fromComposeFlows(flows)
    expect(drafts[2]).toMatchObject({
      id: 'flow-3',
      slippage: '7',
      amount: { value: '25000000', decimals: 0 },
    })
    expect(toComposeFlows(drafts).composeFlows).toEqual(flows)
  })

  it('throws UnsupportedFlowError for intent flows', () => {
    expect(() => fromComposeFlows([{ type: '/instructions/intent', data: {} }])).toThrow(
      UnsupportedFlowError,
    )
  })
})

describe('signatures and argument shapes', () => {
  it('a non-function item is refused', () => {
    expect(parseFunctionSignature('event Transfer(address to)')).toEqual({
      ok: false,
      message: expect.stringMatching(/function/),
      code: 'invalidSignature',
      params: { reason: expect.any(String) },
    })
  })

  it('readFunctionSignature reads the function without a draft issue’s words', () => {
    expect(readFunctionSignature(' transfer(address to, uint256 amount) ')).toMatchObject({
      ok: true,
      signature: 'function transfer(address to, uint256 amount)',
      name: 'transfer',
      inputs: [
        { type: 'address', name: 'to' },
        { type: 'uint256', name: 'amount' },
      ],
    })
    expect(readFunctionSignature('  ')).toEqual({
      ok: false,
      problem: 'signatureRequired',
      reason: '',
    })
    const bad = readFunctionSignature('function f(uint7 a)')
    expect(bad).toMatchObject({ ok: false, problem: 'invalidSignature' })
    expect(bad.ok ? '' : bad.reason).toBe('Unknown type.')
    // The draft's parse says the same in words.
    expect(parseFunctionSignature('function f(uint7 a)')).toMatchObject({
      ok: false,
      code: 'invalidSignature',
      params: { reason: bad.ok ? '' : bad.reason },
    })
  })

  it('alignArgs keeps what still fits and starts the rest empty', () => {
    const signature = parseFunctionSignature('function f(address a, bool b, uint256[2] c)')
    if (!signature.ok) throw new Error(signature.message)
    expect(
      alignArgs(signature.inputs, [
        { kind: 'text', value: BOB },
        { kind: 'text', value: 'x' },
      ]),
    ).toEqual([
      { kind: 'text', value: BOB },
      { kind: 'bool', value: false },
      {
        kind: 'list',
        items: [
          { kind: 'amount', value: '', decimals: 0 },
          { kind: 'amount', value: '', decimals: 0 },
        ],
      },
    ])
  })
})
