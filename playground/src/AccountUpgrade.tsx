// A legacy (2.1.0) orchestrator account of the connected wallet, upgraded in one signature: the
// kit's `<UpgradeNotice>`. Its view renders nothing when there is nothing to upgrade, so the render
// prop says so and, on the local devnet, offers to make a legacy account to try the upgrade on
// (the devnet-only POST /dev/legacy-account: 2.1.0 on every chain, 1,000 USDC each).
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAccount } from 'wagmi'
import { UpgradeNotice, UpgradeNoticeView } from '../../src/react/index.js'
import type { PlaygroundDevnet } from './devnet-info.js'
import { useLegacyAccount } from './legacy-account.js'
import { useChoices } from './url-state.js'

function CreateLegacyAccount({ devnet }: { devnet: PlaygroundDevnet }) {
  const { address: owner } = useAccount()
  const queryClient = useQueryClient()
  const [state, setState] = useState<{ busy?: boolean; error?: string }>({})
  async function create() {
    setState({ busy: true })
    try {
      const response = await fetch(`${devnet.apiUrl}/dev/legacy-account`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': devnet.apiKey },
        body: JSON.stringify({ ownerAddress: owner }),
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string }
        throw new Error(body.message ?? `The devnet answered ${response.status}.`)
      }
      // The kit's lookup (the notice's and the balances') reads the new account.
      await queryClient.invalidateQueries({ queryKey: ['supertx', 'getOrchestrator'] })
      setState({})
    } catch (error) {
      setState({
        error: `The legacy account could not be made: ${error instanceof Error ? error.message : String(error)}`,
      })
    }
  }
  return (
    <>
      <p>
        To try the upgrade, make a legacy 2.1.0 account for this wallet on the devnet (on every
        chain, with 1,000 USDC each).
      </p>
      <button type="button" disabled={!owner || state.busy} onClick={() => void create()}>
        {state.busy ? 'Making a legacy account…' : 'Make a legacy account'}
      </button>
      {state.error ? (
        <p role="alert" className="error">
          {state.error}
        </p>
      ) : null}
    </>
  )
}

export function AccountUpgrade({ devnet }: { devnet: PlaygroundDevnet | undefined }) {
  const [{ mode }] = useChoices()
  const { address: owner } = useAccount()
  const legacy = useLegacyAccount(owner)
  return (
    <section aria-labelledby="upgrade-heading">
      <h2 id="upgrade-heading">Account upgrade</h2>
      <UpgradeNotice mode={mode === 'eoa' ? 'eoa' : 'smart-account'}>
        {(upgrade) =>
          upgrade.upgradeStatus === 'nothing-to-do' && legacy?.upgraded ? (
            <p>
              Your legacy account <code>{legacy.address}</code> runs 2.2.1 already: nothing to
              upgrade.
            </p>
          ) : upgrade.upgradeStatus === 'nothing-to-do' ? (
            <>
              <p>Nothing to upgrade: no legacy account for this wallet.</p>
              {devnet ? <CreateLegacyAccount devnet={devnet} /> : null}
            </>
          ) : upgrade.upgradeStatus === 'checking' || upgrade.upgradeStatus === 'idle' ? (
            <p>Looking for a legacy account…</p>
          ) : (
            <UpgradeNoticeView upgrade={upgrade} />
          )
        }
      </UpgradeNotice>
    </section>
  )
}
