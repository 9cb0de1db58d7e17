'use client'
/** Strings shared by several components. */
export const commonMessages = {
  loading: 'Loading…',
  retry: 'Try again',
  close: 'Close',
  /** An amount whose token is not known yet. */
  baseUnits: ({ amount }: { amount: string }) => `${amount} base units`,
}
