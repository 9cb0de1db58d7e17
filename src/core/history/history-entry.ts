import * as z from 'zod/mini'
import { isSafeLink } from '../config/links.js'
import { addressSchema, bytes32Schema, chainIdSchema, modeSchema } from '../schemas/common.js'
import { LIST_LIMITS } from '../schemas/limits.js'
import { cleanText, TEXT_LIMITS } from '../text/clean-text.js'

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
  status: z.enum(['pending', 'success', 'failed', 'stopped']),
  createdAt: timeSchema,
  updatedAt: timeSchema,
  mode: z.optional(modeSchema),
  ownerAddress: z.optional(addressSchema),
  chainIds: z.optional(z.array(chainIdSchema).check(z.maxLength(LIST_LIMITS.chainIds))),
  /** What ran, in words ("Send 25 USDC to 0xa0Ee…9720"): short, clean text, as it was recorded. */
  description: z.optional(
    z
      .string()
      .check(
        z.refine(
          (text) => text.length > 0 && cleanText(text, TEXT_LIMITS.description) === text,
          'must be short text without control characters',
        ),
      ),
  ),
  /** A stopped run's funds: where they are now. */
  funds: z.optional(
    z
      .array(
        z.object({
          chainId: chainIdSchema,
          account: addressSchema,
          token: addressSchema,
          amount: z.string().check(z.regex(/^\d{1,78}$/)),
        }),
      )
      .check(z.maxLength(LIST_LIMITS.chainIds)),
  ),
})
