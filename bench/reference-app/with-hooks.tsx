// The reference app with the kit's hooks composed by hand, as docs/hooks.md shows them: the
// provider, then useQuote → useSignPayloads → useExecute, with usePrepare7702 and useUpgrade beside
// them; no component of the kit, no stylesheet.
import {
  SupertxProvider,
  useExecute,
  usePrepare7702,
  useQuote,
  useSignPayloads,
  useUpgrade,
} from 'supertx-kit'
import type { ComposeFlowInput } from 'supertx-kit/core'
import { useConnection } from 'wagmi'
import { renderApp, USDC_ON_BASE } from './wallet-app.js'

const SHOP = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const composeFlows: ComposeFlowInput[] = [
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

function Checkout() {
  const { address } = useConnection()
  const request = { mode: 'smart-account', ownerAddress: address, composeFlows } as const
  const upgrade = useUpgrade({ mode: 'smart-account' })
  const delegations = usePrepare7702({ mode: 'eoa-7702', instructions: [] })
  const quote = useQuote(request)
  const sign = useSignPayloads()
  const execute = useExecute()

  async function pay() {
    if (!quote.data || !address) return
    const { signedQuote } = await sign.signPayloadsAsync({
      quote: quote.data,
      request: { ...request, ownerAddress: address },
    })
    await execute.executeAsync({ signedQuote })
  }

  if (upgrade.upgradeStatus === 'needed')
    return (
      <button type="button" onClick={upgrade.upgrade}>
        Upgrade your account
      </button>
    )
  if (quote.error) return <p role="alert">{quote.error.message}</p>
  if (!quote.data) return <p>Quoting…</p>
  return (
    <div>
      <p>
        Fee: {quote.data.fee.amount} of {quote.data.fee.token}
        {delegations.data ? ' (delegation ready)' : ''}
      </p>
      <ul>
        {sign.items.map((item) => (
          <li key={item.index}>
            {item.kind}: {item.status}
          </li>
        ))}
      </ul>
      <button type="button" onClick={pay} disabled={!sign.isIdle}>
        Pay
      </button>
      {sign.error && <p role="alert">{sign.error.message}</p>}
      {execute.explorerUrl && <a href={execute.explorerUrl}>View on the explorer</a>}
    </div>
  )
}

renderApp(
  <SupertxProvider baseUrl="https://api.example.com" apiKey="app-key">
    <Checkout />
  </SupertxProvider>,
)
