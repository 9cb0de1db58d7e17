import { type Address, getAddress, type Hex } from 'viem'
import { multicall3Bytecode } from '../artifacts/Multicall3.js'
import { type DeployClients, DevnetDeployError, placeCode } from './clients.js'

/** Where every real chain holds Multicall3, and where viem's chain definitions look for it. */
export const MULTICALL3_ADDRESS: Address = getAddress('0xcA11bde05977b3631167028862bE2a173976CA11')

/**
 * Places the devnet's Multicall3 (`aggregate3`) at its canonical address, so a client that batches
 * reads through it (wagmi's default, with a chain definition that names it) reads the devnet's
 * tokens. The code comes from running the creation code in an `eth_call` (what the constructor
 * returns is the runtime code), then `anvil_setCode`: no transaction, so no deployer nonce moves
 * and every other address stays where it is.
 */
export async function placeMulticall3(clients: DeployClients): Promise<Address> {
  const { publicClient } = clients
  let code: Hex | undefined
  try {
    code = (await publicClient.call({ data: multicall3Bytecode as Hex })).data
  } catch (cause) {
    throw new DevnetDeployError('Multicall3', 'reading its runtime code', { cause })
  }
  if (!code || code === '0x') throw new DevnetDeployError('Multicall3', 'reading its runtime code')
  await placeCode(clients, { address: MULTICALL3_ADDRESS, code, name: 'Multicall3' })
  return MULTICALL3_ADDRESS
}
