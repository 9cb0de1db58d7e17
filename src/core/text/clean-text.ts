// Text from outside the app (a token list, a token's on-chain symbol(), a revert reason, an API
// message) can carry bidirectional controls: a right-to-left override (U+202E) in a symbol turns
// "Send 1 USDC to 0x1234…5678" into "Send 1 USDC8765…4321x0 ot". Every such text passes here where
// it enters the kit: the controls are dropped, other control characters become spaces, and it is
// capped in length. Components also render it isolated (`<bdi>`), so even natural right-to-left
// text cannot reorder what is around it.

/** Bidi embeddings, overrides and isolates (U+202A–202E, U+2066–2069), marks (U+200E/F, U+061C). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g
/** C0/C1 controls, line and paragraph separators: one space each. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const OTHER_CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g

/** How long a piece of outside text may be, by what it is. */
export const TEXT_LIMITS = { symbol: 32, name: 64, reason: 300, description: 200 } as const

/**
 * `text` safe to show among the kit's own words: no bidi controls, no control characters, at most
 * `max` characters (cut with "…"). Not a string: `''`.
 *
 * @example
 * cleanText('USDC\u202E') // 'USDC'
 * cleanText(revertReason, TEXT_LIMITS.reason)
 */
export function cleanText(text: unknown, max: number = TEXT_LIMITS.reason): string {
  if (typeof text !== 'string') return ''
  // Cut long input early so a megabyte reason costs no more than a short one.
  const head = text.length > max * 4 + 16 ? text.slice(0, max * 4 + 16) : text
  const clean = head.replace(BIDI_CONTROLS, '').replace(OTHER_CONTROLS, ' ').trim()
  const chars = Array.from(clean)
  if (chars.length <= max && head === text) return clean
  if (chars.length <= max) return `${clean}…`
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`
}
