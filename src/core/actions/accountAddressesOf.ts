import { type Address, type Client, parseAbi, zeroHash } from 'viem'
import { readContract } from 'viem/actions'
import type { AccountFactory } from '../config/account-factories.js'
import { nexusInitData } from '../protocol/nexus/init-data.js'

export { nexusInitData }

const factoryAbi = parseAbi([
  'function computeAccountAddress(bytes initData, bytes32 salt) view returns (address)',
])

/**
 * The addresses the trusted `factories` compute for `owner`'s account, read on the chain `client`
 * reads (one call per factory, never the API). Throws what the read throws.
 *
 * @example
 * const addresses = await accountAddressesOf(publicClient, {
 *   owner, factories: defaultAccountFactories(8453),
 * })
 */
export async function accountAddressesOf(
  client: Client,
  { owner, factories }: { owner: Address; factories: readonly AccountFactory[] },
): Promise<Address[]> {
  return Promise.all(
    factories.map((factory) =>
      readContract(client, {
        address: factory.factory,
        abi: factoryAbi,
        functionName: 'computeAccountAddress',
        args: [nexusInitData(owner, factory.bootstrap), zeroHash],
      }),
    ),
  )
}
