import { encodeFunctionData, type Hex } from 'viem'
import { devBridgeAbi } from '../artifacts/DevBridge.js'
import type { ChainContext } from '../chains/chain-context.js'
import type { ChainSender } from './chain-sender.js'

/** One `Locked` event, as the relayer carries it. */
export type Lock = {
  id: Hex
  srcChainId: number
  dstChainId: number
  token: Hex
  recipient: Hex
  amount: bigint
}

export type ReleaseLockParameters = {
  lock: Lock
  destination: ChainContext
  sender: ChainSender
  /** Resolves false once the relayer is stopping. */
  sleep: (ms: number) => Promise<boolean>
  onError: (error: Error) => void
}

/** Gas of a release (a mint plus bookkeeping), with room to spare. */
const RELEASE_GAS = 300_000n
const MAX_BACKOFF_MS = 5_000

/**
 * Releases one lock on its destination, retrying with backoff until it is released or the relayer
 * stops. Asking the bridge `released(srcChainId, id)` before every attempt makes it once per lock
 * even when a release landed but its receipt was lost, or another relayer got there first.
 */
export async function releaseLock(parameters: ReleaseLockParameters): Promise<void> {
  const { lock, destination, sender, sleep, onError } = parameters
  const bridge = destination.deployment.bridge
  const data = encodeFunctionData({
    abi: devBridgeAbi,
    functionName: 'release',
    args: [lock.id, BigInt(lock.srcChainId), lock.token, lock.recipient, lock.amount],
  })
  for (let attempt = 0; ; attempt++) {
    try {
      const done = await destination.publicClient.readContract({
        address: bridge,
        abi: devBridgeAbi,
        functionName: 'released',
        args: [BigInt(lock.srcChainId), lock.id],
      })
      if (done) return
      const { hash, receipt } = await sender.sendAndWait({ to: bridge, data, gas: RELEASE_GAS })
      if (receipt.status === 'success') return
      throw new Error(`release transaction ${hash} reverted`)
    } catch (error) {
      onError(
        new Error(
          `The devnet relayer could not release lock ${lock.id} (chain ${lock.srcChainId} → ${lock.dstChainId}, attempt ${attempt + 1}); retrying: ${(error as Error).message.split('\n')[0]}`,
          { cause: error },
        ),
      )
    }
    if (!(await sleep(Math.min(200 * 2 ** attempt, MAX_BACKOFF_MS)))) return
  }
}
