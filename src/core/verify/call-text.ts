// A protocol call in words a person (and an error message) can read: the function, its arguments
// and the contract, from the call's selector and inputs. Runtime balances read "the balance of …".
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

/** The word at `index` as a number, `undefined` for a runtime balance or past the end. */
export function readWord(words: CallWords, index: number): bigint | undefined {
  const word = words[index]
  return typeof word === 'string' ? BigInt(word) : undefined
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
