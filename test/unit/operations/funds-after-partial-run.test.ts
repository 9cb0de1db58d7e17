// After a cross-chain run that stopped half-way (chain B's node died after 50 USDC left chain A),
// the kit says where the funds are: on chain B, for the bridge's recipient, not "in your account"
// where they started. A run that did not run at all, or ran to the end, has no such funds.
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import type {
  OperationDescription,
  OperationStep,
} from '../../../src/core/operations/describeOperations.js'
import { fundsAfterPartialRun } from '../../../src/core/operations/fundsAfterPartialRun.js'
import type { SupertxReceipt } from '../../../src/core/schemas/receipt.js'

const A = 31337
const B = 31338
const usdc = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
const owner = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
const vault = getAddress('0xa0ee7a142d267c1f36714e4a8f75612f20a79720')

const bridge = (amount: bigint | 'runtime') =>
  ({
    kind: 'bridge',
    token: usdc,
    amount: amount === 'runtime' ? { balanceOf: usdc } : { value: amount },
    dstChainId: B,
    recipient: owner,
  }) as const satisfies OperationStep

const op = (index: number, chainId: number, steps: OperationStep[]): OperationDescription => ({
  index,
  chainId,
  sender: owner,
  isCleanUp: false,
  steps,
})

const bridgeThenDeposit = [
  op(0, A, [bridge(50_000_000n)]),
  op(1, B, [{ kind: 'transfer', token: usdc, amount: { value: 50_000_000n }, to: vault }]),
]

type Status = SupertxReceipt['userOps'][number]['executionStatus']
const receiptOf = (...statuses: Status[]) => ({
  userOps: statuses.map((executionStatus, i) => ({
    chainId: i === 0 ? A : B,
    executionStatus,
  })),
})

describe('fundsAfterPartialRun', () => {
  it('the bridge ran and chain B failed: the 50 USDC are the recipient’s on chain B', () => {
    expect(fundsAfterPartialRun(bridgeThenDeposit, receiptOf('MINED_SUCCESS', 'FAILED'))).toEqual([
      { chainId: B, account: owner, token: usdc, amount: '50000000' },
    ])
  })

  it('nothing ran, or everything did: no funds to point to', () => {
    expect(fundsAfterPartialRun(bridgeThenDeposit, receiptOf('FAILED', 'PENDING'))).toBeUndefined()
    expect(
      fundsAfterPartialRun(bridgeThenDeposit, receiptOf('MINED_SUCCESS', 'MINED_SUCCESS')),
    ).toBeUndefined()
  })

  it('two bridges to the same account and token are one line, summed', () => {
    const ops = [op(0, A, [bridge(20_000_000n), bridge(30_000_000n)]), bridgeThenDeposit[1]!]
    expect(fundsAfterPartialRun(ops, receiptOf('MINED_SUCCESS', 'MINED_FAIL'))).toEqual([
      { chainId: B, account: owner, token: usdc, amount: '50000000' },
    ])
  })

  it('a bridge of a runtime amount has no quoted amount: left out', () => {
    const ops = [op(0, A, [bridge('runtime')]), bridgeThenDeposit[1]!]
    expect(fundsAfterPartialRun(ops, receiptOf('MINED_SUCCESS', 'FAILED'))).toBeUndefined()
  })

  it('a partial run that moved nothing across chains: none', () => {
    const ops = [
      op(0, A, [{ kind: 'transfer', token: usdc, amount: { value: 1n }, to: vault }]),
      bridgeThenDeposit[1]!,
    ]
    expect(fundsAfterPartialRun(ops, receiptOf('MINED_SUCCESS', 'FAILED'))).toBeUndefined()
  })
})
