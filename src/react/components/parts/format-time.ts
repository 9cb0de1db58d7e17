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
  const date = new Date(seconds * 1000)
  const { day, time } = formatters(locale, timeZone)
  return `${day.format(date)}, ${time.format(date)}`
}

// Making a DateTimeFormat costs about a millisecond: a history of 50 rows made 100 of them.
const cache = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>()

function formatters(locale: string, timeZone: string | undefined) {
  const key = `${locale}\u0000${timeZone ?? ''}`
  let made = cache.get(key)
  if (!made) {
    const parts = timeZone ? { timeZone } : {}
    made = {
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...parts }),
      time: new Intl.DateTimeFormat(locale, {
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        ...parts,
      }),
    }
    // A few locales and zones per page; an app that cycles through many does not grow it forever.
    if (cache.size >= 16) cache.clear()
    cache.set(key, made)
  }
  return made
}
