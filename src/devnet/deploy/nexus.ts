import { type Address, getAddress } from 'viem'
import { devnetChainIds } from '../../core/config/devnet-chains.js'
import { realNetworkNexusContracts } from '../../core/config/nexus-contracts.js'
import { ENTRY_POINT_V07 } from '../../core/protocol/nexus/constants.js'
import { entryPointAbi, entryPointBytecode } from '../artifacts/EntryPoint.js'
import { k1MeeValidatorAbi, k1MeeValidatorBytecode } from '../artifacts/K1MeeValidator.js'
import { nexusAccount210Abi, nexusAccount210Bytecode } from '../artifacts/NexusAccount210.js'
import { nexusAccount221Abi, nexusAccount221Bytecode } from '../artifacts/NexusAccount221.js'
import {
  nexusAccountFactoryAbi,
  nexusAccountFactoryBytecode,
} from '../artifacts/NexusAccountFactory.js'
import { nexusBootstrapAbi, nexusBootstrapBytecode } from '../artifacts/NexusBootstrap.js'
import { type DeployClients, DevnetDeployError, deployContract, placeCode } from './clients.js'

/** The contracts of one MEE suite version on a devnet chain (real-encoding's §4 table, ours). */
export type NexusSuiteVersion = {
  /** The K1 MEE validator: the account's default validator, which holds its owner. */
  validator: Address
  /** The account implementation; also the EIP-7702 delegation target of this version. */
  implementation: Address
  /** `createAccount(bytes initData, bytes32 salt)`, the `initCode` factory. */
  factory: Address
  /** `initNexusWithDefaultValidatorAndOtherModulesNoRegistry(...)` (one bootstrap serves both). */
  bootstrap: Address
}

export type DeployNexusSuiteReturnType = {
  /** The ERC-4337 EntryPoint v0.7, at its canonical address 0x0000000071727De22E5E9d8BAf0edAc6f37da032. */
  entryPoint: Address
  /** MEE 2.1.0: Nexus 1.2.0, composability 1.0.0, simple = personal_sign of the root. */
  '2.1.0': NexusSuiteVersion
  /** MEE 2.2.1: Nexus 1.3.1, composability 1.1.0, simple also as EIP-712 SuperTx. */
  '2.2.1': NexusSuiteVersion
}

/**
 * Places the ERC-4337 EntryPoint v0.7 at its canonical address: deploys it from the deployer
 * (its constructor deploys its SenderCreator and keeps the address in an immutable), then copies
 * the code the chain holds (immutable filled in) to 0x0000000071727De22E5E9d8BAf0edAc6f37da032.
 * The copy starts with empty storage: no deposits, every nonce 0.
 */
async function placeEntryPoint(clients: DeployClients): Promise<Address> {
  const deployed = await deployContract(clients, {
    abi: entryPointAbi,
    bytecode: entryPointBytecode,
    args: [],
    name: 'EntryPoint',
  })
  await copyCode(clients, { from: deployed, to: ENTRY_POINT_V07, name: 'EntryPoint' })
  return getAddress(ENTRY_POINT_V07)
}

/** Copies the code the chain holds at `from` (immutables filled in) to `to` with `anvil_setCode`. */
async function copyCode(
  clients: DeployClients,
  { from, to, name }: { from: Address; to: Address; name: string },
): Promise<void> {
  const code = await clients.publicClient.getCode({ address: from })
  if (!code) throw new DevnetDeployError(name, 'reading the deployed code')
  await placeCode(clients, { address: to, code, name })
}

/**
 * The contract an EOA delegates to (EIP-7702) to run Nexus `version` on chain `chainId`: the
 * devnet's own implementation on the devnet's chain ids (`devnetChainIds`); on any other chain id
 * (a real one, such as Base's 8453) the real service's implementation address
 * (`realNetworkNexusContracts`), where `deployNexusSuite` placed a copy of the devnet's
 * implementation, so a kit with its default trust delegates there as on the real network.
 *
 * @example
 * nexusDelegateOn(8453, deployment.nexus, '2.1.0') // 0x00000000383e8cBe298514674Ea60Ee1d1de50ac
 */
export function nexusDelegateOn(
  chainId: number,
  suites: Pick<DeployNexusSuiteReturnType, NexusVersionName>,
  version: NexusVersionName,
): Address {
  const real = realNetworkNexusContracts[version]?.implementation
  return devnetChainIds.includes(chainId) || !real
    ? suites[version].implementation
    : getAddress(real)
}

type NexusVersionName = '2.1.0' | '2.2.1'

/**
 * Deploys the devnet's Nexus contracts (src/devnet/contracts/nexus) behind the EntryPoint v0.7 at
 * its canonical address: one bootstrap, then for 2.1.0 and 2.2.1 a K1 MEE validator, the account
 * implementation and its factory, one after another (fixed deployer nonces, so the addresses are
 * the same on every fresh chain that deploys the same contracts before):
 * https://github.com/supertx-kit/supertx-kit/blob/main/docs/nexus-encoding.md#the-devnets-nexus-contracts.
 * On a chain id that is not the devnet's, each implementation's code is also placed at the real
 * service's implementation address of its version, the EIP-7702 delegate there (`nexusDelegateOn`).
 *
 * @example
 * const nexus = await deployNexusSuite(clients)
 * const initCode = concat([nexus['2.2.1'].factory, createAccountCall])
 */
export async function deployNexusSuite(
  clients: DeployClients,
): Promise<DeployNexusSuiteReturnType> {
  const { publicClient } = clients
  const entryPoint = await placeEntryPoint(clients)
  const bootstrap = await deployContract(clients, {
    abi: nexusBootstrapAbi,
    bytecode: nexusBootstrapBytecode,
    args: [],
    name: 'NexusBootstrap',
  })
  const versions = [
    ['2.1.0', nexusAccount210Abi, nexusAccount210Bytecode, false],
    ['2.2.1', nexusAccount221Abi, nexusAccount221Bytecode, true],
  ] as const
  const suites = {} as Record<(typeof versions)[number][0], NexusSuiteVersion>
  for (const [version, abi, bytecode, superTx] of versions) {
    const validator = await deployContract(clients, {
      abi: k1MeeValidatorAbi,
      bytecode: k1MeeValidatorBytecode,
      args: [superTx],
      name: `K1MeeValidator ${version}`,
    })
    const implementation = await deployContract(clients, {
      abi,
      bytecode,
      args: [entryPoint, validator],
      name: `Nexus account ${version}`,
    })
    const factory = await deployContract(clients, {
      abi: nexusAccountFactoryAbi,
      bytecode: nexusAccountFactoryBytecode,
      args: [implementation],
      name: `NexusAccountFactory ${version}`,
    })
    suites[version] = { validator, implementation, factory, bootstrap }
    // On a real chain id the EOA delegates to the real implementation address: the devnet's
    // code is placed there (immutables and all: its EntryPoint, its validator).
    const chainId = publicClient.chain?.id
    const delegate =
      chainId === undefined ? implementation : nexusDelegateOn(chainId, suites, version)
    if (delegate !== implementation)
      await copyCode(clients, {
        from: implementation,
        to: delegate,
        name: `Nexus account ${version}`,
      })
  }
  return { entryPoint, ...suites }
}
