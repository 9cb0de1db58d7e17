// EIP-7702 authorizations: signed (quote and prepare7702 requests, echoed in quotes) and to be
// signed (the 412 of POST /v1/quote and the 200 of POST /v1/mee/prepare7702).

import * as z from 'zod/mini'
import { addressSchema, bytes32Schema } from './common.js'

/** Chain id of an authorization: 0 means every chain (multichain). */
export const authorizationChainIdSchema = z.int().check(z.nonnegative())

export const authorizationShape = {
  /** Delegation contract the EOA delegates to. */
  address: addressSchema,
  chainId: authorizationChainIdSchema,
  nonce: z.int().check(z.nonnegative()),
  r: bytes32Schema,
  s: bytes32Schema,
  /** Recovery id as a decimal string; optional for EIP-2098 signatures. */
  v: z.optional(
    z.string().check(z.regex(/^\d+$/, 'must be the recovery id as a decimal string, e.g. "27"')),
  ),
  yParity: z.literal([0, 1]),
}

/** A signed EIP-7702 authorization in a request: all fields but `v` required, no extra fields. */
export const authorizationSchema = z.strictObject(authorizationShape)

/** A signed authorization as the service echoes it in a quote (`eip7702Auth`). */
export const signedAuthorizationSchema = z.looseObject(authorizationShape)

/** An authorization the owner must sign: delegate to `address` on `chainId` at `nonce`. */
export const authorizationToSignSchema = z.looseObject({
  address: addressSchema,
  chainId: authorizationChainIdSchema,
  nonce: z.int().check(z.nonnegative()),
})

export type Authorization = z.infer<typeof authorizationSchema>
export type SignedAuthorization = z.infer<typeof signedAuthorizationSchema>
export type AuthorizationToSign = z.infer<typeof authorizationToSignSchema>
