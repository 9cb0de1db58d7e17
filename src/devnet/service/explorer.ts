// The devnet explorer's views of a chain: a transaction (status, sender, target, value, the token
// transfers it made) and an address (what it is, its ETH and devnet token balances), read from the
// chain. They back each chain's `blockExplorers` URL, so a wallet's or the kit's "view transaction"
// link opens a page that exists.
import {
  type Address,
  erc20Abi,
  formatEther,
  formatUnits,
  getAddress,
  type Hex,
  parseEventLogs,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem'
import type { ChainContext } from '../chains/chain-context.js'
import type { ServiceContext } from './service-context.js'

export type ExplorerTransfer = { token: string; from: Address; to: Address; amount: string }

export type ExplorerTransaction = {
  chainId: number
  chainName: string
  hash: Hex
  status: 'success' | 'reverted' | 'pending'
  blockNumber: string | undefined
  from: Address
  to: Address | null
  /** What the devnet knows `to` as: a token, the bridge, the pool, the node ... */
  toName: string | undefined
  /** ETH sent, e.g. `0.5`. */
  value: string
  gasUsed: string | undefined
  transfers: ExplorerTransfer[]
}

export type ExplorerAddress = {
  chainId: number
  chainName: string
  address: Address
  name: string | undefined
  kind: 'contract' | 'account' | 'account delegated with EIP-7702'
  eth: string
  nonce: number
  tokens: { symbol: string; amount: string }[]
}

/** The devnet's own addresses on a chain, by lower-case address. */
function knownNames(ctx: ServiceContext, chain: ChainContext): Map<string, string> {
  const { deployment } = chain
  const names: [Address, string][] = [
    ...Object.values(deployment.tokens).map((t): [Address, string] => [t.address, t.symbol]),
    [deployment.bridge, 'the devnet bridge'],
    [deployment.pool, 'the USDC/WETH pool'],
    [deployment.nexus.entryPoint, 'the EntryPoint v0.7'],
    [deployment.nexus['2.2.1'].bootstrap, 'the Nexus bootstrap'],
    ...(['2.1.0', '2.2.1'] as const).flatMap((version): [Address, string][] => [
      [deployment.nexus[version].implementation, `Nexus implementation ${version}`],
      [deployment.nexus[version].factory, `Nexus account factory ${version}`],
      [deployment.nexus[version].validator, `K1 MEE validator ${version}`],
    ]),
    [ctx.executor, 'the devnet node (executor)'],
  ]
  return new Map(names.map(([address, name]) => [address.toLowerCase(), name]))
}

/** A transaction on `chainId`, or which of the two is unknown. */
export async function explorerTransaction(
  ctx: ServiceContext,
  chainId: number,
  hash: Hex,
): Promise<ExplorerTransaction | 'no chain' | 'no transaction'> {
  const chain = ctx.chains.get(chainId)
  if (!chain) return 'no chain'
  const client = chain.publicClient
  const transaction = await client.getTransaction({ hash }).catch((error: unknown) => {
    if (error instanceof TransactionNotFoundError) return undefined
    throw error
  })
  if (!transaction) return 'no transaction'
  const receipt = await client.getTransactionReceipt({ hash }).catch((error: unknown) => {
    if (error instanceof TransactionReceiptNotFoundError) return undefined
    throw error
  })
  const tokens = chain.tokensByAddress
  const transfers = receipt
    ? parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).flatMap(
        (log) => {
          const token = tokens.get(log.address.toLowerCase())
          if (!token) return []
          const { from, to, value } = log.args
          return [{ token: token.symbol, from, to, amount: formatUnits(value, token.decimals) }]
        },
      )
    : []
  return {
    chainId,
    chainName: chain.chain.name,
    hash,
    status: receipt ? receipt.status : 'pending',
    blockNumber: receipt?.blockNumber.toString(),
    from: getAddress(transaction.from),
    to: transaction.to && getAddress(transaction.to),
    toName: transaction.to ? knownNames(ctx, chain).get(transaction.to.toLowerCase()) : undefined,
    value: formatEther(transaction.value),
    gasUsed: receipt?.gasUsed.toString(),
    transfers,
  }
}

/** An address on `chainId`, or 'no chain'. */
export async function explorerAddress(
  ctx: ServiceContext,
  chainId: number,
  address: Address,
): Promise<ExplorerAddress | 'no chain'> {
  const chain = ctx.chains.get(chainId)
  if (!chain) return 'no chain'
  const client = chain.publicClient
  const tokens = Object.values(chain.deployment.tokens)
  const [code, eth, nonce, balances] = await Promise.all([
    client.getCode({ address }),
    client.getBalance({ address }),
    client.getTransactionCount({ address }),
    Promise.all(
      tokens.map((token) =>
        client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        }),
      ),
    ),
  ])
  return {
    chainId,
    chainName: chain.chain.name,
    address,
    name: knownNames(ctx, chain).get(address.toLowerCase()),
    // EIP-7702: a delegated account's code is 0xef0100 followed by the target's address.
    kind:
      !code || code === '0x'
        ? 'account'
        : code.startsWith('0xef0100')
          ? 'account delegated with EIP-7702'
          : 'contract',
    eth: formatEther(eth),
    nonce,
    tokens: tokens.map((token, i) => ({
      symbol: token.symbol,
      amount: formatUnits(balances[i] as bigint, token.decimals),
    })),
  }
}
