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
import { MarkedText } from './MarkedText.js'
import { useChoices } from './url-state.js'
import { useWords } from './words.js'

function CreateLegacyAccount({ devnet }: { devnet: PlaygroundDevnet }) {
  const { address: owner } = useAccount()
  const queryClient = useQueryClient()
  const [state, setState] = useState<{ busy?: boolean; error?: string }>({})
  const w = useWords().upgrade
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
        throw new Error(body.message ?? w.devnetAnswered(response.status))
      }
      // The kit's lookup (the notice's and the balances') reads the new account.
      await queryClient.invalidateQueries({ queryKey: ['supertx', 'getOrchestrator'] })
      setState({})
    } catch (error) {
      setState({
        error: w.makeFailed(error instanceof Error ? error.message : String(error)),
      })
    }
  }
  return (
    <>
      <p>{w.tryIt}</p>
      <button type="button" disabled={!owner || state.busy} onClick={() => void create()}>
        {state.busy ? w.making : w.make}
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
  const w = useWords().upgrade
  return (
    <section aria-labelledby="upgrade-heading">
      <h2 id="upgrade-heading">{w.heading}</h2>
      <UpgradeNotice mode={mode === 'eoa' ? 'eoa' : 'smart-account'}>
        {(upgrade) =>
          upgrade.upgradeStatus === 'nothing-to-do' && legacy?.upgraded ? (
            <p>
              <MarkedText text={w.upgradedAlready(legacy.address)} />
            </p>
          ) : upgrade.upgradeStatus === 'nothing-to-do' ? (
            <>
              <p>{w.nothing}</p>
              {devnet ? <CreateLegacyAccount devnet={devnet} /> : null}
            </>
          ) : upgrade.upgradeStatus === 'checking' || upgrade.upgradeStatus === 'idle' ? (
            <p>{w.lookingUp}</p>
          ) : upgrade.upgradeStatus === 'error' && upgrade.chainsNeedingUpgrade.length === 0 ? (
            // The lookup failed: the run above says why, once; nothing was tried here.
            <p className="hint">{w.lookupFirst}</p>
          ) : (
            <UpgradeNoticeView upgrade={upgrade} />
          )
        }
      </UpgradeNotice>
    </section>
  )
}
