import { type Address, zeroHash } from 'viem'
import { nexusInitData } from '../../core/protocol/nexus/init-data.js'
import { nexusAccount221Abi } from '../artifacts/NexusAccount221.js'
import { nexusAccountFactoryAbi } from '../artifacts/NexusAccountFactory.js'
import type { ChainContext } from '../chains/chain-context.js'
import type { NexusVersion } from './quote/nexus/addresses.js'

export type AccountResolver = {
  /** Whether `address` has code on the chain (deployed proxy or delegated EOA). */
  code: (chain: ChainContext, address: Address) => Promise<`0x${string}`>
  isDeployed: (chain: ChainContext, address: Address) => Promise<boolean>
  /**
   * The owner's Nexus account of `version` on the chain: the version's devnet factory's
   * `computeAccountAddress(nexusInitData(owner, bootstrap), 0)`, as the kit's account check reads it.
   */
  nexusAddress: (chain: ChainContext, owner: Address, version?: NexusVersion) => Promise<Address>
  /**
   * The MEE version a deployed Nexus account (or a delegated EOA) runs, from its `accountId()`;
   * undefined when it has no code or is no Nexus account of the devnet.
   */
  nexusVersion: (chain: ChainContext, address: Address) => Promise<NexusVersion | undefined>
}

/** `accountId()` of the devnet's Nexus implementations, by the MEE version they belong to. */
const NEXUS_ACCOUNT_IDS: Record<string, NexusVersion> = {
  'biconomy.nexus.1.2.0': '2.1.0',
  'biconomy.nexus.1.3.1': '2.2.1',
}

/**
 * Looks up account addresses and deployment state with caches: addresses never change (CREATE2 from
 * the same factory on every chain) and a deployed account stays deployed, so only "not deployed
 * yet" is asked again.
 */
export function createAccountResolver(chains: Map<number, ChainContext>): AccountResolver {
  if (chains.size === 0) throw new Error('The devnet service needs at least one chain.')
  const deployed = new Set<string>()
  const code = async (chain: ChainContext, target: Address) =>
    (await chain.publicClient.getCode({ address: target })) ?? '0x'

  const isDeployed = async (chain: ChainContext, target: Address) => {
    const key = `${chain.chain.id}:${target.toLowerCase()}`
    if (deployed.has(key)) return true
    const found = (await code(chain, target)) !== '0x'
    if (found) deployed.add(key)
    return found
  }

  const nexusAddresses = new Map<string, Promise<Address>>()
  const nexusAddress = (chain: ChainContext, owner: Address, version: NexusVersion = '2.2.1') => {
    const key = `${chain.chain.id}:${owner.toLowerCase()}:${version}`
    let pending = nexusAddresses.get(key)
    if (!pending) {
      const suite = chain.deployment.nexus[version]
      pending = chain.publicClient.readContract({
        address: suite.factory,
        abi: nexusAccountFactoryAbi,
        functionName: 'computeAccountAddress',
        args: [nexusInitData(owner, suite.bootstrap), zeroHash],
      })
      pending.catch(() => nexusAddresses.delete(key))
      nexusAddresses.set(key, pending)
    }
    return pending
  }

  const nexusVersion = async (chain: ChainContext, target: Address) => {
    if (!(await isDeployed(chain, target))) return undefined
    // Not cached: an upgrade changes it.
    const id = await chain.publicClient
      .readContract({ address: target, abi: nexusAccount221Abi, functionName: 'accountId' })
      .catch(() => undefined)
    return id === undefined ? undefined : NEXUS_ACCOUNT_IDS[id]
  }

  return { code, isDeployed, nexusAddress, nexusVersion }
}
