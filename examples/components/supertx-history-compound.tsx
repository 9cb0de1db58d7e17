import { useSupertxHistory } from '../../src/react/index.js'

// The same entries through the hook, inside <SupertxProvider>.
export function RecentRuns() {
  const { entries } = useSupertxHistory()
  return <p>{entries?.length ?? 0} supertransactions</p>
}
