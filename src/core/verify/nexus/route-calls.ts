// A Nexus call in the form the intent route walk reads (`RouteCall`, ../intent-route.ts): its
// argument words, each fixed or the run-time balance of a token held by an account with the
// constraints the account checks on that one word. A call that carries anything else (a value or
// a word read some other way, a constraint past the balance's word) is no route step.
import { type Hex, size, slice } from 'viem'
import type { NexusCall } from '../../protocol/nexus/index.js'
import type { RouteCall, RouteConstraint, RouteWord } from '../intent-route.js'

/** The call as a route call, or `undefined` when it cannot be one. */
export function routeCallOfNexus(call: NexusCall): RouteCall | undefined {
  if (call.kind === 'call') {
    if (size(call.data) < 4) return undefined
    const words = wordsOf(slice(call.data, 4))
    return words && { to: call.to, value: call.value, selector: slice(call.data, 0, 4), words }
  }
  if (call.value.kind !== 'fixed') return undefined
  const words: RouteWord[] = []
  for (const part of call.parts) {
    if (part.kind === 'raw') {
      const raw = wordsOf(part.data)
      if (!raw) return undefined
      words.push(...raw)
      continue
    }
    if (part.value.kind !== 'balance') return undefined
    const constraints: RouteConstraint[] = []
    for (const c of part.constraints) {
      if (c.word !== 0) return undefined
      constraints.push(c.type === 'in' ? { type: 'in', value: c.low } : c)
    }
    words.push({ token: part.value.token, account: part.value.account, constraints })
  }
  return { to: call.to, value: call.value.amount, selector: call.functionSig, words }
}

function wordsOf(data: Hex): Hex[] | undefined {
  const length = size(data)
  if (length % 32 !== 0) return undefined
  const words: Hex[] = []
  for (let offset = 0; offset < length; offset += 32) words.push(slice(data, offset, offset + 32))
  return words
}
