// Compose flows → drafts, to edit flows an app already has (the builder's `defaultValue`).
import type { AbiParameter } from 'viem'
import type { ComposeFlowInput } from '../schemas/compose-flow.js'
import { isRuntimeBalanceLike, type RuntimeBalance } from '../schemas/runtime-balance.js'
import {
  arrayType,
  components,
  integerType,
  itemParameter,
  parseFunctionSignature,
} from './abi-params.js'
import { UnsupportedFlowError } from './errors.js'
import type { AmountDraft, ArgDraft, FlowDraft, RuntimeBalanceDraft } from './types.js'

function runtimeBalanceDraft(value: RuntimeBalance): RuntimeBalanceDraft {
  return {
    kind: 'runtimeBalance',
    tokenAddress: value.tokenAddress,
    targetAddress: value.targetAddress ?? '',
    gte: value.constraints?.gte ?? '',
    lte: value.constraints?.lte ?? '',
    eq: value.constraints?.eq ?? '',
    decimals: 0,
  }
}

function amountDraft(value: unknown): AmountDraft | RuntimeBalanceDraft {
  if (isRuntimeBalanceLike(value)) return runtimeBalanceDraft(value as RuntimeBalance)
  return { kind: 'amount', value: value === undefined ? '' : String(value), decimals: 0 }
}

/** One argument value as a draft, shaped by its parameter when the signature parses. */
export function argDraftFromValue(param: AbiParameter | undefined, value: unknown): ArgDraft {
  if (isRuntimeBalanceLike(value)) return runtimeBalanceDraft(value as RuntimeBalance)
  if (Array.isArray(value)) {
    const array = param ? arrayType(param.type) : undefined
    const fields = param?.type === 'tuple' ? components(param) : undefined
    return {
      kind: 'list',
      items: value.map((item, i) =>
        argDraftFromValue(
          fields ? fields[i] : array && param ? itemParameter(param, array.item) : undefined,
          item,
        ),
      ),
    }
  }
  if (typeof value === 'boolean') return { kind: 'bool', value }
  if ((param && integerType(param.type)) || typeof value === 'number' || typeof value === 'bigint')
    return { kind: 'amount', value: String(value), decimals: 0 }
  return { kind: 'text', value: typeof value === 'string' ? value : JSON.stringify(value) }
}

/**
 * Drafts for the flows an app already has; ids are `flow-1`, `flow-2`, … Amounts come back in
 * base units (decimals 0). Fields the builder does not edit (value, gasLimit, time bounds, batch)
 * are kept in `passthrough` and sent back unchanged by `toComposeFlows`.
 *
 * @throws {UnsupportedFlowError} for `/instructions/intent` and `/instructions/intent-vault` flows.
 */
export function fromComposeFlows(flows: readonly ComposeFlowInput[]): FlowDraft[] {
  return flows.map((flow, index) => {
    const id = `flow-${index + 1}`
    const batch = flow.batch === undefined ? {} : { batch: flow.batch }
    const keep = (data: Record<string, unknown>, edited: string[]) => {
      const rest = Object.fromEntries(Object.entries(data).filter(([key]) => !edited.includes(key)))
      const passthrough = { ...(Object.keys(rest).length ? { data: rest } : {}), ...batch }
      return Object.keys(passthrough).length ? { passthrough } : {}
    }
    switch (flow.type) {
      case '/instructions/build': {
        const { data } = flow
        const signature = parseFunctionSignature(data.functionSignature)
        const params = signature.ok ? signature.inputs : []
        return {
          id,
          type: 'build',
          to: data.to,
          chainId: String(data.chainId),
          functionSignature: data.functionSignature,
          args: data.args.map((arg, i) => argDraftFromValue(params[i], arg)),
          ...keep(data, ['to', 'chainId', 'functionSignature', 'args']),
        }
      }
      case '/instructions/build-raw': {
        const { data } = flow
        return {
          id,
          type: 'build-raw',
          to: data.to,
          chainId: String(data.chainId),
          data: data.data,
          ...keep(data, ['to', 'chainId', 'data']),
        }
      }
      case '/instructions/build-ccip':
      case '/instructions/intent-simple': {
        const { data } = flow
        const common = {
          id,
          srcToken: data.srcToken,
          dstToken: data.dstToken,
          srcChainId: String(data.srcChainId),
          dstChainId: String(data.dstChainId),
          amount: amountDraft(data.amount),
        }
        const edited = ['srcToken', 'dstToken', 'srcChainId', 'dstChainId', 'amount']
        if (flow.type === '/instructions/build-ccip')
          return { ...common, type: 'build-ccip', ...keep(data, edited) }
        const { slippage, routeSelectionMode } = flow.data
        return {
          ...common,
          type: 'intent-simple',
          slippage: slippage === undefined ? '' : String(Number((slippage * 100).toPrecision(12))),
          routeSelectionMode:
            routeSelectionMode === 'cheap' || routeSelectionMode === 'fast-quote'
              ? routeSelectionMode
              : '',
          ...keep(flow.data, [
            ...edited,
            'slippage',
            ...(routeSelectionMode === 'fast-execution' ? [] : ['routeSelectionMode']),
          ]),
        }
      }
      default:
        throw new UnsupportedFlowError({ flowType: flow.type, flowIndex: index })
    }
  })
}
