'use client'
/** Strings shared by several components. */
export const commonMessages = {
  loading: 'Loading…',
  retry: 'Try again',
  close: 'Close',
}
