// A permit's deadline binds it to the quote: uint256(quote hash) as on the devnet, or a Unix time
// inside the quote's time window that has not passed (the real service documents a time deadline).
import { hexToBigInt } from 'viem'
import { mismatch } from './mismatch.js'
import type { VerifyContext } from './types.js'

export function checkDeadline(ctx: VerifyContext, deadline: bigint, at: string): void {
  const hash = hexToBigInt(ctx.quote.quote.hash as `0x${string}`)
  if (deadline === hash) return
  const bound = `${hash} (uint256 of the quote hash)`
  if (ctx.requireHashBinding) mismatch(at, bound, deadline)
  const { earliest, latest } = window(ctx)
  if (latest === undefined || deadline < BigInt(earliest) || deadline > BigInt(latest))
    mismatch(
      at,
      latest === undefined || earliest > latest
        ? bound
        : `${bound}, or a Unix time from ${earliest} to ${latest} (after now, within the quote's time bounds)`,
      deadline,
    )
}

/** From after now (and the ops' earliest start) to the ops' latest end, capped by the request's. */
function window({ quote, request, now }: VerifyContext) {
  const ops = quote.quote.userOps
  if (!ops.length) return { earliest: now + 1, latest: undefined }
  const earliest = Math.max(now + 1, ...ops.map((op) => op.lowerBoundTimestamp))
  // The request's bound caps the quote's, never the other way round.
  const latest = Math.min(
    Math.max(...ops.map((op) => op.upperBoundTimestamp)),
    request.upperBoundTimestamp ?? Number.POSITIVE_INFINITY,
  )
  return { earliest, latest }
}
