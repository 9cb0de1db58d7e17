import { SupertxHistory } from '../../src/react/index.js'

// Your list from the entries.
export function RecentRuns() {
  return (
    <SupertxHistory limit={5}>
      {(entries) => (
        <ul>
          {entries.map((e) => (
            <li key={e.supertxHash}>{e.status}</li>
          ))}
        </ul>
      )}
    </SupertxHistory>
  )
}
