'use client'
import { type ReactNode, useId } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { useDescribeError } from '../../hooks/useDescribeError.js'
import {
  type UseUpgradeParameters,
  type UseUpgradeReturnType,
  useUpgrade,
} from '../../hooks/useUpgrade.js'
import { errorMessages } from '../../i18n/error-messages.js'
import { upgradeNoticeMessages } from '../../i18n/messages/upgrade-notice.js'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import { liveRegion } from '../../ui/live-region.js'
import { useExplorer } from '../../ui/useExplorer.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { ExplorerLink } from '../ExplorerLink/ExplorerLink.js'
import { accountMismatch } from '../parts/accounts.js'

export type UpgradeNoticeProps = Omit<UseUpgradeParameters, 'ownerAddress'> & {
  /** Default: the connected account. */
  ownerAddress?: Address | undefined
  className?: string | undefined
  /**
   * Render the upgrade your way: the hook's whole state, and why it cannot start (no wallet
   * connected, or the connected account is not `ownerAddress`), as the notice would say it.
   */
  children?:
    | ((upgrade: UseUpgradeReturnType, extra: { disabledReason: string | undefined }) => ReactNode)
    | undefined
}

function UpgradeNoticeContent({ className, children, ...parameters }: UpgradeNoticeProps) {
  const connected = useAccount().address
  const upgrade = useUpgrade({
    ...parameters,
    ownerAddress: parameters.ownerAddress ?? connected,
  })
  const m = useMessages('upgradeNotice', upgradeNoticeMessages)
  const errors = useMessages('errors', errorMessages)
  const wrongAccount = accountMismatch(parameters.ownerAddress, connected)
  // Only the owner's wallet can sign the upgrade: with none connected, say so before the press.
  const disabledReason = !connected
    ? errors.notConnected
    : wrongAccount && m.wrongAccount(wrongAccount)
  if (children) return children(upgrade, { disabledReason })
  return (
    <UpgradeNoticeView upgrade={upgrade} disabledReason={disabledReason} className={className} />
  )
}

export type UpgradeNoticeViewProps = {
  upgrade: Pick<
    UseUpgradeReturnType,
    'status' | 'chainsNeedingUpgrade' | 'error' | 'upgrade' | 'supertxHash'
  >
  /**
   * Why the upgrade cannot start now, e.g. the connected account is not the owner (what
   * `<UpgradeNotice>` passes): shown as a sentence that describes the Upgrade button, which stays off.
   */
  disabledReason?: string | undefined
  className?: string | undefined
}

/** The notice for a given upgrade state: what `UpgradeNotice` renders, usable on its own. */
export function UpgradeNoticeView({ upgrade, disabledReason, className }: UpgradeNoticeViewProps) {
  const m = useMessages('upgradeNotice', upgradeNoticeMessages)
  const reasonId = useId()
  const explorer = useExplorer()
  const describe = useDescribeError()
  const root = useRootProps('upgrade-notice', className)
  const { status, chainsNeedingUpgrade, error } = upgrade
  if (status === 'idle' || status === 'nothing-to-do' || status === 'checking') return null
  const chains = chainsNeedingUpgrade
    .map((chainId) => explorer.chain(chainId)?.name ?? m.unknownChain({ chainId }))
    .join(', ')
  const running = status in m.steps
  const actionable = status === 'needed' || status === 'error'
  // After the upgrade nothing is "available" any more: the title says the account is current.
  const title = status === 'upgraded' ? m.upToDate : m.title
  return (
    <section {...root} aria-label={title} data-status={status}>
      <h3 className="stx-upgrade-notice__title">{title}</h3>
      {status !== 'upgraded' && chains && <p>{m.explain({ chains })}</p>}
      <p {...liveRegion} className="stx-upgrade-notice__progress">
        {running
          ? m.steps[status as keyof typeof m.steps]
          : status === 'upgraded'
            ? m.upgraded
            : ''}
      </p>
      {status === 'error' && (
        <p role="alert" className="stx-upgrade-notice__error">
          {m.failed} {describe(error)}
        </p>
      )}
      {upgrade.supertxHash && <ExplorerLink supertxHash={upgrade.supertxHash} />}
      {actionable && disabledReason && (
        <p id={reasonId} className="stx-upgrade-notice__reason">
          {disabledReason}
        </p>
      )}
      {/* aria-disabled, not disabled: it stays focusable, so its reason can be read. */}
      {actionable && (
        <button
          type="button"
          className="stx-button stx-button--primary"
          aria-disabled={disabledReason ? true : undefined}
          aria-describedby={disabledReason ? reasonId : undefined}
          onClick={disabledReason ? undefined : upgrade.upgrade}
        >
          {m.upgrade}
        </button>
      )}
    </section>
  )
}

/**
 * Tells an owner whose 2.1.0 orchestrator accounts need the upgrade what it does, and runs it
 * (`useUpgrade`) with each step shown. Renders nothing when nothing needs upgrading. With no
 * wallet connected, or an `ownerAddress` that is not the connected account, it says so and its
 * button stays off: only the owner's wallet can sign the upgrade.
 *
 * @example
 * <UpgradeNotice mode="smart-account" />
 */
export const UpgradeNotice = /* @__PURE__ */ withErrorBoundary(
  'upgrade-notice',
  UpgradeNoticeContent,
)
