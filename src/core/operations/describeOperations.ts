// One description of what a quote's user operations do, read back from their callData (the same
// decoding `verifyQuote` checks): per op, each call as a step with its token, amount and
// recipient. The review (`<QuoteSummary>`), the tracker and the history word these steps; they
// never word the request, which is what was asked, not what runs.
import { getAddress, type Hex } from 'viem'
import { nexusOpCalls } from '../protocol/nexus/op-calls.js'
import type { Call } from '../protocol/types.js'
import type { QuoteResponse } from '../schemas/quote-response.js'
import { type CallWords, callWords, knownFunctions } from '../verify/call-text.js'

/** An amount: base units, or the balance the account holds when the step runs. */
export type StepAmount = { value: bigint } | { balanceOf: Hex }

/** One call of an operation, in terms a person reads. */
export type OperationStep =
  | { kind: 'transfer'; token: Hex; amount: StepAmount; to: Hex }
  | { kind: 'pull'; token: Hex; amount: StepAmount; from: Hex; to: Hex }
  | { kind: 'approve'; token: Hex; amount: StepAmount; spender: Hex }
  | { kind: 'swap'; pool: Hex; token: Hex; amount: StepAmount; recipient: Hex }
  | { kind: 'bridge'; token: Hex; amount: StepAmount; dstChainId: number; recipient: Hex }
  | { kind: 'upgrade'; account: Hex; implementation: Hex }
  | { kind: 'native'; to: Hex; value: bigint }
  | { kind: 'call'; to: Hex; selector: Hex; value: bigint }

export type OperationDescription = {
  /** Its place in `quote.userOps` (from 0). */
  index: number
  chainId: number
  /** The account that runs it (`userOp.sender`). */
  sender: string
  isCleanUp: boolean
  /** Its calls as steps; `undefined` when its callData is not in an encoding the kit reads. */
  steps: OperationStep[] | undefined
}

/**
 * What each user operation of `quote` does, step by step. An operation the kit cannot read (a
 * service whose `callData` the spec leaves undescribed) has `steps: undefined`.
 *
 * @example
 * describeOperations(quote)[0]?.steps
 * // [{ kind: 'transfer', token: usdc, amount: { value: 25000000n }, to: '0xa0Ee…9720' }]
 */
export function describeOperations(quote: QuoteResponse): OperationDescription[] {
  return quote.quote.userOps.map((item, index) => {
    // Its own callData only: one op the kit cannot read leaves the others described. The one
    // format the kit reads: the real service's (Nexus `execute` / `executeComposable`).
    const calls = nexusOpCalls(item.userOp.callData as Hex)
    const sender = item.userOp.sender
    return {
      index,
      chainId: item.chainId,
      sender,
      isCleanUp: item.isCleanUpUserOp === true,
      steps: calls
        ? calls.map((call) =>
            stepOf(call, /^0x[0-9a-fA-F]{40}$/.test(sender) ? getAddress(sender) : (sender as Hex)),
          )
        : undefined,
    }
  })
}

const address = (word: CallWords[number] | undefined): Hex | undefined =>
  typeof word === 'string' && /^0x0{24}[0-9a-f]{40}$/i.test(word)
    ? getAddress(`0x${word.slice(26)}`)
    : undefined
const amount = (word: CallWords[number] | undefined): StepAmount | undefined =>
  word === undefined
    ? undefined
    : typeof word === 'string'
      ? { value: BigInt(word) }
      : { balanceOf: getAddress(word.token) }

/** One call as a step; a call the kit cannot word is a plain `call` with its contract. */
export function stepOf(call: Call, sender: Hex): OperationStep {
  const target = getAddress(call.to)
  const plain: OperationStep = {
    kind: 'call',
    to: target,
    selector: call.selector,
    value: call.value,
  }
  if (call.selector === '0x00000000' && call.inputs.length === 0)
    return { kind: 'native', to: target, value: call.value }
  const fn = knownFunctions[call.selector.toLowerCase()]?.name
  const words = callWords(call)
  if (!fn || !words || call.value !== 0n) return plain
  const [a, b, c, d] = [address(words[0]), amount(words[1]), words[2], address(words[3])]
  switch (fn) {
    case 'transfer':
      return a && b && words.length === 2
        ? { kind: 'transfer', token: target, amount: b, to: a }
        : plain
    case 'approve':
      return a && b && words.length === 2
        ? { kind: 'approve', token: target, amount: b, spender: a }
        : plain
    case 'transferFrom': {
      const to = address(words[1])
      const value = amount(words[2])
      return a && to && value && words.length === 3
        ? { kind: 'pull', token: target, amount: value, from: a, to }
        : plain
    }
    case 'swap':
      return a && b && d && words.length === 4
        ? { kind: 'swap', pool: target, token: a, amount: b, recipient: d }
        : plain
    case 'lock':
      return a && b && d && typeof c === 'string' && words.length === 4
        ? { kind: 'bridge', token: a, amount: b, dstChainId: Number(BigInt(c)), recipient: d }
        : plain
    case 'upgradeToAndCall':
      return a ? { kind: 'upgrade', account: sender, implementation: a } : plain
    default:
      return plain
  }
}
