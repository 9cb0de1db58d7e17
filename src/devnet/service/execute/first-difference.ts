const isHex = (v: unknown): v is string => typeof v === 'string' && /^0x[0-9a-fA-F]*$/.test(v)

/**
 * The path of the first place where `given` differs from `issued`, or undefined when they agree.
 * Hex strings compare case-insensitively (a client may checksum or lowercase addresses); fields
 * that are undefined on both sides are the same.
 */
export function firstDifference(
  issued: unknown,
  given: unknown,
  path: string[] = [],
): string[] | undefined {
  if (isHex(issued) && isHex(given)) {
    return issued.toLowerCase() === given.toLowerCase() ? undefined : path
  }
  if (Array.isArray(issued) || Array.isArray(given)) {
    if (!Array.isArray(issued) || !Array.isArray(given) || issued.length !== given.length)
      return path
    for (const [i, item] of issued.entries()) {
      const found = firstDifference(item, given[i], [...path, String(i)])
      if (found) return found
    }
    return undefined
  }
  if (issued && given && typeof issued === 'object' && typeof given === 'object') {
    const a = issued as Record<string, unknown>
    const b = given as Record<string, unknown>
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(a[key], b[key], [...path, key])
      if (found) return found
    }
    return undefined
  }
  return Object.is(issued, given) ? undefined : path
}
