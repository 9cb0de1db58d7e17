import type { Address } from 'viem'
import {
  orchestratorAccount210Abi,
  orchestratorAccount210Bytecode,
} from '../artifacts/OrchestratorAccount210.js'
import {
  orchestratorAccount221Abi,
  orchestratorAccount221Bytecode,
} from '../artifacts/OrchestratorAccount221.js'
import {
  orchestratorFactoryAbi,
  orchestratorFactoryBytecode,
} from '../artifacts/OrchestratorFactory.js'
import { type DeployClients, deployContract } from './clients.js'

export type DeployOrchestratorParameters = {
  /** The devnet node: the only sender the accounts accept ONCHAIN authorizations from. */
  executor: Address
}

export type DeployOrchestratorReturnType = {
  implementation210: Address
  /** Also the EIP-7702 delegation target. */
  implementation221: Address
  factory: Address
}

/**
 * Deploys the 2.1.0 and 2.2.1 account implementations and the factory, in that order, one after
 * another (three deployer nonces, so the addresses are the same on every fresh chain).
 *
 * @example
 * const { factory, implementation221 } = await deployOrchestrator(clients, { executor })
 */
export async function deployOrchestrator(
  clients: DeployClients,
  parameters: DeployOrchestratorParameters,
): Promise<DeployOrchestratorReturnType> {
  const { executor } = parameters
  const implementation210 = await deployContract(clients, {
    abi: orchestratorAccount210Abi,
    bytecode: orchestratorAccount210Bytecode,
    args: [executor],
    name: 'OrchestratorAccount210',
  })
  const implementation221 = await deployContract(clients, {
    abi: orchestratorAccount221Abi,
    bytecode: orchestratorAccount221Bytecode,
    args: [executor],
    name: 'OrchestratorAccount221',
  })
  const factory = await deployContract(clients, {
    abi: orchestratorFactoryAbi,
    bytecode: orchestratorFactoryBytecode,
    args: [implementation210, implementation221],
    name: 'OrchestratorFactory',
  })
  return { implementation210, implementation221, factory }
}
