// A legacy (2.1.0) orchestrator account of the connected wallet, upgraded in one signature
// (useUpgrade). Most dev accounts have none: the section then says so in one line.
import { useAccount } from 'wagmi'
import { useUpgrade } from '../../src/react/index.js'
import { describeError } from './FlowPanel.js'
import { useChoices } from './url-state.js'

export function AccountUpgrade() {
  const { address } = useAccount()
  const [{ mode }] = useChoices()
  const upgrade = useUpgrade({
    ownerAddress: address,
    mode: mode === 'eoa' ? 'eoa' : 'smart-account',
  })
  return (
    <section aria-labelledby="upgrade-heading">
      <h2 id="upgrade-heading">Account upgrade</h2>
      <p>
        {upgrade.status === 'needed'
          ? `Your 2.1.0 account on chain ${upgrade.chainsNeedingUpgrade.join(', ')} needs the upgrade.`
          : upgrade.status === 'nothing-to-do'
            ? 'Nothing to upgrade: no legacy account for this wallet.'
            : `Upgrade: ${upgrade.status}`}
      </p>
      {upgrade.error ? (
        <p role="alert" className="error">
          {describeError(upgrade.error)}
        </p>
      ) : null}
      {upgrade.status === 'needed' ? (
        <button type="button" onClick={upgrade.upgrade}>
          Upgrade account
        </button>
      ) : null}
      {upgrade.explorerUrl ? <a href={upgrade.explorerUrl}>Upgrade on the explorer</a> : null}
    </section>
  )
}
