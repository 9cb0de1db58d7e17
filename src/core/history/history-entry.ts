import * as z from 'zod/mini'
import { isSafeLink } from '../config/links.js'
import { addressSchema, bytes32Schema, chainIdSchema, modeSchema } from '../schemas/common.js'
import { LIST_LIMITS } from '../schemas/limits.js'

/** The latest time a `Date` can hold, in ms: past it, showing the entry's time throws. */
const MAX_DATE_MS = 8.64e15
const timeSchema = z.int().check(z.nonnegative(), z.lte(MAX_DATE_MS))

/**
 * A stored history entry as the kit accepts it on read: a storage is outside data (another tab,
 * an older kit, an extension, a full disk that cut a write short), so every field is checked
 * before a component shows it. Unknown fields are kept (a newer kit may add some).
 */
export const historyEntrySchema = z.looseObject({
  supertxHash: bytes32Schema,
  explorerUrl: z.string().check(z.refine(isSafeLink, 'must be an https: or local link')),
  status: z.enum(['pending', 'success', 'failed']),
  createdAt: timeSchema,
  updatedAt: timeSchema,
  mode: z.optional(modeSchema),
  ownerAddress: z.optional(addressSchema),
  chainIds: z.optional(z.array(chainIdSchema).check(z.maxLength(LIST_LIMITS.chainIds))),
})
