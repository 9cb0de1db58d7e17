'use client'
import { type ForwardedRef, forwardRef, useId } from 'react'
import type { UseUpgradeReturnType } from '../../hooks/useUpgrade.js'
import { upgradeNoticeMessages } from '../../i18n/messages/upgrade-notice.js'
import { liveRegion } from '../../ui/live-region.js'
import { useErrorWords } from '../../ui/useErrorWords.js'
import { useExplorer } from '../../ui/useExplorer.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { ExplorerLink } from '../ExplorerLink/ExplorerLink.js'
import type { RootAttributes } from '../parts/root-attributes.js'

type OwnProps = {
  upgrade: Pick<
    UseUpgradeReturnType,
    'upgradeStatus' | 'chainsNeedingUpgrade' | 'error' | 'upgrade' | 'supertxHash'
  >
  /**
   * Why the upgrade cannot start now, e.g. the connected account is not the owner (what
   * `<UpgradeNotice>` passes): shown as a sentence that describes the Upgrade button, which stays off.
   */
  disabledReason?: string | undefined
  className?: string | undefined
}
export type UpgradeNoticeViewProps = OwnProps & RootAttributes<OwnProps>

/** The notice for a given upgrade state: what `UpgradeNotice` renders, usable on its own. */
export const UpgradeNoticeView = /* @__PURE__ */ forwardRef(function UpgradeNoticeView(
  { upgrade, disabledReason, className, ...rest }: UpgradeNoticeViewProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const m = useMessages('upgradeNotice', upgradeNoticeMessages)
  const reasonId = useId()
  const explorer = useExplorer()
  // The sentence for an error, once the error words are in (the status says Failed before).
  const words = useErrorWords()
  const root = useRootProps('upgrade-notice', className)
  const { upgradeStatus: status, chainsNeedingUpgrade, error } = upgrade
  if (status === 'idle' || status === 'nothing-to-do' || status === 'checking') return null
  // The lookup failed (a wrong key, the service or a chain down): no upgrade was tried and none
  // can be offered. The notice says nothing: the cause is the page's one error for it, said where
  // it stops what the user asked for; a later lookup that answers shows the notice.
  if (status === 'error' && chainsNeedingUpgrade.length === 0 && !upgrade.supertxHash) return null
  const chains = chainsNeedingUpgrade
    .map((chainId) => explorer.chain(chainId)?.name ?? m.unknownChain({ chainId }))
    .join(', ')
  const running = status in m.steps
  const actionable = status === 'needed' || status === 'error'
  // After the upgrade nothing is "available" any more: the title says the account is current.
  const title = status === 'upgraded' ? m.upToDate : m.title
  return (
    <section {...rest} {...root} ref={ref} aria-label={title} data-status={status}>
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
          {m.failed} {words?.describe(error)}
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
})
