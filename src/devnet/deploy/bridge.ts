import type { Address } from 'viem'
import { devBridgeAbi, devBridgeBytecode } from '../artifacts/DevBridge.js'
import { devTokenAbi } from '../artifacts/DevToken.js'
import { type DeployClients, deployContract, writeAndWait } from './clients.js'

export type DeployBridgeParameters = {
  /** The only account allowed to call `release`. */
  relayer: Address
  /** Tokens the bridge may burn and mint; the wallet's account must be their admin. */
  tokens: Address[]
}

/**
 * Deploys DevBridge and makes it a minter of every given token, so `lock` can burn and `release`
 * can mint.
 *
 * @example
 * const bridge = await deployBridge(clients, { relayer, tokens: [USDC.address, WETH.address] })
 */
export async function deployBridge(
  clients: DeployClients,
  parameters: DeployBridgeParameters,
): Promise<Address> {
  const bridge = await deployContract(clients, {
    abi: devBridgeAbi,
    bytecode: devBridgeBytecode,
    args: [parameters.relayer],
    name: 'DevBridge',
  })
  for (const token of parameters.tokens) {
    await writeAndWait(clients, {
      address: token,
      abi: devTokenAbi,
      functionName: 'setMinter',
      args: [bridge, true],
      name: `token ${token} (making the bridge a minter)`,
    })
  }
  return bridge
}
