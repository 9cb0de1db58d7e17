import type { Address } from 'viem'
import type { BuildCallReturnType, RuntimeErc20Balance } from '../../../core/protocol/inputs.js'
import type { RouteSelectionMode } from '../../../core/schemas/compose-flow.js'
import type { Route, RouteStep } from '../../../core/schemas/intent.js'
import type { AmountOrRuntimeBalance } from '../../../core/schemas/runtime-balance.js'
import { applySlippage } from '../../../core/tokens/slippage.js'
import type { ChainContext } from '../../chains/chain-context.js'
import { validationError } from '../api-errors.js'
import { expectedAmount, toCallAmount } from '../ccip/expected-amount.js'
import { estimatedSeconds, gasFeesUsd, routeSummary, routeType } from './describe-route.js'
import { findRoute } from './find-route.js'
import { BRIDGE_PROVIDER, type ProviderFilters, SWAP_PROVIDER } from './providers.js'
import { stepCalls } from './step-calls.js'
import { validateIntent } from './validate-intent.js'

export type IntentInput = ProviderFilters & {
  srcToken: Address
  dstToken: Address
  srcChainId: number
  dstChainId: number
  amount: AmountOrRuntimeBalance
  /** A fraction from 0 to 1. */
  slippage: number
  /** Default `cheap` (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, ComposeFlow). */
  routeSelectionMode?: RouteSelectionMode
}

export type RouteIntentParameters = {
  chains: Map<number, ChainContext>
  /** The account that runs the steps on a chain and receives their output. */
  accountFor: (chainId: number) => Promise<Address>
  intent: IntentInput
  /** Prefix of error paths. */
  path?: string[]
  /** Gas price per chain for `totalGasFeesUsd`; 0 when absent. */
  gasPrice?: (chain: ChainContext) => Promise<bigint>
  /** The relayer's delay, for `estimatedTime`. */
  bridgeDelayMs?: number
}

/** One step with the calls it runs on `chainId` (a bridge runs on its source chain). */
export type RoutedStep = {
  chainId: number
  calls: BuildCallReturnType[]
  gas: bigint
  step: RouteStep
}

export type RouteIntentReturnType = {
  steps: RoutedStep[]
  route: Route
  outputAmount: bigint
  minOutputAmount: bigint
}

/**
 * Routes an intent over the devnet's pools and bridge and builds each step's calls. The first step
 * takes the intent's amount as given; each later step takes a runtime balance of its input token
 * with `gte` the previous step's minimum output, so an op on another chain waits for the bridged
 * funds. Caveat: that runtime balance is the account's whole balance of the token, so tokens it
 * held before join the route (in eoa-7702 the account is the EOA itself).
 *
 * @example
 * const { steps, route } = await routeIntent({ chains, accountFor, intent: { srcToken: usdc, dstToken: weth, srcChainId: 31337, dstChainId: 31338, amount: '1000000', slippage: 0.01 } })
 */
export async function routeIntent(
  parameters: RouteIntentParameters,
): Promise<RouteIntentReturnType> {
  const { chains, accountFor, intent, path = [], gasPrice, bridgeDelayMs = 0 } = parameters
  const { source } = validateIntent(chains, intent, path)
  const amountIn = await expectedAmount(source, intent.amount, await accountFor(intent.srcChainId))
  if (amountIn === 0n) {
    throw validationError(
      `The runtime balance of ${intent.srcToken} is 0 now, so there is nothing to route; add constraints.gte (the least it will hold when the op runs) or pass a literal amount.`,
      [...path, 'amount'],
    )
  }
  const { hops, outputAmount } = await findRoute({
    chains,
    srcToken: intent.srcToken,
    dstToken: intent.dstToken,
    srcChainId: intent.srcChainId,
    dstChainId: intent.dstChainId,
    amountIn,
    mode: intent.routeSelectionMode ?? 'cheap',
    filters: intent,
    path,
  })
  const steps: RoutedStep[] = []
  const fees: { gas: bigint; gasPrice: bigint }[] = []
  let amount: bigint | RuntimeErc20Balance = toCallAmount(intent.amount)
  let minIn = amountIn
  for (const [i, hop] of hops.entries()) {
    const chainId = hop.type === 'swap' ? hop.chainId : hop.srcChainId
    const dstChainId = hop.type === 'swap' ? hop.chainId : hop.dstChainId
    const chain = chains.get(chainId)!
    const account = await accountFor(chainId)
    // A bridge delivers exactly what it locks; a swap may slip.
    const minOut = hop.type === 'swap' ? applySlippage(hop.outputAmount, intent.slippage) : minIn
    const built = stepCalls({
      chain,
      hop,
      amount,
      minAmountOut: minOut,
      account,
      recipient: await accountFor(dstChainId),
    })
    const srcToken = hop.type === 'swap' ? hop.tokenIn : hop.token
    const dstToken = hop.type === 'swap' ? hop.tokenOut : hop.token
    const protocol = hop.type === 'swap' ? SWAP_PROVIDER : BRIDGE_PROVIDER
    const step: RouteStep = {
      type: hop.type,
      protocol,
      sources: [protocol],
      srcToken,
      dstToken,
      srcChainId: chainId,
      dstChainId,
      inputAmount: hop.inputAmount.toString(),
      outputAmount: hop.outputAmount.toString(),
      minOutputAmount: minOut.toString(),
      toContract: built.toContract,
      callData: built.callData,
      isFirstStep: i === 0,
      // The least balance of srcToken the step waits for on its chain before it runs.
      pivotBalance: minIn.toString(),
      gasLimit: built.gas.toString(),
    }
    steps.push({ chainId, calls: built.calls, gas: built.gas, step })
    fees.push({ gas: built.gas, gasPrice: gasPrice ? await gasPrice(chain) : 0n })
    amount = { type: 'runtimeErc20Balance', tokenAddress: dstToken, constraints: { gte: minOut } }
    minIn = minOut
  }
  const minOutputAmount = applySlippage(outputAmount, intent.slippage)
  const route: Route = {
    summary: routeSummary(chains, hops),
    steps: steps.map((s) => s.step),
    totalGasFeesUsd: gasFeesUsd(fees),
    totalBridgeFeesUsd: 0,
    estimatedTime: estimatedSeconds(hops, bridgeDelayMs),
    outputAmount: outputAmount.toString(),
    minOutputAmount: minOutputAmount.toString(),
    type: routeType(hops),
  }
  return { steps, route, outputAmount, minOutputAmount }
}
