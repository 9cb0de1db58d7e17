import type { Meta, StoryObj } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { defineChain, encodeFunctionData, erc20Abi } from 'viem'
import { createConfig, http, mock, useAccount, useConnect, WagmiProvider } from 'wagmi'
import type { Mode } from '../../src/core/schemas/common.js'
import { Supertransaction } from '../../src/react/components/Supertransaction/Supertransaction.js'
import { SupertxTracker } from '../../src/react/components/SupertxTracker/SupertxTracker.js'
import { SupertxProvider } from '../../src/react/SupertxProvider.js'
import {
  accountAddress,
  chainA,
  chainB,
  devnetTokenList,
  ownerAddress,
  tokenAddress,
} from '../fixtures/index.js'

// What `npm run dev` starts: the API with its local key, and two anvil chains.
const api = 'http://127.0.0.1:4337'
const apiKey = 'devnet-local-key'
const rpc: Record<number, string> = {
  [chainA]: 'http://127.0.0.1:8545',
  [chainB]: 'http://127.0.0.1:8546',
}

const chain = (id: number, name: string) =>
  defineChain({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpc[id]!] } },
  })

// Dev account 0 of the test mnemonic (anvil's first account). wagmi's mock connector forwards
// signing to the chain's RPC, and anvil signs for its own unlocked dev accounts.
const liveWagmiConfig = createConfig({
  chains: [chain(chainA, 'Devnet A'), chain(chainB, 'Devnet B')],
  connectors: [mock({ accounts: [ownerAddress], features: { reconnect: true } })],
  transports: { [chainA]: http(rpc[chainA]), [chainB]: http(rpc[chainB]) },
  multiInjectedProviderDiscovery: false,
  storage: null,
})

/** 1 USDC from dev account 0 to dev account 1, on each chain. */
const composeFlows = [chainA, chainB].map((chainId) => ({
  type: '/instructions/build-raw' as const,
  data: {
    to: tokenAddress.USDC,
    chainId,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [accountAddress, 1_000_000n],
    }),
  },
}))

function Connect() {
  const { isConnected, address } = useAccount()
  const { connect, connectors } = useConnect()
  if (isConnected) return <p>Connected as dev account 0 ({address})</p>
  return (
    <button type="button" onClick={() => connect({ connector: connectors[0]! })}>
      Connect dev account 0
    </button>
  )
}

function LiveSupertransaction({ mode }: { mode: Mode }) {
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={liveWagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <SupertxProvider baseUrl={api} apiKey={apiKey} tokenList={devnetTokenList}>
          <div style={{ display: 'grid', gap: '1rem', maxWidth: 560 }}>
            <Connect />
            <Supertransaction
              mode={mode}
              composeFlows={composeFlows}
              tracker={(flow) =>
                flow.data.receipt ? <SupertxTracker receipt={flow.data.receipt} /> : null
              }
            />
          </div>
        </SupertxProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

const meta = {
  title: 'Live/Supertransaction',
  component: LiveSupertransaction,
  // No devnet runs during `npm test`: these stories are left out of the storybook test project.
  tags: ['!test'],
  args: { mode: 'smart-account' },
  argTypes: { mode: { control: 'inline-radio', options: ['eoa', 'smart-account', 'eoa-7702'] } },
  parameters: {
    docs: {
      description: {
        component: `**Needs a running devnet: start \`npm run dev\` in another terminal first** (API at http://127.0.0.1:4337 with key \`devnet-local-key\`, chains at 127.0.0.1:8545 and :8546). Then press "Connect dev account 0" and run the real flow: quote, sign, execute and track a transfer of 1 USDC to dev account 1 on each chain. Without the devnet the quote fails with a network error.

\`\`\`tsx
<SupertxProvider baseUrl="http://127.0.0.1:4337" apiKey="devnet-local-key">
  <Supertransaction mode="smart-account" composeFlows={composeFlows} />
</SupertxProvider>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof LiveSupertransaction>

export default meta
type Story = StoryObj<typeof meta>

export const SmartAccount: Story = {}
export const Eoa: Story = { args: { mode: 'eoa' } }
export const Eoa7702: Story = { args: { mode: 'eoa-7702' } }
