// Where a supertransaction's funds are after it ran only in part: an operation that bridged
// tokens ran, and the chain they went to did not finish its part (its node stopped answering, an
// operation there failed). The tokens are then the recipient's on the destination chain (or
// arrive there once it answers again), not back where they came from: the error and the history
// say so, and nothing runs the bridge again.
import type { HistoryFunds } from '../history/history.js'
import type { SupertxReceipt } from '../schemas/receipt.js'
import type { OperationDescription } from './describeOperations.js'

/**
 * The funds a partly run supertransaction left away from where they started, per chain: each
 * bridge of an operation that ran (`MINED_SUCCESS`) to a chain whose operations did not all run,
 * as `amount` of `token` for its recipient on that chain (the devnet's and the service's bridges
 * keep a token's address across chains), summed per chain, account and token. Undefined when the
 * run is not partial (nothing ran, or everything did) or moved nothing across chains. A bridge of
 * a runtime amount (the account's balance when it ran) has no amount the quote says, so it is
 * left out.
 *
 * @example
 * fundsAfterPartialRun(describeOperations(quote), receipt)
 * // [{ chainId: 31338, account: '0xf39F…', token: usdc, amount: '50000000' }]
 */
export function fundsAfterPartialRun(
  operations: readonly OperationDescription[],
  receipt: Pick<SupertxReceipt, 'userOps'>,
): HistoryFunds[] | undefined {
  const ran = (index: number) => receipt.userOps[index]?.executionStatus === 'MINED_SUCCESS'
  const ranCount = operations.filter((op) => ran(op.index)).length
  if (ranCount === 0 || ranCount === operations.length) return undefined
  const unfinished = new Set(operations.filter((op) => !ran(op.index)).map((op) => op.chainId))
  const funds = new Map<string, HistoryFunds>()
  for (const op of operations) {
    if (!ran(op.index)) continue
    for (const step of op.steps ?? []) {
      if (step.kind !== 'bridge' || !('value' in step.amount)) continue
      if (!unfinished.has(step.dstChainId)) continue
      const key = `${step.dstChainId}:${step.recipient.toLowerCase()}:${step.token.toLowerCase()}`
      const before = BigInt(funds.get(key)?.amount ?? 0)
      funds.set(key, {
        chainId: step.dstChainId,
        account: step.recipient,
        token: step.token,
        amount: (before + step.amount.value).toString(),
      })
    }
  }
  return funds.size ? [...funds.values()] : undefined
}
