'use client'
/** Strings shared by several components. */
export const commonMessages = {
  loading: 'Loading…',
  retry: 'Try again',
  close: 'Close',
  /** In place of a part that could not be shown (its error boundary), above "Try again". */
  componentFailed: 'This part of the page could not be shown. Try again, or reload the page.',
}
