import type { Config } from 'wagmi'
import { executeQuote } from '../actions/executeQuote.js'
import { getQuote } from '../actions/getQuote.js'
import { signAuthorizations } from '../actions/signAuthorizations.js'
import { signQuote } from '../actions/signQuote.js'
import { waitForSupertxReceipt } from '../actions/waitForSupertxReceipt.js'
import { prepareQuoteAuthorizations } from '../authorize/prepareQuoteAuthorizations.js'
import type { QuoteParameters } from '../client/types.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import { AuthorizationRequiredError } from '../errors/auth.js'
import { SupertxFailedError } from '../errors/flow.js'
import { recordHistory } from '../history/history.js'
import type { SupertxReceipt } from '../schemas/receipt.js'
import { clearInFlight, writeInFlight } from './persist.js'
import type { FlowTransitions } from './transitions.js'
import type {
  SupertransactionContext as Context,
  SupertransactionState as State,
  SupertransactionStep as Step,
} from './types.js'

/** What a step leads to: another step, a pause at `quoted`, or the end (success or failed). */
export type StepOutcome = Step | 'quoted' | 'done'
/** One step: calls its action, moves the state, says what comes next. Throws to stop in `error`. */
export type FlowStep = (alive: () => boolean) => Promise<StepOutcome>

export type FlowStepsParameters = {
  config: SupertxConfig
  wagmiConfig: Config
  storageKey: string
  endpoint: 'execute' | 'mee' | undefined
  receiptTimeoutMs: number | undefined
  /** The signal of the current run (a new one after each cancel). */
  signal: () => AbortSignal
  onSuccess: ((receipt: SupertxReceipt, state: State) => void) | undefined
  onError: ((error: Error, state: State) => void) | undefined
}

/** The steps of a supertransaction, one action each, over the flow's transitions. */
export function createSteps(t: FlowTransitions, p: FlowStepsParameters): Record<Step, FlowStep> {
  const { config, wagmiConfig, storageKey } = p
  return {
    async authorizing() {
      const request = t.context.request as QuoteParameters
      t.enter('authorizing', {})
      const authorizations = await signAuthorizations(wagmiConfig, {
        authorizations: t.context.authorizationsToSign ?? [],
        ownerAddress: request.ownerAddress as `0x${string}`,
      })
      t.context = { ...t.context, authorizations }
      return 'quoting'
    },
    async quoting() {
      const request = t.context.request as QuoteParameters
      t.enter('quoting', { quote: undefined, items: undefined, signedQuote: undefined })
      const authorizations = t.context.authorizations
      // eoa-7702: where the chain says the EOA is not delegated yet, sign before the first quote
      // instead of provoking its 412.
      if (!authorizations && !t.context.authorizationsToSign) {
        const toSign = await prepareQuoteAuthorizations(config, wagmiConfig, {
          request,
          signal: p.signal(),
        })
        if (toSign?.length) {
          t.context = { ...t.context, authorizationsToSign: toSign }
          return 'authorizing'
        }
      }
      try {
        const quote = await getQuote(
          config,
          authorizations ? { ...request, authorizations } : request,
          { signal: p.signal() },
        )
        t.enter('quoted', { quote })
        return 'quoted'
      } catch (error) {
        // A second 412 after signing would loop forever: surface it instead.
        if (!(error instanceof AuthorizationRequiredError) || authorizations) throw error
        t.context = { ...t.context, authorizationsToSign: error.authorizations }
        return 'authorizing'
      }
    },
    async signing(alive) {
      const { quote, request } = t.context as Required<Context>
      const signatures = t.context.items?.map((item) => item.signature)
      t.enter('signing', { items: [] })
      const { signedQuote } = await signQuote(wagmiConfig, {
        quote,
        request,
        signatures,
        onProgress: (items) => alive() && t.enter('signing', { items }),
      })
      t.enter('executing', { signedQuote })
      return 'executing'
    },
    async executing() {
      if (t.state.status !== 'executing') t.enter('executing', {})
      const signedQuote = t.context.signedQuote as NonNullable<Context['signedQuote']>
      const { supertxHash } = await executeQuote(
        config,
        { signedQuote, endpoint: p.endpoint },
        { signal: p.signal() },
      )
      const explorerUrl = config.getExplorerUrl(supertxHash)
      t.context = { ...t.context, supertxHash, explorerUrl }
      // Persisted before tracking starts, so a reload from here on resumes the tracking.
      await writeInFlight(config.storage, storageKey, {
        supertxHash,
        explorerUrl,
        savedAt: Date.now(),
      })
      const { request, quote } = t.context
      await recordHistory(config.storage, {
        supertxHash,
        explorerUrl,
        status: 'pending',
        mode: request?.mode,
        ownerAddress: request?.ownerAddress as `0x${string}` | undefined,
        chainIds: quote && [...new Set(quote.quote.userOps.map((op) => op.chainId))],
      })
      return 'tracking'
    },
    async tracking() {
      const supertxHash = t.context.supertxHash as `0x${string}`
      t.enter('tracking', {})
      const receipt = await waitForSupertxReceipt(config, {
        supertxHash,
        signal: p.signal(),
        timeoutMs: p.receiptTimeoutMs,
        onReceipt: (receipt) => t.enter('tracking', { receipt }),
      })
      await clearInFlight(config.storage, storageKey)
      const explorerUrl = config.getExplorerUrl(supertxHash)
      await recordHistory(config.storage, { supertxHash, explorerUrl, status: receipt.status })
      t.context = { ...t.context, receipt }
      if (receipt.status === 'success') {
        t.set({ status: 'success', data: t.context } as State)
        p.onSuccess?.(receipt, t.state)
      } else {
        const reason = receipt.userOps.find((op) => op.error)?.error
        const error = new SupertxFailedError({ supertxHash, reason, explorerUrl })
        t.set({ status: 'failed', data: t.context, error } as State)
        p.onError?.(error, t.state)
      }
      return 'done'
    },
  }
}
