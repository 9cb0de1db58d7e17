// This browser's supertransactions: the kit's `<SupertxHistory>` (the kit records every run in the
// config's storage), through its render prop so each row says what ran (mode, chains, the preset
// or the edited flows in a few words) and each entry's explorer link is named by its hash, keeping
// the run's own "View on explorer" link the only one of that name.
import { supertxHistoryMessages } from '../../src/react/i18n/messages/supertx-history.js'
import { ExplorerLink, SupertxHistory } from '../../src/react/index.js'
import { useMessages } from '../../src/react/ui/useMessages.js'
import type { PlaygroundDevnet } from './devnet-info.js'
import { runLabel } from './run-labels.js'
import { useChoices } from './url-state.js'

export function History({ devnet }: { devnet: PlaygroundDevnet }) {
  const [{ locale }] = useChoices()
  // The status in the kit's words and the page's language, as the kit's own history says it.
  const m = useMessages('supertxHistory', supertxHistoryMessages)
  const chainName = (id: number) => devnet.chains.find((c) => c.id === id)?.name ?? `chain ${id}`
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">History (this browser)</h2>
      <SupertxHistory limit={20}>
        {(entries) =>
          entries.length ? (
            <ol className="history">
              {entries.map((entry) => (
                <li key={entry.supertxHash}>
                  {new Date(entry.createdAt).toLocaleTimeString(locale)} ·{' '}
                  {runLabel(entry.supertxHash) ?? '—'} · {entry.mode ?? '—'}
                  {entry.chainIds?.length ? ` on ${entry.chainIds.map(chainName).join(', ')}` : ''}{' '}
                  · <strong className={`status-${entry.status}`}>{m.status[entry.status]}</strong> ·{' '}
                  <ExplorerLink supertxHash={entry.supertxHash}>
                    {`${entry.supertxHash.slice(0, 10)}…`}
                  </ExplorerLink>
                </li>
              ))}
            </ol>
          ) : (
            <p>Nothing yet: pick a preset, press Get quote, then Sign and execute.</p>
          )
        }
      </SupertxHistory>
    </section>
  )
}
