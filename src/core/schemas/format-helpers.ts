// Small pure helpers of `toErrorEntries`: where a field is, what it is called, what it holds.

const ARTICLE_AN = new Set(['array', 'object', 'int', 'integer'])

/** `composeFlows[0].data.chainId`; `input` for the value itself. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  let label = ''
  for (const key of path) {
    if (typeof key === 'number') label += `[${key}]`
    else label += label ? `.${String(key)}` : String(key)
  }
  return label || 'input'
}

/** An issue's `expected` (`number`, `int`, `array` ...) as words: `a number`, `an integer`. */
export function expectedType(expected: string): string {
  const word = expected === 'int' ? 'integer' : expected
  return `${ARTICLE_AN.has(word) ? 'an' : 'a'} ${word}`
}

/** A received value, short and unambiguous: `string "8453"`, `number 1.5`, `an array of 31 items`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'undefined'
  if (value === null) return 'null'
  if (Array.isArray(value))
    return `an array of ${value.length} item${value.length === 1 ? '' : 's'}`
  if (typeof value === 'string') {
    const text = value.length > 70 ? `${value.slice(0, 67)}...` : value
    return JSON.stringify(text)
  }
  if (typeof value === 'object') return 'an object'
  if (typeof value === 'bigint') return `${value}n`
  return String(value)
}

function step(value: unknown, key: PropertyKey): unknown {
  if (value === null || typeof value !== 'object') return undefined
  return (value as Record<PropertyKey, unknown>)[key]
}

/** The value at `path` inside `root`, or `undefined` when the path leads nowhere. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(step, root)
}

/** Whether the last key of `path` exists on its parent (a missing field has no key at all). */
export function hasKey(root: unknown, path: readonly PropertyKey[]): boolean {
  if (path.length === 0) return root !== undefined
  const parent = valueAt(root, path.slice(0, -1))
  const key = path[path.length - 1] as PropertyKey
  return (
    parent !== null &&
    typeof parent === 'object' &&
    key in parent &&
    step(parent, key) !== undefined
  )
}
