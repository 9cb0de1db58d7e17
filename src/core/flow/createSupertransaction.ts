import type { Config } from '@wagmi/core'
import { executeQuote } from '../actions/executeQuote.js'
import { getQuote } from '../actions/getQuote.js'
import { signAuthorizations } from '../actions/signAuthorizations.js'
import { signQuote } from '../actions/signQuote.js'
import { waitForSupertxReceipt } from '../actions/waitForSupertxReceipt.js'
import type { QuoteParameters } from '../client/types.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import { AuthorizationRequiredError } from '../errors/auth.js'
import { SupertxFailedError } from '../errors/flow.js'
import type { SupertxReceipt } from '../schemas/receipt.js'
import { clearInFlight, readInFlight, writeInFlight } from './persist.js'
import type {
  SupertransactionContext as Context,
  SupertransactionState as State,
  SupertransactionStep as Step,
} from './types.js'

export type CreateSupertransactionParameters = {
  config: SupertxConfig
  wagmiConfig: Config
  /** Storage key of the in-flight supertxHash; give each independent flow its own. */
  storageKey?: string | undefined
  /** `mee` submits to /v1/mee/execute. */
  endpoint?: 'execute' | 'mee' | undefined
  /** Bound of the wait for the receipt (`ReceiptTimeoutError` past it). */
  receiptTimeoutMs?: number | undefined
  onStatus?: ((state: State) => void) | undefined
  onSuccess?: ((receipt: SupertxReceipt, state: State) => void) | undefined
  onError?: ((error: Error, state: State) => void) | undefined
}

export type CreateSupertransactionReturnType = {
  getState(): State
  subscribe(listener: (state: State) => void): () => void
  /** Requests the quote and stops at `quoted` (show the fee, then call `execute`). */
  quote(request: QuoteParameters): Promise<State>
  /** Signs, executes and tracks the quote; quotes first when given a request. */
  execute(request?: QuoteParameters): Promise<State>
  /** Runs again from the step that failed. */
  retry(): Promise<State>
  /** Back to `idle`: cancels what runs and forgets the in-flight hash. */
  reset(): void
  /** Resumes tracking a supertxHash persisted by an earlier page; resolves whether it did. */
  resume(): Promise<boolean>
  /**
   * Stops what runs (requests and polling) and keeps the state and the in-flight hash: for a
   * component unmounting; `resume()` picks the tracking up again.
   */
  stop(): void
}

/**
 * The whole supertransaction as a small state machine, framework-free: a React hook, a Vue
 * composable or a script drive it the same way. Each step calls one action; an error stops in
 * `error` with the step, so `retry()` repeats only that step (a rejected signature does not
 * re-quote; a quote whose signing succeeded is not signed twice).
 *
 * @example
 * const flow = createSupertransaction({ config, wagmiConfig, onStatus: (s) => console.log(s.status) })
 * await flow.execute({ mode: 'smart-account', ownerAddress, composeFlows })
 */
export function createSupertransaction(
  parameters: CreateSupertransactionParameters,
): CreateSupertransactionReturnType {
  const { config, wagmiConfig } = parameters
  const storageKey = parameters.storageKey ?? 'supertx:in-flight'
  const listeners = new Set<(state: State) => void>()
  let state: State = { status: 'idle', data: {} }
  let context: Context = {}
  let run = 0
  let controller = new AbortController()
  let resuming = false
  const cancel = () => {
    run++
    controller.abort()
    controller = new AbortController()
  }

  const set = (next: State) => {
    state = next
    parameters.onStatus?.(next)
    for (const listener of listeners) listener(next)
  }
  const enter = <status extends State['status']>(status: status, extra: Partial<Context>) => {
    context = { ...context, ...extra }
    set({ status, data: context } as State)
  }

  const steps: Record<Step, (alive: () => boolean) => Promise<Step | 'quoted' | 'done'>> = {
    async authorizing() {
      const request = context.request as QuoteParameters
      enter('authorizing', {})
      const authorizations = await signAuthorizations(wagmiConfig, {
        authorizations: context.authorizationsToSign ?? [],
        ownerAddress: request.ownerAddress as `0x${string}`,
      })
      context = { ...context, authorizations }
      return 'quoting'
    },
    async quoting() {
      const request = context.request as QuoteParameters
      enter('quoting', { quote: undefined, items: undefined, signedQuote: undefined })
      const authorizations = context.authorizations
      try {
        const quote = await getQuote(
          config,
          authorizations ? { ...request, authorizations } : request,
          {
            signal: controller.signal,
          },
        )
        enter('quoted', { quote })
        return 'quoted'
      } catch (error) {
        // A second 412 after signing would loop forever: surface it instead.
        if (!(error instanceof AuthorizationRequiredError) || authorizations) throw error
        context = { ...context, authorizationsToSign: error.authorizations }
        return 'authorizing'
      }
    },
    async signing(alive) {
      const { quote, request } = context as Required<Context>
      const signatures = context.items?.map((item) => item.signature)
      enter('signing', { items: [] })
      const { signedQuote } = await signQuote(wagmiConfig, {
        quote,
        request,
        signatures,
        onProgress: (items) => alive() && enter('signing', { items }),
      })
      enter('executing', { signedQuote })
      return 'executing'
    },
    async executing() {
      if (state.status !== 'executing') enter('executing', {})
      const signedQuote = context.signedQuote as NonNullable<Context['signedQuote']>
      const { supertxHash } = await executeQuote(
        config,
        { signedQuote, endpoint: parameters.endpoint },
        { signal: controller.signal },
      )
      const explorerUrl = config.getExplorerUrl(supertxHash)
      context = { ...context, supertxHash, explorerUrl }
      // Persisted before tracking starts, so a reload from here on resumes the tracking.
      await writeInFlight(config.storage, storageKey, {
        supertxHash,
        explorerUrl,
        savedAt: Date.now(),
      })
      return 'tracking'
    },
    async tracking() {
      const supertxHash = context.supertxHash as `0x${string}`
      enter('tracking', {})
      const receipt = await waitForSupertxReceipt(config, {
        supertxHash,
        signal: controller.signal,
        timeoutMs: parameters.receiptTimeoutMs,
        onReceipt: (receipt) => enter('tracking', { receipt }),
      })
      await clearInFlight(config.storage, storageKey)
      context = { ...context, receipt }
      if (receipt.status === 'success') {
        set({ status: 'success', data: context } as State)
        parameters.onSuccess?.(receipt, state)
      } else {
        const reason = receipt.userOps.find((op) => op.error)?.error
        const error = new SupertxFailedError({ supertxHash, reason })
        set({ status: 'failed', data: context, error } as State)
        parameters.onError?.(error, state)
      }
      return 'done'
    },
  }

  async function drive(from: Step, stopAtQuoted: boolean): Promise<State> {
    const id = ++run
    const alive = () => id === run
    let step: Step | 'quoted' | 'done' = from
    let current: Step = from
    try {
      while (alive() && step !== 'done') {
        if (step === 'quoted') {
          if (stopAtQuoted) break
          step = 'signing'
          continue
        }
        current = step
        step = await steps[current](alive)
      }
    } catch (error) {
      if (alive()) {
        set({ status: 'error', data: context, step: current, error: error as Error })
        parameters.onError?.(error as Error, state)
      }
    }
    return state
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    quote(request) {
      context = { request }
      return drive('quoting', true)
    },
    execute(request) {
      if (request) context = { request }
      if (!context.request) throw new TypeError('execute() needs a quote request the first time.')
      return drive(context.quote ? 'signing' : 'quoting', false)
    },
    retry() {
      if (state.status !== 'error') return Promise.resolve(state)
      return drive(state.step, false)
    },
    reset() {
      cancel()
      context = {}
      set({ status: 'idle', data: {} })
      void clearInFlight(config.storage, storageKey)
    },
    async resume() {
      // Idle, or stopped while tracking (an unmount); never twice at once (React strict mode).
      const resumable = state.status === 'idle' || state.status === 'tracking'
      if (resuming || !resumable) return false
      resuming = true
      const id = run
      try {
        const record = await readInFlight(config.storage, storageKey)
        if (!record || id !== run) return false
        cancel()
        context = { supertxHash: record.supertxHash, explorerUrl: record.explorerUrl }
        void drive('tracking', false)
        return true
      } finally {
        resuming = false
      }
    },
    stop() {
      cancel()
      resuming = false
    },
  }
}
