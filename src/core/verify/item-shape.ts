// One shape per item, the one of its quote type: an item that also carries another signing shape
// (typed data beside a message, a transaction beside a permit) is refused by the field that is
// too many, so signing can never pick a wallet call the check did not look at.

import type * as z from 'zod/mini'
import {
  onchainItemSchema,
  type PayloadToSign,
  permitItemSchema,
  simpleItemSchema,
  superTxItemSchema,
  typedDataItemSchema,
} from '../schemas/payload.js'
import { safeParse } from '../schemas/safe-parse.js'
import { mismatch } from './mismatch.js'

export const itemSchemas = {
  simple: simpleItemSchema,
  permit: permitItemSchema,
  onchain: onchainItemSchema,
  'permit-sca': typedDataItemSchema,
}
export type SignedQuoteType = keyof typeof itemSchemas
/** The item shapes beside the quote types': a 2.2.1 Nexus account's `simple` signs `SuperTx`. */
const shapeSchemas = { ...itemSchemas, 'simple-supertx': superTxItemSchema }
export type ItemShape = keyof typeof shapeSchemas
export type ItemOf<type extends ItemShape> = z.infer<(typeof shapeSchemas)[type]>

const shapes: Record<ItemShape, string> = {
  simple: 'a simple item: message.raw (the quote hash) only',
  'simple-supertx':
    'a simple item for a 2.2.1 account: the SuperTx typed data in signablePayload only',
  permit: 'a permit item: an EIP-2612 Permit in signablePayload (metadata optional)',
  onchain: 'an onchain item: to, data, value and chainId of one approval',
  'permit-sca': 'a permit-sca item: typed data in signablePayload',
}

/** The item in its quote type's shape, or a mismatch naming the first field that breaks it. */
export function checkItemShape<type extends ItemShape>(
  type: type,
  item: PayloadToSign,
  at: string,
): ItemOf<type> {
  const result = safeParse(shapeSchemas[type], item)
  if (result.success) return result.data as ItemOf<type>
  // A second signing shape is named before a field it pushed out (`signablePayload` in a simple
  // item, rather than its missing `message`).
  const { issues } = result.error
  const issue = (issues.find((i) => i.code === 'unrecognized_keys' && i.path.length === 0) ??
    issues[0]) as z.core.$ZodIssue
  const path: PropertyKey[] =
    issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] as string] : issue.path
  const field = `${at}${path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('')}`
  const expected =
    issue.code === 'unrecognized_keys'
      ? `no ${String(issue.keys[0])} (${shapes[type]})`
      : `${shapes[type]} (${issue.message})`
  mismatch(field, expected, valueAt(item, path) ?? '(missing)')
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<PropertyKey, unknown>)[key]
  }
  return current
}
