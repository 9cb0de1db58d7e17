'use client'
export const supertxTrackerMessages = {
  title: 'Supertransaction',
  status: { pending: 'In progress', success: 'Succeeded', failed: 'Failed' },
  opStatus: {
    PENDING: 'Waiting',
    MINING: 'Being mined',
    MINED_SUCCESS: 'Done',
    MINED_FAIL: 'Reverted',
    FAILED: 'Failed',
  },
  unknownChain: ({ chainId }: { chainId: number }) => `Chain ${chainId}`,
  operation: ({ index }: { index: number }) => `Operation ${index}`,
  cleanUp: ({ index }: { index: number }) => `Clean-up ${index}`,
  progress: ({ done, total }: { done: number; total: number }) =>
    `${done} of ${total} operations done`,
  /** Some operations reverted or failed: they are not counted as done. */
  progressFailed: ({ done, failed, total }: { done: number; failed: number; total: number }) =>
    `${done} of ${total} operations done, ${failed} failed`,
  reason: ({ reason }: { reason: string }) => `Why: ${reason}`,
  /** A large receipt, grouped: the succeeded operations of a chain in one line (count formatted). */
  succeededGroup: ({ count }: { count: string }) => `${count} operations succeeded.`,
  /** …and the other operations past the ones listed. */
  moreOps: ({ count }: { count: string }) => `${count} more not listed.`,
  showAllOps: ({ count }: { count: string }) => `Show all ${count} operations`,
  loading: 'Looking up the supertransaction…',
  noOps: 'This supertransaction has no operations yet.',
  /** Tracking a hash on its own: its status could not be read and is being read again. */
  retrying: ({ attempt }: { attempt: number }) =>
    `The status cannot be read right now; trying again (attempt ${attempt}).`,
}
