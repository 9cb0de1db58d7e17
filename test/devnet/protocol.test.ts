// devnet-protocol: "A user op" (how the builder makes inputs) and "The quote hash", in TypeScript
// alone; the contract tests (test/devnet/contracts/orchestrator*.test.ts) pin the same against solc.
import {
  concat,
  decodeAbiParameters,
  decodeFunctionData,
  encodeErrorResult,
  encodeFunctionData,
  getAddress,
  type Hex,
  keccak256,
  numberToHex,
  parseAbi,
  toHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { hashUserOp, merkleProof, merkleRoot, merkleTree } from '../../src/core/protocol/hash.js'
import { buildCall, buildRawCall } from '../../src/core/protocol/inputs.js'
import { AuthKind, type Call, ConstraintType, FetcherType } from '../../src/core/protocol/types.js'
import { orchestratorAccount221Abi } from '../../src/devnet/artifacts/OrchestratorAccount221.js'
import { buildAuth } from '../../src/devnet/protocol/auth.js'
import {
  decodeAccountError,
  decodeConstraintNotMet,
  encodeExecuteUserOp,
} from '../../src/devnet/protocol/encode.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const account = '0x1111111111111111111111111111111111111111'
const bob = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const leaf = (i: number) => keccak256(toHex(`op ${i}`))
const pair = (a: Hex, b: Hex) => keccak256(BigInt(a) < BigInt(b) ? concat([a, b]) : concat([b, a]))

/** What the account sends: selector ‖ inputs, with each BALANCE param resolved to `balance`. */
const resolve = (call: Call, balance: bigint) =>
  concat([
    call.selector,
    ...call.inputs.map((input) =>
      input.fetcherType === FetcherType.Balance
        ? numberToHex(balance, { size: 32 })
        : input.paramData,
    ),
  ])

describe('merkleRoot / merkleProof (The quote hash)', () => {
  it('a one-op quote hash is the op hash itself, with an empty proof', () => {
    expect(merkleRoot([leaf(0)])).toBe(leaf(0))
    expect(merkleProof([leaf(0)], 0)).toEqual([])
  })

  it('pairs with the commutative sorted keccak and carries an odd node up unchanged', () => {
    const leaves = [leaf(0), leaf(1), leaf(2)]
    expect(merkleRoot(leaves)).toBe(pair(pair(leaf(0), leaf(1)), leaf(2)))
    expect(merkleProof(leaves, 2)).toEqual([pair(leaf(0), leaf(1))])
    expect(merkleProof(leaves, 1)).toEqual([leaf(0), leaf(2)])
  })

  it('every proof of quotes with 1 to 9 ops folds back to the root', () => {
    for (let n = 1; n <= 9; n++) {
      const leaves = Array.from({ length: n }, (_, i) => leaf(i))
      for (let i = 0; i < n; i++) {
        expect(merkleProof(leaves, i).reduce(pair, leaves[i]!)).toBe(merkleRoot(leaves))
      }
    }
  })

  it('merkleTree gives the same root and proofs as merkleRoot / merkleProof, in one pass', () => {
    for (let n = 1; n <= 17; n++) {
      const leaves = Array.from({ length: n }, (_, i) => leaf(i))
      const tree = merkleTree(leaves)
      expect(tree.root).toBe(merkleRoot(leaves))
      expect(tree.proofs).toEqual(leaves.map((_, i) => merkleProof(leaves, i)))
    }
    expect(() => merkleTree([])).toThrow(/at least one user-op hash/)
  })

  it('refuses an empty quote and an index outside it', () => {
    expect(() => merkleRoot([])).toThrow(/at least one user-op hash/)
    expect(() => merkleProof([leaf(0)], 1)).toThrow(/index 1 is out of range: the quote has 1 ops/)
  })
})

describe('hashUserOp', () => {
  it('binds the chain and the account', () => {
    const op = { nonce: 0n, lowerBoundTimestamp: 1n, upperBoundTimestamp: 2n, calls: [] }
    const base = hashUserOp({ chainId: 1, account, op })
    expect(hashUserOp({ chainId: 2, account, op })).not.toBe(base)
    expect(hashUserOp({ chainId: 1, account: bob, op })).not.toBe(base)
    expect(hashUserOp({ chainId: 1n, account, op })).toBe(base)
  })
})

describe('buildCall (spec: /instructions/build, RuntimeBalance)', () => {
  const transferAbi = parseAbi(['function transfer(address to, uint256 amount)'])

  it('accepts both signature styles and, without runtime values, reproduces the plain calldata', () => {
    const expected = encodeFunctionData({ abi: transferAbi, args: [bob, 5n] })
    for (const functionSignature of [
      'function transfer(address to, uint256 amount)',
      'transfer(address,uint256)',
    ]) {
      const call = buildCall({
        to: token,
        functionSignature,
        args: [bob, 5n],
        defaultTarget: account,
      })
      expect(call.functionSig).toBe('transfer(address,uint256)')
      expect(call.value).toBe(0n)
      expect(call.inputs).toHaveLength(1)
      expect(resolve(call, 0n)).toBe(expected)
    }
  })

  it('turns a runtime balance into a BALANCE param on the account, constraints in eq, gte, lte order', () => {
    const call = buildCall({
      to: token,
      functionSignature: 'transfer(address,uint256)',
      args: [
        bob,
        {
          type: 'runtimeErc20Balance',
          tokenAddress: token,
          constraints: { lte: '9', gte: 2n, eq: '7' },
        },
      ],
      defaultTarget: account,
    })
    const [raw, balance] = call.inputs
    expect(raw?.fetcherType).toBe(FetcherType.RawBytes)
    expect(balance?.fetcherType).toBe(FetcherType.Balance)
    expect(
      decodeAbiParameters([{ type: 'address' }, { type: 'address' }], balance!.paramData),
    ).toEqual([token, account])
    expect(balance?.constraints).toEqual([
      { constraintType: ConstraintType.Eq, referenceData: numberToHex(7n, { size: 32 }) },
      { constraintType: ConstraintType.Gte, referenceData: numberToHex(2n, { size: 32 }) },
      { constraintType: ConstraintType.Lte, referenceData: numberToHex(9n, { size: 32 }) },
    ])
    expect(resolve(call, 42n)).toBe(encodeFunctionData({ abi: transferAbi, args: [bob, 42n] }))
  })

  it('splits around head words only, leaving dynamic tails in the raw runs', () => {
    const abi = parseAbi(['function f(bytes data, uint256 a, string s, uint256 b)'])
    const runtime = (targetAddress?: `0x${string}`) =>
      ({ type: 'runtimeErc20Balance', tokenAddress: token, targetAddress }) as const
    const call = buildCall({
      to: token,
      functionSignature: 'function f(bytes data, uint256 a, string s, uint256 b)',
      args: ['0xdeadbeef', runtime(), 'hello', runtime(bob)],
      defaultTarget: account,
    })
    expect(call.inputs.map((i) => i.fetcherType)).toEqual([0, 1, 0, 1, 0])
    expect(resolve(call, 3n)).toBe(
      encodeFunctionData({ abi, args: ['0xdeadbeef', 3n, 'hello', 3n] }),
    )
  })

  it('refuses runtime balances anywhere but top-level uint256 args, with the arg named', () => {
    const balance = { type: 'runtimeErc20Balance', tokenAddress: token }
    const build = (functionSignature: string, args: unknown[]) => () =>
      buildCall({ to: token, functionSignature, args, defaultTarget: account })
    expect(build('function approve(address spender, uint128 amount)', [bob, balance])).toThrow(
      /Arg 1 \(amount: uint128\) of approve\(address,uint128\) holds a runtime balance; runtime balances are only allowed as top-level uint256 args/,
    )
    expect(build('f(uint256[])', [[balance]])).toThrow(/only allowed as top-level uint256 args/)
  })

  it('explains bad signatures, arg counts and constraint values', () => {
    const build = (functionSignature: string, args: unknown[]) => () =>
      buildCall({ to: token, functionSignature, args, defaultTarget: account })
    expect(build('transfer(address', [])).toThrow(
      /Cannot parse functionSignature "transfer\(address"/,
    )
    expect(build('event Transfer(address)', [bob])).toThrow(/declares an event, not a function/)
    expect(build('transfer(address,uint256)', [bob])).toThrow(/takes 2 args, but 1 were given/)
    expect(
      build('transfer(address,uint256)', [
        bob,
        { type: 'runtimeErc20Balance', tokenAddress: token, constraints: { gte: 'lots' } },
      ]),
    ).toThrow(/constraint "gte" must be an integer, got "lots"/)
    expect(
      build('transfer(address,uint256)', [
        bob,
        { type: 'runtimeErc20Balance', tokenAddress: 'USDC' },
      ]),
    ).toThrow(/tokenAddress "USDC" is not an address/)
  })
})

describe('buildRawCall (spec: /instructions/build-raw)', () => {
  it('splits calldata into the selector and one RAW_BYTES param', () => {
    const data = encodeFunctionData({
      abi: parseAbi(['function transfer(address,uint256)']),
      args: [bob, 1n],
    })
    const call = buildRawCall({ to: token, data, value: 3n })
    expect(call.selector).toBe('0xa9059cbb')
    expect(call.value).toBe(3n)
    expect(resolve(call, 0n)).toBe(data)
    expect(buildRawCall({ to: bob, data: '0x' })).toEqual({
      to: bob,
      value: 0n,
      selector: '0x00000000',
      inputs: [],
    })
    expect(buildRawCall({ to: bob, data: '0x12345678' }).inputs).toEqual([])
    expect(() => buildRawCall({ to: bob, data: '0x1234' })).toThrow(
      /2 bytes; it must be empty or start with a 4-byte selector/,
    )
  })
})

describe('encodeExecuteUserOp / decodeAccountError', () => {
  it('encodes calldata the account ABI decodes back to the same op and auth', () => {
    const call = buildRawCall({ to: token, data: '0xa9059cbb' })
    const op = { nonce: 7n, lowerBoundTimestamp: 10n, upperBoundTimestamp: 20n, calls: [call] }
    const auth = buildAuth({ kind: AuthKind.Onchain, quoteHash: leaf(1), proof: [leaf(2)] })
    const decoded = decodeFunctionData({
      abi: orchestratorAccount221Abi,
      data: encodeExecuteUserOp(op, auth),
    })
    expect(decoded.functionName).toBe('executeUserOp')
    expect(decoded.args).toEqual([
      { ...op, lowerBoundTimestamp: 10, upperBoundTimestamp: 20 },
      auth,
    ])
  })

  it('decodes ConstraintNotMet, and returns undefined for other errors and foreign data', () => {
    const args = [0n, 1n, 5n, ConstraintType.Gte, numberToHex(9n, { size: 32 })] as const
    const data = encodeErrorResult({
      abi: orchestratorAccount221Abi,
      errorName: 'ConstraintNotMet',
      args,
    })
    expect(decodeConstraintNotMet(data)).toEqual({
      callIndex: 0n,
      inputIndex: 1n,
      value: 5n,
      constraintType: ConstraintType.Gte,
      referenceData: args[4],
    })
    const other = encodeErrorResult({
      abi: orchestratorAccount221Abi,
      errorName: 'AlreadyExecuted',
      args: [leaf(0)],
    })
    expect(decodeAccountError(other)).toEqual({
      abiItem: expect.anything(),
      errorName: 'AlreadyExecuted',
      args: [leaf(0)],
    })
    expect(decodeConstraintNotMet(other)).toBeUndefined()
    expect(decodeAccountError('0x12345678')).toBeUndefined()
  })
})
