'use client'
import { useSyncExternalStore } from 'react'
// app/app.tsx: your app's own UI, the same on the devnet and on the real service (as
// examples/real-api/app.tsx): a supertransaction followed by its hash, and your history.
import { SupertxHistory, SupertxTracker } from 'supertx-kit'
import { isHash } from 'viem'

const noSubscription = () => () => {}

export function App() {
  // `?supertx=0x…`: a link anyone can open to follow one supertransaction (read after hydration).
  const hash = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get('supertx'),
    () => null,
  )
  return (
    <main>
      {hash && isHash(hash) && <SupertxTracker supertxHash={hash} />}
      <SupertxHistory />
    </main>
  )
}
