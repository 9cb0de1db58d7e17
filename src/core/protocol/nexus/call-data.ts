// The callData of a real user op, read strictly: ERC-7579 `execute(bytes32 mode, bytes
// executionCalldata)` in single and batch mode, and `executeComposable` in the layouts of
// composability 1.0.0 (MEE 2.1.0) and 1.1.0 (MEE 2.2.1). Every call comes out with its target,
// value and data, or, for a composable call, the pieces its data is made of at run time.
// https://github.com/supertx-kit/supertx-kit/blob/main/docs/nexus-encoding.md says what is read and what is refused.
import { type Address, concat, getAddress, type Hex, hexToBigInt, slice, zeroAddress } from 'viem'
import {
  ConstraintType,
  ExecutionMode,
  InputParamFetcherType,
  InputParamType,
  Selector,
} from './constants.js'
import { byteLength, isHexBytes, strictDecode } from './strict-abi.js'
import {
  type CallDataPart,
  type CannotRead,
  type ComposableCall,
  type Constraint,
  cannotRead,
  type NexusCall,
  type NexusCallData,
  type PlainCall,
  type Read,
  type RuntimeValue,
} from './types.js'

const executeParameters = [
  { name: 'mode', type: 'bytes32' },
  { name: 'executionCalldata', type: 'bytes' },
] as const

const executionsParameters = [
  {
    name: 'executions',
    type: 'tuple[]',
    components: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'callData', type: 'bytes' },
    ],
  },
] as const

const constraintComponents = [
  { name: 'constraintType', type: 'uint8' },
  { name: 'referenceData', type: 'bytes' },
] as const

const outputParamComponents = [
  { name: 'fetcherType', type: 'uint8' },
  { name: 'paramData', type: 'bytes' },
] as const

/** `ComposableExecution[]` of composability 1.0.0 (Nexus 1.2.0, MEE 2.1.0). */
export const composableExecutions100 = [
  {
    name: 'executions',
    type: 'tuple[]',
    components: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'functionSig', type: 'bytes4' },
      {
        name: 'inputParams',
        type: 'tuple[]',
        components: [
          { name: 'fetcherType', type: 'uint8' },
          { name: 'paramData', type: 'bytes' },
          { name: 'constraints', type: 'tuple[]', components: constraintComponents },
        ],
      },
      { name: 'outputParams', type: 'tuple[]', components: outputParamComponents },
    ],
  },
] as const

/** `ComposableExecution[]` of composability 1.1.0 (Nexus 1.3.1, MEE 2.2.1). */
export const composableExecutions110 = [
  {
    name: 'executions',
    type: 'tuple[]',
    components: [
      { name: 'functionSig', type: 'bytes4' },
      {
        name: 'inputParams',
        type: 'tuple[]',
        components: [
          { name: 'paramType', type: 'uint8' },
          { name: 'fetcherType', type: 'uint8' },
          { name: 'paramData', type: 'bytes' },
          { name: 'constraints', type: 'tuple[]', components: constraintComponents },
        ],
      },
      { name: 'outputParams', type: 'tuple[]', components: outputParamComponents },
    ],
  },
] as const

export type Composability = '1.0.0' | '1.1.0'

export type ReadNexusCallDataOptions = {
  /**
   * The composability version the account on that chain runs (1.0.0: MEE 2.1.0, 1.1.0: MEE 2.2.1):
   * an `executeComposable` of the other layout is refused. Unset: either is read.
   */
  composability?: Composability
}

/**
 * The calls a Nexus user op's `callData` makes, or where and why it cannot be read.
 *
 * @example
 * const read = readNexusCallData(item.userOp.callData, { composability: '1.1.0' })
 * if (!read.ok) refuse(`${read.place}: ${read.reason}`)
 */
export function readNexusCallData(
  callData: Hex,
  options: ReadNexusCallDataOptions = {},
): Read<NexusCallData> {
  if (!isHexBytes(callData)) return cannotRead('callData', 'not hex bytes')
  if (byteLength(callData) < 4) return cannotRead('callData', 'no selector: shorter than 4 bytes')
  const selector = callData.slice(0, 10).toLowerCase()
  const args = `0x${callData.slice(10)}` as Hex
  if (selector === Selector.execute) return readExecute(args)
  const version =
    selector === Selector.executeComposable100
      ? '1.0.0'
      : selector === Selector.executeComposable110
        ? '1.1.0'
        : undefined
  if (version === undefined)
    return cannotRead(
      'callData',
      `selector ${selector} is neither execute(bytes32,bytes) nor either executeComposable`,
    )
  if (options.composability !== undefined && options.composability !== version)
    return cannotRead(
      'callData',
      `executeComposable of composability ${version} on an account that runs ${options.composability}`,
    )
  return readComposable(args, version)
}

function readExecute(args: Hex): Read<NexusCallData> {
  const decoded = strictDecode(executeParameters, args, 'callData')
  if (!decoded.ok) return decoded
  const [mode, executionCalldata] = decoded.values
  if (mode === ExecutionMode.single) {
    // abi.encodePacked(address target, uint256 value, bytes callData): the rest is the call data.
    if (byteLength(executionCalldata) < 52)
      return cannotRead(
        'callData.executionCalldata',
        'shorter than the 52 bytes of target ‖ value in single mode',
      )
    const call: PlainCall = {
      kind: 'call',
      to: getAddress(slice(executionCalldata, 0, 20)),
      value: hexToBigInt(slice(executionCalldata, 20, 52)),
      data: `0x${executionCalldata.slice(2 + 104)}`,
    }
    return { ok: true, encoding: 'execute-single', calls: [call] }
  }
  if (mode === ExecutionMode.batch) {
    const batch = strictDecode(
      executionsParameters,
      executionCalldata,
      'callData.executionCalldata',
    )
    if (!batch.ok) return batch
    const [executions] = batch.values
    if (executions.length === 0)
      return cannotRead('callData.executionCalldata', 'a batch of no calls')
    const calls = executions.map(
      (e): PlainCall => ({ kind: 'call', to: e.target, value: e.value, data: e.callData }),
    )
    return { ok: true, encoding: 'execute-batch', calls }
  }
  return cannotRead('callData.mode', describeMode(mode))
}

function describeMode(mode: Hex): string {
  const callType = mode.slice(2, 4)
  const execType = mode.slice(4, 6)
  const known: Record<string, string> = {
    '00': 'single',
    '01': 'batch',
    fe: 'static',
    ff: 'delegatecall',
  }
  const what =
    callType in known && execType === '00'
      ? `call type ${known[callType]}`
      : `call type 0x${callType}, exec type 0x${execType}`
  return `mode ${mode} (${what}) is not one the service sends: only EXECUTE_SINGLE (0x00…) and EXECUTE_BATCH (0x01 00…) with exec type default and every other byte zero are read`
}

type RawInput = {
  paramType?: number
  fetcherType: number
  paramData: Hex
  constraints: readonly { constraintType: number; referenceData: Hex }[]
}

function readComposable(args: Hex, version: Composability): Read<NexusCallData> {
  const parameters = version === '1.0.0' ? composableExecutions100 : composableExecutions110
  const decoded = strictDecode(parameters, args, 'callData')
  if (!decoded.ok) return decoded
  const [executions] = decoded.values
  if (executions.length === 0) return cannotRead('callData.executions', 'no executions')
  const calls: NexusCall[] = []
  for (const [i, execution] of executions.entries()) {
    const place = `callData.executions[${i}]`
    if (execution.outputParams.length > 0)
      return cannotRead(
        `${place}.outputParams`,
        'output params write return values into a storage contract; the service sends none and the kit does not read them',
      )
    const call =
      'to' in execution ? readComposable100(execution, place) : readComposable110(execution, place)
    if (!call.ok) return call
    calls.push(call.call)
  }
  return { ok: true, encoding: `execute-composable-${version}`, calls }
}

function readComposable100(
  execution: {
    to: Address
    value: bigint
    functionSig: Hex
    inputParams: readonly RawInput[]
  },
  place: string,
): { ok: true; call: ComposableCall } | CannotRead {
  const parts: CallDataPart[] = []
  for (const [j, input] of execution.inputParams.entries()) {
    const part = readInput(input, `${place}.inputParams[${j}]`, '1.0.0')
    if (!part.ok) return part
    parts.push(part.part)
  }
  return {
    ok: true,
    call: composableCall(
      execution.to,
      { kind: 'fixed', amount: execution.value },
      execution.functionSig,
      parts,
    ),
  }
}

function readComposable110(
  execution: { functionSig: Hex; inputParams: readonly RawInput[] },
  place: string,
): { ok: true; call: ComposableCall } | CannotRead {
  let to: Address | undefined
  let value: ComposableCall['value'] | undefined
  const parts: CallDataPart[] = []
  for (const [j, input] of execution.inputParams.entries()) {
    const at = `${place}.inputParams[${j}]`
    if (input.paramType === InputParamType.Target) {
      if (to !== undefined) return cannotRead(`${at}.paramType`, 'a second TARGET param')
      if (input.fetcherType !== InputParamFetcherType.RawBytes)
        return cannotRead(
          `${at}.fetcherType`,
          `a TARGET read at run time (fetcher type ${input.fetcherType}): the kit reads only a fixed target`,
        )
      if (input.constraints.length > 0)
        return cannotRead(`${at}.constraints`, 'constraints on a fixed TARGET')
      const target = addressWord(input.paramData)
      if (target === undefined)
        return cannotRead(`${at}.paramData`, 'a TARGET is one ABI word holding an address')
      if (target === zeroAddress)
        return cannotRead(`${at}.paramData`, 'TARGET is the zero address: the account reverts')
      to = target
    } else if (input.paramType === InputParamType.Value) {
      if (value !== undefined) return cannotRead(`${at}.paramType`, 'a second VALUE param')
      if (input.fetcherType === InputParamFetcherType.RawBytes) {
        if (input.constraints.length > 0)
          return cannotRead(`${at}.constraints`, 'constraints on a fixed VALUE')
        const amount = valueWord(input.paramData)
        if (amount === undefined)
          return cannotRead(
            `${at}.paramData`,
            'a fixed VALUE is one ABI word (or, as abstractjs writes it, that word and a zero word)',
          )
        value = { kind: 'fixed', amount }
      } else {
        const part = readInput(input, at, '1.1.0')
        if (!part.ok) return part
        if (part.part.kind !== 'runtime') return cannotRead(at, 'unreachable')
        value = { kind: 'runtime', value: part.part.value, constraints: part.part.constraints }
      }
    } else if (input.paramType === InputParamType.CallData) {
      const part = readInput(input, at, '1.1.0')
      if (!part.ok) return part
      parts.push(part.part)
    } else {
      return cannotRead(`${at}.paramType`, `param type ${input.paramType} is unknown`)
    }
  }
  if (to === undefined)
    return cannotRead(`${place}.inputParams`, 'no TARGET param: the account reverts')
  return {
    ok: true,
    call: composableCall(to, value ?? { kind: 'fixed', amount: 0n }, execution.functionSig, parts),
  }
}

function composableCall(
  to: Address,
  value: ComposableCall['value'],
  functionSig: Hex,
  parts: CallDataPart[],
): ComposableCall {
  const fixed = parts.every((part) => part.kind === 'raw')
  const data = fixed
    ? concat([functionSig, ...parts.map((part) => (part.kind === 'raw' ? part.data : '0x'))])
    : undefined
  return { kind: 'composable', to, value, functionSig, parts, data }
}

/** An address in one canonical ABI word, or undefined. */
function addressWord(data: Hex): Address | undefined {
  if (byteLength(data) !== 32 || !/^0x0{24}/.test(data)) return undefined
  return getAddress(`0x${data.slice(26)}`)
}

/** A uint256 in one word, or in one word and a zero word (abstractjs's unprefixed-hex quirk). */
function valueWord(data: Hex): bigint | undefined {
  const size = byteLength(data)
  if (size === 32) return hexToBigInt(data)
  if (size === 64 && /^0{64}$/.test(data.slice(66))) return hexToBigInt(slice(data, 0, 32))
  return undefined
}

function readInput(
  input: RawInput,
  place: string,
  version: Composability,
): { ok: true; part: CallDataPart } | CannotRead {
  const constraints = readConstraints(input.constraints, `${place}.constraints`)
  if (!constraints.ok) return constraints
  const list = constraints.constraints
  if (input.fetcherType === InputParamFetcherType.RawBytes) {
    const words = Math.floor(byteLength(input.paramData) / 32)
    const past = list.find((c) => c.word >= words)
    if (past)
      return cannotRead(
        `${place}.constraints[${past.word}]`,
        `checks word ${past.word} of ${byteLength(input.paramData)} bytes of paramData: past its end`,
      )
    return { ok: true, part: { kind: 'raw', data: input.paramData, constraints: list } }
  }
  let value: RuntimeValue
  let oneWord: boolean
  if (input.fetcherType === InputParamFetcherType.StaticCall) {
    const read = readStaticCall(input.paramData, `${place}.paramData`)
    if (!read.ok) return read
    value = read.value
    oneWord = value.kind !== 'static-call'
  } else if (input.fetcherType === InputParamFetcherType.Balance && version === '1.1.0') {
    // abi.encodePacked(address token, address account): exactly 40 bytes.
    if (byteLength(input.paramData) !== 40)
      return cannotRead(
        `${place}.paramData`,
        `a BALANCE param is token ‖ account, 40 bytes; got ${byteLength(input.paramData)}`,
      )
    value = {
      kind: 'balance',
      token: getAddress(slice(input.paramData, 0, 20)),
      account: getAddress(slice(input.paramData, 20, 40)),
      fetcher: 'balance',
    }
    oneWord = true
  } else {
    return cannotRead(
      `${place}.fetcherType`,
      `fetcher type ${input.fetcherType} is not one composability ${version} has`,
    )
  }
  // The module checks constraint i against word i of the fetched value: past a one-word value it
  // reads whatever memory follows.
  const past = oneWord ? list.find((c) => c.word > 0) : undefined
  if (past)
    return cannotRead(
      `${place}.constraints[${past.word}]`,
      `checks word ${past.word} of a one-word ${value.kind}: past its end`,
    )
  return { ok: true, part: { kind: 'runtime', value, constraints: list } }
}

function readConstraints(
  raw: readonly { constraintType: number; referenceData: Hex }[],
  place: string,
): { ok: true; constraints: Constraint[] } | CannotRead {
  const constraints: Constraint[] = []
  for (const [word, c] of raw.entries()) {
    const at = `${place}[${word}]`
    const size = byteLength(c.referenceData)
    if (c.constraintType === ConstraintType.In) {
      if (size !== 64)
        return cannotRead(
          `${at}.referenceData`,
          `an IN constraint is abi.encode(low, high), 64 bytes; got ${size}`,
        )
      constraints.push({
        word,
        type: 'in',
        low: hexToBigInt(slice(c.referenceData, 0, 32)),
        high: hexToBigInt(slice(c.referenceData, 32, 64)),
      })
      continue
    }
    const type =
      c.constraintType === ConstraintType.Eq
        ? 'eq'
        : c.constraintType === ConstraintType.Gte
          ? 'gte'
          : c.constraintType === ConstraintType.Lte
            ? 'lte'
            : undefined
    if (type === undefined)
      return cannotRead(`${at}.constraintType`, `constraint type ${c.constraintType} is unknown`)
    if (size !== 32)
      return cannotRead(
        `${at}.referenceData`,
        `a ${type} constraint is one 32-byte word; got ${size} bytes`,
      )
    constraints.push({ word, type, value: hexToBigInt(c.referenceData) })
  }
  return { ok: true, constraints }
}

const staticCallParameters = [
  { name: 'target', type: 'address' },
  { name: 'data', type: 'bytes' },
] as const
const addressParameters = [{ type: 'address' }] as const
const twoAddressParameters = [{ type: 'address' }, { type: 'address' }] as const
const getNonceParameters = [{ type: 'address' }, { type: 'uint192' }] as const

/** `abi.encode(address target, bytes data)`, named by what it reads when it is a call the kit knows. */
function readStaticCall(
  paramData: Hex,
  place: string,
): { ok: true; value: RuntimeValue } | CannotRead {
  const decoded = strictDecode(staticCallParameters, paramData, place)
  if (!decoded.ok) return decoded
  const [target, data] = decoded.values
  const selector = data.slice(0, 10).toLowerCase()
  const args = `0x${data.slice(10)}` as Hex
  const known = (): RuntimeValue | undefined => {
    if (byteLength(data) < 4) return undefined
    if (selector === Selector.balanceOf) {
      const read = strictDecode(addressParameters, args, place)
      return read.ok
        ? { kind: 'balance', token: target, account: read.values[0], fetcher: 'static-call' }
        : undefined
    }
    if (selector === Selector.allowance) {
      const read = strictDecode(twoAddressParameters, args, place)
      return read.ok
        ? { kind: 'allowance', token: target, owner: read.values[0], spender: read.values[1] }
        : undefined
    }
    if (selector === Selector.getNonce) {
      const read = strictDecode(getNonceParameters, args, place)
      return read.ok
        ? { kind: 'nonce', entryPoint: target, account: read.values[0], key: read.values[1] }
        : undefined
    }
    return undefined
  }
  return { ok: true, value: known() ?? { kind: 'static-call', target, data } }
}
