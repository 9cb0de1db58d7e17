'use client'
import { type ForwardedRef, type ReactNode, useContext } from 'react'
import { WagmiContext } from 'wagmi'
import type { UseUpgradeReturnType } from '../../hooks/useUpgrade.js'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import { UpgradeNoticeView } from './UpgradeNoticeView.js'
import { type UseUpgradeNoticeParameters, useUpgradeNotice } from './useUpgradeNotice.js'

export { UpgradeNoticeView, type UpgradeNoticeViewProps } from './UpgradeNoticeView.js'

type OwnProps = UseUpgradeNoticeParameters & {
  className?: string | undefined
  /**
   * Render the upgrade your way: the hook's whole state, and why it cannot start (no wallet
   * connected, or the connected account is not `ownerAddress`), as the notice would say it.
   */
  children?:
    | ((upgrade: UseUpgradeReturnType, extra: { disabledReason: string | undefined }) => ReactNode)
    | undefined
}
export type UpgradeNoticeProps = OwnProps & RootAttributes<OwnProps>

function UpgradeNoticeContent(props: UpgradeNoticeProps, ref: ForwardedRef<HTMLElement>) {
  // wagmi's hooks throw outside a WagmiProvider, and only its wallet can sign the upgrade: outside
  // one there is nothing to offer.
  return useContext(WagmiContext) ? <Connected {...props} rootRef={ref} /> : null
}

function Connected(props: UpgradeNoticeProps & { rootRef: ForwardedRef<HTMLElement> }) {
  const { mode, ownerAddress, chainIds, feeToken, timeoutMs, children, rootRef, ...rest } = props
  const { upgrade, disabledReason } = useUpgradeNotice({
    mode,
    ownerAddress,
    chainIds,
    feeToken,
    timeoutMs,
  })
  if (children) return children(upgrade, { disabledReason })
  return (
    <UpgradeNoticeView {...rest} upgrade={upgrade} disabledReason={disabledReason} ref={rootRef} />
  )
}

/**
 * Tells an owner whose 2.1.0 orchestrator accounts need the upgrade what it does, and runs it
 * (`useUpgrade`) with each step shown. Renders nothing when nothing needs upgrading, or outside a
 * WagmiProvider. With no wallet connected, or an `ownerAddress` that is not the connected account,
 * it says so and its button stays off: only the owner's wallet can sign the upgrade.
 *
 * @example
 * <UpgradeNotice mode="smart-account" />
 */
export const UpgradeNotice = /* @__PURE__ */ withErrorBoundary(
  'upgrade-notice',
  UpgradeNoticeContent,
)
