// What an end user asks for, in tokens, chains and amounts, as compose flows: send (an ERC-20
// transfer, `build`), swap (`intent-simple` on one chain), bridge (`build-ccip`) and deposit (a
// transfer into the app's vault, `build`). A step may spend what the step before it produced: its
// amount is then a runtime balance of that output, waiting for at least the least that step gives.
import { type Address, getAddress } from 'viem'
import type { ComposeFlow } from '../schemas/compose-flow.js'
import type { RuntimeBalance } from '../schemas/runtime-balance.js'

/** A literal amount in the token's base units, or all that the previous step produced. */
export type FormAmount = { type: 'exact'; amount: bigint } | { type: 'previous' }

export type SendStep = {
  kind: 'send'
  chainId: number
  token: Address
  recipient: Address
  amount: FormAmount
}

export type SwapStep = {
  kind: 'swap'
  chainId: number
  fromToken: Address
  toToken: Address
  amount: FormAmount
  /** A fraction from 0 to 1 (0.01 is 1 %). */
  slippage: number
  /**
   * The least the swap gives, from its quoted route (`minOutputAmount`): what a next step that
   * spends the swap's output waits for. Unknown until the route is quoted.
   */
  minOutput?: bigint | undefined
}

export type BridgeStep = {
  kind: 'bridge'
  fromChainId: number
  toChainId: number
  fromToken: Address
  /** The same token on the destination chain. */
  toToken: Address
  amount: FormAmount
}

export type DepositStep = {
  kind: 'deposit'
  chainId: number
  token: Address
  /** The app's vault on that chain, which the token is sent into. */
  vault: Address
  amount: FormAmount
}

export type FormStep = SendStep | SwapStep | BridgeStep | DepositStep
export type FormStepKind = FormStep['kind']

/** What a step leaves in the account for the next one: a token on a chain, at least `min`. */
export type StepOutput = { chainId: number; token: Address; min: bigint | undefined }

/** Why the steps cannot be compose flows yet, per step (its index). */
export type FormStepIssue =
  | { step: number; code: 'noPrevious' }
  | { step: number; code: 'previousGivesNothing' }
  | { step: number; code: 'previousMismatch'; expected: StepOutput }
  | { step: number; code: 'previousNotQuoted' }
  | { step: number; code: 'zeroAmount' }
  | { step: number; code: 'sameToken' }
  | { step: number; code: 'sameChain' }

export type FormStepsToComposeFlowsReturnType =
  | { ok: true; composeFlows: ComposeFlow[] }
  | { ok: false; issues: FormStepIssue[] }

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Where a step spends from: the token and chain its amount is of. */
export function stepInput(step: FormStep): { chainId: number; token: Address } {
  switch (step.kind) {
    case 'swap':
      return { chainId: step.chainId, token: step.fromToken }
    case 'bridge':
      return { chainId: step.fromChainId, token: step.fromToken }
    default:
      return { chainId: step.chainId, token: step.token }
  }
}

/**
 * What a step leaves in the account that runs it, or undefined when it sends its tokens away (a
 * send, a deposit). A swap gives at least its quoted `minOutput`; a bridge delivers what it
 * locks; a step spending the previous output passes its minimum on.
 */
export function stepOutput(
  step: FormStep,
  previous: StepOutput | undefined,
): StepOutput | undefined {
  const spent = step.amount.type === 'exact' ? step.amount.amount : previous?.min
  switch (step.kind) {
    case 'swap':
      return { chainId: step.chainId, token: step.toToken, min: step.minOutput }
    case 'bridge':
      return { chainId: step.toChainId, token: step.toToken, min: spent }
    default:
      return undefined
  }
}

const TRANSFER = 'function transfer(address to, uint256 amount)'

/**
 * The compose flows of the steps, in order, or why they cannot be built yet. A `previous` amount
 * becomes a runtime balance of the previous step's output token (on the account that runs the
 * flows), constrained to at least that step's minimum, so it waits for bridged funds. Such an
 * amount is the account's whole balance of that token when the step runs: what the account held
 * before joins in (in `eoa-7702` the account is the wallet itself; offer it in the other modes).
 *
 * @example
 * const result = formStepsToComposeFlows([
 *   { kind: 'swap', chainId: 31337, fromToken: usdc, toToken: weth, amount: { type: 'exact', amount: 100_000000n }, slippage: 0.01, minOutput },
 *   { kind: 'bridge', fromChainId: 31337, toChainId: 31338, fromToken: weth, toToken: wethB, amount: { type: 'previous' } },
 * ])
 */
export function formStepsToComposeFlows(
  steps: readonly FormStep[],
): FormStepsToComposeFlowsReturnType {
  const issues: FormStepIssue[] = []
  const composeFlows: ComposeFlow[] = []
  let previous: StepOutput | undefined
  steps.forEach((step, index) => {
    const amount = amountOf(step, index, previous, issues)
    if (step.kind === 'swap' && same(step.fromToken, step.toToken))
      issues.push({ step: index, code: 'sameToken' })
    if (step.kind === 'bridge' && step.fromChainId === step.toChainId)
      issues.push({ step: index, code: 'sameChain' })
    if (amount !== undefined) composeFlows.push(flowOf(step, amount))
    previous = stepOutput(step, previous)
  })
  return issues.length ? { ok: false, issues } : { ok: true, composeFlows }
}

function amountOf(
  step: FormStep,
  index: number,
  previous: StepOutput | undefined,
  issues: FormStepIssue[],
): string | RuntimeBalance | undefined {
  if (step.amount.type === 'exact') {
    if (step.amount.amount <= 0n) {
      issues.push({ step: index, code: 'zeroAmount' })
      return undefined
    }
    return step.amount.amount.toString()
  }
  if (index === 0) {
    issues.push({ step: index, code: 'noPrevious' })
    return undefined
  }
  if (!previous) {
    issues.push({ step: index, code: 'previousGivesNothing' })
    return undefined
  }
  const input = stepInput(step)
  if (input.chainId !== previous.chainId || !same(input.token, previous.token)) {
    issues.push({ step: index, code: 'previousMismatch', expected: previous })
    return undefined
  }
  if (previous.min === undefined || previous.min <= 0n) {
    issues.push({ step: index, code: 'previousNotQuoted' })
    return undefined
  }
  return {
    type: 'runtimeErc20Balance',
    tokenAddress: previous.token,
    constraints: { gte: previous.min.toString() },
  }
}

function flowOf(step: FormStep, amount: string | RuntimeBalance): ComposeFlow {
  switch (step.kind) {
    case 'send':
    case 'deposit':
      return {
        type: '/instructions/build',
        data: {
          to: step.token,
          chainId: step.chainId,
          functionSignature: TRANSFER,
          args: [step.kind === 'send' ? step.recipient : step.vault, amount],
        },
      }
    case 'swap':
      return {
        type: '/instructions/intent-simple',
        data: {
          srcToken: step.fromToken,
          dstToken: step.toToken,
          srcChainId: step.chainId,
          dstChainId: step.chainId,
          amount,
          slippage: step.slippage,
        },
      }
    case 'bridge':
      return {
        type: '/instructions/build-ccip',
        data: {
          // build-ccip takes checksummed addresses (the API's schema).
          srcToken: getAddress(step.fromToken),
          dstToken: getAddress(step.toToken),
          srcChainId: step.fromChainId,
          dstChainId: step.toChainId,
          amount,
        },
      }
  }
}
