// A legacy (2.1.0) orchestrator account of the connected wallet, upgraded in one signature: the
// kit's `<UpgradeNotice>`. Its view renders nothing when there is nothing to upgrade, so the render
// prop adds one line saying so, beside the kit's own `<UpgradeNoticeView>`.
import { UpgradeNotice, UpgradeNoticeView } from '../../src/react/index.js'
import { useChoices } from './url-state.js'

export function AccountUpgrade() {
  const [{ mode }] = useChoices()
  return (
    <section aria-labelledby="upgrade-heading">
      <h2 id="upgrade-heading">Account upgrade</h2>
      <UpgradeNotice mode={mode === 'eoa' ? 'eoa' : 'smart-account'}>
        {(upgrade) =>
          upgrade.status === 'nothing-to-do' ? (
            <p>Nothing to upgrade: no legacy account for this wallet.</p>
          ) : upgrade.status === 'checking' || upgrade.status === 'idle' ? (
            <p>Looking for a legacy account…</p>
          ) : (
            <UpgradeNoticeView upgrade={upgrade} />
          )
        }
      </UpgradeNotice>
    </section>
  )
}
