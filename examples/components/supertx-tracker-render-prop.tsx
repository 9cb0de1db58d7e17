import { SupertxTracker } from '../../src/react/index.js'

// Your markup from the polled receipt.
export function Tracking({ supertxHash }: { supertxHash: `0x${string}` }) {
  return (
    <SupertxTracker supertxHash={supertxHash}>
      {(receipt) => (
        <p>
          {receipt.status}: {receipt.userOps.length} operations
        </p>
      )}
    </SupertxTracker>
  )
}
