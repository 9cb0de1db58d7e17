import type { Address } from 'viem'
import type { ChainContext } from '../chains/chain-context.js'
import type { Engine } from '../engine/create-engine.js'
import type { AccountResolver } from './accounts.js'
import type { QuoteStore } from './quote-store.js'

/** Everything the service methods share. */
export type ServiceContext = {
  chains: Map<number, ChainContext>
  accounts: AccountResolver
  store: QuoteStore
  engine: Engine
  /** The node's address (`quote.node`): the executor that submits every user op. */
  executor: Address
  quoteTtlMs: number
  /** The bridge relayer's delay, shown in intent routes' `estimatedTime`; default 0. */
  bridgeDelayMs?: number
  /** The chain's gas price, read once (anvil's barely moves) and shown in quotes. */
  gasPrice: (chain: ChainContext) => Promise<bigint>
  /** Nonce keys no two ops of this devnet share (see `createNonceKeyClock`). */
  nonceKeys: { next(): number }
}

export function createGasPriceCache(): ServiceContext['gasPrice'] {
  const prices = new Map<number, Promise<bigint>>()
  return (chain) => {
    let price = prices.get(chain.chain.id)
    if (!price) {
      price = chain.publicClient.getGasPrice()
      price.catch(() => prices.delete(chain.chain.id))
      prices.set(chain.chain.id, price)
    }
    return price
  }
}
