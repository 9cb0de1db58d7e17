import type { Meta, StoryObj } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { type Address, defineChain, encodeFunctionData, erc20Abi, formatUnits } from 'viem'
import {
  createConfig,
  http,
  useAccount,
  useConfig,
  useConnect,
  useReadContracts,
  WagmiProvider,
} from 'wagmi'
import { switchChain, waitForTransactionReceipt, writeContract } from 'wagmi/actions'
import { chainA, chainB, devnetTokenList, tokenAddress } from '../../fixtures/index.js'
import type { Mode } from '../../src/core/schemas/common.js'
import { DEV_WALLET_ACCOUNTS } from '../../src/dev-wallet/accounts.js'
import { devWallet } from '../../src/dev-wallet/devWallet.js'
import { Supertransaction } from '../../src/react/components/Supertransaction/Supertransaction.js'
import { SupertxTracker } from '../../src/react/components/SupertxTracker/SupertxTracker.js'
import { useOrchestrator } from '../../src/react/hooks/useOrchestrator.js'
import { SupertxProvider } from '../../src/react/SupertxProvider.js'

// What `npm run dev` starts by default: the API with its local key, and two anvil chains. The
// story's controls (apiUrl, rpcA, rpcB) point it at a devnet started on other ports.
const DEFAULT_API = 'http://127.0.0.1:4337'
const API_KEY = 'devnet-local-key'
const DEFAULT_RPC_A = 'http://127.0.0.1:8545'
const DEFAULT_RPC_B = 'http://127.0.0.1:8546'

/** 1 USDC (6 decimals) per chain. */
const AMOUNT = 1_000_000n
/** Dev account 1 receives; dev account 0 (the dev wallet's default) signs. */
const recipient = DEV_WALLET_ACCOUNTS[1]!.address
const chains = [chainA, chainB] as const

/** 1 USDC to dev account 1, on each chain, from the account that executes. */
const composeFlows = chains.map((chainId) => ({
  type: '/instructions/build-raw' as const,
  data: {
    to: tokenAddress.USDC,
    chainId,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, AMOUNT],
    }),
  },
}))

/**
 * `eoa` mode takes exactly one funding token: the owner's permit pulls 1 USDC on chain A into the
 * orchestrator, so in that mode the story sends on chain A only.
 */
const eoaFunding = [
  { tokenAddress: tokenAddress.USDC as Address, chainId: chainA, amount: AMOUNT.toString() },
]
const flowsOf = (mode: Mode) =>
  mode === 'eoa' ? composeFlows.filter((flow) => flow.data.chainId === chainA) : composeFlows

type LiveProps = {
  mode: Mode
  /** The devnet API (`npm run dev` prints it). */
  apiUrl: string
  /** RPC of the first devnet chain (31337). */
  rpcA: string
  /** RPC of the second devnet chain (31338). */
  rpcB: string
}

type Probe = { state: 'checking' } | { state: 'up' } | { state: 'down'; problems: string[] }

const timeout = () => AbortSignal.timeout(3_000)

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: timeout(),
  })
  const body = (await response.json()) as { result?: unknown }
  return body.result
}

/** Asks the API and both chains whether a devnet answers, and says what is missing if not. */
async function probeDevnet({ apiUrl, rpcA, rpcB }: Omit<LiveProps, 'mode'>): Promise<Probe> {
  const problems: string[] = []
  try {
    const response = await fetch(`${apiUrl}/`, { signal: timeout() })
    const body = (await response.json()) as { name?: string }
    if (body.name !== 'supertx-kit devnet')
      problems.push(`${apiUrl} answers, but it is not the supertx-kit devnet API.`)
  } catch {
    problems.push(`No devnet API answers at ${apiUrl}.`)
  }
  for (const [chainId, url] of [
    [chainA, rpcA],
    [chainB, rpcB],
  ] as const) {
    try {
      const id = await rpc(url, 'eth_chainId', [])
      if (Number(id) !== chainId) {
        problems.push(`${url} is chain ${Number(id)}, not the devnet's chain ${chainId}.`)
        continue
      }
      const code = await rpc(url, 'eth_getCode', [tokenAddress.USDC, 'latest'])
      if (typeof code !== 'string' || code === '0x')
        problems.push(`Chain ${chainId} at ${url} has no devnet USDC contract (is it a devnet?).`)
    } catch {
      problems.push(`No chain answers at ${url} (chain ${chainId}).`)
    }
  }
  return problems.length ? { state: 'down', problems } : { state: 'up' }
}

function NoDevnet({ problems, onRetry }: { problems: string[]; onRetry: () => void }) {
  return (
    <div role="alert" className="live-no-devnet" style={box}>
      <h2 style={{ margin: 0, fontSize: '1.1rem' }}>No devnet is running</h2>
      <p>This story lands a real supertransaction, so it needs the local devnet. Start it:</p>
      <pre style={code}>npm run dev</pre>
      <p>
        in another terminal of this repository (it starts the API on 127.0.0.1:4337 and the chains
        on :8545 and :8546; on other ports, set this story's <code>apiUrl</code>, <code>rpcA</code>{' '}
        and <code>rpcB</code> controls), then try again.
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}

function Connect() {
  const { isConnected, address } = useAccount()
  const { connect, connectors, error, isPending } = useConnect()
  if (isConnected) return <p>Connected as dev account 0 ({address}).</p>
  return (
    <div>
      <button
        type="button"
        disabled={isPending}
        onClick={() => connect({ connector: connectors[0]!, chainId: chainA })}
      >
        Connect dev account 0
      </button>
      {error ? <p role="alert">{error.message}</p> : null}
    </div>
  )
}

/**
 * `smart-account` mode spends what the orchestrator account holds: shows its USDC per chain and
 * tops it up to 1 USDC from the wallet (one transfer per chain), as the playground's "Fund" does.
 */
function FundSmartAccount() {
  const config = useConfig()
  const { address: owner } = useAccount()
  const orchestrator = useOrchestrator({ ownerAddress: owner, chains: [...chains] })
  const account = orchestrator.data?.[0]?.address
  const balances = useReadContracts({
    contracts: chains.map((chainId) => ({
      address: tokenAddress.USDC as Address,
      abi: erc20Abi,
      functionName: 'balanceOf' as const,
      args: [account ?? '0x0000000000000000000000000000000000000000'] as const,
      chainId,
    })),
    query: { enabled: Boolean(account), refetchInterval: 2_000 },
  })
  const [note, setNote] = useState<string>()
  const held = chains.map((_, i) => balances.data?.[i]?.result as bigint | undefined)
  const funded = held.every((amount) => amount !== undefined && amount >= AMOUNT)
  if (!owner) return null
  if (!account) return <p>Looking up the smart account…</p>

  async function fund() {
    try {
      for (const [i, chainId] of chains.entries()) {
        const have = held[i] ?? 0n
        if (have >= AMOUNT) continue
        setNote(`Funding the smart account on chain ${chainId}…`)
        await switchChain(config, { chainId })
        const hash = await writeContract(config, {
          address: tokenAddress.USDC as Address,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [account as Address, AMOUNT - have],
          chainId,
        })
        await waitForTransactionReceipt(config, { hash, chainId })
      }
      await switchChain(config, { chainId: chainA })
      setNote('The smart account holds 1 USDC on each chain.')
      await balances.refetch()
    } catch (error) {
      setNote(error instanceof Error ? error.message : String(error))
    }
  }

  return (
    <div>
      <p>
        Smart account {account}: USDC{' '}
        {held.map((amount, i) => (
          <span key={chains[i]}>
            {i ? ', ' : ''}
            {amount === undefined ? '…' : formatUnits(amount, 6)} on chain {chains[i]}
          </span>
        ))}
        .
      </p>
      {funded ? null : (
        <button type="button" onClick={() => void fund()}>
          Fund the smart account (1 USDC on each chain)
        </button>
      )}
      {note ? <p aria-live="polite">{note}</p> : null}
    </div>
  )
}

function LiveFlow({ mode, apiUrl, rpcA, rpcB }: LiveProps) {
  const [queryClient] = useState(() => new QueryClient())
  const wagmiConfig = useMemo(() => {
    const chain = (id: number, name: string, url: string) =>
      defineChain({
        id,
        name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [url] } },
      })
    return createConfig({
      chains: [chain(chainA, 'Devnet A', rpcA), chain(chainB, 'Devnet B', rpcB)],
      // The kit's dev wallet: signs with the devnet's funded dev account 0, local chains only.
      connectors: [devWallet()],
      transports: { [chainA]: http(rpcA), [chainB]: http(rpcB) },
      multiInjectedProviderDiscovery: false,
      pollingInterval: 500,
      storage: null,
    })
  }, [rpcA, rpcB])
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <SupertxProvider
          baseUrl={apiUrl}
          apiKey={API_KEY}
          explorerUrl={apiUrl}
          tokenList={devnetTokenList}
        >
          <div style={{ display: 'grid', gap: '1rem', maxWidth: 560 }}>
            <p style={{ margin: 0 }}>
              Sends 1 USDC to dev account 1 ({recipient}) on chain {chainA}
              {mode === 'eoa' ? ' (eoa mode takes one funding token)' : ` and on chain ${chainB}`},
              in <strong>{mode}</strong> mode, on the devnet at {apiUrl}.
            </p>
            <Connect />
            {mode === 'smart-account' ? <FundSmartAccount /> : null}
            <Supertransaction
              key={mode}
              mode={mode}
              composeFlows={flowsOf(mode)}
              fundingTokens={mode === 'eoa' ? eoaFunding : undefined}
              renderTracker={(flow) =>
                flow.data.receipt ? <SupertxTracker receipt={flow.data.receipt} /> : null
              }
            />
          </div>
        </SupertxProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

function LiveSupertransaction(props: LiveProps) {
  const { apiUrl, rpcA, rpcB } = props
  const [probe, setProbe] = useState<Probe>({ state: 'checking' })
  const check = useCallback(() => {
    setProbe({ state: 'checking' })
    void probeDevnet({ apiUrl, rpcA, rpcB }).then(setProbe)
  }, [apiUrl, rpcA, rpcB])
  useEffect(check, [check])
  if (probe.state === 'checking')
    return <p aria-live="polite">Looking for the devnet at {apiUrl}…</p>
  if (probe.state === 'down') return <NoDevnet problems={probe.problems} onRetry={check} />
  return <LiveFlow {...props} />
}

const box = {
  display: 'grid',
  gap: '0.5rem',
  maxWidth: 560,
  padding: '1rem',
  border: '2px solid #b45309',
  borderRadius: 8,
} as const
const code = {
  margin: 0,
  padding: '0.5rem 0.75rem',
  background: 'rgba(127, 127, 127, 0.15)',
  borderRadius: 4,
} as const

const meta = {
  title: 'Live/Supertransaction',
  component: LiveSupertransaction,
  // No devnet runs during `npm test`: these stories are left out of the storybook test project
  // (scripts/live-story.ts runs one against a devnet it starts).
  tags: ['!test'],
  args: { mode: 'smart-account', apiUrl: DEFAULT_API, rpcA: DEFAULT_RPC_A, rpcB: DEFAULT_RPC_B },
  argTypes: { mode: { control: 'inline-radio', options: ['eoa', 'smart-account', 'eoa-7702'] } },
  parameters: {
    docs: {
      description: {
        component: `**Needs a running devnet: start \`npm run dev\` in another terminal first** (API at http://127.0.0.1:4337 with key \`devnet-local-key\`, chains at 127.0.0.1:8545 and :8546; other ports go in the \`apiUrl\`, \`rpcA\` and \`rpcB\` controls). Without one the story says so and offers to try again.

Then press "Connect dev account 0" (the kit's \`devWallet()\` connector, signing with the devnet's funded dev account 0) and run the real flow: quote, sign, execute and track a transfer of 1 USDC to dev account 1 on each chain. How the executing account gets the USDC depends on the mode: \`smart-account\` spends what the orchestrator account holds (press "Fund the smart account" first), \`eoa\` pulls it from the wallet with one permit per chain (\`fundingTokens\`), \`eoa-7702\` spends the wallet's own balance after one authorization.

\`\`\`tsx
import { createConfig, http, WagmiProvider } from 'wagmi'
import { devWallet } from 'supertx-kit/dev-wallet'
import { Supertransaction, SupertxProvider } from 'supertx-kit'

const config = createConfig({ chains: [devnetA, devnetB], connectors: [devWallet()], transports })

<WagmiProvider config={config}>
  <QueryClientProvider client={queryClient}>
    <SupertxProvider baseUrl="http://127.0.0.1:4337" apiKey="devnet-local-key">
      <Supertransaction mode="eoa-7702" composeFlows={composeFlows} />
    </SupertxProvider>
  </QueryClientProvider>
</WagmiProvider>
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
