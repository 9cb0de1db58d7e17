import {
  type Address,
  decodeEventLog,
  erc20Abi,
  getAddress,
  type Hex,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem'
import type { ChainContext } from '../chains/chain-context.js'
import type { ServiceContext } from './context.js'
import type { DevnetTransaction, DevnetTransfer } from './types.js'

/**
 * A transaction on any of the devnet's chains, for the explorer's transaction page (the chains'
 * `blockExplorers` point there, so a wallet's or the tracker's "Transaction 0x…" link lands on
 * it): its chain, outcome, block, sender, target, gas and the ERC-20 transfers it made.
 * `undefined` when no chain knows the hash.
 */
export async function getTransaction(
  ctx: ServiceContext,
  hash: Hex,
): Promise<DevnetTransaction | undefined> {
  const found = await Promise.all([...ctx.chains.values()].map((chain) => onChain(chain, hash)))
  return found.find((tx) => tx !== undefined)
}

async function onChain(chain: ChainContext, hash: Hex): Promise<DevnetTransaction | undefined> {
  const base = { hash, chainId: chain.chain.id, chainName: chain.chain.name }
  try {
    const receipt = await chain.publicClient.getTransactionReceipt({ hash })
    return {
      ...base,
      status: receipt.status === 'success' ? 'success' : 'reverted',
      blockNumber: receipt.blockNumber,
      from: getAddress(receipt.from),
      to: receipt.to ? getAddress(receipt.to) : undefined,
      gasUsed: receipt.gasUsed,
      transfers: receipt.logs.flatMap((log) => transferOf(chain, log)),
    }
  } catch (error) {
    if (!(error instanceof TransactionReceiptNotFoundError)) throw error
  }
  try {
    // Sent, not mined yet (anvil mines at once, so briefly).
    const tx = await chain.publicClient.getTransaction({ hash })
    const to = tx.to ? getAddress(tx.to) : undefined
    return { ...base, status: 'pending', from: getAddress(tx.from), to, transfers: [] }
  } catch (error) {
    if (error instanceof TransactionNotFoundError) return undefined
    throw error
  }
}

function transferOf(
  chain: ChainContext,
  log: { address: Address; data: Hex; topics: [Hex, ...Hex[]] | [] },
): DevnetTransfer[] {
  try {
    const event = decodeEventLog({ abi: erc20Abi, data: log.data, topics: log.topics })
    if (event.eventName !== 'Transfer') return []
    const token = chain.tokensByAddress.get(log.address.toLowerCase())
    return [
      {
        token: getAddress(log.address),
        symbol: token?.symbol,
        decimals: token?.decimals,
        from: event.args.from,
        to: event.args.to,
        amount: event.args.value,
      },
    ]
  } catch {
    return []
  }
}
