// The kit reads a user op back from its callData with a reader of its own (viem's decoder was too
// slow for a 30-op quote before signing): it must agree with the ABI encoding written out
// independently (fixtures/operations.ts) and refuse any other encoding of the same bytes'
// meaning, so no two callData stand for one op.
import { encodeAbiParameters, type Hex, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  balanceCall,
  opCallData,
  opHash,
  rawCall,
  type TestOp,
} from '../../../fixtures/operations.js'
import { account, transferCall, usdc } from '../../../fixtures/verifiable-quotes.js'
import { hashReadUserOp } from '../../../src/core/protocol/hash.js'
import { readUserOp } from '../../../src/core/protocol/user-op.js'

const op: TestOp = {
  nonce: 2n ** 200n + 7n,
  lowerBoundTimestamp: 1_700_000_000,
  upperBoundTimestamp: 2 ** 48 - 1,
  calls: [
    transferCall,
    rawCall(account, '0x', 5n),
    rawCall(usdc, '0x12345678aabb'),
    {
      ...balanceCall(
        usdc,
        toFunctionSelector('transfer(address,uint256)'),
        encodeAbiParameters([{ type: 'address' }], [account]),
        usdc,
        account,
      ),
    },
  ],
}
op.calls[3]?.inputs[1]?.constraints.push({
  constraintType: 1,
  referenceData: `0x${'00'.repeat(31)}2a`,
})

describe('readUserOp', () => {
  it('reads every field of abi.encode(UserOp), and hashes it as the account does', () => {
    const read = readUserOp(opCallData(op))
    expect(read?.op.nonce).toBe(op.nonce)
    expect(read?.op.upperBoundTimestamp).toBe(BigInt(op.upperBoundTimestamp))
    expect(read?.op.calls).toEqual(op.calls.map((call) => ({ ...call, to: call.to.toLowerCase() })))
    if (!read) return
    expect(hashReadUserOp(31337, account, read)).toBe(opHash(31337, account, op))
  })

  it.each([
    ['a word appended', (data: string) => `${data}${'00'.repeat(32)}`],
    [
      'the first offset moved',
      (data: string) => `0x${'00'.repeat(31)}40${data.slice(66)}${'00'.repeat(32)}`,
    ],
    [
      'a dirty pad after the 6 bytes of paramData',
      (data: string) => {
        const at = data.indexOf('aabb') + 4
        return `${data.slice(0, at)}ff${data.slice(at + 2)}`
      },
    ],
    ['an odd length', (data: string) => `${data}00`],
    ['not hex', () => '0xzz'],
    ['empty', () => '0x'],
  ])('refuses %s', (_, change) => {
    expect(readUserOp(change(opCallData(op)) as Hex)).toBeUndefined()
  })
})
