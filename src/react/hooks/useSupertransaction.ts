'use client'
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import type { Address } from 'viem'
import type { QuoteParameters } from '../../core/client/types.js'
import { WalletNotConnectedError } from '../../core/errors/wallet.js'
import {
  type CreateSupertransactionParameters,
  createSupertransaction,
} from '../../core/supertransaction/createSupertransaction.js'
import { requestFingerprint } from '../../core/supertransaction/request-fingerprint.js'
import type { SupertransactionState } from '../../core/supertransaction/types.js'
import { useRefreshBalancesOnEnd } from '../wagmi/useRefreshBalances.js'
import { useWagmiWallet } from '../wagmi/useWagmiWallet.js'
import { useOwnerAddress } from './useOwnerAddress.js'
import { useSupertxConfig } from './useSupertxConfig.js'

// Options of the hook, not fields of the quote request.
const hookOnly = [
  'storageKey',
  'endpoint',
  'receiptTimeoutMs',
  'receiptUnavailableTimeoutMs',
  'receiptNotFoundTimeoutMs',
  'onStatus',
  'onSuccess',
  'onError',
  'verifyTypedData',
  'enabled',
  'requoteDelayMs',
  'quoteRefreshMarginMs',
  'uncheckedOperations',
  'fundAccount',
  'describe',
]

/** The quote request's fields (`mode`, `composeFlows`, `feeToken`, …) and the flow's options. */
export type UseSupertransactionParameters = Omit<QuoteParameters, 'ownerAddress'> & {
  /** Default: the connected account. */
  ownerAddress?: Address | undefined
  /**
   * `false` while the inputs are not valid yet (a form being corrected): a quote is dropped and
   * none is requested until they are. Default true.
   */
  enabled?: boolean | undefined
} & Pick<
    CreateSupertransactionParameters,
    | 'storageKey'
    | 'endpoint'
    | 'receiptTimeoutMs'
    | 'receiptUnavailableTimeoutMs'
    | 'receiptNotFoundTimeoutMs'
    | 'onStatus'
    | 'onSuccess'
    | 'onError'
    | 'verifyTypedData'
    | 'requoteDelayMs'
    | 'quoteRefreshMarginMs'
    | 'uncheckedOperations'
    | 'fundAccount'
    | 'describe'
  >

export type UseSupertransactionReturnType = SupertransactionState & {
  supertxHash: `0x${string}` | undefined
  explorerUrl: string | undefined
  /** Quotes and stops at `quoted`: `data.quote.fee` is the fee `execute()` will pay. */
  quote: () => Promise<SupertransactionState>
  /**
   * Signs, executes and tracks: from `quoted` it executes that quote (never a second one); else it
   * quotes first. After `success` or `failed` it starts a fresh run.
   */
  execute: () => Promise<SupertransactionState>
  retry: () => Promise<SupertransactionState>
  reset: () => void
}

/**
 * The whole supertransaction as one state machine (`createSupertransaction`): quote, sign,
 * execute, track, with `retry()` from the failed step and `reset()`. A supertransaction is kept
 * in the config's storage from before its execute is sent, and carried on after a reload (never
 * executed twice); each tab keeps its own. A new config (the provider's
 * `baseUrl` or `apiKey` changed), wagmi config, `storageKey`, `endpoint` or a `receipt…Ms` option
 * gives a new machine. While tracking, a receipt that cannot be read is read again with backoff
 * (`data.retrying` says so) until `receiptUnavailableTimeoutMs`; then `error` at step `tracking`,
 * and `retry()` tracks the same hash again (never a second execute).
 *
 * A quote is bound to its inputs: when the owner (a wallet switch), `mode`, `composeFlows`,
 * `fundingTokens`, `feeToken` or any other request field changes, the quote is dropped at once and,
 * if one was shown or being fetched, the new inputs are quoted once they settle (`requoteDelayMs`;
 * the stale request is cancelled). A quote whose inputs changed is never signed or executed
 * (`QuoteStaleError`). A quote waiting near its expiry is quoted again.
 *
 * @example
 * const tx = useSupertransaction({ mode: 'smart-account', composeFlows, onSuccess: () => toast('Done') })
 * <button onClick={tx.quote}>Get fee</button>
 * {tx.status === 'quoted' && <button onClick={tx.execute}>Pay {tx.data.quote.fee.amount}</button>}
 */
export function useSupertransaction(
  parameters: UseSupertransactionParameters,
): UseSupertransactionReturnType {
  const config = useSupertxConfig('useSupertransaction')
  const wallet = useWagmiWallet()
  const ownerAddress = useOwnerAddress(parameters.ownerAddress)
  const latest = useRef({ parameters, ownerAddress })
  latest.current = { parameters, ownerAddress }
  const { storageKey, endpoint, receiptTimeoutMs } = parameters
  const { receiptUnavailableTimeoutMs, receiptNotFoundTimeoutMs } = parameters
  const { requoteDelayMs, quoteRefreshMarginMs } = parameters
  // Whether the app checks typed data itself; its latest function is read when the check runs.
  const checksTypedData = Boolean(parameters.verifyTypedData)
  const { uncheckedOperations } = parameters
  // A planner function is read when the funding step runs: a new closure each render is no change.
  const fundAccount =
    typeof parameters.fundAccount === 'function' ? 'planner' : parameters.fundAccount
  // Callbacks read the latest props through the ref, so only these rebuild the machine.
  const flow = useMemo(
    () =>
      createSupertransaction({
        config,
        wallet,
        storageKey,
        endpoint,
        receiptTimeoutMs,
        receiptUnavailableTimeoutMs,
        receiptNotFoundTimeoutMs,
        requoteDelayMs,
        quoteRefreshMarginMs,
        verifyTypedData: checksTypedData
          ? (payload, context) =>
              latest.current.parameters.verifyTypedData?.(payload, context) === true
          : undefined,
        uncheckedOperations,
        fundAccount:
          fundAccount === 'planner'
            ? (context) => {
                const plan = latest.current.parameters.fundAccount
                return typeof plan === 'function' ? plan(context) : []
              }
            : fundAccount,
        describe: (quote) => latest.current.parameters.describe?.(quote),
        onStatus: (state) => latest.current.parameters.onStatus?.(state),
        onSuccess: (receipt, state) => latest.current.parameters.onSuccess?.(receipt, state),
        onError: (error, state) => latest.current.parameters.onError?.(error, state),
      }),
    [
      config,
      wallet,
      storageKey,
      endpoint,
      receiptTimeoutMs,
      receiptUnavailableTimeoutMs,
      receiptNotFoundTimeoutMs,
      requoteDelayMs,
      quoteRefreshMarginMs,
      checksTypedData,
      uncheckedOperations,
      fundAccount,
    ],
  )
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState)
  // What landed changed the balances the page shows: read them again.
  useRefreshBalancesOnEnd(state.status)
  useEffect(() => {
    void flow.resume()
    return () => flow.stop()
  }, [flow])

  // The request of the current inputs; undefined without an owner or while not enabled.
  const current = (): QuoteParameters | undefined => {
    const { parameters: given, ownerAddress: owner } = latest.current
    if (!owner || given.enabled === false) return undefined
    const rest: Record<string, unknown> = { ...given }
    for (const key of hookOnly) delete rest[key]
    return { ...rest, ownerAddress: owner } as QuoteParameters
  }
  const request = (): QuoteParameters => {
    const built = current()
    if (built) return built
    if (!latest.current.ownerAddress)
      throw new WalletNotConnectedError({ action: 'request a quote' })
    throw new TypeError('The supertransaction is not enabled: its inputs are not ready.')
  }
  // The quote follows the inputs: a change drops it (and quotes again where one was shown).
  const fingerprint = requestFingerprint(current())
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fingerprint stands for the inputs
  useEffect(() => {
    flow.update(current())
  }, [flow, fingerprint])
  return {
    ...state,
    supertxHash: state.data.supertxHash,
    explorerUrl: state.data.explorerUrl,
    // Async, so a missing owner rejects the returned promise instead of throwing.
    quote: async () => flow.quote(request()),
    // The current inputs go along: a quote made for others is refused, never signed.
    execute: async () => flow.execute(request()),
    retry: flow.retry,
    reset: flow.reset,
  }
}
