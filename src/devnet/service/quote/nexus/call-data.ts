// The devnet's planned calls written as the real service writes a Nexus user op's callData
// (https://github.com/supertx-kit/supertx-kit/blob/main/docs/nexus-encoding.md, "How the devnet builds quotes"): ERC-7579 `execute` single or batch for
// plain calls, `executeComposable` in the layout of the account's composability version for calls
// that read a value at run time, each param laid out as @biconomy/abstractjs 1.2.3 lays it out
// (efficient mode, TARGET and VALUE params in 1.1.0, a 1.0.0 balance as a `balanceOf` static
// call). The encoding itself is viem's; `test/devnet/service/nexus-quote-oracle.test.ts` holds it
// to abstractjs's own encoders.
import {
  type Address,
  concat,
  decodeAbiParameters,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  erc20Abi,
  getAddress,
  type Hex,
  numberToHex,
  parseAbi,
  zeroAddress,
} from 'viem'
import {
  ConstraintType,
  composableExecutions100,
  composableExecutions110,
  ENTRY_POINT_V07,
  ExecutionMode,
  InputParamFetcherType,
  InputParamType,
} from '../../../../core/protocol/nexus/index.js'
import { type Call, FetcherType } from '../../../../core/protocol/types.js'
import { validationError } from '../../api-errors.js'
import type { NexusAddresses, NexusVersion } from './addresses.js'

/** One composable input param, as the composability module reads it (`paramType` only in 1.1.0). */
export type ComposableParam = {
  paramType?: number
  fetcherType: number
  paramData: Hex
  constraints: { constraintType: number; referenceData: Hex }[]
}

/** A composable call before its version's layout: target, value, selector and its call-data params. */
export type ComposableDraft = {
  to: Address
  value: bigint
  functionSig: Hex
  /** The params whose resolved bytes follow `functionSig`, in order (version-agnostic: BALANCE = 2). */
  params: ComposableParam[]
  /** Params after TARGET and VALUE: conditions such as a clean-up's nonce dependency. */
  trailing?: ComposableParam[]
}

const executeAbi = parseAbi(['function execute(bytes32 mode, bytes executionCalldata)'])
const forwardAbi = parseAbi(['function forward(address recipient) payable'])
const getNonceAbi = parseAbi([
  'function getNonce(address sender, uint192 key) view returns (uint256)',
])
const executeComposable100Abi = [
  {
    type: 'function',
    name: 'executeComposable',
    stateMutability: 'payable',
    inputs: composableExecutions100,
    outputs: [],
  },
] as const
const executeComposable110Abi = [
  {
    type: 'function',
    name: 'executeComposable',
    stateMutability: 'payable',
    inputs: composableExecutions110,
    outputs: [],
  },
] as const
const executionsParameter = [
  {
    type: 'tuple[]',
    components: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'callData', type: 'bytes' },
    ],
  },
] as const
const twoAddresses = [{ type: 'address' }, { type: 'address' }] as const
const addressWord = (address: Address) => encodeAbiParameters([{ type: 'address' }], [address])
const uintWord = (value: bigint) => numberToHex(value, { size: 32 })

/** A devnet call that moves native value and calls nothing: zero selector, no params. */
export function isValueTransfer(call: Call): boolean {
  return call.selector === '0x00000000' && call.inputs.length === 0
}

/** Whether the call reads a value at run time, so only `executeComposable` can carry it. */
export function readsAtRunTime(call: Call): boolean {
  return call.inputs.some((input) => input.fetcherType !== FetcherType.RawBytes)
}

/** The call data a plain (non-composable) call sends: the selector and its ABI words. */
export function plainCallData(call: Call): Hex {
  if (readsAtRunTime(call))
    throw new Error('A call that reads a runtime balance has no fixed call data.')
  if (isValueTransfer(call)) return '0x'
  return concat([call.selector, ...call.inputs.map((input) => input.paramData)])
}

/**
 * The call as abstractjs's `buildComposable` makes it: the ABI words as RAW_BYTES, each runtime
 * balance a BALANCE param (`token ‖ account`, 40 bytes) with its constraint, adjacent unconstrained
 * RAW_BYTES merged (efficient mode). A call with no arguments keeps one empty RAW_BYTES param, as
 * `buildRawComposable` writes it. A value transfer goes through the version's ETH forwarder,
 * `forward(recipient)`, as abstractjs's composable native transfer does.
 */
export function composableDraft(
  call: Call,
  addresses: Pick<NexusAddresses, 'ethForwarder'>,
  place: string[],
): ComposableDraft {
  if (isValueTransfer(call)) {
    return {
      to: addresses.ethForwarder,
      value: call.value,
      functionSig: encodeFunctionData({ abi: forwardAbi, args: [call.to] }).slice(0, 10) as Hex,
      params: [rawParam(addressWord(call.to))],
    }
  }
  if (call.inputs.length === 0)
    return { to: call.to, value: call.value, functionSig: call.selector, params: [rawParam('0x')] }
  const params: ComposableParam[] = []
  for (const input of call.inputs) {
    if (input.fetcherType === FetcherType.RawBytes) {
      const last = params.at(-1)
      if (
        last &&
        input.constraints.length === 0 &&
        last.fetcherType === InputParamFetcherType.RawBytes &&
        last.constraints.length === 0
      )
        last.paramData = concat([last.paramData, input.paramData])
      else params.push({ ...rawParam(input.paramData), constraints: [...input.constraints] })
      continue
    }
    const [token, account] = decodeAbiParameters(twoAddresses, input.paramData)
    if (input.constraints.length > 1)
      // The module checks constraint i against word i of the fetched value: a second constraint
      // on a one-word balance reads past it (real-encoding §1.2), so it cannot say what was asked.
      throw validationError(
        `A runtime balance with ${input.constraints.length} constraints cannot be written for a Nexus account: the composability module checks constraint i against word i of the balance, so only one constraint tests the balance. Give one of eq, gte or lte.`,
        [...place, 'constraints'],
      )
    params.push({
      fetcherType: InputParamFetcherType.Balance,
      paramData: encodePacked(['address', 'address'], [token, account]),
      constraints: input.constraints.map((c) => ({
        constraintType: c.constraintType,
        referenceData: encodeAbiParameters([{ type: 'bytes32' }], [c.referenceData]),
      })),
    })
  }
  return { to: call.to, value: call.value, functionSig: call.selector, params }
}

/**
 * The nonce dependency abstractjs adds to a clean-up: a STATIC_CALL of
 * `EntryPoint.getNonce(account, key)` that must be at least `nonce + 1` of the op it waits for.
 */
export function nonceDependencyParam(
  account: Address,
  afterNonce: bigint,
  entryPoint: Address = ENTRY_POINT_V07,
): ComposableParam {
  const call = encodeFunctionData({ abi: getNonceAbi, args: [account, afterNonce >> 64n] })
  return {
    fetcherType: InputParamFetcherType.StaticCall,
    paramData: encodeAbiParameters([{ type: 'address' }, { type: 'bytes' }], [entryPoint, call]),
    constraints: [{ constraintType: ConstraintType.Gte, referenceData: uintWord(afterNonce + 1n) }],
  }
}

function rawParam(paramData: Hex): ComposableParam {
  return { fetcherType: InputParamFetcherType.RawBytes, paramData, constraints: [] }
}

/**
 * composability 1.1.0 (MEE 2.2.1): every call-data param tagged CALL_DATA, then TARGET (the
 * address word), then VALUE only when not zero, given to viem as abstractjs gives it: the value's
 * 64 hex digits without `0x`. viem then declares 64 bytes of `paramData` but writes the one value
 * word, so the declared bytes run into the next word (the constraints' length, zero): not the
 * canonical ABI encoding, and what the real encoder sends (the oracle test holds it).
 */
function layout110(draft: ComposableDraft) {
  const value: ComposableParam[] =
    draft.value === 0n
      ? []
      : [
          {
            paramType: InputParamType.Value,
            ...rawParam(draft.value.toString(16).padStart(64, '0') as Hex),
          },
        ]
  return {
    functionSig: draft.functionSig,
    inputParams: [
      ...draft.params.map((p) => ({ ...p, paramType: InputParamType.CallData })),
      { paramType: InputParamType.Target, ...rawParam(addressWord(draft.to)) },
      ...value,
      ...(draft.trailing ?? []).map((p) => ({ ...p, paramType: InputParamType.CallData })),
    ].map(toStruct110),
    outputParams: [],
  }
}

/** composability 1.0.0 (MEE 2.1.0): `to` and `value` in the struct; a balance as `balanceOf`. */
function layout100(draft: ComposableDraft, place: string[]) {
  const params = [...draft.params, ...(draft.trailing ?? [])].map((p) => {
    if (p.fetcherType !== InputParamFetcherType.Balance) return toStruct100(p)
    const token = getAddress(`0x${p.paramData.slice(2, 42)}`)
    const account = getAddress(`0x${p.paramData.slice(42, 82)}`)
    if (token === zeroAddress)
      throw validationError(
        'A runtime native balance cannot be read by a 2.1.0 account (composability 1.0.0 has no BALANCE fetcher).',
        place,
      )
    const balanceOf = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    })
    return toStruct100({
      fetcherType: InputParamFetcherType.StaticCall,
      paramData: encodeAbiParameters([{ type: 'address' }, { type: 'bytes' }], [token, balanceOf]),
      constraints: p.constraints,
    })
  })
  return {
    to: draft.to,
    value: draft.value,
    functionSig: draft.functionSig,
    inputParams: params,
    outputParams: [],
  }
}

const toStruct110 = (p: ComposableParam) => ({
  paramType: p.paramType ?? InputParamType.CallData,
  fetcherType: p.fetcherType,
  paramData: p.paramData,
  constraints: p.constraints,
})
const toStruct100 = (p: ComposableParam) => ({
  fetcherType: p.fetcherType,
  paramData: p.paramData,
  constraints: p.constraints,
})

/** `executeComposable(ComposableExecution[])` in the layout of the account's version. */
export function executeComposableCallData(
  drafts: readonly ComposableDraft[],
  version: NexusVersion,
  place: string[] = [],
): Hex {
  if (version === '2.1.0')
    return encodeFunctionData({
      abi: executeComposable100Abi,
      args: [drafts.map((draft) => layout100(draft, place))],
    })
  return encodeFunctionData({ abi: executeComposable110Abi, args: [drafts.map(layout110)] })
}

/** A call with fixed target, value and data. */
export type PlainCall = { to: Address; value: bigint; data: Hex }

/**
 * ERC-7579 `execute(mode, executionCalldata)`: one call in single mode (`target ‖ value ‖ data`,
 * packed), two or more in batch mode (`abi.encode(Execution[])`), as abstractjs's
 * `encodeExecute` / `encodeExecuteBatch` and the node's payment op write them.
 */
export function executeCallData(calls: readonly PlainCall[]): Hex {
  if (calls.length === 0) throw new Error('An execute op needs at least one call.')
  if (calls.length === 1) {
    const [call] = calls as [PlainCall]
    return encodeFunctionData({
      abi: executeAbi,
      args: [
        ExecutionMode.single,
        encodePacked(['address', 'uint256', 'bytes'], [call.to, call.value, call.data]),
      ],
    })
  }
  return encodeFunctionData({
    abi: executeAbi,
    args: [
      ExecutionMode.batch,
      encodeAbiParameters(executionsParameter, [
        calls.map((c) => ({ target: c.to, value: c.value, callData: c.data })),
      ]),
    ],
  })
}
