// The dev wallet in a wagmi config on the devnet, and its remote control (for your own e2e tests).
import { devWallet } from 'supertx-kit/dev-wallet'
import { devnetChains, devnetTransports, fetchDevnet } from 'supertx-kit/devnet/client'
import { createConfig } from 'wagmi'

const devnet = await fetchDevnet()
const wallet = devWallet({ accountIndex: 0 })
export const wagmiConfig = createConfig({
  chains: devnetChains(devnet),
  transports: devnetTransports(devnet),
  connectors: [wallet],
})
wallet.selectAccount(3) // sign as dev account 3
wallet.rejectNext() // the next prompt fails like a user pressing "Reject" (code 4001)
