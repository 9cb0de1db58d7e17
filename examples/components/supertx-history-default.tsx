import { SupertxHistory } from '../../src/react/index.js'

// The supertransactions this app executed, newest first, tracked again after a reload.
export function RecentRuns() {
  return <SupertxHistory limit={5} />
}
