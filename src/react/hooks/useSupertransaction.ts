'use client'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import type { Address } from 'viem'
import type { QuoteParameters } from '../../core/client/types.js'
import { WalletNotConnectedError } from '../../core/errors/wallet.js'
import { getBalanceChangesQueryOptions } from '../../core/query/balance-changes.js'
import {
  type CreateSupertransactionParameters,
  createSupertransaction,
  type SupertransactionOptions,
  splitSupertransactionOptions,
} from '../../core/supertransaction/createSupertransaction.js'
import type { FeeChoice } from '../../core/supertransaction/fee-choice.js'
import type { PreviewBalances } from '../../core/supertransaction/preview-gate.js'
import { requestFingerprint } from '../../core/supertransaction/request-fingerprint.js'
import type { SupertransactionState } from '../../core/supertransaction/types.js'
import { useSupertxUi } from '../ui/useSupertxUi.js'
import { useRefreshBalancesOnEnd } from '../wagmi/useRefreshBalances.js'
import { useWagmiWallet } from '../wagmi/useWagmiWallet.js'
import { useOwnerAddress } from './useOwnerAddress.js'
import { useSupertxConfig } from './useSupertxConfig.js'

/** The quote request's fields (`mode`, `composeFlows`, `feeToken`, …) and the run's options. */
export type UseSupertransactionParameters = Omit<QuoteParameters, 'ownerAddress'> & {
  /** Default: the connected account. */
  ownerAddress?: Address | undefined
  /**
   * `false` while the inputs are not valid yet (a form being corrected): a quote is dropped and
   * none is requested until they are. Default true.
   */
  enabled?: boolean | undefined
} & Pick<CreateSupertransactionParameters, 'storageKey'> &
  Omit<SupertransactionOptions, 'wallet'>

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
  /**
   * At `authorizationReview` (eoa-7702, the delegations listed, nothing signed): the user
   * confirmed them; asks the wallet to sign them, quotes, and stops at `quoted`.
   */
  authorize: () => Promise<SupertransactionState>
  retry: () => Promise<SupertransactionState>
  reset: () => void
  /** How the fee is paid: the choice `setFee` made, else the `feeToken` given. */
  fee: FeeChoice
  /**
   * Chooses how the fee is paid; the quote follows (see `createSupertransaction`'s `setFee`). An
   * invalid choice (a gas refund address that is not one) holds the quote back until corrected.
   */
  setFee: (fee: FeeChoice) => void
}

/**
 * The whole supertransaction as one state machine (`createSupertransaction`): quote, sign,
 * execute, track, with `retry()` from the failed step and `reset()`: a thin adapter over the
 * engine, which owns every rule. A supertransaction is kept in the config's storage from before
 * its execute is sent, and carried on after a reload (never executed twice); each tab keeps its
 * own. A new config (the provider's `baseUrl` or `apiKey` changed) or `storageKey` gives a new
 * machine; the other options (callbacks, the wallet, timeouts, checks) reach the running one
 * (`setOptions`) and apply from its next step. While tracking, a receipt that cannot be read is read again with backoff
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
  const { storageKey, enabled, ownerAddress: givenOwner, ...given } = parameters
  const ownerAddress = useOwnerAddress(givenOwner)
  const [{ previewBalances, ...options }, fields] = splitSupertransactionOptions(given)
  // `previewBalances: true` previews through the query cache with the provider's token list, so
  // a `<BalanceChanges>` of the same quote shows that very preview.
  const queryClient = useQueryClient()
  const { tokenList } = useSupertxUi()
  const preview: PreviewBalances | undefined =
    previewBalances === true
      ? ({ quote, request, accountFunding }) =>
          queryClient.fetchQuery(
            getBalanceChangesQueryOptions(config, {
              quote,
              request,
              reader: wallet,
              tokenList,
              ...(accountFunding.length ? { accountFunding } : {}),
            }),
          )
      : previewBalances || undefined
  // One machine per config and storage key; the options reach it on every render (nothing runs
  // again): the callbacks, the wallet and the timeouts it reads when a step runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are set below, each render
  const supertransaction = useMemo(
    () => createSupertransaction({ config, storageKey, ...options, wallet }),
    [config, storageKey],
  )
  supertransaction.setOptions({ ...options, previewBalances: preview, wallet })
  const state = useSyncExternalStore(
    supertransaction.subscribe,
    supertransaction.getState,
    supertransaction.getState,
  )
  const fee = useSyncExternalStore(
    supertransaction.subscribe,
    supertransaction.getFee,
    supertransaction.getFee,
  )
  // What landed changed the balances the page shows: read them again.
  useRefreshBalancesOnEnd(state.status)
  useEffect(() => {
    void supertransaction.resume()
    return () => supertransaction.stop()
  }, [supertransaction])

  // The request of the current inputs; undefined without an owner or while not enabled.
  const current: QuoteParameters | undefined =
    ownerAddress && enabled !== false ? ({ ...fields, ownerAddress } as QuoteParameters) : undefined
  const latest = useRef({ current, ownerAddress })
  latest.current = { current, ownerAddress }
  const request = (): QuoteParameters => {
    if (latest.current.current) return latest.current.current
    if (!latest.current.ownerAddress)
      throw new WalletNotConnectedError({ action: 'request a quote' })
    throw new TypeError('The supertransaction is not enabled: its inputs are not ready.')
  }
  // The quote follows the inputs: a change drops it (and quotes again where one was shown).
  const fingerprint = requestFingerprint(current)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fingerprint stands for the inputs
  useEffect(() => {
    supertransaction.update(latest.current.current)
  }, [supertransaction, fingerprint])
  return {
    ...state,
    supertxHash: state.data.supertxHash,
    explorerUrl: state.data.explorerUrl,
    // Async, so a missing owner rejects the returned promise instead of throwing.
    quote: async () => supertransaction.quote(request()),
    // The current inputs go along: a quote made for others is refused, never signed.
    execute: async () => supertransaction.execute(request()),
    authorize: supertransaction.authorize,
    retry: supertransaction.retry,
    reset: supertransaction.reset,
    fee,
    setFee: supertransaction.setFee,
  }
}
