// Builds an example body from the real service's OpenAPI schema (each field's `example`, else its
// `const`, `default` or first enum value; the first non-empty `anyOf` option), so the schemas are
// tested against the service's own examples.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from 'yaml'

type JsonSchema = {
  example?: unknown
  const?: unknown
  default?: unknown
  enum?: unknown[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  type?: string
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
}

type Operation = {
  requestBody: { content: { 'application/json': { schema: JsonSchema } } }
  responses: Record<string, { content: { 'application/json': { schema: JsonSchema } } }>
}

const file = resolve(import.meta.dirname, '../../../docs/spec/supertransaction-api.openapi.yml')
// The file repeats some top-level keys: parse with duplicates allowed.
const doc = parse(readFileSync(file, 'utf8'), { uniqueKeys: false }) as {
  paths: Record<string, { post: Operation }>
}

function example(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined
  if ('example' in schema) return schema.example
  if ('const' in schema) return schema.const
  if ('default' in schema) return schema.default
  if (schema.enum) return schema.enum[0]
  const options = schema.anyOf ?? schema.oneOf
  if (options) return example(options.find((o) => Object.keys(o).length > 0))
  if (schema.type === 'array') {
    const item = example(schema.items)
    return item === undefined ? [] : [item]
  }
  if (schema.type === 'object' || schema.properties) {
    const entries = Object.entries(schema.properties ?? {}).map(([k, v]) => [k, example(v)])
    return Object.fromEntries(entries.filter(([, v]) => v !== undefined))
  }
  return undefined
}

/** The OpenAPI schema of a request (`'request'`) or a response (`'200'`, `'412'` ...). */
export function openapiSchema(path: string, part: string): JsonSchema {
  const operation = doc.paths[path]?.post
  if (!operation) throw new Error(`${path} is not in the OpenAPI document`)
  const body = part === 'request' ? operation.requestBody : operation.responses[part]
  if (!body) throw new Error(`${path} has no ${part} body in the OpenAPI document`)
  return body.content['application/json'].schema
}

/** An example body of `path`'s request or response, built from the OpenAPI examples. */
export function openapiExample(path: string, part: string): Record<string, unknown> {
  return structuredClone(example(openapiSchema(path, part))) as Record<string, unknown>
}
