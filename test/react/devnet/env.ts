// What every devnet hook test needs: the injected devnet, chain clients, a token-transfer flow and
// the providers with a real signing wallet for one dev account.

import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { inject } from 'vitest'
import { transferFlow } from '../../../fixtures/flows.js'
import { type SetupParameters, setup, testAccount } from '../support/setup.js'
import { DEV_ACCOUNT } from './accounts.js'

export const devnet = inject('devnet')
export const [chainA, chainB] = devnet.chains as [
  { id: number; rpcUrl: string },
  { id: number; rpcUrl: string },
]
export const { USDC, USDT, WETH } = devnet.tokens
export const recipient = testAccount(DEV_ACCOUNT.recipient).address

export const publicClient = (chain: { rpcUrl: string } = chainA) =>
  createPublicClient({ transport: http(chain.rpcUrl) })

export const balanceOf = (token: Address, owner: Address, chain = chainA) =>
  publicClient(chain).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** A compose flow calling `token.transfer(to, amount)` on `chainId`. */
export const transfer = (token: Address, amount: bigint, chainId = chainA.id, to = recipient) =>
  transferFlow(token, chainId, to, amount)

/** The providers (WagmiProvider on the devnet's chains, react-query, the kit) for one account. */
export async function renderEnv(
  accountIndex: number,
  overrides: Partial<Omit<SetupParameters, 'account'>> = {},
) {
  const account = testAccount(accountIndex)
  const env = await setup({
    baseUrl: devnet.apiUrl,
    apiKey: devnet.apiKey,
    account,
    pollingInterval: 100,
    chains: Object.fromEntries(devnet.chains.map((c) => [c.id, c.rpcUrl])),
    ...overrides,
  })
  return { ...env, owner: account.address }
}

/** Bounds for waiting on the chain and the engine (the assertions are about states, not time). */
export const wait = { timeout: 60_000, interval: 50 }
