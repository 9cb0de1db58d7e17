import { createTestClient, http } from 'viem'
import type { Anvil } from '../anvil.js'

/** Switches a running anvil from a block per transaction to a block every `seconds`. */
export async function setIntervalMining(anvil: Anvil, seconds: number): Promise<void> {
  const client = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) })
  await client.setIntervalMining({ interval: seconds })
}
