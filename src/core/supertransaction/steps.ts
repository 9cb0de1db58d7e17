import { execute } from '../actions/execute.js'
import { getQuote } from '../actions/getQuote.js'
import { isNotFound, isTransient, waitForSupertxReceipt } from '../actions/waitForSupertxReceipt.js'
import { getReceipt } from '../client/receipt.js'
import type { QuoteParameters } from '../client/types.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import { ApiError } from '../errors/api.js'
import { AuthorizationRequiredError } from '../errors/auth.js'
import { BalancePreviewBlockedError } from '../errors/balances.js'
import {
  ExecuteOutcomeUnknownError,
  QuoteStaleError,
  SupertxFailedError,
} from '../errors/supertransaction.js'
import { AbortError, MalformedJsonError } from '../errors/transport.js'
import {
  AccountRefusedError,
  QuotePayloadMismatchError,
  QuoteUnverifiableError,
} from '../errors/wallet.js'
import { forgetHistoryEntry, type HistoryFunds, recordHistory } from '../history/history.js'
import { describeOperations } from '../operations/describeOperations.js'
import { fundsAfterPartialRun } from '../operations/fundsAfterPartialRun.js'
import type { SupertxReceipt } from '../schemas/receipt.js'
import { cleanText, TEXT_LIMITS } from '../text/clean-text.js'
import type { TypedDataVerifier } from '../verify/types.js'
import type { SupertxWallet } from '../wallet/types.js'
import type { AccountFundingTransfer } from './account-funding.js'
import { type AccountFundingPlanner, accountFundingNeedsOf } from './account-funding-needs.js'
import type { InFlight } from './persist.js'
import { type BalancePreview, type PreviewBalances, previewGateOf } from './preview-gate.js'
import type { RunTransitions } from './transitions.js'
import type {
  SupertransactionContext as Context,
  QuoteCheck,
  SupertransactionState as State,
  SupertransactionStep as Step,
} from './types.js'

// What asks the wallet to sign or send, with the checks before it, loads on first use (a plain
// `import()`): an app pays for it, and the wallet's transaction code it reaches, when a quote is
// first reviewed. Nothing is signed or sent if it cannot load.
const loaded = <module>(load: Promise<module>): Promise<module> =>
  load.catch(() => {
    throw new QuoteUnverifiableError({ missing: 'checks' })
  })
const loadSigning = () => loaded(import('../actions/signPayloads.js'))
const loadAuthorizing = () => loaded(import('../actions/signAuthorizations.js'))
const loadFunding = () => loaded(import('./account-funding.js'))

/**
 * What a step leads to: another step, a pause at `quoted` or at `authorizationReview`, or the end
 * (success or failed).
 */
export type StepOutcome = Step | 'quoted' | 'authorizationReview' | 'done'
/** One step: calls its action, moves the state, says what comes next. Throws to stop in `error`. */
export type RunStep = (alive: () => boolean) => Promise<StepOutcome>

/** What a step reads when it runs: the run's options as they are now (`setOptions`). */
export type RunStepsOptions = {
  wallet: SupertxWallet
  endpoint?: 'execute' | 'mee' | undefined
  receiptTimeoutMs?: number | undefined
  receiptUnavailableTimeoutMs?: number | undefined
  receiptNotFoundTimeoutMs?: number | undefined
  /** The app's own check of typed data the kit has no rule for (`permit-sca`). */
  verifyTypedData?: TypedDataVerifier | undefined
  /** Sign quotes whose operations the kit cannot read (see `verifyQuote`). */
  uncheckedOperations?: boolean | undefined
  /** What the funding step tops the smart account up to (see `CreateSupertransactionParameters`). */
  fundAccount?: boolean | AccountFundingPlanner | undefined
  /**
   * Take the balance preview of each quote once it is checked, and sign only what it lets through
   * (`previewGateOf`): `true` runs `getBalanceChanges` with the wallet's clients, a function is the
   * adapter's own (e.g. through its query cache). Default off.
   */
  previewBalances?: boolean | PreviewBalances | undefined
  /** With `previewBalances`: a chain that cannot be previewed also holds signing back. */
  requirePreview?: boolean | undefined
  /** The history's words for the quote (see `CreateSupertransactionParameters.describe`). */
  describe?:
    | ((quote: NonNullable<Context['quote']>, check: Context['check']) => string | undefined)
    | undefined
  onSuccess?: ((receipt: SupertxReceipt, state: State) => void) | undefined
  onError?: ((error: Error, state: State) => void) | undefined
}

export type RunStepsParameters = {
  config: SupertxConfig
  /** The run's record in the storage, kept from before execute until tracking ends. */
  inFlight: InFlight
  /** The options now: read by each step when it runs, so a change applies to the next step. */
  options: () => RunStepsOptions
  /** The signal of the current run (a new one after each cancel). */
  signal: () => AbortSignal
  /** The inputs in which the current request differs from the run's (the quote's); empty: none. */
  changed: () => string[]
  /** Before a quote: takes the current inputs as the run's request (throws when there are none). */
  adoptCurrent: () => void
}

/** The steps of a supertransaction, one action each, over the run's transitions. */
export function createSteps(
  t: RunTransitions,
  { options, ...p }: RunStepsParameters,
): Record<Step, RunStep> {
  const { config, inFlight } = p

  // The service took the quote: keep its hash (a reload resumes tracking it) and track it.
  async function startTracking(
    supertxHash: `0x${string}`,
    quoteHash: `0x${string}`,
  ): Promise<StepOutcome> {
    const explorerUrl = config.getExplorerUrl(supertxHash)
    t.context = { ...t.context, supertxHash, explorerUrl, executeOutcomeUnknown: undefined }
    // The record now tracks the hash; the signed quote is no longer needed to carry on.
    await inFlight.save(quoteHash, { supertxHash, signedQuote: undefined })
    const { request, quote } = t.context
    // The run carried on after funding (perhaps on a retry that had nothing left to send): a
    // `stopped` entry of its quote no longer says where the funds are.
    if (request?.mode === 'smart-account') await forgetHistoryEntry(config.storage, quoteHash)
    await recordHistory(config.storage, {
      supertxHash,
      explorerUrl,
      status: 'pending',
      mode: request?.mode,
      ownerAddress: request?.ownerAddress as `0x${string}` | undefined,
      chainIds: quote && [...new Set(quote.quote.userOps.map((op) => op.chainId))],
      description: quote && describeForHistory(options().describe, quote, t.context.check),
    })
    return 'tracking'
  }

  // What the funding of the quote under way has moved so far, over its attempts (a retry sends
  // only what is still lacking, so the earlier transfers are kept here).
  let moved: { quoteHash: string; funds: HistoryFunds[] } | undefined

  // A run that moved funds and has not executed yet: its entry, keyed by the quote's hash, says
  // where everything it moved is now.
  async function recordStopped(
    quote: NonNullable<Context['quote']>,
    request: QuoteParameters,
    { chainId, to, token, amount }: AccountFundingTransfer,
  ) {
    const quoteHash = quote.quote.hash as `0x${string}`
    if (moved?.quoteHash !== quoteHash) moved = { quoteHash, funds: [] }
    moved.funds.push({ chainId, account: to, token, amount: amount.toString() })
    await recordHistory(config.storage, {
      supertxHash: quoteHash,
      explorerUrl: config.getExplorerUrl(quoteHash),
      status: 'stopped',
      mode: request.mode,
      ownerAddress: request.ownerAddress as `0x${string}`,
      chainIds: [...new Set(quote.quote.userOps.map((op) => op.chainId))],
      description: describeForHistory(
        options().describe,
        quote,
        t.context.quote === quote ? t.context.check : undefined,
      ),
      funds: [...moved.funds],
    })
  }

  // Whether the service knows the quote as a supertransaction (the devnet's supertxHash is the
  // quote hash; the spec is silent): true (a receipt), false (404), or why it could not tell.
  async function lookUpExecuted(quoteHash: `0x${string}`): Promise<boolean | { cause: unknown }> {
    try {
      await getReceipt(config.transport, quoteHash, { signal: p.signal() })
      return true
    } catch (error) {
      if (error instanceof AbortError) throw error
      if (isNotFound(error)) return false
      return { cause: error }
    }
  }
  const outcomeUnknown = (cause: unknown, quoteHash: string) =>
    new ExecuteOutcomeUnknownError({
      endpoint: options().endpoint === 'mee' ? 'POST /v1/mee/execute' : 'POST /v1/execute',
      quoteHash,
      cause,
    })

  const checkParameters = (quote: NonNullable<Context['quote']>, request: QuoteParameters) => ({
    quote,
    request,
    config,
    reader: options().wallet,
    signal: p.signal(),
    verifyTypedData: options().verifyTypedData,
    uncheckedOperations: options().uncheckedOperations,
  })

  // The checks before the review: what they establish, or why they refuse (never thrown here:
  // signing runs them again and stops there).
  async function checkForReview(
    quote: NonNullable<Context['quote']>,
    request: QuoteParameters,
  ): Promise<QuoteCheck> {
    try {
      const { fee } = await (await loadSigning()).checkQuote(checkParameters(quote, request))
      return { status: 'verified', fee }
    } catch (error) {
      if (error instanceof AbortError) throw error
      return { status: 'refused', error: error as Error }
    }
  }

  async function recheckRestored(
    signedQuote: NonNullable<Context['signedQuote']>,
    request: QuoteParameters | undefined,
  ) {
    // The checks read the quote as the service sent it: its items without their signatures.
    const quote = {
      ...signedQuote,
      payloadToSign: signedQuote.payloadToSign.map(({ signature: _, ...item }) => item),
    } as unknown as NonNullable<Context['quote']>
    try {
      if (!request) throw new QuoteUnverifiableError({ missing: 'request' })
      await (await loadSigning()).checkQuote(checkParameters(quote, request))
    } catch (error) {
      if (
        error instanceof QuotePayloadMismatchError ||
        error instanceof QuoteUnverifiableError ||
        (error instanceof AccountRefusedError && error.reason === 'not-derived')
      )
        await inFlight.forget()
      throw error
    }
    t.context = { ...t.context, restored: undefined }
  }

  // The balance preview of the quote under review, while it runs (signing waits for it).
  let previewing: Promise<void> | undefined
  function startPreview(alive: () => boolean, attempt = 0): BalancePreview | undefined {
    const { previewBalances, wallet } = options()
    if (!previewBalances) return undefined
    const { quote, request, accountFundingNeeds = [] } = t.context as Required<Context>
    const take: PreviewBalances =
      typeof previewBalances === 'function'
        ? previewBalances
        : async (parameters) =>
            (await import('../balances/getBalanceChanges.js')).getBalanceChanges(config, {
              ...parameters,
              reader: wallet,
            })
    const settle = (preview: BalancePreview) => {
      // Only for the quote it was taken of, in the run that took it.
      if (!alive() || t.context.quote !== quote) return
      if (t.state.status === 'quoted') t.enter('quoted', { preview })
      else t.context = { ...t.context, preview }
      // A chain whose node did not answer holds signing back: while this quote is under review,
      // its preview is taken again (2 s, doubling to 30 s), shown only once it is, so the quote
      // can be signed as soon as the chain answers.
      const gate = previewGateOf({ preview }, false)
      if (t.state.status !== 'quoted' || typeof gate !== 'object' || !('unreachable' in gate))
        return
      const timer = setTimeout(
        () => {
          if (alive() && t.context.quote === quote && t.state.status === 'quoted')
            startPreview(alive, attempt + 1)
        },
        Math.min(2_000 * 2 ** attempt, 30_000),
      )
      // A script waiting at `quoted` is not kept alive by the check alone (Node).
      ;(timer as { unref?: () => void }).unref?.()
    }
    previewing = take({ quote, request, accountFunding: accountFundingNeeds }).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) =>
        settle({
          status: 'error',
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    )
    return { status: 'pending' }
  }

  // Signing waits for the preview of the quote and goes ahead only where it lets it.
  async function passPreviewGate() {
    if (t.context.preview?.status === 'pending') await previewing
    const gate = previewGateOf(t.context, options().requirePreview === true)
    if (gate === undefined) return
    if (gate === 'pending' || gate === 'unavailable')
      throw new BalancePreviewBlockedError({ reason: 'unavailable' })
    if ('unreachable' in gate)
      throw new BalancePreviewBlockedError({ reason: 'unreachable', chainId: gate.unreachable })
    const { preview } = t.context
    const chain =
      preview?.status === 'ready'
        ? preview.data.chains.find((c) => c.chainId === gate.reverts)
        : undefined
    throw new BalancePreviewBlockedError({
      reason: 'reverts',
      chainId: gate.reverts,
      detail: chain?.status === 'reverts' ? chain.reason : 'a call would revert',
    })
  }

  // A quote is signed and executed only for the inputs it was made for.
  function refuseIfStale() {
    const changed = p.changed()
    if (changed.length) throw new QuoteStaleError({ changed })
  }

  return {
    async authorizing() {
      const request = t.context.request as QuoteParameters
      const { authorizationsConfirmed: confirmed, authorizationsToSign: reviewed } = t.context
      const asked = {
        authorizations: t.context.authorizationsAsked ?? [],
        request,
        config,
      }
      const authorizing = await loadAuthorizing()
      if (!confirmed || !reviewed) {
        // The review first: the ask checked and listed (a refused one stops at this step without
        // ever being shown as something to sign); the wallet is asked nothing until `authorize()`.
        t.context = {
          ...t.context,
          authorizationsToSign: undefined,
          authorizationsConfirmed: undefined,
        }
        const authorizationsToSign = await authorizing.planAuthorizationsToSign(
          options().wallet,
          asked,
        )
        if (!authorizationsToSign.length) {
          t.context = { ...t.context, authorizationsToSign, authorizations: [] }
          return 'quoting'
        }
        t.enter('authorizationReview', { authorizationsToSign })
        return 'authorizationReview'
      }
      // Checked again as the wallet is asked: what it signs is exactly what the user confirmed,
      // else the new list is reviewed first.
      let changed = false
      const authorizations = await authorizing
        .signAuthorizations(options().wallet, {
          ...asked,
          onPlanned: (authorizationsToSign) => {
            changed = !sameAuthorizations(authorizationsToSign, reviewed)
            if (changed) throw new AuthorizationsChanged()
            t.enter('authorizing', { authorizationsToSign })
          },
        })
        .catch((error: unknown) => {
          if (error instanceof AuthorizationsChanged) return undefined
          throw error
        })
      if (!authorizations) {
        t.context = { ...t.context, authorizationsConfirmed: undefined }
        return 'authorizing'
      }
      t.context = { ...t.context, authorizations }
      return 'quoting'
    },
    async quoting(alive) {
      p.adoptCurrent()
      const request = t.context.request as QuoteParameters
      t.enter('quoting', {
        quote: undefined,
        check: undefined,
        accountFundingNeeds: undefined,
        preview: undefined,
        items: undefined,
        signedQuote: undefined,
      })
      const { authorizations, authorizationsReused } = t.context
      // eoa-7702: where the chain says the EOA is not delegated yet, sign before the first quote
      // instead of provoking its 412.
      if (request.mode === 'eoa-7702' && !authorizations && !t.context.authorizationsAsked) {
        // Code that cannot load is one more thing it cannot check: the quote's 412 says it.
        const prepare = await import('../actions/prepareQuoteAuthorizations.js').catch(
          () => undefined,
        )
        const asked = await prepare?.prepareQuoteAuthorizations(config, options().wallet, {
          request,
          signal: p.signal(),
        })
        if (asked?.length) {
          t.context = { ...t.context, authorizationsAsked: asked }
          return 'authorizing'
        }
      }
      try {
        const quote = await getQuote(
          config,
          authorizations ? { ...request, authorizations } : request,
          { signal: p.signal() },
        )
        // The inputs changed while it was being fetched: quote the current ones instead.
        if (p.changed().length) return 'quoting'
        // The review shows what the checks establish (the fee as the operations pay it), so the
        // quote is checked before it is shown; signing checks it again. A refusal is shown too.
        const check = await checkForReview(quote, request)
        if (p.changed().length) return 'quoting'
        // What the funding step will send first, from the checked fee: the preview counts it.
        const fee = check.status === 'verified' ? check.fee : undefined
        const accountFundingNeeds = accountFundingNeedsOf(options().fundAccount, {
          request,
          quote,
          fee,
        })
        t.context = { ...t.context, quote, check, accountFundingNeeds }
        t.enter('quoted', { preview: startPreview(alive) })
        return 'quoted'
      } catch (error) {
        // A second 412 after signing would loop forever: surface it instead. Authorizations
        // carried over from an earlier quote may not cover the new inputs: those are asked.
        if (
          !(error instanceof AuthorizationRequiredError) ||
          (authorizations && !authorizationsReused)
        )
          throw error
        t.context = {
          ...t.context,
          authorizations: undefined,
          authorizationsReused: undefined,
          authorizationsConfirmed: undefined,
          authorizationsAsked: error.authorizations,
        }
        return 'authorizing'
      }
    },
    async funding(alive) {
      // The smart account gets what it lacks for the current inputs only.
      refuseIfStale()
      // No money moves for a quote its balance preview holds back.
      await passPreviewGate()
      refuseIfStale()
      const { quote, request } = t.context as Required<Context>
      t.enter('funding', { accountFunding: [] })
      // No money moves for a quote the checks refuse: the whole quote first, as signing would.
      const { fee } = await (await loadSigning()).checkQuote(checkParameters(quote, request))
      refuseIfStale()
      // Read again on every attempt: a transfer that went through before a retry is not repeated.
      const { wallet } = options()
      const { planAccountFunding, sendAccountFunding } = await loadFunding()
      let transfers = await planAccountFunding(config, wallet, {
        request,
        needs: accountFundingNeedsOf(options().fundAccount ?? true, { request, quote, fee }),
        signal: p.signal(),
      })
      if (!alive()) return 'funding'
      t.enter('funding', { accountFunding: transfers })
      for (const [index, transfer] of transfers.entries()) {
        refuseIfStale()
        const done = await sendAccountFunding(wallet, transfer, (update) => {
          transfers = transfers.map((item, i) => (i === index ? update : item))
          if (alive()) t.enter('funding', { accountFunding: transfers })
        })
        // Money moved: until the run reaches execute, the history says where it is now, so a run
        // abandoned from here (an error, a reload, an unmount) is not lost.
        await recordStopped(quote, request, done)
      }
      return 'signing'
    },
    async signing(alive) {
      refuseIfStale()
      await passPreviewGate()
      refuseIfStale()
      const { quote, request } = t.context as Required<Context>
      const signatures = t.context.items?.map((item) => item.signature)
      t.enter('signing', { items: [] })
      const { signedQuote } = await (await loadSigning()).signPayloads(options().wallet, {
        quote,
        request,
        config,
        signal: p.signal(),
        verifyTypedData: options().verifyTypedData,
        uncheckedOperations: options().uncheckedOperations,
        signatures,
        onProgress: (items) => alive() && t.enter('signing', { items }),
      })
      // The inputs changed while the wallet was signing: that signature is never executed.
      refuseIfStale()
      t.enter('executing', { signedQuote })
      return 'executing'
    },
    async executing() {
      // A signed quote whose inputs changed is not sent. One that may already have been sent (its
      // outcome unknown, or picked up after a reload) is looked up below, never sent for others.
      if (!t.context.executeOutcomeUnknown) refuseIfStale()
      if (t.state.status !== 'executing') t.enter('executing', {})
      const signedQuote = t.context.signedQuote as NonNullable<Context['signedQuote']>
      const quoteHash = signedQuote.quote.hash as `0x${string}`
      // Kept before anything is sent: a reload from here on finds the quote and looks it up by
      // its hash before it would send it again.
      const { request } = t.context
      await inFlight.save(quoteHash, {
        signedQuote,
        request,
        ownerAddress: request?.ownerAddress as `0x${string}` | undefined,
      })
      // An earlier execute of this quote may have gone through: look before sending it again.
      if (t.context.executeOutcomeUnknown) {
        const known = await lookUpExecuted(quoteHash)
        if (typeof known === 'object') throw outcomeUnknown(known.cause, quoteHash)
        if (known) return startTracking(quoteHash, quoteHash)
      }
      // A record from storage is checked again before it is sent: what the signatures commit to
      // must still be exactly what its request asked for. A refusal forgets the record.
      if (t.context.restored) await recheckRestored(signedQuote, request)
      let supertxHash: `0x${string}`
      try {
        ;({ supertxHash } = await execute(
          config,
          { signedQuote, endpoint: options().endpoint },
          { signal: p.signal() },
        ))
      } catch (error) {
        // Refused as already executed after an execute whose outcome was unknown: that one landed.
        if (t.context.executeOutcomeUnknown && isAlreadyExecuted(error))
          return startTracking(quoteHash, quoteHash)
        if (!isAmbiguous(error)) {
          // Refused outright: the service did not take it, there is nothing to carry on with.
          if (!(error instanceof AbortError)) await inFlight.forget()
          throw error
        }
        t.context = { ...t.context, executeOutcomeUnknown: true }
        const known = await lookUpExecuted(quoteHash)
        if (known === true) return startTracking(quoteHash, quoteHash)
        throw outcomeUnknown(error, quoteHash)
      }
      return startTracking(supertxHash, quoteHash)
    },
    async tracking(alive) {
      const supertxHash = t.context.supertxHash as `0x${string}`
      t.enter('tracking', { retrying: undefined })
      const receipt = await waitForSupertxReceipt(config, {
        supertxHash,
        signal: p.signal(),
        timeoutMs: options().receiptTimeoutMs,
        unavailableTimeoutMs: options().receiptUnavailableTimeoutMs,
        notFoundTimeoutMs: options().receiptNotFoundTimeoutMs,
        onReceipt: (receipt) => alive() && t.enter('tracking', { receipt, retrying: undefined }),
        onRetry: (retrying) => alive() && t.enter('tracking', { retrying }),
      })
      await inFlight.forget()
      const explorerUrl = config.getExplorerUrl(supertxHash)
      // A run that stopped half-way records where the funds it moved across chains are now.
      const funds = partialRunFunds(t.context.quote, receipt)
      await recordHistory(config.storage, {
        supertxHash,
        explorerUrl,
        status: receipt.status,
        funds,
      })
      t.context = { ...t.context, receipt }
      if (receipt.status === 'success') {
        t.set({ status: 'success', data: t.context } as State)
        options().onSuccess?.(receipt, t.state)
      } else {
        const reason = receipt.userOps.find((op) => op.error)?.error
        const error = new SupertxFailedError({ supertxHash, reason, explorerUrl, funds })
        t.set({ status: 'failed', data: t.context, error } as State)
        options().onError?.(error, t.state)
      }
      return 'done'
    },
  }
}

// Where a partly run quote's funds are (none when it is not partial or its ops cannot be read):
// the error and the history say it, never failing the run's end over it.
function partialRunFunds(quote: Context['quote'], receipt: SupertxReceipt) {
  if (receipt.status !== 'failed' || !quote) return undefined
  try {
    return fundsAfterPartialRun(describeOperations(quote), receipt)
  } catch {
    return undefined
  }
}

// The list the wallet would sign changed after the user reviewed it (a nonce moved, a chain got
// delegated meanwhile): never signed unseen, reviewed again.
class AuthorizationsChanged extends Error {}

const sameAuthorizations = (
  a: readonly NonNullable<Context['authorizationsToSign']>[number][],
  b: readonly NonNullable<Context['authorizationsToSign']>[number][],
) =>
  a.length === b.length &&
  a.every(
    (item, i) =>
      item.address.toLowerCase() === b[i]?.address.toLowerCase() &&
      item.chainId === b[i]?.chainId &&
      item.nonce === b[i]?.nonce,
  )

// The history's words for a quote: clean and bounded; none when the app gives none or they fail
// (the history is a convenience, it never stops a supertransaction).
function describeForHistory(
  describe: RunStepsOptions['describe'],
  quote: NonNullable<Context['quote']>,
  check: Context['check'],
): string | undefined {
  try {
    // The check is of the quote under way only (the review's): said only of that quote.
    return cleanText(describe?.(quote, check), TEXT_LIMITS.description) || undefined
  } catch {
    return undefined
  }
}

// A failure after which the service may or may not have taken the quote.
function isAmbiguous(error: unknown): boolean {
  return isTransient(error) || error instanceof MalformedJsonError
}

function isAlreadyExecuted(error: unknown): boolean {
  return error instanceof ApiError && error.errors.some((e) => e.code === 'ALREADY_EXECUTED')
}
