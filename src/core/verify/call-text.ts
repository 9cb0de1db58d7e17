// A protocol call's argument words (`callWords`) and the functions the kit names in words
// (`knownFunctions`): what the review (`describeOperations`) and an intent's route text read.
import { type Hex, size, slice } from 'viem'
import { type Call, FetcherType } from '../protocol/types.js'

/** A call's argument words: a raw 32-byte word, or a runtime balance read when it runs. */
export type CallWord = Hex | { token: Hex; target: Hex }
export type CallWords = readonly CallWord[]

/** The call's arguments as words, or `undefined` when its raw bytes are not whole words. */
export function callWords(call: Call): CallWords | undefined {
  const words: CallWord[] = []
  for (const input of call.inputs) {
    if (input.fetcherType === FetcherType.RawBytes) {
      const length = size(input.paramData)
      if (length % 32 !== 0) return undefined
      for (let offset = 0; offset < length; offset += 32)
        words.push(slice(input.paramData, offset, offset + 32))
    } else if (input.fetcherType === FetcherType.Balance) {
      // abi.encode(address token, address target): two address words, nothing else.
      const data = input.paramData.toLowerCase()
      if (!/^0x0{24}[0-9a-f]{40}0{24}[0-9a-f]{40}$/.test(data)) return undefined
      words.push({ token: `0x${data.slice(26, 66)}` as Hex, target: `0x${data.slice(90)}` as Hex })
    } else return undefined
  }
  return words
}

/**
 * The functions the kit names in words, by selector (written out: computing them would put a
 * keccak and an ABI formatter into every component that words an operation); any other call is
 * shown by its selector. test/unit/protocol/call-text.test.ts checks each against its signature.
 */
export const knownFunctions: Record<string, { name: string; args: readonly string[] }> = {
  // transfer(address,uint256)
  '0xa9059cbb': { name: 'transfer', args: ['address', 'uint256'] },
  // transferFrom(address,address,uint256)
  '0x23b872dd': { name: 'transferFrom', args: ['address', 'address', 'uint256'] },
  // approve(address,uint256)
  '0x095ea7b3': { name: 'approve', args: ['address', 'uint256'] },
  // swap(address,uint256,uint256,address): the devnet pool's
  '0xf3e6ea8a': { name: 'swap', args: ['address', 'uint256', 'uint256', 'address'] },
  // lock(address,uint256,uint256,address): the devnet bridge's
  '0x0852c9ea': { name: 'lock', args: ['address', 'uint256', 'uint256', 'address'] },
  // upgradeToAndCall(address,bytes)
  '0x4f1ef286': { name: 'upgradeToAndCall', args: ['address', 'bytes'] },
}
