// What every devnet hook test needs: the injected devnet, chain clients, a token-transfer flow and
// the providers with a real signing wallet for one dev account.

import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { expect, inject } from 'vitest'
import { transferFlow } from '../../../fixtures/flows.js'
import { nexusAccount221Abi } from '../../../src/devnet/artifacts/NexusAccount221.js'
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

/** The Nexus implementation an account runs (`biconomy.nexus.1.3.1` is MEE 2.2.1's). */
export const nexusAccountId = (address: Address, chain = chainA) =>
  publicClient(chain).readContract({ address, abi: nexusAccount221Abi, functionName: 'accountId' })

/** A 2.1.0 account for `owner` on every chain (the devnet-only POST /dev/legacy-account). */
export async function makeLegacyAccount(owner: Address): Promise<Address> {
  const made = await fetch(`${devnet.apiUrl}/dev/legacy-account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': devnet.apiKey },
    body: JSON.stringify({ ownerAddress: owner }),
  })
  expect(made.status).toBe(200)
  return ((await made.json()) as { address: Address }).address
}

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
