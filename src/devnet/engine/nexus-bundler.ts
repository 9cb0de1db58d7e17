// The devnet's node for Nexus user ops, as a real bundler works: per chain, every op that is due
// goes into ONE EntryPoint v0.7 `handleOps` transaction sent by the executor (the beneficiary).
// Before sending, the batch runs in `eth_simulateV1`: an op whose call would revert because its
// funds have not arrived (ConstraintNotMet) waits and is tried again, backing off, until its upper
// bound or until another op of its run failed (the funds will not come); an op whose validation
// fails ends FAILED; any other revert is sent and ends MINED_FAIL.
import {
  type Address,
  decodeErrorResult,
  encodeFunctionData,
  getAbiItem,
  type Hash,
  type Hex,
  type SignedAuthorization,
  type StateOverride,
  type TransactionReceipt,
} from 'viem'
import { simulateBlocks } from 'viem/actions'
import { ENTRY_POINT_V07 } from '../../core/protocol/nexus/constants.js'
import { entryPointAbi } from '../artifacts/EntryPoint.js'
import { nexusAccount221Abi } from '../artifacts/NexusAccount221.js'
import type { ChainContext } from '../chains/chain-context.js'
import { isDelegatedTo } from '../protocol/delegation.js'
import { packUserOp, readUserOpOutcomes, type UserOpOutcome } from '../protocol/handle-ops.js'
import { type ChainSender, waitForReceipt } from './chain-sender.js'
import { gaveUpReason } from './gave-up.js'
import { describeInner } from './revert.js'
import type { EngineOp } from './types.js'

/** What the bundler reports back for one op: it reached a final status, or the engine stopped. */
export type NexusOpSettled = 'final' | 'stopped'

export type NexusBundler = {
  /**
   * Queues a supertransaction's ops of this chain, in quote order (an op is never sent before the
   * ones queued ahead of it in its `group`); resolves once each is final or the engine stopped.
   */
  run: (
    group: string,
    ops: readonly EngineOp[],
    onChange: () => void,
    runFailed?: () => string | undefined,
  ) => Promise<NexusOpSettled>
}

/**
 * The ops' gas limits one `handleOps` may carry: the transaction's gas is twice that plus
 * overhead, and anvil's blocks hold 30M.
 */
const MAX_BATCH_GAS = 12_000_000n
/** The EntryPoint's own work around the ops (loops, events, the beneficiary's payment). */
const BATCH_OVERHEAD_GAS = 200_000n
/** `EntryPoint.depositTo`: a storage write and an event. */
const DEPOSIT_GAS = 100_000n
const nowSeconds = () => Math.floor(Date.now() / 1000)
const isFinal = (op: EngineOp) => op.status !== 'PENDING' && op.status !== 'MINING'

type Queued = {
  op: EngineOp
  group: string
  onChange: () => void
  /** Not tried again before this time (ms); backs off while the op's funds have not arrived. */
  notBefore: number
  delay: number
  /** The last reason it could not run yet. */
  waitingFor?: string
  /** It waits for funds (ConstraintNotMet) that another op of its run brings. */
  waitingForFunds?: boolean
  /** Why its run already failed (an op of it ended MINED_FAIL or FAILED), else undefined. */
  runFailed: () => string | undefined
  done: (settled: NexusOpSettled) => void
}

const userOpEvent = getAbiItem({ abi: entryPointAbi, name: 'UserOperationEvent' })

/**
 * A chain's bundler. `sleep` is the engine's stoppable wait: once it answers false the queued
 * ops settle `stopped` (left as they are, for a journal to resume) or end FAILED.
 */
export function nexusBundler({
  chain,
  sender,
  sleep,
  suspendOnStop,
}: {
  chain: ChainContext
  sender: ChainSender
  sleep: (ms: number) => Promise<boolean>
  suspendOnStop: boolean
}): NexusBundler {
  const queue: Queued[] = []
  let running = false
  const executor = chain.executorClient.account.address
  const client = chain.publicClient

  const finish = (entry: Queued, settled: NexusOpSettled = 'final') => {
    queue.splice(queue.indexOf(entry), 1)
    entry.onChange()
    entry.done(settled)
  }
  const fail = (entry: Queued, error: string) => {
    entry.op.status = 'FAILED'
    entry.op.error = error
    finish(entry)
  }

  /** Not yet: tried again after a backoff (100 ms, doubling to 2 s). */
  const wait = (entry: Queued, reason: string) => {
    entry.waitingFor = reason
    entry.notBefore = Date.now() + entry.delay
    entry.delay = Math.min(entry.delay * 2, 2000)
  }

  /** The ops to try now, in queue order: due, not backing off, nothing of their group held back. */
  const pick = (): Queued[] => {
    const now = Date.now()
    const held = new Set<string>()
    const picked: Queued[] = []
    let gas = BATCH_OVERHEAD_GAS
    for (const entry of queue) {
      const { op } = entry
      if (held.has(entry.group)) continue
      // Funds another op of the run was to bring will not come once the run failed: the op ends
      // now, not at its upper bound. A clean-up keeps waiting: what arrives late is still swept.
      const failedRun = entry.waitingForFunds && !op.isCleanUp ? entry.runFailed() : undefined
      if (failedRun) {
        fail(entry, `not executed: ${failedRun} (last: ${entry.waitingFor})`)
        return pick()
      }
      const upper = op.upperBoundTimestamp
      if (nowSeconds() > upper) {
        fail(
          entry,
          `upper bound ${upper} passed before the op could run (last: ${entry.waitingFor ?? 'none'})`,
        )
        return pick()
      }
      const opGas =
        op.userOp.callGasLimit + op.userOp.verificationGasLimit + op.userOp.preVerificationGas
      if (
        nowSeconds() < op.lowerBoundTimestamp ||
        entry.notBefore > now ||
        gas + opGas > MAX_BATCH_GAS
      ) {
        held.add(entry.group)
        continue
      }
      gas += opGas
      picked.push(entry)
    }
    return picked
  }

  const batchGas = (batch: readonly Queued[]) =>
    batch.reduce(
      (sum, { op }) =>
        sum +
        op.userOp.callGasLimit +
        op.userOp.verificationGasLimit +
        op.userOp.preVerificationGas,
      BATCH_OVERHEAD_GAS,
    ) * 2n

  const handleOpsData = (batch: readonly Queued[]) =>
    encodeFunctionData({
      abi: entryPointAbi,
      functionName: 'handleOps',
      args: [
        batch.map(({ op }) => packUserOp({ ...op.userOp, signature: op.signature })),
        executor,
      ],
    })

  /** eoa-7702: the authorizations of EOAs in the batch whose code does not delegate yet. */
  const pendingAuthorizations = async (batch: readonly Queued[]) => {
    const first: { sender: Address; auth: SignedAuthorization }[] = []
    const seen = new Set<string>()
    for (const { op } of batch) {
      const auth = op.authorization
      if (!auth || seen.has(op.userOp.sender.toLowerCase())) continue
      seen.add(op.userOp.sender.toLowerCase())
      first.push({ sender: op.userOp.sender, auth })
    }
    // The EOAs' code read at once (one JSON-RPC batch), the list in batch order.
    const codes = await Promise.all(first.map(({ sender }) => client.getCode({ address: sender })))
    return first.flatMap(({ auth }, k) =>
      isDelegatedTo(codes[k] ?? '0x', auth.address) ? [] : [auth],
    )
  }

  /**
   * Runs the batch in `eth_simulateV1` (the delegations it would install as code overrides) and
   * drops what must not be sent: a failed validation ends FAILED, a call whose funds have not
   * arrived waits. What is left is what to send; returns it.
   */
  const simulate = async (
    batch: Queued[],
    authorizations: readonly SignedAuthorization[],
  ): Promise<Queued[]> => {
    for (;;) {
      if (batch.length === 0) return batch
      const stateOverrides: StateOverride = authorizations.map((auth) => ({
        address: senderOf(batch, auth),
        code: `0xef0100${auth.address.slice(2).toLowerCase()}` as Hex,
      }))
      const [block] = await simulateBlocks(client, {
        blocks: [
          {
            calls: [
              {
                account: executor,
                to: ENTRY_POINT_V07,
                data: handleOpsData(batch),
                gas: batchGas(batch),
              },
            ],
            stateOverrides,
            // The next block's time is the clock's: anvil stamps a new block with it, while a
            // simulated one would follow the last block, which may be seconds old.
            blockOverrides: { time: BigInt(nowSeconds()) },
          },
        ],
      })
      const call = block!.calls[0]!
      if (call.status === 'failure') {
        const failed = failedOp(call.data)
        if (!failed)
          throw new Error(`handleOps failed in simulation: ${call.error?.message ?? call.data}`)
        const entry = batch[failed.index]!
        // AA22 inside the window: the chain's clock is behind ours; it is tried again.
        if (failed.reason.startsWith('AA22') && nowSeconds() <= entry.op.upperBoundTimestamp)
          wait(entry, failed.reason)
        else fail(entry, `validation failed: ${failed.reason}`)
        batch = holdBack(batch, entry)
        continue
      }
      const outcomes = readUserOpOutcomes({
        logs: call.logs ?? [],
      } as unknown as TransactionReceipt)
      const waiting = batch.find((entry) => {
        const outcome = outcomes.find((o) => o.userOpHash === entry.op.userOpHash)
        return outcome && !outcome.success && notYet(outcome.revertReason)
      })
      if (!waiting) return batch
      const outcome = outcomes.find((o) => o.userOpHash === waiting.op.userOpHash)!
      wait(waiting, describeNexusRevert(outcome.revertReason))
      waiting.waitingForFunds = true
      batch = holdBack(batch, waiting)
    }
  }

  /**
   * The node fronts the gas, as the real node's paymaster does: before a batch, each sender's
   * EntryPoint deposit is topped up (`depositTo`, from the executor) to what its ops may cost at
   * most, so validation never asks the account's own ETH (AA21). The fee op pays the node back.
   */
  const depositPrefunds = async (batch: readonly Queued[]) => {
    const need = new Map<Address, bigint>()
    for (const { op } of batch) {
      const u = op.userOp
      const cost = (u.callGasLimit + u.verificationGasLimit + u.preVerificationGas) * u.maxFeePerGas
      need.set(u.sender, (need.get(u.sender) ?? 0n) + cost)
    }
    // Every sender's deposit read at once (one JSON-RPC batch), then the top-ups sent in order.
    const deposits = await Promise.all(
      [...need.keys()].map((account) =>
        client.readContract({
          address: ENTRY_POINT_V07,
          abi: entryPointAbi,
          functionName: 'balanceOf',
          args: [account],
        }),
      ),
    )
    const hashes: Hash[] = []
    for (const [k, [account, cost]] of [...need].entries()) {
      const deposit = deposits[k]!
      if (deposit >= cost) continue
      hashes.push(
        await sender.send({
          to: ENTRY_POINT_V07,
          data: encodeFunctionData({
            abi: entryPointAbi,
            functionName: 'depositTo',
            args: [account],
          }),
          value: cost - deposit,
          gas: DEPOSIT_GAS,
        }),
      )
    }
    for (const hash of hashes) await waitForReceipt(client, hash)
  }

  /** Sends the batch in one handleOps and records each op from the EntryPoint's events. */
  const send = async (batch: Queued[], authorizations: readonly SignedAuthorization[]) => {
    const hash = await sender.send({
      to: ENTRY_POINT_V07,
      data: handleOpsData(batch),
      gas: batchGas(batch),
      ...(authorizations.length > 0 ? { authorizationList: authorizations } : {}),
    })
    for (const entry of batch) {
      entry.op.status = 'MINING'
      entry.op.txHash = hash
      entry.onChange()
    }
    const receipt = await waitForReceipt(client, hash)
    const outcomes = readUserOpOutcomes(receipt)
    for (const entry of batch) {
      recordOutcome(entry.op, receipt, outcomes)
      finish(entry)
    }
  }

  const loop = async () => {
    running = true
    try {
      while (queue.length > 0) {
        let batch = pick()
        if (batch.length === 0) {
          if (!(await sleep(25))) return stopAll()
          continue
        }
        try {
          const authorizations = await pendingAuthorizations(batch)
          await depositPrefunds(batch)
          batch = await simulate(batch, authorizations)
          if (batch.length === 0) continue
          // A held-back op may have been the one whose EOA needed the authorization.
          await send(batch, await pendingAuthorizations(batch))
        } catch (error) {
          for (const entry of batch.filter((e) => !isFinal(e.op))) fail(entry, gaveUpReason(error))
        }
      }
    } finally {
      running = false
    }
  }

  const stopAll = () => {
    for (const entry of [...queue]) {
      if (entry.op.status === 'MINING' || suspendOnStop) finish(entry, 'stopped')
      else fail(entry, 'the devnet stopped')
    }
  }

  return {
    run(group, ops, onChange, runFailed = () => undefined) {
      const waits = ops
        .filter((op) => !isFinal(op))
        .map(
          (op) =>
            new Promise<NexusOpSettled>((done) => {
              queue.push({ op, group, onChange, runFailed, notBefore: 0, delay: 100, done })
            }),
        )
      if (!running) void loop()
      return Promise.all(waits).then((all) => (all.includes('stopped') ? 'stopped' : 'final'))
    },
  }
}

/** The EOA an authorization is for: the sender of the batch's op that carries it. */
function senderOf(batch: readonly Queued[], auth: SignedAuthorization): Address {
  return batch.find((e) => e.op.authorization === auth)!.op.userOp.sender
}

/** The batch without `entry` and the ops of its group after it (they run after it, in order). */
function holdBack(batch: Queued[], entry: Queued): Queued[] {
  const at = batch.indexOf(entry)
  return batch.filter((e, i) => i < at || (i > at && e.group !== entry.group))
}

/** Records an op from its handleOps receipt: its event's success, gas and revert reason. */
export function recordOutcome(
  op: EngineOp,
  receipt: TransactionReceipt,
  outcomes: readonly UserOpOutcome[],
): void {
  op.txHash = receipt.transactionHash
  op.blockNumber = receipt.blockNumber
  const outcome = outcomes.find((o) => o.userOpHash.toLowerCase() === op.userOpHash.toLowerCase())
  if (receipt.status !== 'success' || !outcome) {
    op.status = 'MINED_FAIL'
    op.error = 'the handleOps transaction reverted (a validation failed on chain)'
    return
  }
  // The executor's cost of the transaction, shared by the ops in proportion to their gas. Each
  // share is the difference of two rounded running totals, so the shares add up to the cost to
  // the wei (a plain rounded share per op would leave up to one wei per op unrecovered).
  const total = outcomes.reduce((sum, o) => sum + o.actualGasUsed, 0n)
  const before = outcomes
    .slice(0, outcomes.indexOf(outcome))
    .reduce((sum, o) => sum + o.actualGasUsed, 0n)
  const cost = receipt.gasUsed * receipt.effectiveGasPrice
  const upTo = (gas: bigint) => (cost * gas) / total
  op.gasUsed = outcome.actualGasUsed
  op.gasCost = total === 0n ? 0n : upTo(before + outcome.actualGasUsed) - upTo(before)
  if (outcome.success) op.status = 'MINED_SUCCESS'
  else {
    op.status = 'MINED_FAIL'
    op.error = describeNexusRevert(outcome.revertReason)
  }
}

/**
 * After a restart: what the EntryPoint says of an op the journal left unfinished (its
 * `UserOperationEvent`, by any transaction). True when the op is final now; false when no
 * transaction ran it, and it is reset to PENDING.
 */
export async function reconcileNexusOp(op: EngineOp, chain: ChainContext): Promise<boolean> {
  const [log] = await chain.publicClient.getLogs({
    address: ENTRY_POINT_V07,
    event: userOpEvent,
    args: { userOpHash: op.userOpHash },
    fromBlock: 0n,
    toBlock: 'latest',
  })
  if (!log) {
    op.status = 'PENDING'
    delete op.txHash
    return false
  }
  const receipt = await chain.publicClient.getTransactionReceipt({ hash: log.transactionHash })
  recordOutcome(op, receipt, readUserOpOutcomes(receipt))
  return true
}

/** `FailedOp(opIndex, reason)` / `FailedOpWithRevert` of a reverted handleOps. */
function failedOp(data: Hex | undefined): { index: number; reason: string } | undefined {
  if (!data || data.length < 10) return undefined
  try {
    const decoded = decodeErrorResult({ abi: entryPointAbi, data })
    if (decoded.errorName === 'FailedOp') {
      const [index, reason] = decoded.args as readonly [bigint, string]
      return { index: Number(index), reason }
    }
    if (decoded.errorName === 'FailedOpWithRevert') {
      const [index, reason, inner] = decoded.args as readonly [bigint, string, Hex]
      return { index: Number(index), reason: `${reason}: ${describeNexusRevert(inner)}` }
    }
  } catch {}
  return undefined
}

/** "Not yet": the op's constraint reads a balance or a nonce that has not arrived. */
function notYet(reason: Hex | undefined): boolean {
  return accountError(reason)?.errorName === 'ConstraintNotMet'
}

function accountError(reason: Hex | undefined) {
  if (!reason || reason.length < 10) return undefined
  try {
    return decodeErrorResult({ abi: nexusAccount221Abi, data: reason })
  } catch {
    return undefined
  }
}

/** A Nexus account's revert in words, the failing call's own reason decoded. */
export function describeNexusRevert(reason: Hex | undefined): string {
  if (!reason || reason === '0x') return 'the call reverted without a reason'
  const decoded = accountError(reason)
  if (!decoded) return describeInner(reason)
  const args = (decoded.args ?? []) as readonly unknown[]
  if (decoded.errorName === 'CallFailed')
    return `call ${args[0]} failed: ${describeInner(args[1] as Hex)}`
  return `${decoded.errorName}(${args.map(String).join(', ')})`
}
