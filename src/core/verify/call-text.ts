// A protocol call in words a person (and an error message) can read: the function, its arguments
// and the contract, from the call's selector and inputs. Runtime balances read "the balance of …".
import { decodeAbiParameters, type Hex, size, slice, toFunctionSelector } from 'viem'
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
      try {
        const [token, target] = decodeAbiParameters(
          [{ type: 'address' }, { type: 'address' }],
          input.paramData,
        )
        words.push({ token, target })
      } catch {
        return undefined
      }
    } else return undefined
  }
  return words
}

/** The word at `index` as a number, `undefined` for a runtime balance or past the end. */
export function readWord(words: CallWords, index: number): bigint | undefined {
  const word = words[index]
  return typeof word === 'string' ? BigInt(word) : undefined
}

/** The functions the kit names in words; any other call is shown by its selector. */
export const knownFunctions: Record<string, { name: string; args: readonly string[] }> = {}
for (const [signature, args] of [
  ['transfer(address,uint256)', ['address', 'uint256']],
  ['transferFrom(address,address,uint256)', ['address', 'address', 'uint256']],
  ['approve(address,uint256)', ['address', 'uint256']],
  ['swap(address,uint256,uint256,address)', ['address', 'uint256', 'uint256', 'address']],
  ['lock(address,uint256,uint256,address)', ['address', 'uint256', 'uint256', 'address']],
  ['upgradeToAndCall(address,bytes)', ['address', 'bytes']],
] as const)
  knownFunctions[toFunctionSelector(signature)] = {
    name: signature.slice(0, signature.indexOf('(')),
    args,
  }

/** `transfer(0xa0Ee…, 25000000) on 0x3333…`, or `0x12345678(…) on 0x…` for an unknown function. */
export function callText(call: Call): string {
  const known = knownFunctions[call.selector.toLowerCase()]
  const words = callWords(call)
  const value = call.value > 0n ? ` with ${call.value} wei` : ''
  if (!known || !words || words.length < known.args.length)
    return `a call of ${call.selector} on ${call.to}${value}`
  const args = known.args.map((type, i) => {
    const word = words[i] as CallWord
    if (typeof word !== 'string') return `the balance of ${word.token} held by ${word.target}`
    if (type === 'address') return `0x${word.slice(26)}`
    if (type === 'bytes') return 'bytes'
    return BigInt(word).toString()
  })
  return `${known.name}(${args.join(', ')}) on ${call.to}${value}`
}
