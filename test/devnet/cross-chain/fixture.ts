// One devnet per test file: startChains (anvil + the devnet contracts, pools included) with the
// service on top — the engine and the bridge relayer — plus helpers that sign like a wallet.
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  type PrivateKeyAccount,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { signSimplePayload } from '../../../fixtures/harness/sign-simple-payload.js'
import type { QuoteResponse } from '../../../src/core/schemas/quote.js'
import type { SupertxReceipt } from '../../../src/core/schemas/receipt.js'
import { devPoolAbi } from '../../../src/devnet/artifacts/DevPool.js'
import { createChainContexts } from '../../../src/devnet/chains/chain-context.js'
import { type StartChainsReturnType, startChains } from '../../../src/devnet/chains/start-chains.js'
import { createAccountResolver } from '../../../src/devnet/service/accounts.js'
import {
  type CreateDevnetServiceOptions,
  createDevnetService,
} from '../../../src/devnet/service/create-devnet-service.js'
import { createGasPriceCache } from '../../../src/devnet/service/service-context.js'
import { waitForFinal as waitForFinalReceipt } from '../service/fixture.js'

export type CrossChainDevnet = Awaited<ReturnType<typeof startCrossChain>>

/** Starts the chains and the service; `stop()` ends both. */
export async function startCrossChain(
  chainIds: number[],
  options: CreateDevnetServiceOptions = {},
) {
  const network: StartChainsReturnType = await startChains({ chainIds })
  const service = createDevnetService(network, options)
  // The routing modules take these narrower pieces of the service's context.
  const chains = createChainContexts(network)
  const ctx = {
    chains,
    accounts: createAccountResolver(chains),
    gasPrice: createGasPriceCache(),
  }
  const chainOf = (id: number) => network.chains.find((c) => c.id === id)!
  /**
   * The owner's smart account the service's quotes run on: its Nexus 2.2.1 account (the default
   * encoding's), the same address on every devnet chain.
   */
  const accountOf = (owner: Address) =>
    ctx.accounts.nexusAddress(chains.get(chainIds[0]!)!, owner, '2.2.1')
  const publicClient = (id: number) =>
    createPublicClient({ chain: chainOf(id), transport: http(), pollingInterval: 25 })
  const user = (index: number): PrivateKeyAccount =>
    privateKeyToAccount(network.accounts[index]!.privateKey)
  const walletFor = (id: number, account: PrivateKeyAccount) =>
    createWalletClient({ chain: chainOf(id), transport: http(), account, pollingInterval: 25 })
  const tokens = network.deployments[chainIds[0]!]!.tokens
  const balanceOf = (id: number, token: Address, owner: Address) =>
    publicClient(id).readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
  const totalSupply = (id: number, token: Address) =>
    publicClient(id).readContract({ address: token, abi: erc20Abi, functionName: 'totalSupply' })

  /** Sends `transfer` (or any erc20 write) from a dev account and waits for it. */
  async function transfer(
    id: number,
    from: PrivateKeyAccount,
    token: Address,
    to: Address,
    amount: bigint,
  ) {
    const hash = await walletFor(id, from).writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, amount],
    })
    await publicClient(id).waitForTransactionReceipt({ hash })
  }

  /** Swaps straight on a chain's pool from a dev account (to move its price). */
  async function swapOnPool(
    id: number,
    from: PrivateKeyAccount,
    tokenIn: Address,
    amountIn: bigint,
  ) {
    const pool = network.deployments[id]!.pool
    const wallet = walletFor(id, from)
    const client = publicClient(id)
    const approve = await wallet.writeContract({
      address: tokenIn,
      abi: erc20Abi,
      functionName: 'approve',
      args: [pool, amountIn],
    })
    await client.waitForTransactionReceipt({ hash: approve })
    const hash = await wallet.writeContract({
      address: pool,
      abi: devPoolAbi,
      functionName: 'swap',
      args: [tokenIn, amountIn, 0n, from.address],
    })
    await client.waitForTransactionReceipt({ hash })
  }

  /** Signs a simple quote's payload as the owner (what `payloadToSign` asks) and executes it. */
  async function signAndExecute(quote: QuoteResponse, owner: PrivateKeyAccount) {
    const signature = await signSimplePayload(owner, quote.payloadToSign[0]!)
    return service.execute({
      ...quote,
      payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
    } as never)
  }

  /** Polls the receipt until the supertransaction and all its ops are final. */
  const waitForFinal = (hash: Hex, timeoutMs?: number): Promise<SupertxReceipt> =>
    waitForFinalReceipt({ service }, hash, timeoutMs)

  return {
    network,
    service,
    ctx,
    accountOf,
    tokens,
    user,
    publicClient,
    walletFor,
    balanceOf,
    totalSupply,
    transfer,
    swapOnPool,
    signAndExecute,
    waitForFinal,
    stop: async () => {
      await service.close()
      await network.stop()
    },
  }
}

/** Polls `read` until it returns `expected` (for effects of the relayer, which runs on its own). */
export async function eventually<T>(
  read: () => Promise<T>,
  expected: T,
  timeoutMs = 20_000,
): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = await read()
    if (value === expected || Date.now() - started > timeoutMs) return value
    await new Promise((r) => setTimeout(r, 50))
  }
}
