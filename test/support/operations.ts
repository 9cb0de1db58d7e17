// Devnet-shaped user operations for the tests, written out from docs/devnet-protocol.md ("A user
// op", "The quote hash") with viem alone, independently of src/core/protocol, so a mistake there
// cannot hide in both: a call is selector + inputs, `callData = abi.encode(UserOp)`, an op's hash
// `keccak256(abi.encode(chainId, account, nonce, lower, upper, keccak256(abi.encode(calls))))`, the
// quote hash the Merkle root (sorted pairs, an odd node carried up) of the ops' hashes.
//
//   rawCall(to, data, value?)          a call whose inputs are one RAW_BYTES run
//   balanceCall(to, selector, before, token, target, after?)   one runtime-balance word in between
//   opCallData(op), opHash(chainId, account, op), rootOf(hashes)
import {
  type Address,
  concat,
  encodeAbiParameters,
  type Hex,
  hexToBigInt,
  keccak256,
  size,
  slice,
} from 'viem'

export type TestInput = {
  fetcherType: number
  paramData: Hex
  constraints: { constraintType: number; referenceData: Hex }[]
}
export type TestCall = { to: Address; value: bigint; selector: Hex; inputs: TestInput[] }
export type TestOp = {
  nonce: bigint
  lowerBoundTimestamp: number
  upperBoundTimestamp: number
  calls: TestCall[]
}

const callsParameter = {
  type: 'tuple[]',
  components: [
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'selector', type: 'bytes4' },
    {
      name: 'inputs',
      type: 'tuple[]',
      components: [
        { name: 'fetcherType', type: 'uint8' },
        { name: 'paramData', type: 'bytes' },
        {
          name: 'constraints',
          type: 'tuple[]',
          components: [
            { name: 'constraintType', type: 'uint8' },
            { name: 'referenceData', type: 'bytes32' },
          ],
        },
      ],
    },
  ],
} as const

/** `to.call(data)` as the devnet builds it: the selector, then the rest as one raw run. */
export function rawCall(to: Address, data: Hex, value = 0n): TestCall {
  if (size(data) === 0) return { to, value, selector: '0x00000000', inputs: [] }
  const rest =
    size(data) > 4 ? [{ fetcherType: 0, paramData: slice(data, 4), constraints: [] }] : []
  return { to, value, selector: slice(data, 0, 4), inputs: rest }
}

/** A call whose word after `before` is `token.balanceOf(target)` when it runs. */
export function balanceCall(
  to: Address,
  selector: Hex,
  before: Hex,
  token: Address,
  target: Address,
  after: Hex = '0x',
): TestCall {
  const inputs: TestInput[] = []
  if (size(before) > 0) inputs.push({ fetcherType: 0, paramData: before, constraints: [] })
  inputs.push({
    fetcherType: 1,
    paramData: encodeAbiParameters([{ type: 'address' }, { type: 'address' }], [token, target]),
    constraints: [],
  })
  if (size(after) > 0) inputs.push({ fetcherType: 0, paramData: after, constraints: [] })
  return { to, value: 0n, selector, inputs }
}

export function opCallData(op: TestOp): Hex {
  return encodeAbiParameters(
    [
      {
        type: 'tuple',
        components: [
          { name: 'nonce', type: 'uint256' },
          { name: 'lowerBoundTimestamp', type: 'uint48' },
          { name: 'upperBoundTimestamp', type: 'uint48' },
          { name: 'calls', ...callsParameter },
        ],
      },
    ],
    [op],
  )
}

export function opHash(chainId: number, account: Address, op: TestOp): Hex {
  const callsHash = keccak256(encodeAbiParameters([callsParameter], [op.calls]))
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint256' },
        { type: 'uint48' },
        { type: 'uint48' },
        { type: 'bytes32' },
      ],
      [
        BigInt(chainId),
        account,
        op.nonce,
        op.lowerBoundTimestamp,
        op.upperBoundTimestamp,
        callsHash,
      ],
    ),
  )
}

export function rootOf(hashes: readonly Hex[]): Hex {
  let level = [...hashes]
  while (level.length > 1) {
    const next: Hex[] = []
    for (let i = 0; i < level.length; i += 2) {
      const [a, b] = [level[i] as Hex, level[i + 1]]
      if (b === undefined) next.push(a)
      else
        next.push(
          hexToBigInt(a) < hexToBigInt(b) ? keccak256(concat([a, b])) : keccak256(concat([b, a])),
        )
    }
    level = next
  }
  return level[0] as Hex
}
