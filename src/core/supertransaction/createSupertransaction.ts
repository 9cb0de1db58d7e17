import type { QuoteParameters } from '../client/types.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import { BalancePreviewBlockedError } from '../errors/balances.js'
import { QuoteStaleError } from '../errors/supertransaction.js'
import { withFundingTokens } from '../flow-drafts/funding-tokens.js'
import { quoteRefreshDelay } from '../query/quote-expiry.js'
import type { SupertxReceipt } from '../schemas/receipt.js'
import type { TypedDataVerifier } from '../verify/types.js'
import type { WalletParameter } from '../wallet/types.js'
import { toSupertxWallet } from '../wallet/wallet.js'
import type { AccountFundingPlanner } from './account-funding-needs.js'
import { type FeeChoice, feeChoiceOf, feeTokenOf, isValidFeeChoice } from './fee-choice.js'
import { createInFlight, type InFlightRecord } from './persist.js'
import type { PreviewBalances } from './preview-gate.js'
import { changedInputs } from './request-fingerprint.js'
import { createSteps, type StepOutcome } from './steps.js'
import { createTransitions } from './transitions.js'
import type {
  SupertransactionContext as Context,
  SupertransactionState as State,
  SupertransactionStep as Step,
} from './types.js'

export type CreateSupertransactionParameters = {
  config: SupertxConfig
  /** The owner's wallet: a `SupertxWallet` (React: from wagmi), or a viem wallet client with an account. */
  wallet: WalletParameter
  /**
   * Storage key of the supertransactions in flight (one record each, kept from before execute is
   * sent until tracking ends); give each independent run its own. Default `supertx:in-flight`.
   */
  storageKey?: string | undefined
  /** `mee` submits to /v1/mee/execute. */
  endpoint?: 'execute' | 'mee' | undefined
  /** Bound of the wait for the receipt (`ReceiptTimeoutError` past it). */
  receiptTimeoutMs?: number | undefined
  /**
   * How long the receipt may be unreadable in a row (network, timeout, 5xx; retried meanwhile,
   * shown as `data.retrying`) before tracking stops with `ReceiptUnavailableError`. Default 60 000.
   */
  receiptUnavailableTimeoutMs?: number | undefined
  /**
   * How long the service may answer 404 for the executed hash before tracking stops with
   * `SupertxNotFoundError`. Default 10 000.
   */
  receiptNotFoundTimeoutMs?: number | undefined
  /**
   * Typed data the kit has no rule for (`permit-sca` quotes) is refused before the wallet unless
   * this, the app's own check of it, returns true (see `verifyQuote`).
   */
  verifyTypedData?: TypedDataVerifier | undefined
  /**
   * How long `update()` waits for the inputs to settle before it quotes again (a form being typed
   * in quotes once, not per key). Default 300.
   */
  requoteDelayMs?: number | undefined
  /**
   * A quote waiting at `quoted` is quoted again this long before its first operation's
   * `upperBoundTimestamp` (at most half its remaining time), so the one shown can still be signed.
   * Default 30 000.
   */
  quoteRefreshMarginMs?: number | undefined
  /**
   * Sign quotes whose user operations the kit cannot read back (a service whose `callData` is not
   * the devnet's encoding): the quote hash is then signed without knowing what it commits to.
   * Default `false`: refused with `QuoteUnverifiableError` (`operations`). See https://github.com/supertx-kit/supertx-kit/blob/main/docs/security.md.
   */
  uncheckedOperations?: boolean | undefined
  /**
   * smart-account mode: before the signature, a `funding` step has the wallet send the smart account
   * what it lacks for the flows (and the fee in the request's fee token), one ERC-20 transfer per
   * token and chain, the amounts from the request and balances read on chain, never from the
   * quote. Nothing is sent when it holds enough. Default `false`: the app funds the account.
   * A function instead says what the account must hold (`AccountFundingNeed[]`), for flows whose
   * spending the kit cannot read (a swap's input); the balance preview counts the same transfers.
   */
  fundAccount?: boolean | AccountFundingPlanner | undefined
  /**
   * Take the balance preview of each quote once it is checked (`data.preview`), and sign only what
   * it lets through (`previewGateOf`): a quote whose calls would revert on a chain, whose chain
   * does not answer (previewed again by itself while the quote waits at `quoted`: after 2 s,
   * doubling to 30 s), or whose preview is still running, is never signed (signing waits for it, then stops in `error` with
   * `BalancePreviewBlockedError`, step `quoting`). `true` runs `getBalanceChanges` with the
   * wallet's clients; a function is the adapter's own (React: through its query cache, so
   * `<BalanceChanges>` shows the same preview). Default off: no preview, nothing held back.
   */
  previewBalances?: boolean | PreviewBalances | undefined
  /**
   * With `previewBalances`: a chain the preview cannot simulate (no `eth_simulateV1`, unreachable),
   * or a preview that failed outright, also holds signing back. Default `false`.
   */
  requirePreview?: boolean | undefined
  /**
   * What the supertransaction does, in words, for its history entry: called with the quote when
   * the service took it (e.g. the review's "Send 25 USDC to 0xa0Ee…9720"). Kept clean and at most
   * 200 characters; without it the entry has no description. `<Supertransaction>` passes the
   * review's words in the provider's locale. `check`: what the checks before signing said of
   * that quote (the fee they proved it pays), as the review showed it.
   */
  describe?:
    | ((
        quote: NonNullable<State['data']['quote']>,
        check: State['data']['check'],
      ) => string | undefined)
    | undefined
  onStatus?: ((state: State) => void) | undefined
  onSuccess?: ((receipt: SupertxReceipt, state: State) => void) | undefined
  onError?: ((error: Error, state: State) => void) | undefined
}

/**
 * What `setOptions` may change on a running supertransaction: everything but the config, the
 * storage key and the wallet's first value (the wallet may change too). Read by each step when it runs.
 */
export type SupertransactionOptions = Omit<
  CreateSupertransactionParameters,
  'config' | 'storageKey'
>

/**
 * The names of the run's options, each once: what is not one of them is a field of the quote
 * request (`splitSupertransactionOptions`). Typed so that an option added to the parameters
 * and not here fails to compile.
 */
const optionNames = {
  wallet: true,
  endpoint: true,
  receiptTimeoutMs: true,
  receiptUnavailableTimeoutMs: true,
  receiptNotFoundTimeoutMs: true,
  verifyTypedData: true,
  requoteDelayMs: true,
  quoteRefreshMarginMs: true,
  uncheckedOperations: true,
  fundAccount: true,
  previewBalances: true,
  requirePreview: true,
  describe: true,
  onStatus: true,
  onSuccess: true,
  onError: true,
} as const satisfies Record<keyof SupertransactionOptions, true>

/**
 * Splits what an adapter was given (a hook's or a composable's parameters) into the run's
 * options and the rest (the quote request's fields and the adapter's own): an option never
 * leaks into the quote request.
 *
 * @example
 * const [options, { enabled, ...request }] = splitSupertransactionOptions(parameters)
 */
export function splitSupertransactionOptions<given extends Record<string, unknown>>(
  parameters: given,
): [
  Pick<given, Extract<keyof given, keyof SupertransactionOptions>>,
  Omit<given, keyof SupertransactionOptions>,
] {
  const options: Record<string, unknown> = {}
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(parameters))
    (Object.hasOwn(optionNames, key) ? options : rest)[key] = value
  return [options as never, rest as never]
}

export type CreateSupertransactionReturnType = {
  getState(): State
  subscribe(listener: (state: State) => void): () => void
  /**
   * Replaces the run's options (callbacks, the wallet, timeouts, checks…) as TanStack Query's
   * observers take theirs: nothing runs again and nothing is cancelled; each step reads the
   * options when it runs. An option left out is unset. The quote request is `update()`'s.
   */
  setOptions(options: SupertransactionOptions): void
  /**
   * Requests the quote and stops at `quoted` (show the fee, then call `execute`). eoa-7702 with an
   * account not delegated yet stops before, at `authorizationReview`: the delegations the service
   * asks for, checked and listed, nothing asked of the wallet (show them, then call `authorize`).
   */
  quote(request: QuoteParameters): Promise<State>
  /**
   * At `authorizationReview` (the user confirmed the delegations listed): asks the wallet to sign
   * them, then quotes with them and stops at `quoted` for the quote's own review. Elsewhere it
   * does nothing and resolves the state.
   */
  authorize(): Promise<State>
  /**
   * Signs, executes and tracks: continues from `quoted` with THAT quote (no second quote); quotes
   * first when given a request. At `authorizationReview` it signs the listed delegations and
   * carries on (the call is the confirmation); a run it starts still stops there first: the
   * wallet is never asked for a delegation no state listed. After `success` or `failed` it starts a fresh run (with the given
   * request, else the last one). While a run is under way it does nothing and resolves the state.
   * Stopped in `error` after the service may have taken the quote (tracking failed, or an execute
   * whose outcome is unknown), it carries on with that one as `retry()` does.
   */
  execute(request?: QuoteParameters): Promise<State>
  /**
   * Runs again from the step that failed. After tracking failed it tracks the same hash again;
   * after an execute whose outcome is unknown it looks the quote up before executing it again.
   */
  retry(): Promise<State>
  /**
   * The inputs the user asks for now (owner, mode, flows, funding tokens, fee token, …); undefined
   * when there is no owner. Every request given to the run is taken as `withFundingTokens` makes
   * it: an `eoa` one without `fundingTokens` spends what its flows spend. A quote made for other inputs is dropped at once: at `quoting` or
   * `quoted` the stale request is cancelled and, after `requoteDelayMs` without another change,
   * the current inputs are quoted (stopping at `quoted` for review); stopped in `error` before
   * anything was executed, the run goes back to `idle`. A run already signing or executing is
   * refused before its wallet prompt and before execute (`QuoteStaleError`): a quote is never
   * signed or executed for inputs other than the current ones.
   */
  update(request: QuoteParameters | undefined): void
  /**
   * How the fee is paid: the choice set with `setFee`, else the one the current request's
   * `feeToken` stands for (`sponsored` without one).
   */
  getFee(): FeeChoice
  /**
   * Chooses how the fee is paid (a `<FeeTokenSelect>`, a CLI flag): from now on every request
   * the run is given is quoted with this choice's `feeToken`, in place of its own. A choice whose
   * gas refund address is not an address holds the inputs back (as `update(undefined)` does, and
   * `quote()`/`execute()` reject) until it is corrected; a quote for the earlier choice is
   * dropped like any other change of the inputs. Subscribers hear of it.
   */
  setFee(fee: FeeChoice): void
  /** Back to `idle`: cancels what runs and forgets the supertransaction in flight. */
  reset(): void
  /**
   * Carries on with a supertransaction an earlier page left in flight (the newest that no other
   * tab or run holds): tracks it when the service took it; else looks its quote up by hash and
   * executes it only if the service does not know it (a second execute is refused as
   * ALREADY_EXECUTED, and then tracked). Resolves whether there was one.
   */
  resume(): Promise<boolean>
  /**
   * Stops what runs (requests and polling) and keeps the state and the record in flight: for a
   * component unmounting; `resume()` picks it up again.
   */
  stop(): void
}

/**
 * The whole supertransaction as a small state machine, framework-free: a React hook, a Vue
 * composable or a script drive it the same way. Each step calls one action; an error stops in
 * `error` with the step, so `retry()` repeats only that step (a rejected signature does not
 * re-quote; a quote whose signing succeeded is not signed twice). A quote is bound to the inputs
 * it was made for: `update()` with other inputs drops it and quotes again, and a quote whose
 * inputs changed is refused before signing and before execute (`QuoteStaleError`). The steps live in `steps.ts`,
 * the state and its moves in `transitions.ts`, the in-flight record in `persist.ts`.
 *
 * @example
 * const supertransaction = createSupertransaction({ config, wallet, onStatus: (s) => console.log(s.status) })
 * await supertransaction.execute({ mode: 'smart-account', ownerAddress, composeFlows })
 */
export function createSupertransaction(
  parameters: CreateSupertransactionParameters,
): CreateSupertransactionReturnType {
  const { config } = parameters
  const storageKey = parameters.storageKey ?? 'supertx:in-flight'
  let options: SupertransactionOptions = parameters
  let wallet = toSupertxWallet(parameters.wallet)
  const t = createTransitions((state) => options.onStatus?.(state))
  // Each drive has an id; a cancel bumps it, so a run that was cancelled stops moving the state.
  let run = 0
  let controller = new AbortController()
  let resuming: Promise<boolean> | undefined
  // The inputs the user asks for now (quote(), execute(request) or update()); unset until given.
  let latest: { request: QuoteParameters | undefined } | undefined
  // A quote again after the inputs settled, and the refresh of a quote near its expiry.
  let requoteTimer: ReturnType<typeof setTimeout> | undefined
  let refreshTimer: ReturnType<typeof setTimeout> | undefined
  const clearTimers = () => {
    clearTimeout(requoteTimer)
    clearTimeout(refreshTimer)
    requoteTimer = undefined
    refreshTimer = undefined
  }
  const cancel = () => {
    clearTimers()
    run++
    controller.abort()
    controller = new AbortController()
  }
  // What differs between the request the run holds (the quote's) and the current inputs.
  const changed = () => (latest ? changedInputs(t.context.request, latest.request) : [])
  // The context for the current inputs: the quote dropped; EIP-7702 authorizations kept for the
  // same owner and mode (a quote that wants others still asks for them).
  const adopt = (request: QuoteParameters | undefined): Context => {
    const { authorizations, request: before } = t.context
    const same =
      authorizations &&
      before &&
      request &&
      before.mode === request.mode &&
      before.ownerAddress.toLowerCase() === request.ownerAddress.toLowerCase()
    return { request, ...(same ? { authorizations, authorizationsReused: true } : {}) }
  }
  // The fee choice (`setFee`), and the last request given as it was given (before the choice's
  // fee token replaced its own): a new choice quotes that request again.
  let fee: FeeChoice | undefined
  let given: { request: QuoteParameters | undefined } | undefined
  let derivedFee: { from: QuoteParameters['feeToken']; choice: FeeChoice } | undefined
  const feeListeners = new Set<() => void>()
  // The request as the run quotes it: the fee choice's fee token in place of its own, and an eoa
  // request's funding tokens; undefined while the fee choice cannot go into a request.
  const inputsOf = (request: QuoteParameters | undefined): QuoteParameters | undefined => {
    if (!request) return undefined
    if (!fee) return withFundingTokens(request)
    if (!isValidFeeChoice(fee)) return undefined
    const { feeToken: _, ...rest } = request
    const feeToken = feeTokenOf(fee)
    return withFundingTokens(feeToken ? { ...rest, feeToken } : rest)
  }
  const requestOf = (request: QuoteParameters): QuoteParameters => {
    given = { request }
    const inputs = inputsOf(request)
    if (!inputs)
      throw new TypeError('The fee choice is not valid: its gas refund address is not an address.')
    return inputs
  }
  const inFlight = createInFlight(config, storageKey)
  const steps = createSteps(t, {
    config,
    options: () => ({ ...options, wallet }),
    inFlight,
    signal: () => controller.signal,
    changed,
    adoptCurrent: () => {
      if (!latest || !changed().length) return
      if (!latest.request) throw new QuoteStaleError({ changed: changed() })
      t.context = adopt(latest.request)
    },
  })
  // Quotes the run's request again after `delay`, stopping at `quoted` (the user reviews it).
  function requoteAfter(delay: number) {
    clearTimeout(requoteTimer)
    requoteTimer = setTimeout(() => {
      requoteTimer = undefined
      cancel()
      void drive('quoting', true)
    }, delay)
  }
  // At `quoted`: quote again shortly before the quote's first operation expires.
  function refreshBeforeExpiry() {
    const delay = quoteRefreshDelay(t.context.quote, options.quoteRefreshMarginMs ?? 30_000)
    if (delay === undefined) return
    refreshTimer = setTimeout(() => {
      refreshTimer = undefined
      if (t.state.status !== 'quoted') return
      cancel()
      t.context = adopt(t.context.request)
      void drive('quoting', true)
    }, delay)
    // A script waiting at `quoted` is not kept alive by the refresh alone (Node).
    ;(refreshTimer as { unref?: () => void }).unref?.()
  }

  // What follows an accepted quote: funding the smart account first when the app asks for it.
  const afterQuoted = (): Step =>
    options.fundAccount && t.context.request?.mode === 'smart-account' ? 'funding' : 'signing'

  // Whether the last run was a quote(): its retry stops at `quoted` again.
  let lastStopAtQuoted = false
  // The run whose steps are moving now, if any: resume() never cuts into it.
  let moving = -1
  async function drive(from: Step, stopAtQuoted: boolean): Promise<State> {
    clearTimers()
    lastStopAtQuoted = stopAtQuoted
    const id = ++run
    moving = id
    const alive = () => id === run
    let step: StepOutcome = from
    let current: Step = from
    try {
      while (alive() && step !== 'done') {
        if (step === 'quoted') {
          if (stopAtQuoted) break
          step = afterQuoted()
          continue
        }
        // The delegations are listed; the wallet is asked only once the user confirms them.
        if (step === 'authorizationReview') break
        current = step
        step = await steps[current](alive)
      }
    } catch (error) {
      if (alive()) {
        // A quote whose inputs changed, or that its balance preview holds back: dropped; retry()
        // quotes the current inputs for review.
        const stale =
          error instanceof QuoteStaleError || error instanceof BalancePreviewBlockedError
        if (stale) {
          t.context = adopt(latest?.request ?? t.context.request)
          lastStopAtQuoted = true
        }
        const step = stale ? 'quoting' : current
        t.set({ status: 'error', data: t.context, step, error: error as Error })
        options.onError?.(error as Error, t.state)
      }
    }
    if (alive() && t.state.status === 'quoted') refreshBeforeExpiry()
    if (moving === id) moving = -1
    return t.state
  }

  // The context a record restores, and the step it carries on from. The explorer link is always
  // the config's, never a URL the storage held.
  function carryOn(record: InFlightRecord): [Step, boolean] {
    const { request, supertxHash, signedQuote } = record
    if (supertxHash) {
      t.context = { request, supertxHash, explorerUrl: config.getExplorerUrl(supertxHash) }
      return ['tracking', false]
    }
    const quote = signedQuote as NonNullable<State['data']['quote']>
    // Storage is input: the signed quote is checked again against the stored request before it
    // is sent (`restored`).
    t.context = { request, quote, signedQuote, executeOutcomeUnknown: true, restored: true }
    return ['executing', false]
  }

  // The user confirmed the delegations `authorizationReview` lists: sign them, then quote.
  function confirmAuthorizations(stopAtQuoted: boolean): Promise<State> {
    clearTimers()
    t.context = { ...t.context, authorizationsConfirmed: true }
    return drive('authorizing', stopAtQuoted)
  }

  const supertransaction: CreateSupertransactionReturnType = {
    getState: () => t.state,
    subscribe(listener) {
      const onFee = () => listener(t.state)
      feeListeners.add(onFee)
      const unsubscribe = t.subscribe(listener)
      return () => {
        feeListeners.delete(onFee)
        unsubscribe()
      }
    },
    getFee() {
      if (fee) return fee
      const from = given?.request?.feeToken
      if (!derivedFee || derivedFee.from !== from) derivedFee = { from, choice: feeChoiceOf(from) }
      return derivedFee.choice
    },
    setFee(next) {
      fee = next
      for (const listener of feeListeners) listener()
      if (given) supertransaction.update(given.request)
    },
    setOptions(next) {
      if (next.wallet !== options.wallet) wallet = toSupertxWallet(next.wallet)
      options = next
    },
    async quote(asked) {
      const request = requestOf(asked)
      cancel()
      latest = { request }
      t.context = { request }
      return drive('quoting', true)
    },
    async authorize() {
      if (t.state.status !== 'authorizationReview') return t.state
      return confirmAuthorizations(true)
    },
    async execute(asked) {
      const request = asked && requestOf(asked)
      // A press while an earlier page's supertransaction is being picked up waits for it: it may
      // be this very one, in flight.
      if (resuming) await resuming
      // The inputs asked for now: a quote made for others is refused before signing.
      if (request) latest = { request }
      const { status } = t.state
      // The delegations listed are confirmed by this call; inputs that changed are reviewed anew.
      if (status === 'authorizationReview') {
        if (changed().length) {
          cancel()
          t.context = adopt(latest?.request)
          return drive('quoting', true)
        }
        return confirmAuthorizations(false)
      }
      // A run is under way (the status names the step it is in): nothing to start.
      if (Object.hasOwn(steps, status)) return t.state
      // Stopped after the service may have taken the quote (tracking failed, or the execute's
      // outcome is unknown): carry on with that one; a fresh quote could pay twice. reset() first
      // to start another.
      if (status === 'error' && (t.state.data.supertxHash || t.state.data.executeOutcomeUnknown))
        return drive(t.state.step, false)
      if (status === 'success' || status === 'failed') {
        // A finished run is history: a fresh one starts (a button is never stuck after success).
        t.context = { request: request ?? t.context.request }
      } else if (request && status !== 'quoted') t.context = { request }
      if (!t.context.request) throw new TypeError('execute() needs a quote request the first time.')
      return drive(status === 'quoted' && t.context.quote ? afterQuoted() : 'quoting', false)
    },
    async retry() {
      const state = t.state
      if (state.status !== 'error') return state
      return drive(state.step, lastStopAtQuoted)
    },
    update(asked) {
      given = { request: asked }
      const request = inputsOf(asked)
      const previous = t.context.request
      latest = { request }
      if (!changedInputs(previous, request).length) return
      const state = t.state
      if (
        state.status === 'quoted' ||
        state.status === 'quoting' ||
        state.status === 'authorizationReview'
      ) {
        // The quote (or the one being fetched) is for other inputs: cancel it, show none, and
        // quote the current inputs once they settle.
        cancel()
        t.context = adopt(request)
        if (!request) return t.set({ status: 'idle', data: t.context })
        t.set({
          status: 'quoting',
          data: t.context as State['data'] & { request: QuoteParameters },
        })
        requoteAfter(options.requoteDelayMs ?? 300)
      } else if (
        state.status === 'error' &&
        !state.data.supertxHash &&
        !state.data.executeOutcomeUnknown
      ) {
        // Stopped before anything was executed: what it stopped on is for other inputs.
        cancel()
        t.context = adopt(request)
        t.set({ status: 'idle', data: t.context })
      }
      // Running (authorizing, signing, executing, tracking) or finished: the steps refuse a quote
      // whose inputs changed before signing and before execute; a finished run stays as it was.
    },
    reset() {
      cancel()
      t.context = {}
      t.set({ status: 'idle', data: {} })
      void inFlight.forget()
    },
    resume() {
      // Idle, or stopped mid-way (an unmount); once per run (React strict mode mounts twice).
      if (resuming) return resuming
      const stopped = ['executing', 'tracking'].includes(t.state.status) && moving !== run
      if (t.state.status !== 'idle' && !stopped) return Promise.resolve(false)
      const id = run
      // Something else started meanwhile (a quote, a reset, a stop): the record is left for later.
      const wanted = () => id === run
      const carry = (record: InFlightRecord) => {
        if (!wanted()) {
          inFlight.release()
          return false
        }
        cancel()
        void drive(...carryOn(record))
        return true
      }
      // A record another tab holds is carried on here when that tab closes without ending it
      // (`late`), unless this run has moved on by then.
      const attempt = inFlight
        .takeOver(wanted, { signal: controller.signal, late: carry })
        .then((record) => {
          if (resuming === attempt) resuming = undefined
          return record ? carry(record) : false
        })
      resuming = attempt
      return attempt
    },
    stop() {
      // A quote again that was waiting for the inputs to settle: not fetched, back to idle.
      if (requoteTimer && t.state.status === 'quoting') t.set({ status: 'idle', data: t.context })
      cancel()
      resuming = undefined
      inFlight.release()
    },
  }
  return supertransaction
}
