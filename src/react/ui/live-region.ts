'use client'
/**
 * The props of a kit part's live region: polite and read whole, as `role="status"` would make it,
 * but without that role. The `status` role is the host app's: its own status region is found by it
 * (`getByRole('status')` in its tests, a screen reader's list of regions), and a kit dropped into
 * the page must not make that ambiguous, any more than its CSS may leak.
 */
export const liveRegion = { 'aria-live': 'polite', 'aria-atomic': true } as const
