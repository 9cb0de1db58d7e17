/**
 * Hashes a query key like TanStack's default (`JSON.stringify` with object keys sorted), but
 * also takes `bigint`s, which `JSON.stringify` throws on: written as `"123n"`. Pass it as
 * `queryKeyHashFn`; the kit's query options already do.
 *
 * @example
 * new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashQueryKey } } })
 */
export function hashQueryKey(queryKey: readonly unknown[]): string {
  return JSON.stringify(queryKey, (_, value: unknown) => {
    if (typeof value === 'bigint') return `${value}n`
    if (isPlainObject(value))
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, value[key]]),
      )
    return value
  })
}

/** An object literal or `Object.create(null)` (not an array, a class instance or null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
