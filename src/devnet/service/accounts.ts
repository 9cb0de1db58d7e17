import type { Address } from 'viem'
import { AccountVersion } from '../../core/protocol/types.js'
import { orchestratorFactoryAbi } from '../artifacts/OrchestratorFactory.js'
import type { ChainContext } from '../chains/chain-context.js'

export type AccountResolver = {
  /** The owner's orchestrator account address of `version` (the same on every devnet chain). */
  address: (owner: Address, version?: AccountVersion) => Promise<Address>
  /** Whether `address` has code on the chain (deployed proxy or delegated EOA). */
  code: (chain: ChainContext, address: Address) => Promise<`0x${string}`>
  isDeployed: (chain: ChainContext, address: Address) => Promise<boolean>
}

/**
 * Looks up account addresses and deployment state with caches: addresses never change (CREATE2 from
 * the same factory on every chain) and a deployed account stays deployed, so only "not deployed
 * yet" is asked again.
 */
export function createAccountResolver(chains: Map<number, ChainContext>): AccountResolver {
  const addresses = new Map<string, Promise<Address>>()
  const deployed = new Set<string>()
  const first = [...chains.values()][0]
  if (!first) throw new Error('The devnet service needs at least one chain.')

  const address = (owner: Address, version: AccountVersion = AccountVersion.V2_2_1) => {
    const key = `${owner.toLowerCase()}:${version}`
    let pending = addresses.get(key)
    if (!pending) {
      pending = first.publicClient.readContract({
        address: first.deployment.factory,
        abi: orchestratorFactoryAbi,
        functionName: 'getAddress',
        args: [owner, version],
      })
      pending.catch(() => addresses.delete(key))
      addresses.set(key, pending)
    }
    return pending
  }

  const code = async (chain: ChainContext, target: Address) =>
    (await chain.publicClient.getCode({ address: target })) ?? '0x'

  const isDeployed = async (chain: ChainContext, target: Address) => {
    const key = `${chain.chain.id}:${target.toLowerCase()}`
    if (deployed.has(key)) return true
    const found = (await code(chain, target)) !== '0x'
    if (found) deployed.add(key)
    return found
  }

  return { address, code, isDeployed }
}
