'use client'
export const supertransactionMessages = {
  title: 'Supertransaction',
  tracking: 'Status on each chain',
  opStates: {
    PENDING: 'Pending',
    MINING: 'Being mined',
    MINED_SUCCESS: 'Succeeded',
    MINED_FAIL: 'Reverted',
    FAILED: 'Failed',
  } as Record<string, string>,
  op: (v: { index: number; chain: string }) => `Operation ${v.index} on ${v.chain}`,
  /** An operation the kit reads, in the review's words ("Send 25 USDC to 0xa0Ee…9720"). */
  opDescribed: (v: { index: number; chain: string; text: string }) =>
    `Operation ${v.index} on ${v.chain}: ${v.text}`,
  viewInExplorer: 'View in the explorer',
  success: 'Done: every operation succeeded.',
}
