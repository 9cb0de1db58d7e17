// Compose flows → drafts, to edit flows an app already has (the builder's `defaultValue`).
import { type AbiParameter, formatUnits } from 'viem'
import type { ComposeFlowInput } from '../schemas/compose-flow.js'
import { isRuntimeBalanceLike, type RuntimeBalance } from '../schemas/runtime-balance.js'
import { findToken, type TokenList } from '../tokens/token-list.js'
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

export type FromComposeFlowsOptions = {
  /**
   * Amounts in a token this list knows are shown in its units ("1" at 6 decimals, not "1000000"
   * base units): a transfer's or approval's amounts in the token called, a bridge's or intent's
   * source amount, a runtime balance's bounds in its token.
   */
  tokenList?: TokenList | undefined
}

/** A token's decimals when they can scale an amount: an ERC-20's uint8, nothing else. */
const usableDecimals = (decimals: unknown): number | undefined =>
  typeof decimals === 'number' && Number.isInteger(decimals) && decimals > 0 && decimals <= 255
    ? decimals
    : undefined

/** `value` base units as a decimal amount in `decimals`; unchanged if it is not a whole number. */
const scaled = (value: string, decimals: number): string =>
  /^\d+$/.test(value) ? formatUnits(BigInt(value), decimals) : value

type Lookup = (chainId: number, address: string) => number | undefined

/** The draft (and a list's items) in the units of its token, where the token list knows them. */
function inTokenUnits<T extends ArgDraft>(
  draft: T,
  chainId: number,
  decimals: number | undefined,
  lookup: Lookup,
): T {
  if (draft.kind === 'amount' && decimals !== undefined && /^\d+$/.test(draft.value))
    return { ...draft, value: scaled(draft.value, decimals), decimals }
  if (draft.kind === 'runtimeBalance') {
    const own = lookup(chainId, draft.tokenAddress)
    if (own === undefined) return draft
    const bounds = [draft.gte, draft.lte, draft.eq]
    if (bounds.some((b) => b !== '' && !/^\d+$/.test(b))) return draft
    const [gte, lte, eq] = bounds.map((b) => (b === '' ? '' : scaled(b, own))) as [
      string,
      string,
      string,
    ]
    return { ...draft, gte, lte, eq, decimals: own }
  }
  if (draft.kind === 'list')
    return {
      ...draft,
      items: draft.items.map((item) => inTokenUnits(item, chainId, decimals, lookup)),
    }
  return draft
}

/**
 * Drafts for the flows an app already has; ids are `flow-1`, `flow-2`, … Amounts come back in
 * their token's units when `tokenList` knows the token (`1` with 6 decimals for 1000000 USDC),
 * else in base units (decimals 0). Fields the builder does not edit (value, gasLimit, time
 * bounds, batch) are kept in `passthrough` and sent back unchanged by `toComposeFlows`.
 *
 * @example
 * <FlowBuilder defaultValue={fromComposeFlows(flows, { tokenList })} />
 *
 * @throws {UnsupportedFlowError} for `/instructions/intent` and `/instructions/intent-vault` flows.
 */
export function fromComposeFlows(
  flows: readonly ComposeFlowInput[],
  options: FromComposeFlowsOptions = {},
): FlowDraft[] {
  const lookup: Lookup = (chainId, address) =>
    typeof address === 'string'
      ? usableDecimals(findToken(options.tokenList, chainId, address)?.decimals)
      : undefined
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
        const chainId = Number(data.chainId)
        // A listed token called: its amounts in its units, as the builder offers them.
        const decimals = lookup(chainId, data.to)
        return {
          id,
          type: 'build',
          to: data.to,
          chainId: String(data.chainId),
          functionSignature: data.functionSignature,
          args: data.args.map((arg, i) =>
            inTokenUnits(argDraftFromValue(params[i], arg), chainId, decimals, lookup),
          ),
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
          amount: inTokenUnits(
            amountDraft(data.amount),
            Number(data.srcChainId),
            lookup(Number(data.srcChainId), data.srcToken),
            lookup,
          ),
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
