'use client'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import {
  type UseUpgradeParameters,
  type UseUpgradeReturnType,
  useUpgrade,
} from '../../hooks/useUpgrade.js'
import { errorMessages } from '../../i18n/error-messages.js'
import { upgradeNoticeMessages } from '../../i18n/messages/upgrade-notice.js'
import { useMessages } from '../../ui/useMessages.js'
import { accountMismatch } from '../parts/accounts.js'

export type UseUpgradeNoticeParameters = Omit<UseUpgradeParameters, 'ownerAddress'> & {
  /** Default: the connected account. */
  ownerAddress?: Address | undefined
}

export type UseUpgradeNoticeReturnType = {
  upgrade: UseUpgradeReturnType
  /** Why it cannot start: no wallet connected, or the connected account is not `ownerAddress`. */
  disabledReason: string | undefined
}

/**
 * The upgrade for the connected owner (`useUpgrade`) and why it cannot start, as the notice says
 * it. Inside a WagmiProvider (the upgrade is signed with its wallet).
 */
export function useUpgradeNotice(
  parameters: UseUpgradeNoticeParameters,
): UseUpgradeNoticeReturnType {
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
  return { upgrade, disabledReason }
}
