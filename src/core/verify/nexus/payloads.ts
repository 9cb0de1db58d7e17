// What the owner signs for a real quote, by quote type and account version (real-encoding.md §3):
// simple below 2.2 signs the root's raw bytes; a permit's deadline IS the root (no time
// fallback: the validator rebuilds the deadline from the root); an onchain approval MUST carry
// the root as its last 32 bytes (the validator reads it there).
import { QuoteUnverifiableError } from '../../errors/wallet.js'
import { readOnchainApproveData } from '../../protocol/nexus/index.js'
import type { OnchainItem, PermitItem, SimpleItem } from '../../schemas/payload.js'
import { accountOn, type ExpectedFunding, matchFunding } from '../funding.js'
import { mismatch, sameAddress } from '../mismatch.js'
import { checkPermit } from '../permit.js'
import type { VerifyContext } from '../types.js'
import { versionOn } from './versions.js'

/**
 * `simple`: the root itself on 2.1.0 accounts. A 2.2.1 account's validator wants the EIP-712
 * `SuperTx` instead, and the JSON the API sends for it is not known: refused by name.
 */
export function checkNexusMessage(ctx: VerifyContext, item: SimpleItem, at: string): void {
  for (const op of ctx.quote.quote.userOps) {
    if (versionOn(ctx, op.chainId) !== '2.1.0')
      throw new QuoteUnverifiableError({
        missing: 'encoding',
        at: `${at} (a 2.2.1 account signs SuperTx typed data; the API's JSON for it is not known)`,
      })
  }
  const { hash } = ctx.quote.quote
  if (item.message.raw.toLowerCase() !== hash.toLowerCase())
    mismatch(`${at}.message.raw`, hash, item.message.raw)
}

/** `permit`: the Permit checked as on the devnet, its deadline only ever uint256(root). */
export function checkNexusPermit(
  ctx: VerifyContext,
  item: PermitItem,
  at: string,
  funding: readonly ExpectedFunding[],
  used: Set<number>,
): void {
  checkPermit({ ...ctx, requireHashBinding: true }, item, at, funding, used)
}

/** `onchain`: exactly approve(account, funding + fee) ‖ root on a funding token, no value. */
export function checkNexusOnchain(
  ctx: VerifyContext,
  item: OnchainItem,
  at: string,
  funding: readonly ExpectedFunding[],
  used: Set<number>,
): void {
  if (!funding.some((f) => f.chainId === item.chainId))
    mismatch(
      `${at}.chainId`,
      [...new Set(funding.map((f) => f.chainId))].join(' or '),
      item.chainId,
    )
  const expected = matchFunding(funding, used, `${at}.to`, item.chainId, item.to)
  if (BigInt(item.value) !== 0n) mismatch(`${at}.value`, '0', item.value)
  const read = readOnchainApproveData(item.data, `${at}.data`)
  if (!read.ok) mismatch(read.place, 'approve(account, amount) ‖ the quote hash', read.reason)
  const account = accountOn(ctx, item.chainId)
  if (!sameAddress(read.spender, account)) mismatch(`${at}.data.spender`, account, read.spender)
  if (read.amount !== expected.amount) mismatch(`${at}.data.amount`, expected.amount, read.amount)
  if (read.quoteHash.toLowerCase() !== ctx.quote.quote.hash.toLowerCase())
    mismatch(`${at}.data (appended quote hash)`, ctx.quote.quote.hash, read.quoteHash)
}
