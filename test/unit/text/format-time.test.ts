// Times as every component shows them: the formatters are made once per locale and zone, and a
// later call with another locale or zone never gets an earlier one's.
import { describe, expect, it } from 'vitest'
import { formatTimestamp, isNoExpiry } from '../../../src/react/components/parts/format-time.js'

const at = Date.UTC(2026, 0, 15, 18, 15) / 1000

describe('formatTimestamp', () => {
  it('names the zone, in the locale given, whatever was formatted before', () => {
    expect(formatTimestamp(at, 'en-US', 'America/New_York')).toBe('Jan 15, 2026, 1:15 PM EST')
    expect(formatTimestamp(at, 'en-US', 'UTC')).toBe('Jan 15, 2026, 6:15 PM UTC')
    expect(formatTimestamp(at, 'de-DE', 'Europe/Berlin')).toBe('15.01.2026, 19:15 MEZ')
    expect(formatTimestamp(at, 'en-US', 'America/New_York')).toBe('Jan 15, 2026, 1:15 PM EST')
  })

  it('stays right past the formatters it keeps (many locales and zones in one page)', () => {
    const zones = Intl.supportedValuesOf('timeZone').slice(0, 40)
    for (const zone of zones) formatTimestamp(at, 'en-GB', zone)
    expect(formatTimestamp(at, 'en-US', 'UTC')).toBe('Jan 15, 2026, 6:15 PM UTC')
  })

  it('a bound past any date reads as the number; an unknown zone still throws as Intl does', () => {
    expect(isNoExpiry(2 ** 48 - 1)).toBe(true)
    expect(formatTimestamp(2 ** 48 - 1, 'en-US')).toBe(String(2 ** 48 - 1))
    expect(() => formatTimestamp(at, 'en-US', 'Mars/Olympus')).toThrow(RangeError)
  })
})
