'use client'
// Times as every component shows them: the user's own zone (or the one given), named.

/** Past this a bound means "no expiry": 2^48 − 1 (the schema's maximum), or no date at all. */
const LATEST_DATE_SECONDS = 8.64e12

/** Whether a time bound (Unix seconds) is beyond any date a person reads: "no expiry". */
export function isNoExpiry(seconds: number): boolean {
  return !Number.isFinite(seconds) || seconds >= 2 ** 48 - 1 || seconds > LATEST_DATE_SECONDS
}

/**
 * Unix seconds → a date and time in the app's locale and the user's time zone (or `timeZone`),
 * with the zone named, e.g. `Jan 15, 2026, 1:15 PM EST`. A time past any date reads as the number.
 */
export function formatTimestamp(seconds: number, locale: string, timeZone?: string): string {
  if (isNoExpiry(seconds)) return String(seconds)
  const parts = timeZone ? { timeZone } : {}
  const date = new Date(seconds * 1000)
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...parts }).format(date)
  const time = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...parts,
  }).format(date)
  return `${day}, ${time}`
}
