// Connect: the dev wallet's account picker ("Account", dev accounts 0–9) and, beside it, any
// browser wallet announced through EIP-6963 (wagmi discovers them).
import { useAccount, useConfig, useConnectors } from 'wagmi'
import { connect, disconnect } from 'wagmi/actions'
import { DEV_WALLET_ACCOUNTS } from '../../src/dev-wallet/index.js'
import type { DevWallet } from './dev-wallet.js'
import { useChoices } from './url-state.js'
import { useWords } from './words.js'

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

export function Connect({ wallet }: { wallet: DevWallet }) {
  const config = useConfig()
  const connectors = useConnectors()
  const { address, connector, chainId } = useAccount()
  const [choices, setChoices] = useChoices()
  const dev = connectors.find((c) => c.type === 'devWallet')
  const injected = connectors.filter((c) => c.type !== 'devWallet')
  const usingDev = connector?.type === 'devWallet'
  const w = useWords().wallet

  const pickAccount = async (index: number) => {
    wallet.selectAccount(index)
    setChoices({ account: index })
    if (!usingDev && dev) {
      if (connector) await disconnect(config, { connector })
      await connect(config, { connector: dev })
    }
  }

  return (
    <section aria-labelledby="connect-heading">
      <h2 id="connect-heading">{w.heading}</h2>
      <div className="row">
        <label>
          {w.account}{' '}
          <select
            aria-label={w.account}
            value={usingDev ? String(choices.account) : ''}
            onChange={(e) => void pickAccount(Number(e.target.value))}
          >
            {usingDev ? null : <option value="">{w.browserWallet}</option>}
            {DEV_WALLET_ACCOUNTS.map((account, index) => (
              <option key={account.address} value={index}>
                {w.devAccount(index, short(account.address))}
              </option>
            ))}
          </select>
        </label>
        {injected.map((c) => (
          <button
            key={c.uid}
            type="button"
            onClick={() =>
              void (async () => {
                if (connector) await disconnect(config, { connector })
                await connect(config, { connector: c })
              })()
            }
          >
            {w.connect(c.name)}
          </button>
        ))}
      </div>
      <p className="connected">
        {address ? w.connected(address, chainId, connector?.name) : w.notConnected}
      </p>
      {usingDev ? (
        // Folded: on a phone the run's button stays in the first screen.
        <details className="hint">
          <summary>{w.aboutDev}</summary>
          {w.aboutDevText}
        </details>
      ) : null}
    </section>
  )
}
