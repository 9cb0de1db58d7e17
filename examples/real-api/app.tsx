// src/app.tsx: your app's own UI, the same on the devnet and on the real service: a
// supertransaction followed by its hash (`?supertx=0x…`, a link anyone can open), and your history.
import { SupertxHistory, SupertxTracker } from 'supertx-kit'
import { isHash } from 'viem'

export function App() {
  const hash = new URLSearchParams(window.location.search).get('supertx')
  return (
    <main>
      {hash && isHash(hash) && <SupertxTracker supertxHash={hash} />}
      <SupertxHistory />
    </main>
  )
}
