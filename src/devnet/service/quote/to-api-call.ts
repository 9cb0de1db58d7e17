import type { Call } from '../../../core/protocol/types.js'

/**
 * A call as the API's Instruction shows it (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, "Instruction" →
 * Call).
 */
export type ApiCall = {
  to: `0x${string}`
  value: string
  functionSig: string
  inputParams: {
    fetcherType: number
    paramData: `0x${string}`
    constraints: { constraintType: number; referenceData: `0x${string}` }[]
  }[]
  outputParams: { fetcherType: number; paramData: `0x${string}` }[]
  gasLimit?: string
}

/**
 * The wire form of a protocol call. Raw calls have no signature to show, so their `functionSig`
 * is the 4-byte selector (`0x` for a plain transfer).
 */
export function toApiCall(call: Call & { functionSig?: string }, gasLimit?: string): ApiCall {
  const plain = call.selector === '0x00000000' && call.inputs.length === 0
  return {
    to: call.to,
    value: call.value.toString(),
    functionSig: call.functionSig ?? (plain ? '0x' : call.selector),
    inputParams: call.inputs.map((input) => ({
      fetcherType: input.fetcherType,
      paramData: input.paramData,
      constraints: input.constraints.map((c) => ({
        constraintType: c.constraintType,
        referenceData: c.referenceData,
      })),
    })),
    outputParams: [],
    ...(gasLimit ? { gasLimit } : {}),
  }
}
