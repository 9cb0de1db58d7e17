'use client'
import type { Route } from '../../../core/schemas/intent.js'
import { routeSummaryMessages } from '../../i18n/messages/route-summary.js'
import { useExplorer } from '../../ui/useExplorer.js'
import { useMessages } from '../../ui/useMessages.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'

export type UseRouteSummaryReturnType = {
  /** Each step in words: what it is (swap or bridge, its protocol) and where (its chains). */
  steps: { name: string; chains: string }[]
  /** The fees in US dollars, in the provider's locale. */
  gasFees: string
  bridgeFees: string
  /** The estimated time, in seconds or (from 90 s) minutes. */
  time: string
}

/** An intent-simple route (`useIntentRoute().data.route`) in words, as `<RouteSummary>` says it. */
export function useRouteSummary(route: Route): UseRouteSummaryReturnType {
  const { locale } = useSupertxUi()
  const m = useMessages('routeSummary', routeSummaryMessages)
  const explorer = useExplorer()
  const chain = (chainId: number) => explorer.chain(chainId)?.name ?? m.unknownChain({ chainId })
  const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
  const minutes = route.estimatedTime >= 90
  const time = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(
    minutes ? route.estimatedTime / 60 : route.estimatedTime,
  )
  return {
    steps: route.steps.map((step) => ({
      name: m.step({ type: m.stepType[step.type] ?? step.type, protocol: step.protocol }),
      chains:
        step.srcChainId === step.dstChainId
          ? m.onChain({ chain: chain(step.srcChainId) })
          : m.fromTo({ from: chain(step.srcChainId), to: chain(step.dstChainId) }),
    })),
    gasFees: usd.format(route.totalGasFeesUsd),
    bridgeFees: usd.format(route.totalBridgeFeesUsd),
    time: minutes ? m.minutes({ value: time }) : m.seconds({ value: time }),
  }
}
