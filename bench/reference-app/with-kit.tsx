// The reference app with the kit, as the README's drop-in: the provider, one <Supertransaction>
// and the stylesheet.
import { Supertransaction, SupertxProvider } from 'supertx-kit'
import type { ComposeFlowInput } from 'supertx-kit/core'
import 'supertx-kit/styles.css'
import { renderApp, USDC_ON_BASE } from './wallet-app.js'

const SHOP = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const flows: ComposeFlowInput[] = [
  {
    type: '/instructions/build',
    data: {
      to: USDC_ON_BASE,
      chainId: 8453,
      functionSignature: 'function transfer(address to, uint256 amount)',
      args: [SHOP, '1000000'],
    },
  },
]

renderApp(
  <SupertxProvider baseUrl="https://api.example.com" apiKey="app-key">
    <Supertransaction mode="smart-account" composeFlows={flows} />
  </SupertxProvider>,
)
