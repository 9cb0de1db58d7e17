// Compares two JSON Schemas by the shape of the values they accept, and lists every place they
// differ. Compared, both ways: each object's properties, which of them are required, whether
// unknown properties are refused, each value's JSON type, listed values (enum, const), the bounds
// of lists (minItems, maxItems) and of fractional numbers (minimum, maximum), union options.
// Not compared: string patterns and the bounds of integers (the OpenAPI states none of either) and
// descriptions or examples. An `integer` counts as the other side's `number` unless told apart.

type Json = Record<string, unknown>

export type CompareOptions = {
  /** Whether an object's openness (unknown properties refused or kept) is compared. */
  openness: boolean
  /** Whether `integer` against `number` is a difference. */
  integers: boolean
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The options of a union (anyOf, oneOf, or a list of types), or undefined for a single shape. */
function optionsOf(schema: Json): Json[] | undefined {
  const options = (schema.anyOf ?? schema.oneOf) as Json[] | undefined
  if (options) return options.filter((option) => Object.keys(option).length > 0)
  if (Array.isArray(schema.type)) return schema.type.map((type) => ({ ...schema, type }))
  return undefined
}

/** An object's discriminator: the one property holding a `const` (`type` of a compose flow). */
function discriminatorOf(schema: Json): string | undefined {
  const properties = isObject(schema.properties) ? schema.properties : {}
  for (const [key, value] of Object.entries(properties))
    if (isObject(value) && value.const !== undefined) return `${key}=${String(value.const)}`
  return undefined
}

function typeOf(schema: Json): string {
  if (typeof schema.type === 'string') return schema.type
  if (schema.properties || schema.additionalProperties !== undefined) return 'object'
  if (schema.items) return 'array'
  if (schema.const !== undefined) return schema.const === null ? 'null' : typeof schema.const
  return 'any'
}

/** How a union option is named in a path: its discriminator, else its type and first property. */
function optionLabel(schema: Json): string {
  const discriminator = discriminatorOf(schema)
  if (discriminator) return discriminator
  const type = typeOf(schema)
  if (type !== 'object') return type
  const keys = Object.keys(isObject(schema.properties) ? schema.properties : {})
  return `object with ${keys.slice(0, 2).join(', ') || 'any keys'}`
}

function propertyNames(schema: Json): Set<string> {
  return new Set(Object.keys(isObject(schema.properties) ? schema.properties : {}))
}

/**
 * The other side's option that fits `option` best: the same discriminator, else the same type (the
 * most shared keys among objects); failing that, an option that takes any value. An option that
 * takes any value fits any option.
 */
function counterpart(option: Json, others: Json[]): Json | undefined {
  const type = typeOf(option)
  if (type === 'any') return others[0]
  const anyValue = others.find((other) => typeOf(other) === 'any')
  const discriminator = discriminatorOf(option)
  if (discriminator)
    return others.find((other) => discriminatorOf(other) === discriminator) ?? anyValue
  const sameType = others.filter((other) => typeOf(other) === type)
  if (type !== 'object') return sameType[0] ?? anyValue
  const keys = propertyNames(option)
  const shared = (other: Json) => [...propertyNames(other)].filter((key) => keys.has(key)).length
  return sameType.sort((a, b) => shared(b) - shared(a))[0] ?? anyValue
}

const listed = (values: unknown[]) => values.map((value) => JSON.stringify(value)).join(', ')

function valuesOf(schema: Json): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum
  if (schema.const !== undefined) return [schema.const]
  return undefined
}

const isOpen = (schema: Json) => schema.additionalProperties !== false

/**
 * Every difference between `kit` and `openapi`, one line each: `<path>: <what>`. A path names
 * properties with dots, list items with `[]` and union options with `<label>`.
 */
export function compareShapes(
  kit: Json,
  openapi: Json,
  options: CompareOptions,
  path = '',
): string[] {
  const at = path || '(root)'
  const kitOptions = optionsOf(kit)
  const apiOptions = optionsOf(openapi)
  if (kitOptions || apiOptions) {
    const ours = kitOptions ?? [kit]
    const theirs = apiOptions ?? [openapi]
    const differences: string[] = []
    for (const option of ours) {
      const other = counterpart(option, theirs)
      const where = `${path}<${optionLabel(option)}>`
      if (!other) differences.push(`${where}: only the kit accepts this option`)
      else differences.push(...compareShapes(option, other, options, where))
    }
    for (const option of theirs)
      if (!counterpart(option, ours))
        differences.push(`${path}<${optionLabel(option)}>: only the OpenAPI accepts this option`)
    return differences
  }

  const kitType = typeOf(kit)
  const apiType = typeOf(openapi)
  const same =
    kitType === apiType ||
    (!options.integers && [kitType, apiType].every((t) => t === 'integer' || t === 'number'))
  if (!same) return [`${at}: the kit takes ${kitType}, the OpenAPI ${apiType}`]

  const differences: string[] = []
  const kitValues = valuesOf(kit)
  const apiValues = valuesOf(openapi)
  if (kitValues || apiValues) {
    const onlyKit = (kitValues ?? []).filter((v) => !apiValues?.includes(v))
    const onlyApi = (apiValues ?? []).filter((v) => !kitValues?.includes(v))
    if (!apiValues)
      differences.push(`${at}: only the kit lists values (${listed(kitValues ?? [])})`)
    else if (!kitValues)
      differences.push(`${at}: only the OpenAPI lists values (${listed(apiValues)})`)
    else {
      if (onlyKit.length) differences.push(`${at}: only the kit lists ${listed(onlyKit)}`)
      if (onlyApi.length) differences.push(`${at}: only the OpenAPI lists ${listed(onlyApi)}`)
    }
  }
  const bounds =
    kitType === 'array'
      ? ['minItems', 'maxItems']
      : kitType === 'number'
        ? ['minimum', 'maximum']
        : []
  for (const bound of bounds)
    if (kit[bound] !== openapi[bound])
      differences.push(
        `${at}: ${bound} ${String(kit[bound] ?? 'none')} in the kit, ${String(openapi[bound] ?? 'none')} in the OpenAPI`,
      )
  if (kitType === 'array' && isObject(kit.items) && isObject(openapi.items))
    differences.push(...compareShapes(kit.items, openapi.items, options, `${path}[]`))
  if (kitType === 'object') differences.push(...compareObjects(kit, openapi, options, path))
  return differences
}

function compareObjects(kit: Json, openapi: Json, options: CompareOptions, path: string) {
  const at = path || '(root)'
  const differences: string[] = []
  if (options.openness && isOpen(kit) !== isOpen(openapi))
    differences.push(
      `${at}: the ${isOpen(kit) ? 'kit' : 'OpenAPI'} keeps unknown properties, the ${isOpen(kit) ? 'OpenAPI' : 'kit'} refuses them`,
    )
  const kitProperties = (kit.properties ?? {}) as Record<string, Json>
  const apiProperties = (openapi.properties ?? {}) as Record<string, Json>
  const kitRequired = new Set((kit.required ?? []) as string[])
  const apiRequired = new Set((openapi.required ?? []) as string[])
  const prefix = path ? `${path}.` : ''
  for (const [key, schema] of Object.entries(kitProperties)) {
    const other = apiProperties[key]
    if (!other) {
      differences.push(`${prefix}${key}: only in the kit`)
      continue
    }
    if (kitRequired.has(key) !== apiRequired.has(key))
      differences.push(
        `${prefix}${key}: required in the ${kitRequired.has(key) ? 'kit' : 'OpenAPI'} only`,
      )
    differences.push(...compareShapes(schema, other, options, `${prefix}${key}`))
  }
  for (const key of Object.keys(apiProperties))
    if (!kitProperties[key]) differences.push(`${prefix}${key}: only in the OpenAPI`)
  // A map's values (`additionalProperties` as a schema) on both sides.
  if (isObject(kit.additionalProperties) && isObject(openapi.additionalProperties))
    differences.push(
      ...compareShapes(
        kit.additionalProperties,
        openapi.additionalProperties,
        options,
        `${prefix}*`,
      ),
    )
  return differences
}
