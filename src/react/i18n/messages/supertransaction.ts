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
  viewInExplorer: 'View in the explorer',
  success: 'Done: every operation succeeded.',
}
