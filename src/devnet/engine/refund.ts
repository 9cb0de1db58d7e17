import type { ChainSender } from './chain-sender.js'
import type { EngineSupertx } from './types.js'

/** A plain ETH transfer to an EOA; more if the refund address is a contract with a receive hook. */
const REFUND_GAS = 50_000n

/**
 * Sends a fee-paying supertransaction's gas refund (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, FeeToken
 * `gasRefundAddress`): the fee budget in wei minus what the executor paid for the op transactions,
 * in native ETH, on the fee chain. Nothing is sent when the ops cost the whole budget or more, or
 * the fee was not paid. Records amount and tx hash.
 */
export async function sendRefund(
  supertx: EngineSupertx,
  sender: ChainSender,
  { beforeSend }: { beforeSend?: () => Promise<void> | undefined } = {},
): Promise<void> {
  const refund = supertx.refund
  if (!refund) return
  const feeOp = supertx.ops.find((op) => op.userOpHash === refund.feeUserOpHash)
  if (feeOp?.status !== 'MINED_SUCCESS') {
    refund.amount = 0n
    return
  }
  const spent = supertx.ops.reduce((sum, op) => sum + (op.gasCost ?? 0n), 0n)
  const amount = refund.budgetWei - spent
  refund.amount = amount > 0n ? amount : 0n
  if (amount <= 0n) return
  // With a journal, the decided amount is on disk before the transfer: after a crash it is not
  // sent a second time.
  await beforeSend?.()
  const { hash, receipt } = await sender.sendAndWait({
    to: refund.to,
    data: '0x',
    gas: REFUND_GAS,
    value: amount,
  })
  refund.txHash = hash
  if (receipt.status !== 'success') refund.amount = 0n
}
