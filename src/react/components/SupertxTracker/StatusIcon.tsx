'use client'
/** A small shape per state, beside the state's word: never colour alone. Decorative. */
export function StatusIcon({ status }: { status: string }) {
  const shape = {
    success: 'M4 8.5 7 11.5 12 5',
    MINED_SUCCESS: 'M4 8.5 7 11.5 12 5',
    failed: 'M5 5l6 6M11 5l-6 6',
    MINED_FAIL: 'M5 5l6 6M11 5l-6 6',
    FAILED: 'M5 5l6 6M11 5l-6 6',
    MINING: 'M8 3.5v4.5l3 2',
  }[status]
  return (
    <svg
      className={`stx-status-icon stx-status-icon--${status.toLowerCase()}`}
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {shape && <path d={shape} fill="none" stroke="currentColor" strokeWidth="1.75" />}
    </svg>
  )
}
