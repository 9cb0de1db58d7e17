// docs/hooks.md's useUpgrade example: a legacy (2.1.0) account is found on mount; one signature
// upgrades it on every chain that needs it. Afterwards `accountAddress` (chain id → the legacy
// address) goes into later quote requests, so they keep using that account and its funds.
import type { Address } from 'viem'
import { useUpgrade } from '../../src/react/index.js'

/** `owner` defaults to the connected account. */
export function UpgradeAccount({ owner }: { owner?: Address | undefined }) {
  const upgrade = useUpgrade({ ownerAddress: owner, mode: 'smart-account' })
  if (upgrade.upgradeStatus === 'needed')
    return (
      <button type="button" onClick={upgrade.upgrade}>
        Upgrade on chains {upgrade.chainsNeedingUpgrade.join(', ')}
      </button>
    )
  if (upgrade.upgradeStatus === 'error')
    return <p role="alert">{(upgrade.error ?? upgrade.lookup.error)?.message}</p>
  return (
    <div>
      <p role="status">{upgrade.upgradeStatus}</p>
      {upgrade.explorerUrl && <a href={upgrade.explorerUrl}>View on the explorer</a>}
      <pre>{JSON.stringify(upgrade.accountAddress)}</pre>
    </div>
  )
}
