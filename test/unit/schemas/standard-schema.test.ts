// The exported schemas are zod schemas, so they implement Standard Schema: a form library's resolver
// (react-hook-form, TanStack Form) or a server's validator (hono) takes them as they are; and zod
// turns each into JSON Schema.
import { describe, expect, expectTypeOf, it } from 'vitest'
import * as z from 'zod/mini'
import { intentSimpleFlow, owner } from '../../../fixtures/openapi-bodies.js'
import type { QuoteRequest } from '../../../src/core/index.js'
import * as core from '../../../src/core/index.js'
import { chainIdSchema } from '../../../src/core/schemas/common.js'
import { quoteRequestSchema } from '../../../src/core/schemas/quote.js'

/** What a Standard Schema consumer relies on: the spec's v1 interface (standardschema.dev), in part. */
type StandardSchema<Output> = {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: string
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>
  }
}
type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | {
      readonly issues: readonly {
        readonly message: string
        readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined
      }[]
    }

/** A consumer in the way a resolver is written: it knows Standard Schema, nothing of zod. */
async function validate<Output>(schema: StandardSchema<Output>, value: unknown) {
  return await schema['~standard'].validate(value)
}

describe('Standard Schema', () => {
  it('a request schema gives the parsed value, its defaults filled in', async () => {
    const request = { mode: 'smart-account', ownerAddress: owner, composeFlows: [intentSimpleFlow] }
    const result = await validate(quoteRequestSchema, request)
    expect(quoteRequestSchema['~standard']).toMatchObject({ version: 1, vendor: 'zod' })
    expectTypeOf(result).toEqualTypeOf<StandardResult<QuoteRequest>>()
    if (result.issues) throw new Error(`expected a valid request: ${JSON.stringify(result.issues)}`)
    const [flow] = result.value.composeFlows
    expect(flow?.type === '/instructions/intent-simple' && flow.data.slippage).toBe(0.01)
  })

  it('a value a schema refuses gives each issue with its path', async () => {
    const result = await validate(quoteRequestSchema, {
      mode: 'smart-account',
      ownerAddress: 'me',
      composeFlows: [],
    })
    expect(result.issues?.map((issue) => issue.path)).toEqual([['ownerAddress'], ['composeFlows']])
    expect(result.issues?.[0]?.message).toBe(
      'must be a 0x-prefixed 20-byte hex address (0x followed by 40 hex characters)',
    )
    expect((await validate(chainIdSchema, 0)).issues).toHaveLength(1)
  })
})

describe('JSON Schema', () => {
  it('every schema supertx-kit/core exports converts, as what it takes and what it gives', () => {
    const schemas = Object.entries(core).filter(([name]) => name.endsWith('Schema'))
    expect(schemas.length).toBeGreaterThan(30)
    for (const [name, schema] of schemas)
      for (const io of ['input', 'output'] as const)
        expect(z.toJSONSchema(schema as z.ZodMiniType, { io }), `${name} (${io})`).toHaveProperty(
          '$schema',
        )
  })
})
