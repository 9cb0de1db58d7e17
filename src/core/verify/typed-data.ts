// `permit-sca`: typed data the kit has no rule for. The kit checks what it can (its chain is one
// of the request's, its `owner` if it names one); the rest only the app's own check can accept.
import { QuoteUnverifiableError } from '../errors/wallet.js'
import type { TypedDataItem } from '../schemas/payload.js'
import { mismatch, sameAddress } from './mismatch.js'
import type { VerifyContext } from './types.js'

export function checkTypedData(
  ctx: VerifyContext,
  item: TypedDataItem,
  at: string,
  index: number,
): void {
  const { verifyTypedData } = ctx
  if (!verifyTypedData) throw new QuoteUnverifiableError({ missing: 'verifyTypedData', at })
  const path = `${at}.signablePayload`
  const { domain, message, primaryType } = item.signablePayload
  if (ctx.accounts[domain.chainId] === undefined)
    mismatch(`${path}.domain.chainId`, Object.keys(ctx.accounts).join(' or '), domain.chainId)
  if ('owner' in message && !sameAddress(message.owner, ctx.owner))
    mismatch(`${path}.message.owner`, ctx.owner, message.owner)
  if (!verifyTypedData(item.signablePayload, { quote: ctx.quote, index }))
    mismatch(path, 'typed data your verifyTypedData accepts', primaryType)
}
