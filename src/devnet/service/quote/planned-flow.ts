import type { Call } from '../../../core/protocol/types.js'
import type { ApiCall } from './to-api-call.js'

/** One compose flow turned into protocol calls on one chain. */
export type PlannedFlow = {
  index: number
  chainId: number
  calls: Call[]
  apiCalls: ApiCall[]
  gas: bigint
  lowerBoundTimestamp?: number
  upperBoundTimestamp?: number
  batch: boolean
}
