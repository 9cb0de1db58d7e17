import type { Hex, Transaction } from 'viem'
import type { ExecuteRequest, ExecuteResponse } from '../../../core/schemas/execute.js'
import type { EngineOp, EngineSupertx } from '../../engine/types.js'
import { validationError } from '../api-errors.js'
import type { IssuedQuote } from '../quote-store.js'
import type { ServiceContext } from '../service-context.js'
import { firstDifference } from './first-difference.js'
import { nexusOpSignatures } from './nexus-signatures.js'
import { verifySignatures } from './verify-signatures.js'

const stripSignature = ({ signature: _, ...rest }: { signature?: unknown }) => rest

/**
 * Names the first field of the body that differs from what the devnet issued (tampering): every
 * field the body carries is compared, unknown keys included; signatures are the one addition.
 */
function checkUnchanged(issued: IssuedQuote, request: ExecuteRequest) {
  const sent = issued.response as Record<string, unknown>
  const given = request as Record<string, unknown>
  const checks: [string, unknown, unknown][] = Object.keys(given).map((field) =>
    field === 'payloadToSign'
      ? [
          field,
          sent.payloadToSign,
          request.payloadToSign.map((p) => stripSignature(p as { signature?: unknown })),
        ]
      : [field, sent[field], given[field]],
  )
  for (const [field, issuedValue, givenValue] of checks) {
    const path = firstDifference(issuedValue, givenValue, [field])
    if (path) {
      throw validationError(
        `${path.join('.')} differs from the quote the devnet issued: send the quote response back unchanged, with only the signatures added.`,
        path,
        'QUOTE_MISMATCH',
      )
    }
  }
}

/**
 * POST /v1/execute: checks the signed quote against the one issued and the owner's signatures,
 * then hands its ops to the engine and answers at once. The supertxHash is the quote hash. A
 * quote runs at most once: executing it again is a 400 VALIDATION_ERROR naming its supertxHash.
 */
export async function execute(
  ctx: ServiceContext,
  request: ExecuteRequest,
): Promise<ExecuteResponse> {
  const hash = request.quote.hash as Hex
  const issued = ctx.store.get(hash)
  if (ctx.engine.get(hash) || issued?.executed) {
    throw validationError(
      `Quote ${hash} was already executed as supertransaction ${hash}; a quote runs once. Track that one, or request a new quote.`,
      ['quote', 'hash'],
      'ALREADY_EXECUTED',
    )
  }
  if (!issued) {
    throw validationError(
      `Quote ${hash} is unknown or expired (quotes live ${Math.round(ctx.quoteTtlMs / 1000)} s on this devnet, and an owner's oldest unexecuted quotes are forgotten past ${ctx.store.maxOpenPerOwner}): request a new quote and sign that.`,
      ['quote', 'hash'],
      'QUOTE_NOT_FOUND',
    )
  }
  checkUnchanged(issued, request)
  // Claimed before the first await so a concurrent second execute of the same quote is refused.
  issued.executed = true
  try {
    const signatures = request.payloadToSign.map((p) => (p as { signature?: Hex }).signature)
    const approve = await verifySignatures(ctx, issued, signatures)
    const supertx: EngineSupertx = {
      hash,
      status: 'PENDING',
      owner: issued.owner,
      quoteType: issued.quoteType,
      mode: request.mode,
      createdAt: Date.now(),
      ...(issued.refund ? { refund: { ...issued.refund } } : {}),
      ops: nexusOps(issued, signatures[0]!, approve),
    }
    // Recorded (with a stateDir, on disk) before it is answered, so an accepted one survives a crash.
    await ctx.engine.submit(supertx)
  } catch (error) {
    issued.executed = false
    throw error
  }
  await ctx.store.markExecuted(hash)
  return { success: true, supertxHash: hash, error: null }
}

/** A Nexus quote: each op with the signature the account's K1 MEE validator reads. */
function nexusOps(
  issued: IssuedQuote,
  ownerSignature: Hex,
  approve: Transaction | undefined,
): EngineOp[] {
  const nexus = issued.nexus!
  const signatures = nexusOpSignatures(
    issued.hash,
    nexus,
    issued.quoteType === 'onchain'
      ? { quoteType: 'onchain', transaction: approve! }
      : issued.quoteType === 'simple'
        ? { quoteType: 'simple', signature: ownerSignature }
        : { quoteType: 'permit', signature: ownerSignature },
  )
  return nexus.ops.map((op, i) => ({
    chainId: op.chainId,
    userOp: op.userOp,
    signature: signatures[i]!,
    userOpHash: op.userOpHash,
    lowerBoundTimestamp: op.lowerBoundTimestamp,
    upperBoundTimestamp: op.upperBoundTimestamp,
    ...(op.authorization ? { authorization: op.authorization } : {}),
    ...(op.neverRuns ? { neverRuns: true } : {}),
    isCleanUp: op.isCleanUp,
    status: 'PENDING',
  }))
}
