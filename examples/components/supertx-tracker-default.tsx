import { SupertxTracker } from '../../src/react/index.js'

// Polls the receipt until it is final: each chain's operations and transactions.
export function Tracking({ supertxHash }: { supertxHash: `0x${string}` }) {
  return <SupertxTracker supertxHash={supertxHash} />
}
