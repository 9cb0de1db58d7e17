import { defaultNexusContracts, type TrustedNexusContracts } from '../config/nexus-contracts.js'
import type { QuotePayloadMismatchError } from '../errors/wallet.js'
import { QuoteUnverifiableError } from '../errors/wallet.js'
import type { QuoteResponse } from '../schemas/quote-response.js'
import { firstUnreadableOp } from '../verify/encoding.js'
import { expectedFunding } from '../verify/funding.js'
import { checkItemShape, type ItemOf, type SignedQuoteType } from '../verify/item-shape.js'
import { mismatch, sameAddress } from '../verify/mismatch.js'
import { checkNexusOperations } from '../verify/nexus/operations.js'
import {
  checkNexusMessage,
  checkNexusOnchain,
  checkNexusPermit,
  checkNexusSuperTx,
  nexusSimpleShape,
} from '../verify/nexus/payloads.js'
import { checkQuoteType } from '../verify/quote-type.js'
import { checkTypedData } from '../verify/typed-data.js'
import type {
  Accounts,
  CheckedFee,
  TypedDataVerifier,
  VerifyContext,
  VerifyRequest,
} from '../verify/types.js'

export type VerifyQuoteParameters = {
  /** The quote response as received: untrusted. */
  quote: QuoteResponse
  /** The request the quote answers (a quote request, or an upgrade request): what the user asked. */
  request: VerifyRequest
  /**
   * Chain id → the owner's account on that chain, known without the quote: `resolveAccounts`
   * (the orchestrator lookup, cached), the request's `accountAddress`, or the app's own.
   */
  accounts: Accounts
  /** Typed data the kit has no rule for (`permit-sca`): the app's own check. Without it, refused. */
  verifyTypedData?: TypedDataVerifier | undefined
  /**
   * Sign a quote whose calls the kit cannot match with the request: an op whose `callData` is not
   * the real service's encoding (`execute` / `executeComposable` of a Nexus account), or calls whose
   * encoding the real service has not shown (intent and CCIP routes, upgrades off the devnet).
   * Default `false`: refused with `QuoteUnverifiableError` (`operations`, `encoding`), since the
   * quote hash would then commit to calls nobody compared with the request
   * (https://github.com/supertx-kit/supertx-kit/blob/main/docs/security.md).
   */
  uncheckedOperations?: boolean | undefined
  /** Now, in Unix seconds, for a permit's deadline. Default: the clock. */
  now?: number | undefined
  /**
   * Chain id → the owner's Nexus account version there (`2.1.0` or `2.2.1`, as the orchestrator's
   * upgrade lookup gives it): a real quote's hashes and payloads depend on it. Without it for a
   * chain of a real quote, `QuoteUnverifiableError` (`accountVersion`); eoa-7702 defaults to 2.1.0.
   */
  accountVersions?: Readonly<Record<number, string>> | undefined
  /**
   * The Nexus suites a real quote's ops may name on each chain (`initCode` factory and bootstrap,
   * EIP-7702 delegate, nonce validator). Default `defaultNexusContracts`: the devnet's on the
   * devnet's chain ids, the real service's elsewhere; `checkQuote` passes `config.nexusContracts`.
   */
  nexusContracts?: TrustedNexusContracts | undefined
}
/**
 * What the checks established, for the review to show: the fee as the checked operations pay it
 * (`undefined`: they pay none; `'unchecked'`: the operations were not read).
 */
export type VerifyQuoteReturnType = { fee: CheckedFee }
export type VerifyQuoteErrorType = QuotePayloadMismatchError | QuoteUnverifiableError

/**
 * Checks, before anything reaches the wallet, that every field the wallet would sign is what the
 * user asked for: compared with the request, the owner's `accounts` and the chain, never with what
 * the quote says of itself (https://github.com/supertx-kit/supertx-kit/blob/main/docs/security.md). In order:
 * - the owner and the mode are the request's, and the quote type is one the mode can have
 *   (`simple` for smart-account, eoa-7702 and upgrades; `permit` or `onchain` for eoa);
 * - every item has exactly its quote type's shape (a second signing shape is refused by name);
 * - the user operations are in the one format the real service sends (Nexus accounts behind
 *   EntryPoint v0.7: `execute` / `executeComposable`); any other op is `QuoteUnverifiableError`
 *   (`operations`, at `quote.userOps[i].userOp.callData`) unless `uncheckedOperations`;
 * - `simple`: `message.raw` is the quote hash (2.1.0), or the `SuperTx` of the ops (2.2.1);
 * - `permit`: the exact EIP-2612 type, a funding token of the request on its chain, `owner` the
 *   owner, `spender` the owner's account there, `value` the requested amount (plus the fee when
 *   it is paid in that token there), `deadline` uint256 of the quote hash;
 * - `onchain`: `approve(account, amount)` followed by the quote hash on that token and chain, no
 *   native value;
 * - `permit-sca`: its chain and owner, then the app's `verifyTypedData`;
 * - the user operations: read back from their `callData`, every hash and the quote hash (the
 *   sorted Merkle root) recomputed, every call matched one to one with the request's flows,
 *   funding pull, fee and clean-ups (an intent's route: swaps and bridges for the owner's accounts
 *   only).
 * Throws `QuotePayloadMismatchError` naming the first field that disagrees, or
 * `QuoteUnverifiableError` when something to compare with is missing. Pure and synchronous.
 *
 * @example
 * verifyQuote({ quote, request, accounts: await resolveAccounts(config, { request }) })
 */
export function verifyQuote(parameters: VerifyQuoteParameters): VerifyQuoteReturnType {
  const ctx = contextOf(parameters)
  checkOwner(ctx)
  checkQuoteType(ctx.request, ctx.quote.mode, ctx.quote.quoteType)
  checkDelegatedSenders(ctx)
  // One format, the real one: an op in any other is not read, so nothing it does is compared.
  const unreadable = firstUnreadableOp(ctx.quote)
  if (unreadable !== undefined && !ctx.uncheckedOperations)
    throw new QuoteUnverifiableError({
      missing: 'operations',
      at: `quote.userOps[${unreadable}].userOp.callData`,
    })
  if (ctx.quote.quoteType === 'simple' && nexusSimpleShape(ctx) === 'simple-supertx') {
    const items = ctx.quote.payloadToSign.map((item, i) =>
      checkItemShape('simple-supertx', item, at(i)),
    )
    for (const [i, item] of items.entries()) checkNexusSuperTx(ctx, item, at(i))
  } else checkPayloads(ctx)
  // The escape hatch: the payload is bound to the quote hash, which commits to ops nobody read.
  if (unreadable !== undefined) return { fee: 'unchecked' }
  return checkNexusOperations(ctx)
}

function contextOf(parameters: VerifyQuoteParameters): VerifyContext {
  const { quote, request, accounts } = parameters
  // Callers without types (scripts) still get a typed refusal, never a silent skip.
  if (!request) throw new QuoteUnverifiableError({ missing: 'request' })
  if (!accounts) throw new QuoteUnverifiableError({ missing: 'accounts' })
  return {
    quote,
    request,
    owner: request.ownerAddress,
    accounts,
    now: parameters.now ?? Math.floor(Date.now() / 1000),
    verifyTypedData: parameters.verifyTypedData,
    uncheckedOperations: parameters.uncheckedOperations ?? false,
    accountVersions: parameters.accountVersions,
    nexusContracts: parameters.nexusContracts ?? defaultNexusContracts,
  }
}

function checkOwner({ quote, owner }: VerifyContext) {
  if (!sameAddress(owner, quote.ownerAddress)) mismatch('ownerAddress', owner, quote.ownerAddress)
}

/** eoa-7702: the ops run from the delegated EOA itself. */
function checkDelegatedSenders({ quote, request, owner }: VerifyContext) {
  if (request.mode !== 'eoa-7702') return
  quote.quote.userOps.forEach((op, i) => {
    if (!sameAddress(op.userOp.sender, owner))
      mismatch(
        `quote.userOps[${i}].userOp.sender`,
        `${owner} (the delegated EOA)`,
        op.userOp.sender,
      )
  })
}

const at = (index: number) => `payloadToSign[${index}]`

/** Each item in its quote type's one shape first, then compared field by field by its rule. */
function checkPayloads(ctx: VerifyContext) {
  const type = ctx.quote.quoteType as SignedQuoteType
  const items = ctx.quote.payloadToSign.map((item, i) => checkItemShape(type, item, at(i)))
  ;(itemChecks[type] as (ctx: VerifyContext, items: unknown[]) => void)(ctx, items)
}

type ItemChecks = {
  [type in SignedQuoteType]: (ctx: VerifyContext, items: ItemOf<type>[]) => void
}

/** The payloads, bound to the root as the real validators bind them. */
const itemChecks: ItemChecks = {
  simple: (ctx, items) => {
    for (const [i, item] of items.entries()) checkNexusMessage(ctx, item, at(i))
  },
  'permit-sca': (ctx, items) => {
    for (const [i, item] of items.entries()) checkTypedData(ctx, item, at(i), i)
  },
  permit: (ctx, items) => {
    const funding = expectedFunding(ctx)
    const used = new Set<number>()
    for (const [i, item] of items.entries()) checkNexusPermit(ctx, item, at(i), funding, used)
  },
  onchain: (ctx, items) => {
    const funding = expectedFunding(ctx)
    const used = new Set<number>()
    for (const [i, item] of items.entries()) checkNexusOnchain(ctx, item, at(i), funding, used)
  },
}
