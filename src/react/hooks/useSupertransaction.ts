'use client'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { Address } from 'viem'
import { useAccount, useConfig } from 'wagmi'
import { WalletNotConnectedError } from '../../core/actions/errors.js'
import type { QuoteParameters } from '../../core/client/types.js'
import {
  type CreateSupertransactionParameters,
  createSupertransaction,
} from '../../core/flow/createSupertransaction.js'
import type { SupertransactionState } from '../../core/flow/types.js'
import { useSupertxConfig } from './useSupertxConfig.js'

// Options of the hook, not fields of the quote request.
const hookOnly = ['storageKey', 'endpoint', 'receiptTimeoutMs', 'onStatus', 'onSuccess', 'onError']

export type UseSupertransactionParameters = Omit<
  QuoteParameters,
  'composeFlows' | 'ownerAddress'
> & {
  /** The compose flows of the quote request. */
  flows: QuoteParameters['composeFlows']
  /** Default: the connected account. */
  ownerAddress?: Address | undefined
} & Pick<
    CreateSupertransactionParameters,
    'storageKey' | 'endpoint' | 'receiptTimeoutMs' | 'onStatus' | 'onSuccess' | 'onError'
  >

export type UseSupertransactionReturnType = SupertransactionState & {
  supertxHash: `0x${string}` | undefined
  explorerUrl: string | undefined
  /** Quotes and stops at `quoted` (show the fee, then call `execute`). */
  quote: () => Promise<SupertransactionState>
  /** Signs, executes and tracks: continues from `quoted`, or quotes first. */
  execute: () => Promise<SupertransactionState>
  retry: () => Promise<SupertransactionState>
  reset: () => void
}

/**
 * The whole supertransaction as one state machine (`createSupertransaction`): quote, sign,
 * execute, track, with `retry()` from the failed step and `reset()`. An executed supertxHash is
 * kept in the config's storage and tracked again after a reload.
 *
 * @example
 * const tx = useSupertransaction({ mode: 'smart-account', flows, onSuccess: () => toast('Done') })
 * <button onClick={tx.execute} disabled={tx.status !== 'idle'}>Send</button>
 */
export function useSupertransaction(
  parameters: UseSupertransactionParameters,
): UseSupertransactionReturnType {
  const config = useSupertxConfig('useSupertransaction')
  const wagmiConfig = useConfig()
  const connected = useAccount().address
  const latest = useRef(parameters)
  latest.current = parameters
  const { storageKey, endpoint, receiptTimeoutMs } = parameters
  // One machine per hook instance; callbacks read the latest props through the ref.
  const [flow] = useState(() =>
    createSupertransaction({
      config,
      wagmiConfig,
      storageKey,
      endpoint,
      receiptTimeoutMs,
      onStatus: (state) => latest.current.onStatus?.(state),
      onSuccess: (receipt, state) => latest.current.onSuccess?.(receipt, state),
      onError: (error, state) => latest.current.onError?.(error, state),
    }),
  )
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState)
  useEffect(() => {
    void flow.resume()
    return () => flow.stop()
  }, [flow])

  const request = (): QuoteParameters => {
    const { flows, ownerAddress = connected, ...rest } = latest.current
    if (!ownerAddress) throw new WalletNotConnectedError({ action: 'request a quote' })
    for (const key of hookOnly) delete (rest as Record<string, unknown>)[key]
    return { ...rest, ownerAddress, composeFlows: flows } as QuoteParameters
  }
  const guard = (run: () => Promise<SupertransactionState>) => () => {
    try {
      return run()
    } catch (error) {
      return Promise.reject(error)
    }
  }
  return {
    ...state,
    supertxHash: state.data.supertxHash,
    explorerUrl: state.data.explorerUrl,
    quote: guard(() => flow.quote(request())),
    execute: guard(() => flow.execute(flow.getState().status === 'quoted' ? undefined : request())),
    retry: flow.retry,
    reset: flow.reset,
  }
}
