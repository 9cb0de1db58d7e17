// The review words what a real-shaped (Nexus) user op runs, read from its callData as the balance
// preview reads it: the real SDK's vectors (execute single and batch, executeComposable in both
// layouts) become the same steps an old-encoding op of the same calls becomes, never a bare
// "Call transfer on 0x…" and never base units beside a summary that says otherwise.
import { getAddress, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { conventions, vectors } from '../../../fixtures/mee-encoding/index.js'
import { describeOperations } from '../../../src/core/operations/describeOperations.js'
import type { QuoteResponse } from '../../../src/core/schemas/quote-response.js'

const V = vectors.vectors
const { usdc, account, owner } = conventions
const beef = getAddress('0x000000000000000000000000000000000000beef')

/** A quote of one op per callData, on the vectors' chain and account: all `describeOperations` reads. */
function quoteOf(...callData: string[]): QuoteResponse {
  return {
    quote: {
      userOps: callData.map((c) => ({
        chainId: conventions.chainId,
        userOp: { sender: account, callData: c as Hex },
      })),
    },
  } as unknown as QuoteResponse
}

describe('describeOperations on Nexus user ops', () => {
  it.each(['a_single_transfer_2.1.0', 'a_single_transfer_2.2.1'] as const)(
    '%s: execute single, a transfer of 1 USDC',
    (name) => {
      expect(describeOperations(quoteOf(V[name].callData))[0]?.steps).toEqual([
        { kind: 'transfer', token: usdc, amount: { value: 1_000_000n }, to: beef },
      ])
    },
  )

  it.each(['c_composable_runtime_balance_2.1.0', 'c_composable_runtime_balance_2.2.1'] as const)(
    '%s: executeComposable, a transfer of the account’s whole balance',
    (name) => {
      const [op] = describeOperations(quoteOf(V[name].callData))
      expect(op?.steps).toEqual([
        { kind: 'transfer', token: usdc, amount: { balanceOf: usdc }, to: beef },
      ])
    },
  )

  it('a fusion trigger (execute batch): the pull from the owner, then the transfer', () => {
    const [op] = describeOperations(quoteOf(V['d_fusion_permit_trigger_2.2.1'].callData))
    expect(op?.steps).toEqual([
      { kind: 'pull', token: usdc, amount: { value: 1_000_000n }, from: owner, to: account },
      { kind: 'transfer', token: usdc, amount: { value: 1_000_000n }, to: beef },
    ])
  })

  it('callData in no encoding the kit reads: no steps, and the other ops still described', () => {
    const ops = describeOperations(quoteOf('0xdeadbeef', V['a_single_transfer_2.2.1'].callData))
    expect(ops[0]?.steps).toBeUndefined()
    expect(ops[1]?.steps?.[0]?.kind).toBe('transfer')
  })
})
