// A real-shaped (Nexus) user op's calls in the form the preview simulates (`Call`): plain calls as
// their selector and words, composable calls as their parts, each runtime balance a BALANCE input
// the preview resolves as the account would (its balance just before that call). What the preview
// cannot run the account's way is `undefined` (the chain is then `unreadable`, never guessed). The
// review words the same calls (`describeOperations`).
import { encodeAbiParameters, type Hex, numberToHex, size, slice } from 'viem'
import { type Call, ConstraintType, FetcherType, type InputParam } from '../types.js'
import { readNexusCallData } from './call-data.js'
import type { NexusCall, Constraint as NexusConstraint } from './types.js'

const NATIVE = '0x0000000000000000000000000000000000000000'
const constraintTypes = { eq: ConstraintType.Eq, gte: ConstraintType.Gte, lte: ConstraintType.Lte }

/** The calls of a Nexus op's `callData`, or `undefined` when it cannot be read or run here. */
export function nexusOpCalls(callData: Hex): Call[] | undefined {
  const read = readNexusCallData(callData)
  if (!read.ok) return undefined
  const calls: Call[] = []
  for (const call of read.calls) {
    const mapped = toCall(call)
    if (!mapped) return undefined
    calls.push(mapped)
  }
  return calls
}

function toCall(call: NexusCall): Call | undefined {
  if (call.kind === 'call') {
    if (call.data === '0x')
      return { to: call.to, value: call.value, selector: '0x00000000', inputs: [] }
    if (size(call.data) < 4) return undefined
    const rest = slice(call.data, 4)
    return {
      to: call.to,
      value: call.value,
      selector: slice(call.data, 0, 4),
      inputs:
        rest === '0x'
          ? []
          : [{ fetcherType: FetcherType.RawBytes, paramData: rest, constraints: [] }],
    }
  }
  if (call.value.kind !== 'fixed') return undefined
  const inputs: InputParam[] = []
  for (const part of call.parts) {
    if (part.kind === 'raw') {
      // A constraint on fixed bytes holds or not whatever runs: the checks compared those bytes.
      if (part.data !== '0x')
        inputs.push({ fetcherType: FetcherType.RawBytes, paramData: part.data, constraints: [] })
      continue
    }
    const value = part.value
    // A clean-up's wait for an earlier op: appended after the arguments, which the target
    // ignores; the preview runs the ops in quote order anyway.
    if (value.kind === 'nonce') continue
    if (value.kind !== 'balance' || value.token.toLowerCase() === NATIVE) return undefined
    const constraints = part.constraints.map(toConstraint)
    if (constraints.some((c) => c === undefined)) return undefined
    inputs.push({
      fetcherType: FetcherType.Balance,
      paramData: encodeAbiParameters(
        [{ type: 'address' }, { type: 'address' }],
        [value.token, value.account],
      ),
      constraints: constraints as InputParam['constraints'],
    })
  }
  return { to: call.to, value: call.value.amount, selector: call.functionSig, inputs }
}

/** A balance is one word: a constraint on word 0, `eq`, `gte` or `lte`. */
function toConstraint(c: NexusConstraint) {
  if (c.word !== 0 || c.type === 'in') return undefined
  return {
    constraintType: constraintTypes[c.type],
    referenceData: numberToHex(c.value, { size: 32 }),
  }
}
