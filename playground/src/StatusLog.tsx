// The live log of `onStatus` events: each transition the playground's supertransaction went through.
import { useStatusLog } from './status-log.js'
import { useWords } from './words.js'

export function StatusLog() {
  const { entries, clear } = useStatusLog()
  const w = useWords().statusLog
  return (
    <section aria-labelledby="status-log-heading">
      <h2 id="status-log-heading">{w.heading}</h2>
      <p className="hint">{w.hint}</p>
      {entries.length ? (
        <>
          <ol className="status-log" aria-live="off">
            {entries.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows (or is cleared)
              <li key={index}>
                <code>
                  {(entry.at / 1000).toFixed(3)}s {entry.status}
                  {entry.step ? ` step=${entry.step}` : ''}
                  {entry.supertxHash ? ` supertxHash=${entry.supertxHash.slice(0, 10)}…` : ''}
                  {entry.error ? ` error="${entry.error}"` : ''}
                </code>
              </li>
            ))}
          </ol>
          <button type="button" onClick={clear}>
            {w.clear}
          </button>
        </>
      ) : (
        <p>{w.empty}</p>
      )}
    </section>
  )
}
