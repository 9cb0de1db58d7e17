import {
  type Address,
  type Client,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  parseAbi,
  zeroAddress,
  zeroHash,
} from 'viem'
import { readContract } from 'viem/actions'
import type { AccountFactory } from '../config/account-factories.js'

const factoryAbi = parseAbi([
  'function computeAccountAddress(bytes initData, bytes32 salt) view returns (address)',
  'function getAddress(address owner, uint8 version) view returns (address)',
])

const bootstrapAbi = parseAbi([
  'struct ModuleConfig { address module; bytes data; }',
  'struct PreValidationHookConfig { uint256 hookType; address module; bytes data; }',
  'function initNexusWithDefaultValidatorAndOtherModulesNoRegistry(bytes defaultValidatorInitData, ModuleConfig[] validators, ModuleConfig[] executors, ModuleConfig hook, ModuleConfig[] fallbacks, PreValidationHookConfig[] preValidationHooks)',
])

/**
 * The `initData` a Nexus factory deploys the owner's account with: `bootstrap` sets the owner as
 * the default K1 MEE validator's signer and installs nothing else, as the real SDK does
 * (`abi.encode(bootstrap, initNexusWithDefaultValidatorAndOtherModulesNoRegistry(owner, [], [],
 * (0x0, 32 zero bytes), [], []))`; the reference's `f_initCode_*` vectors hold it).
 */
export function nexusInitData(owner: Address, bootstrap: Address): Hex {
  const call = encodeFunctionData({
    abi: bootstrapAbi,
    functionName: 'initNexusWithDefaultValidatorAndOtherModulesNoRegistry',
    args: [owner, [], [], { module: zeroAddress, data: zeroHash }, [], []],
  })
  return encodeAbiParameters([{ type: 'address' }, { type: 'bytes' }], [bootstrap, call])
}

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
      factory.type === 'nexus'
        ? readContract(client, {
            address: factory.factory,
            abi: factoryAbi,
            functionName: 'computeAccountAddress',
            args: [nexusInitData(owner, factory.bootstrap), zeroHash],
          })
        : readContract(client, {
            address: factory.factory,
            abi: factoryAbi,
            functionName: 'getAddress',
            args: [owner, factory.version],
          }),
    ),
  )
}
