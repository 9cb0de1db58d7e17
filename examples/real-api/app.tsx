// Your app's own UI: the same on the devnet and on the real service.
import { SupertxHistory } from 'supertx-kit'

export function App() {
  return <SupertxHistory />
}
