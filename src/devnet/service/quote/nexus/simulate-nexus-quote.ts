// `simulate: true` on a Nexus quote: every op that is not a clean-up runs, in quote order, as the
// EntryPoint would run it once validated, in one `eth_simulateV1` block per chain (viem's
// `simulateBlocks`): the version's factory's `createAccount` first for an account not yet made,
// then each op's callData from the EntryPoint to its sender.
import {
  type Address,
  decodeErrorResult,
  encodeFunctionData,
  type Hex,
  numberToHex,
  type StateOverride,
  zeroHash,
} from 'viem'
import { ENTRY_POINT_V07 } from '../../../../core/protocol/nexus/constants.js'
import { nexusInitData } from '../../../../core/protocol/nexus/init-data.js'
import type { QuoteRequest } from '../../../../core/schemas/quote.js'
import { nexusAccount221Abi } from '../../../artifacts/NexusAccount221.js'
import { nexusAccountFactoryAbi } from '../../../artifacts/NexusAccountFactory.js'
import type { ChainContext } from '../../../chains/chain-context.js'
import { findChainUnavailable } from '../../../chains/chain-health.js'
import { describeInner, revertDataOf } from '../../../engine/revert.js'
import { DevnetApiError } from '../../errors.js'
import type { ServiceContext } from '../../service-context.js'
import type { FeeQuote } from '../fee.js'
import type { Funding } from '../funding.js'
import { allowanceSlot, stateOverrides } from '../state-overrides.js'
import type { NexusChain, NexusQuote } from './build-nexus-quote.js'

export type SimulateNexusQuoteParameters = {
  request: QuoteRequest
  owner: Address
  quote: NexusQuote
  chains: ReadonlyMap<number, NexusChain>
  funding: Funding | undefined
  fee: FeeQuote | undefined
}

/**
 * Dry-runs the quote's ops on the latest block of each chain, with these state overrides: an
 * undelegated eoa-7702 EOA gets the delegation designator of the version's implementation, an
 * eoa quote's pull (and the fee it pays) the owner's allowance, and `simulationOverrides` their
 * balances and storage slots. The first failing call answers 400 VALIDATION_ERROR, sub-error
 * SIMULATION_FAILED, at the request field the call came from.
 */
export async function simulateNexusQuote(
  ctx: ServiceContext,
  parameters: SimulateNexusQuoteParameters,
): Promise<void> {
  const byChain = new Map<number, number[]>()
  for (const [index, item] of parameters.quote.userOps.entries()) {
    if (item.isCleanUpUserOp) continue // a clean-up that fails never fails the supertransaction
    byChain.set(item.chainId, [...(byChain.get(item.chainId) ?? []), index])
  }
  await Promise.all(
    [...byChain].map(([chainId, indices]) =>
      simulateChain(parameters, ctx.chains.get(chainId)!, indices),
    ),
  )
}

type Step = { to: Address; data: Hex; from: Address; opIndex?: number }

async function simulateChain(
  parameters: SimulateNexusQuoteParameters,
  chain: ChainContext,
  indices: number[],
) {
  const { owner, request, quote } = parameters
  const chainId = chain.chain.id
  const facts = parameters.chains.get(chainId)!
  const account = facts.account
  const overrides = stateOverrides(chainId, account, request.simulationOverrides)
  const steps: Step[] = []
  if (request.mode === 'eoa-7702') {
    if (!facts.deployed)
      overrides.code(account, `0xef0100${facts.addresses.implementation.slice(2)}`)
  } else if (!facts.deployed) {
    steps.push({
      from: owner,
      to: facts.addresses.factory,
      data: encodeFunctionData({
        abi: nexusAccountFactoryAbi,
        functionName: 'createAccount',
        args: [nexusInitData(owner, facts.addresses.bootstrap), zeroHash],
      }),
    })
  }
  const funding = parameters.funding
  if (funding && funding.chainId === chainId) {
    // The permit (or approve) is signed after the quote; assume it, as executing will.
    const amount = funding.amount + (parameters.fee?.tokenWei ?? 0n)
    overrides.slot(funding.token, allowanceSlot(owner, account), numberToHex(amount))
  }
  for (const opIndex of indices) {
    const item = quote.userOps[opIndex]!
    steps.push({
      from: ENTRY_POINT_V07,
      to: item.userOp.sender,
      data: item.userOp.callData,
      opIndex,
    })
  }
  let results: readonly { status: string; data?: Hex | undefined }[]
  try {
    const [block] = await chain.publicClient.simulateBlocks({
      validation: false,
      blocks: [
        {
          blockOverrides: { baseFeePerGas: 0n },
          stateOverrides: overrides.list() as StateOverride,
          calls: steps.map((step) => ({
            account: step.from,
            to: step.to,
            data: step.data,
            maxFeePerGas: 0n,
            maxPriorityFeePerGas: 0n,
          })),
        },
      ],
    })
    results = block?.calls ?? []
  } catch (error) {
    // A node that does not answer is no revert: the API answers 503 CHAIN_UNAVAILABLE.
    if (findChainUnavailable(error)) throw error
    throw simulationFailed(quote, chainId, undefined, revertDataOf(error), (error as Error).message)
  }
  for (const [i, result] of results.entries()) {
    if (result.status === 'success') continue
    const step = steps[i]!
    if (step.opIndex === undefined)
      throw simulationFailed(
        quote,
        chainId,
        undefined,
        result.data,
        'creating the account reverted',
      )
    throw simulationFailed(quote, chainId, step.opIndex, result.data, 'reverted')
  }
}

function simulationFailed(
  quote: NexusQuote,
  chainId: number,
  opIndex: number | undefined,
  data: Hex | undefined,
  fallback: string,
): DevnetApiError {
  let callIndex: number | undefined
  let reason = fallback.split('\n')[0] ?? 'reverted'
  if (data && data !== '0x') {
    try {
      const decoded = decodeErrorResult({ abi: nexusAccount221Abi, data })
      const args = (decoded.args ?? []) as readonly unknown[]
      if (decoded.errorName === 'CallFailed') {
        callIndex = Number(args[0])
        reason = describeInner(args[1] as Hex)
      } else if (decoded.errorName === 'ConstraintNotMet') {
        callIndex = Number(args[0])
        reason = `runtime value ${String(args[3])} does not meet its constraint (param ${String(args[1])}); if the funds arrive during execution (a bridge), add them to simulationOverrides.tokenOverrides`
      } else reason = describeInner(data)
    } catch {
      reason = describeInner(data)
    }
  }
  const paths = opIndex === undefined ? undefined : quote.callPaths[opIndex]
  const path = callIndex === undefined ? undefined : paths?.[callIndex]
  const where =
    opIndex === undefined
      ? `a user op on chain ${chainId}`
      : `user op ${opIndex} on chain ${chainId}${callIndex === undefined ? '' : `, call ${callIndex}`}${path?.length ? ` (${path.join('.')})` : ''}`
  const message = `Simulation failed: ${where} would revert: ${reason}.`
  return DevnetApiError.status400('VALIDATION_ERROR', message, [
    { code: 'SIMULATION_FAILED', path: path ?? [], message },
  ])
}
