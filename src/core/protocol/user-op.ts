// A user op as the devnet writes it into `quote.userOps[i].userOp.callData`: `abi.encode(UserOp)`
// (docs/devnet-protocol.md, "A user op"). The spec leaves `callData` undescribed; this is the one
// encoding the kit can read back, to check what the signed quote hash commits to.
import { decodeAbiParameters, encodeAbiParameters, type Hex } from 'viem'
import { toAbiCalls } from './hash.js'
import { callsAbiParameter, type UserOp } from './types.js'

const userOpAbi = [
  {
    type: 'tuple',
    components: [
      { name: 'nonce', type: 'uint256' },
      { name: 'lowerBoundTimestamp', type: 'uint48' },
      { name: 'upperBoundTimestamp', type: 'uint48' },
      callsAbiParameter,
    ],
  },
] as const

/**
 * `abi.encode(UserOp)`: the op itself, which the engine passes to `executeUserOp`.
 *
 * @example
 * const callData = encodeUserOp({ nonce: 1n, lowerBoundTimestamp: 0n, upperBoundTimestamp: 2n ** 48n - 1n, calls })
 */
export function encodeUserOp(op: UserOp): Hex {
  return encodeAbiParameters(userOpAbi, [
    {
      nonce: op.nonce,
      lowerBoundTimestamp: Number(op.lowerBoundTimestamp),
      upperBoundTimestamp: Number(op.upperBoundTimestamp),
      calls: toAbiCalls(op.calls),
    },
  ])
}

/**
 * The op `callData` holds, or `undefined` when it is not exactly `abi.encode(UserOp)` (decoding
 * and encoding again must give the same bytes, so no two encodings stand for one op).
 *
 * @example
 * const op = decodeUserOp(quote.quote.userOps[0].userOp.callData)
 */
export function decodeUserOp(callData: Hex): UserOp | undefined {
  let decoded: ReturnType<typeof decodeAbiParameters<typeof userOpAbi>>[0]
  try {
    ;[decoded] = decodeAbiParameters(userOpAbi, callData)
  } catch {
    return undefined
  }
  const op: UserOp = {
    nonce: decoded.nonce,
    lowerBoundTimestamp: BigInt(decoded.lowerBoundTimestamp),
    upperBoundTimestamp: BigInt(decoded.upperBoundTimestamp),
    calls: decoded.calls.map((call) => ({
      to: call.to,
      value: call.value,
      selector: call.selector,
      inputs: call.inputs.map((input) => ({
        fetcherType: input.fetcherType,
        paramData: input.paramData,
        constraints: input.constraints.map((c) => ({ ...c })),
      })),
    })),
  }
  try {
    if (encodeUserOp(op).toLowerCase() !== callData.toLowerCase()) return undefined
  } catch {
    return undefined
  }
  return op
}
