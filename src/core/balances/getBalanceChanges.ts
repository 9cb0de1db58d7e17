import { type Address, getAddress, type Hex } from 'viem'
import type { RequestOptions } from '../actions/types.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import {
  BalancePreviewUnavailableError,
  type BalancePreviewUnavailableReason,
} from '../errors/balances.js'
import { stepOf } from '../operations/describeOperations.js'
import { nexusOpCalls } from '../protocol/nexus/op-calls.js'
import type { UserOp } from '../protocol/types.js'
import type { QuoteRequest } from '../schemas/quote.js'
import type { QuoteResponse, UserOpItem } from '../schemas/quote-response.js'
import type { AccountFundingNeed } from '../supertransaction/account-funding-needs.js'
import { findToken, type TokenList } from '../tokens/token-list.js'
import type { SupertxWallet } from '../wallet/types.js'
import {
  type Arrival,
  type ChainOp,
  type PreviewChainResult,
  previewChain,
  type SimulatedSwap,
} from './preview-chain.js'
import { blockNumberOf, type ChainReader, isMethodMissing } from './rpc.js'

export type GetBalanceChangesParameters = {
  /** The quote, verified (`verifyQuote`) before it is previewed: its operations are what runs. */
  quote: QuoteResponse
  /** The request the quote answers: its owner is the wallet, its bridges name their tokens. */
  request: Pick<QuoteRequest, 'ownerAddress'> & {
    mode?: QuoteRequest['mode'] | undefined
    composeFlows?: readonly { type: string; data: object }[] | undefined
  }
  /** Where to read each chain: a client with `request` (viem's or wagmi's public client). */
  reader: Pick<SupertxWallet, 'getPublicClient'>
  /** Symbols and decimals of the tokens; a token not in it shows with neither. */
  tokenList?: TokenList | undefined
  /**
   * smart-account mode: what the smart account is topped up to from the wallet before the
   * operations run (the flow's funding step, `accountFundingNeedsOf`, or the app's own). Each
   * chain's simulation first sends what the account lacks of these from the wallet, as the funding
   * step will, so the preview shows the wallet paying it and the operations running on it.
   */
  accountFunding?: readonly AccountFundingNeed[] | undefined
}

/** One token's balance of one account on one chain, before and after the supertransaction. */
export type BalanceChange = {
  account: Address
  /** `wallet`: the owner's wallet; `account`: the smart account that runs the operations. */
  role: 'wallet' | 'account'
  token: Address | 'native'
  symbol: string | undefined
  decimals: number | undefined
  before: bigint
  after: bigint
  /** `after − before`. */
  difference: bigint
  /** Moved by a runtime balance ("all of it"): the amount is what the account holds then. */
  runtime: boolean
  /** Depends on a swap's output: the real amount may differ within the swap's slippage. */
  estimated: boolean
}

export type ChainBalanceChanges =
  | {
      chainId: number
      status: 'ready'
      /** The block the simulation ran on top of. */
      blockNumber: bigint
      changes: BalanceChange[]
      swaps: SimulatedSwap[]
      /** What arrives from other chains before this one's operations run (applied to its state). */
      arrivals: Arrival[]
    }
  | {
      chainId: number
      status: 'reverts'
      blockNumber: bigint
      /** The operation's place in `quote.userOps`, and the failing call's place in it. */
      opIndex: number
      callIndex: number
      isCleanUp: boolean
      /** The decoded revert reason. */
      reason: string
      /**
       * It is the wallet's funding transfer (`accountFunding`) that would revert: what it would
       * send. `opIndex` is then -1 and `callIndex` the transfer's place among this chain's.
       */
      funding?: { token: Address; amount: bigint } | undefined
    }
  | { chainId: number; status: 'unavailable'; error: BalancePreviewUnavailableError }

export type GetBalanceChangesReturnType = {
  /**
   * One entry per chain of the quote's operations, in the order the chains first appear, then each
   * chain that bridges deliver to without operations of its own.
   */
  chains: ChainBalanceChanges[]
}
/** Nothing of one chain fails the whole preview; an `Error` is a fault of the kit itself. */
export type GetBalanceChangesErrorType = Error

/**
 * What the supertransaction will do to the balances of the wallet and the smart account, per
 * chain, simulated before signing. Each chain's operations are read back from their `callData`
 * and their calls run from the account that executes them, in quote order, in one
 * `eth_simulateV1` on the chain's current block; the eoa funding pull assumes the permit, fees are
 * calls like any other. A destination chain starts with what the bridges of its source chains
 * deliver (balance overrides). Never throws for one chain: a chain without `eth_simulateV1`, or
 * down, is `unavailable` with a `BalancePreviewUnavailableError`; a call that would revert is
 * `reverts` with its decoded reason.
 *
 * @example
 * const { chains } = await getBalanceChanges(config, { quote, request, reader: wallet, tokenList })
 * // [{ chainId: 31337, status: 'ready', changes: [{ token: usdc, symbol: 'USDC', difference: -25000000n, … }] }]
 */
export async function getBalanceChanges(
  _config: SupertxConfig | undefined,
  parameters: GetBalanceChangesParameters,
  _options?: RequestOptions,
): Promise<GetBalanceChangesReturnType> {
  const { quote, request, reader, tokenList } = parameters
  const owner = getAddress(request.ownerAddress)
  const chainIds: number[] = []
  const opsByChain = new Map<number, ChainOp[]>()
  const unreadable = new Set<number>()
  quote.quote.userOps.forEach((item, index) => {
    // A trusted sponsor's payment op never runs (callData `0x`): it moves nothing of the owner's.
    if (index === 0 && item.userOp.callData === '0x') return
    if (!chainIds.includes(item.chainId)) chainIds.push(item.chainId)
    // The one format the kit reads; an op in any other leaves its chain unreadable.
    const op = nexusUserOp(item)
    if (!op || !/^0x[0-9a-fA-F]{40}$/.test(item.userOp.sender)) {
      unreadable.add(item.chainId)
      return
    }
    const list = opsByChain.get(item.chainId) ?? []
    list.push({
      index,
      sender: getAddress(item.userOp.sender),
      isCleanUp: item.isCleanUpUserOp === true,
      op,
    })
    opsByChain.set(item.chainId, list)
  })

  // A destination chain waits for its source chains: it starts with what they bridge to it.
  const sourcesOf = new Map<number, Set<number>>()
  for (const [chainId, ops] of opsByChain)
    for (const { op, sender } of ops)
      for (const call of op.calls) {
        const step = stepOf(call, sender)
        if (step.kind === 'bridge' && step.dstChainId !== chainId) {
          const set = sourcesOf.get(step.dstChainId) ?? new Set()
          set.add(chainId)
          sourcesOf.set(step.dstChainId, set)
        }
      }

  const userAccounts = [...opsByChain.values()].flatMap((ops) => ops.map((op) => op.sender))
  const results = new Map<number, ChainBalanceChanges>()
  const arrivals = new Map<number, Arrival[]>()
  const unavailable = (chainId: number, reason: BalancePreviewUnavailableReason, cause?: unknown) =>
    ({
      chainId,
      status: 'unavailable',
      error: new BalancePreviewUnavailableError({ chainId, reason, cause }),
    }) as const

  const run = async (chainId: number): Promise<ChainBalanceChanges> => {
    if (unreadable.has(chainId)) return unavailable(chainId, 'unreadable')
    const client = reader.getPublicClient?.(chainId) as
      | (ChainReader & { chain?: { nativeCurrency?: { symbol: string; decimals: number } } })
      | undefined
    if (!client) return unavailable(chainId, 'no-client')
    let result: PreviewChainResult
    try {
      const blockNumber = await blockNumberOf(client)
      result = await previewChain(
        {
          chainId,
          reader: client,
          owner,
          ops: opsByChain.get(chainId) ?? [],
          arrivals: arrivals.get(chainId) ?? [],
          accounts: userAccounts,
          funding: fundingOn(parameters.accountFunding, chainId, opsByChain.get(chainId)),
        },
        blockNumber,
      )
    } catch (error) {
      return unavailable(chainId, isMethodMissing(error) ? 'unsupported' : 'unreachable', error)
    }
    if (result.status === 'reverts') return { chainId, ...result }
    for (const departure of result.departures) {
      const token = destinationToken(parameters, departure)
      if (!token) continue
      const list = arrivals.get(departure.dstChainId) ?? []
      list.push({ ...departure, token })
      arrivals.set(departure.dstChainId, list)
    }
    const native = client.chain?.nativeCurrency
    const accounts = new Set(userAccounts.map((a) => a.toLowerCase()))
    return {
      chainId,
      status: 'ready',
      blockNumber: result.blockNumber,
      swaps: result.swaps,
      arrivals: arrivals.get(chainId) ?? [],
      changes: result.changes.map((change) => {
        const info =
          change.token === 'native'
            ? { symbol: native?.symbol, decimals: native?.decimals ?? 18 }
            : findToken(tokenList, chainId, change.token)
        return {
          account: change.holder,
          role:
            change.holder.toLowerCase() === owner.toLowerCase() ||
            !accounts.has(change.holder.toLowerCase())
              ? 'wallet'
              : 'account',
          token: change.token,
          symbol: info?.symbol,
          decimals: info?.decimals,
          before: change.before,
          after: change.after,
          difference: change.after - change.before,
          runtime: change.runtime,
          estimated: change.estimated,
        }
      }),
    }
  }

  // Rounds: each runs the chains whose source chains are done, in parallel; a cycle (never
  // built by a sane quote) runs what is left without arrivals.
  const pending = new Set(chainIds)
  while (pending.size) {
    let ready = [...pending].filter((id) =>
      [...(sourcesOf.get(id) ?? [])].every((source) => source === id || !pending.has(source)),
    )
    if (!ready.length) ready = [...pending]
    for (const id of ready) pending.delete(id)
    const done = await Promise.all(ready.map(run))
    for (const entry of done) results.set(entry.chainId, entry)
    // A chain with no operations that bridges deliver to: shown with what arrives there.
    for (const id of arrivals.keys())
      if (!chainIds.includes(id)) {
        chainIds.push(id)
        pending.add(id)
      }
  }
  return { chains: chainIds.map((id) => results.get(id)!) }
}

/** The chain's funding needs, sent to the account that runs its operations (none without one). */
function fundingOn(
  needs: readonly AccountFundingNeed[] | undefined,
  chainId: number,
  ops: readonly ChainOp[] | undefined,
) {
  const to = ops?.[0]?.sender
  if (!to || !needs) return []
  return needs
    .filter((need) => need.chainId === chainId && need.amount > 0n)
    .map((need) => ({ token: getAddress(need.token), to, amount: need.amount }))
}

/** The token a bridge delivers on its destination: the request's own bridge flow, else the same symbol. */
function destinationToken(
  { request, tokenList }: GetBalanceChangesParameters,
  departure: { srcChainId: number; dstChainId: number; srcToken: Address },
): Address | undefined {
  for (const flow of request.composeFlows ?? []) {
    if (flow.type !== '/instructions/build-ccip') continue
    const data = flow.data as {
      srcToken: string
      dstToken: string
      srcChainId: number
      dstChainId: number
    }
    if (
      data.srcChainId === departure.srcChainId &&
      data.dstChainId === departure.dstChainId &&
      data.srcToken.toLowerCase() === departure.srcToken.toLowerCase()
    )
      return getAddress(data.dstToken)
  }
  const source = findToken(tokenList, departure.srcChainId, departure.srcToken)
  const match = tokenList?.tokens.find(
    (t) => t.chainId === departure.dstChainId && source && t.symbol === source.symbol,
  )
  return match ? getAddress(match.address) : undefined
}

/** A Nexus op's calls as the preview runs them, or `undefined` (unreadable). */
function nexusUserOp(item: UserOpItem): UserOp | undefined {
  const calls = nexusOpCalls(item.userOp.callData as Hex)
  if (!calls) return undefined
  return {
    nonce: 0n,
    lowerBoundTimestamp: BigInt(item.lowerBoundTimestamp ?? 0),
    upperBoundTimestamp: BigInt(item.upperBoundTimestamp ?? 0),
    calls,
  }
}
