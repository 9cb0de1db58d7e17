import {
  type Address,
  decodeErrorResult,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  keccak256,
  numberToHex,
  pad,
  type StateOverride,
} from 'viem'
import { toAbiCalls } from '../../../core/protocol/hash.js'
import type { Call } from '../../../core/protocol/types.js'
import type { QuoteRequest } from '../../../core/schemas/quote.js'
import { orchestratorAccount221Abi } from '../../artifacts/OrchestratorAccount221.js'
import type { ChainContext } from '../../chains/chain-context.js'
import { findChainUnavailable } from '../../chains/chain-health.js'
import { describeInner, revertDataOf } from '../../engine/revert.js'
import { isDelegatedTo } from '../../protocol/delegation.js'
import { DevnetApiError } from '../errors.js'
import type { ServiceContext } from '../service-context.js'
import type { Funding } from './funding.js'
import type { OpDraft } from './group-ops.js'
import { stateOverrides } from './state-overrides.js'

export type SimulateParameters = {
  request: QuoteRequest
  owner: Address
  drafts: readonly OpDraft[]
  accountFor: (chainId: number) => Promise<Address>
  funding: Funding | undefined
}

type Slot = { opIndex: number; callIndex: number; path: string[] }

/**
 * `simulate: true` (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Quote request): dry-runs every non-clean-up
 * op before quoting. Per chain, the calls of its ops run in quote order in one `eth_call` of
 * `executeDirect(calls)` from the owner — the account's own call runner, without the signature a
 * quote cannot have yet — on the latest block with these state overrides: an undeployed account
 * gets the 2.2.1 code with its owner set, an undelegated eoa-7702 EOA the delegation designator, an
 * eoa funding pull its allowance, and `simulationOverrides` their balances and storage slots. The
 * first failing call → 400 VALIDATION_ERROR, sub-error SIMULATION_FAILED at the request field the
 * call came from.
 */
export async function simulateOps(ctx: ServiceContext, parameters: SimulateParameters) {
  const byChain = new Map<number, { calls: Call[]; slots: Slot[] }>()
  for (const [opIndex, draft] of parameters.drafts.entries()) {
    if (draft.isCleanUp) continue // a clean-up that fails never fails the supertransaction
    const entry = byChain.get(draft.chainId) ?? { calls: [], slots: [] }
    draft.calls.forEach((call, callIndex) => {
      entry.calls.push(call)
      entry.slots.push({ opIndex, callIndex, path: draft.paths?.[callIndex] ?? [] })
    })
    byChain.set(draft.chainId, entry)
  }
  await Promise.all(
    [...byChain].map(([chainId, { calls, slots }]) =>
      simulateChain(ctx, parameters, ctx.chains.get(chainId)!, calls, slots),
    ),
  )
}

async function simulateChain(
  ctx: ServiceContext,
  parameters: SimulateParameters,
  chain: ChainContext,
  calls: Call[],
  slots: Slot[],
) {
  const { owner, request } = parameters
  const account = await parameters.accountFor(chain.chain.id)
  const overrides = stateOverrides(chain.chain.id, account, request.simulationOverrides)
  const code = await ctx.accounts.code(chain, account)
  const implementation = chain.deployment.implementation221
  if (request.mode === 'eoa-7702') {
    if (!isDelegatedTo(code, implementation))
      overrides.code(account, `0xef0100${implementation.slice(2)}`)
  } else if (code === '0x') {
    overrides.code(account, await implementationCode(chain))
    overrides.slot(account, ACCOUNT_OWNER_SLOT, pad(owner))
  }
  const funding = parameters.funding
  if (funding && funding.chainId === chain.chain.id) {
    // The permit (or approve) is signed after the quote; assume it, as executing will.
    overrides.slot(funding.token, allowanceSlot(owner, account), numberToHex(funding.amount))
  }
  try {
    await chain.publicClient.call({
      account: owner,
      to: account,
      data: encodeFunctionData({
        abi: orchestratorAccount221Abi,
        functionName: 'executeDirect',
        args: [toAbiCalls(calls)],
      }),
      stateOverride: overrides.list() as StateOverride,
    })
  } catch (error) {
    // A node that does not answer is no revert: the API answers 503 CHAIN_UNAVAILABLE.
    if (findChainUnavailable(error)) throw error
    throw simulationFailed(chain.chain.id, slots, revertDataOf(error), error as Error)
  }
}

function simulationFailed(
  chainId: number,
  slots: Slot[],
  data: Hex | undefined,
  error: Error,
): DevnetApiError {
  let index: number | undefined
  let reason = error.message.split('\n')[0] ?? 'reverted'
  if (data) {
    try {
      const decoded = decodeErrorResult({ abi: orchestratorAccount221Abi, data })
      const args = (decoded.args ?? []) as readonly unknown[]
      if (decoded.errorName === 'CallFailed') {
        index = Number(args[0])
        reason = describeInner(args[1] as Hex)
      } else if (decoded.errorName === 'ConstraintNotMet') {
        index = Number(args[0])
        reason = `runtime balance ${String(args[2])} does not meet its constraint (input ${String(args[1])}); if the funds arrive during execution (a bridge), add them to simulationOverrides.tokenOverrides`
      } else {
        reason = describeInner(data)
      }
    } catch {
      reason = describeInner(data)
    }
  }
  const slot = index === undefined ? undefined : slots[index]
  const where = slot
    ? `user op ${slot.opIndex} on chain ${chainId}, call ${slot.callIndex}${slot.path.length ? ` (${slot.path.join('.')})` : ''}`
    : `a user op on chain ${chainId}`
  const message = `Simulation failed: ${where} would revert: ${reason}.`
  return DevnetApiError.status400('VALIDATION_ERROR', message, [
    { code: 'SIMULATION_FAILED', path: slot?.path ?? [], message },
  ])
}

/** The account's owner in its ERC-7201 storage (devnet-protocol "Contracts"). */
const ACCOUNT_OWNER_SLOT: Hex = '0xe3f1735096a1014d52ef411ca288554f68e41db13d0fc69043e2733eea602600'

/** OpenZeppelin ERC20 `_allowances[owner][spender]` (mapping at slot 1). */
export function allowanceSlot(owner: Address, spender: Address): Hex {
  const inner = keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [owner, 1n]),
  )
  return keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'bytes32' }], [spender, inner]),
  )
}

const codes = new Map<string, Promise<Hex>>()

async function implementationCode(chain: ChainContext): Promise<Hex> {
  const key = `${chain.chain.rpcUrls.default.http[0]}:${chain.deployment.implementation221}`
  let code = codes.get(key)
  if (!code) {
    code = chain.publicClient
      .getCode({ address: chain.deployment.implementation221 })
      .then((c) => c ?? '0x')
    code.catch(() => codes.delete(key))
    codes.set(key, code)
  }
  return code
}
