import { type Address, createTestClient, custom, getAddress, type Hex } from 'viem'
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
import { type DeployClients, DevnetDeployError, deployContract } from './clients.js'

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
 * the code the chain holds (immutable filled in) to 0x0000000071727De22E5E9d8BAf0edAc6f37da032
 * with `anvil_setCode`. The copy starts with empty storage: no deposits, every nonce 0.
 */
async function placeEntryPoint(clients: DeployClients): Promise<Address> {
  const deployed = await deployContract(clients, {
    abi: entryPointAbi,
    bytecode: entryPointBytecode,
    args: [],
    name: 'EntryPoint',
  })
  const { publicClient } = clients
  const code = await publicClient.getCode({ address: deployed })
  if (!code) throw new DevnetDeployError('EntryPoint', 'reading the deployed code')
  const testClient = createTestClient({
    mode: 'anvil',
    chain: publicClient.chain,
    transport: custom({ request: publicClient.request }),
  })
  try {
    await testClient.setCode({ address: ENTRY_POINT_V07, bytecode: code as Hex })
  } catch (cause) {
    throw new DevnetDeployError('EntryPoint', 'copying the code to the canonical address', {
      cause,
    })
  }
  return getAddress(ENTRY_POINT_V07)
}

/**
 * Deploys the devnet's Nexus contracts (src/devnet/contracts/nexus) behind the EntryPoint v0.7 at
 * its canonical address: one bootstrap, then for 2.1.0 and 2.2.1 a K1 MEE validator, the account
 * implementation and its factory, one after another (fixed deployer nonces, so the addresses are
 * the same on every fresh chain that deploys the same contracts before):
 * https://github.com/supertx-kit/supertx-kit/blob/main/docs/nexus-encoding.md#the-devnets-nexus-contracts.
 *
 * @example
 * const nexus = await deployNexusSuite(clients)
 * const initCode = concat([nexus['2.2.1'].factory, createAccountCall])
 */
export async function deployNexusSuite(
  clients: DeployClients,
): Promise<DeployNexusSuiteReturnType> {
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
  }
  return { entryPoint, ...suites }
}
