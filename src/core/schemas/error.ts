// Error bodies of the API (400, 412, 500 ...). Lenient: a client must be able to read any error.

import * as z from 'zod/mini'
import { authorizationToSignSchema } from './authorization.js'

/** One offending field: `path` from the body's root, array indices as strings. */
export const errorEntrySchema = z.looseObject({
  code: z.string(),
  path: z.array(z.string()),
  message: z.string(),
})

/** `{ code, message, errors[] }`; `errors` is filled in as `[]` when a body leaves it out. */
export const errorBodySchema = z.looseObject({
  code: z.string(),
  message: z.string(),
  errors: z._default(z.array(errorEntrySchema), []),
})

/**
 * 412 of POST /v1/quote in `eoa-7702` mode: sign these authorizations and repeat the request with
 * `authorizations`. Only `authorizations` is relied on; the OpenAPI adds `code`, `message` and
 * `errors` (the devnet sends them).
 */
export const authorizationRequiredBodySchema = z.looseObject({
  authorizations: z.array(authorizationToSignSchema).check(z.minLength(1)),
  code: z.optional(z.string()),
  message: z.optional(z.string()),
  errors: z.optional(z.array(errorEntrySchema)),
})

export type ErrorBodyEntry = z.infer<typeof errorEntrySchema>
export type ErrorBody = z.infer<typeof errorBodySchema>
export type AuthorizationRequiredBody = z.infer<typeof authorizationRequiredBodySchema>
