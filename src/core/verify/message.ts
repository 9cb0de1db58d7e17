// `simple`: the owner signs the quote hash itself as a personal message, nothing else.
import type { SimpleItem } from '../schemas/payload.js'
import { mismatch } from './mismatch.js'
import type { VerifyContext } from './types.js'

export function checkMessage(ctx: VerifyContext, item: SimpleItem, at: string): void {
  const { hash } = ctx.quote.quote
  if (item.message.raw.toLowerCase() !== hash.toLowerCase())
    mismatch(`${at}.message.raw`, hash, item.message.raw)
}
