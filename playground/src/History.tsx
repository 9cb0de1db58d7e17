// This browser's supertransactions, each with its live status (useSupertxReceipt).
import { useSupertxReceipt } from '../../src/react/index.js'
import { type HistoryEntry, useHistory } from './history-store.js'
import { useChoices } from './url-state.js'

function Row({ entry, locale }: { entry: HistoryEntry; locale: string }) {
  const { data: receipt, error } = useSupertxReceipt({ supertxHash: entry.supertxHash })
  return (
    <li>
      {new Date(entry.at).toLocaleTimeString(locale)} · {entry.preset} · {entry.mode} ·{' '}
      <strong>{receipt?.status ?? (error ? 'unknown' : 'pending')}</strong>
      {entry.explorerUrl ? (
        <>
          {' '}
          · <a href={entry.explorerUrl}>{entry.supertxHash.slice(0, 10)}…</a>
        </>
      ) : null}
    </li>
  )
}

export function History() {
  const entries = useHistory()
  const [{ locale }] = useChoices()
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">History (this browser)</h2>
      {entries.length ? (
        <ol>
          {entries.map((entry) => (
            <Row key={entry.supertxHash} entry={entry} locale={locale} />
          ))}
        </ol>
      ) : (
        <p>Nothing yet: pick a preset and press Execute.</p>
      )}
    </section>
  )
}
