// Shared set-up for the contract tests: a real anvil, real viem clients, accounts from the test
// mnemonic (docs/devnet-protocol.md, "Accounts and addresses").
import {
  type Abi,
  type Account,
  BaseError,
  type Chain,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  decodeErrorResult,
  defineChain,
  http,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import { type Anvil, spawnAnvil } from '../../../src/devnet/anvil.js'
import type { DeployClients } from '../../../src/devnet/deploy/clients.js'

export const mnemonic = 'test test test test test test test test test test test junk'

/** Dev accounts 0-9, then the deployer (10), executor (11) and relayer (12). */
export const account = (addressIndex: number) => mnemonicToAccount(mnemonic, { addressIndex })
export const deployer = account(10)
export const relayer = account(12)

export type DevChain = {
  anvil: Anvil
  chain: Chain
  publicClient: PublicClient
  /** A wallet client for any account; the deployer's is `clients.walletClient`. */
  walletFor: (account: Account) => WalletClient<Transport, Chain, Account>
  clients: DeployClients
}

export async function startDevChain(chainId: number): Promise<DevChain> {
  const anvil = await spawnAnvil({ chainId, args: ['--accounts', '13'] })
  const chain = defineChain({
    id: chainId,
    name: `devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
  const transport = http(anvil.rpcUrl)
  // Automine makes receipts immediate; poll fast so the tests do not idle on viem's 4 s default.
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 })
  const walletFor = (account: Account) =>
    createWalletClient({ chain, transport, account, pollingInterval: 50 })
  return {
    anvil,
    chain,
    publicClient,
    walletFor,
    clients: { publicClient, walletClient: walletFor(deployer) },
  }
}

/** Follows `cause` links (our DevnetDeployError wraps viem's) to the decoded custom error. */
function findRevert(error: unknown): ContractFunctionRevertedError | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (e instanceof ContractFunctionRevertedError) return e
    if (e instanceof BaseError) {
      const inner = e.walk((c) => c instanceof ContractFunctionRevertedError)
      if (inner instanceof ContractFunctionRevertedError) return inner
    }
  }
  return undefined
}

/**
 * Asserts that `promise` rejects with the custom error `errorName` (and `args`, when given).
 * `bubbledFrom` decodes an error raised by a contract the called one calls (e.g. a token's
 * ERC20InsufficientBalance through the bridge), which the caller's ABI cannot name.
 */
export async function expectRevert(
  promise: Promise<unknown>,
  errorName: string,
  args?: readonly unknown[],
  bubbledFrom?: Abi,
): Promise<void> {
  const outcome = await promise.then(
    () => ({ ok: true as const }),
    (error: unknown) => ({ ok: false as const, error }),
  )
  if (outcome.ok) expect.fail(`expected a revert with ${errorName}, but the call succeeded`)
  const revert = findRevert(outcome.error)
  if (!revert) expect.fail(`expected ${errorName}, got: ${String(outcome.error)}`)
  const data =
    revert.data ??
    (bubbledFrom && revert.raw
      ? decodeErrorResult({ abi: bubbledFrom, data: revert.raw })
      : undefined)
  expect(data?.errorName, `revert data: ${revert.raw}`).toBe(errorName)
  if (args) expect(data?.args).toEqual(args)
}
