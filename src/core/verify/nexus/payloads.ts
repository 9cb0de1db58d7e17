// What the owner signs for a real quote, by quote type and account version (real-encoding.md §3):
// simple below 2.2 signs the root's raw bytes; a permit's deadline IS the root (no time
// fallback: the validator rebuilds the deadline from the root); an onchain approval MUST carry
// the root as its last 32 bytes (the validator reads it there).
import { QuoteUnverifiableError } from '../../errors/wallet.js'
import { readOnchainApproveData, superTxTypes } from '../../protocol/nexus/index.js'
import type { OnchainItem, PermitItem, SimpleItem, SuperTxItem } from '../../schemas/payload.js'
import { accountOn, type ExpectedFunding, matchFunding } from '../funding.js'
import { mismatch, sameAddress } from '../mismatch.js'
import { checkPermit } from '../permit.js'
import type { VerifyContext } from '../types.js'
import { isTrustedSponsorOp } from './operations.js'
import { versionOn } from './versions.js'

/**
 * The shape a real `simple` quote's item must have: the root's raw bytes when the owner's
 * accounts are 2.1.0, the EIP-712 `SuperTx` when they are 2.2.1. One signature cannot serve
 * both (the formulas differ): a quote over both versions is refused.
 */
export function nexusSimpleShape(ctx: VerifyContext): 'simple' | 'simple-supertx' {
  const versions = new Set(
    ctx.quote.quote.userOps
      .filter((op, i) => !(i === 0 && isTrustedSponsorOp(op)))
      .map((op) => versionOn(ctx, op.chainId)),
  )
  if (versions.size > 1)
    throw new QuoteUnverifiableError({
      missing: 'accountVersion',
      at: 'quote.userOps (accounts of 2.1.0 and 2.2.1 in one simple quote: one signature cannot serve both)',
    })
  return versions.has('2.2.1') ? 'simple-supertx' : 'simple'
}

/** `simple` on 2.1.0 accounts: the root itself. */
export function checkNexusMessage(ctx: VerifyContext, item: SimpleItem, at: string): void {
  const { hash } = ctx.quote.quote
  if (item.message.raw.toLowerCase() !== hash.toLowerCase())
    mismatch(`${at}.message.raw`, hash, item.message.raw)
}

/**
 * `simple` on 2.2.1 accounts: `SuperTx` with exactly the validator's types, and one `MeeUserOp`
 * per operation in quote order (a trusted sponsor's payment op left out, as the real SDK leaves
 * it out), each the operation's own `userOpHash` and bounds. The operations' check recomputes
 * those hashes from the calls it matches with the request, so this binds the signature to them.
 */
export function checkNexusSuperTx(ctx: VerifyContext, item: SuperTxItem, at: string): void {
  const path = `${at}.signablePayload`
  const { types, message } = item.signablePayload
  for (const name of ['MeeUserOp', 'SuperTx'] as const) {
    const want = superTxTypes[name].map((f) => `${f.type} ${f.name}`).join(', ')
    const got = types[name].map((f) => `${f.type} ${f.name}`).join(', ')
    if (got !== want) mismatch(`${path}.types.${name}`, want, got)
  }
  if (types.EIP712Domain) {
    const got = types.EIP712Domain.map((f) => `${f.type} ${f.name}`).join(', ')
    if (got !== 'string name') mismatch(`${path}.types.EIP712Domain`, 'string name', got)
  }
  const ops = ctx.quote.quote.userOps.filter((op, i) => !(i === 0 && isTrustedSponsorOp(op)))
  const signed = message.meeUserOps
  if (signed.length !== ops.length)
    mismatch(
      `${path}.message.meeUserOps`,
      `${ops.length} operations (those of the quote)`,
      `${signed.length}`,
    )
  ops.forEach((op, i) => {
    const entry = signed[i]!
    const place = `${path}.message.meeUserOps[${i}]`
    if (entry.userOpHash.toLowerCase() !== op.userOpHash.toLowerCase())
      mismatch(`${place}.userOpHash`, op.userOpHash, entry.userOpHash)
    for (const bound of ['lowerBoundTimestamp', 'upperBoundTimestamp'] as const)
      if (BigInt(entry[bound]) !== BigInt(op[bound]))
        mismatch(`${place}.${bound}`, String(op[bound]), String(entry[bound]))
  })
}

/** `permit`: the Permit checked field by field, its deadline only ever uint256(root). */
export function checkNexusPermit(
  ctx: VerifyContext,
  item: PermitItem,
  at: string,
  funding: readonly ExpectedFunding[],
  used: Set<number>,
): void {
  checkPermit(ctx, item, at, funding, used)
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
