// This browser's supertransactions: the kit's `<SupertxHistory>` (the kit records every run in the
// config's storage), through its render prop so each entry's explorer link is named by its hash
// and the run's own "View on explorer" link stays the only one of that name.
import { ExplorerLink, SupertxHistory } from '../../src/react/index.js'
import { useChoices } from './url-state.js'

export function History() {
  const [{ locale }] = useChoices()
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">History (this browser)</h2>
      <SupertxHistory limit={20}>
        {(entries) =>
          entries.length ? (
            <ol className="history">
              {entries.map((entry) => (
                <li key={entry.supertxHash}>
                  {new Date(entry.createdAt).toLocaleTimeString(locale)} · {entry.mode ?? '—'} ·{' '}
                  <strong className={`status-${entry.status}`}>{entry.status}</strong> ·{' '}
                  <ExplorerLink supertxHash={entry.supertxHash}>
                    {`${entry.supertxHash.slice(0, 10)}…`}
                  </ExplorerLink>
                </li>
              ))}
            </ol>
          ) : (
            <p>Nothing yet: pick a preset and press Execute.</p>
          )
        }
      </SupertxHistory>
    </section>
  )
}
