import type { ChainContext } from '../chains/chain-context.js'
import type { ChainSender } from './chain-sender.js'
import { applyDelegation } from './delegate.js'
import { createAccountCalldata } from './run-op.js'
import type { OrchestratorEngineOp } from './types.js'

/**
 * What an op's account needs before the op runs, done once however many ops ask at the same
 * time: the orchestrator account deployed, or (eoa-7702) the EOA's delegation applied.
 */
export type AccountSetup = {
  ensureAccount: (op: OrchestratorEngineOp) => Promise<void>
  ensureDelegation: (op: OrchestratorEngineOp) => Promise<void>
}

export function accountSetup(
  chains: Map<number, ChainContext>,
  senders: Map<number, ChainSender>,
): AccountSetup {
  const deployments = new Map<string, Promise<void>>()
  const delegations = new Map<string, Promise<void>>()
  const keyOf = (op: OrchestratorEngineOp) => `${op.chainId}:${op.account.toLowerCase()}`

  const deployAccount = async (op: OrchestratorEngineOp) => {
    const chain = chains.get(op.chainId)!
    const code = await chain.publicClient.getCode({ address: op.account })
    if (code && code !== '0x') return
    const { receipt, hash } = await senders.get(op.chainId)!.sendAndWait({
      to: chain.deployment.factory,
      data: createAccountCalldata(op.owner),
      gas: 1_000_000n,
    })
    if (receipt.status !== 'success') {
      throw new Error(`createAccount(${op.owner}) reverted on chain ${op.chainId} (tx ${hash})`)
    }
  }

  return {
    ensureAccount(op) {
      const key = keyOf(op)
      let pending = deployments.get(key)
      if (!pending) {
        pending = deployAccount(op)
        // A failed deployment may be retried by a later op.
        pending.catch(() => deployments.delete(key))
        deployments.set(key, pending)
      }
      return pending
    },
    // Two ops of one EOA on a chain (batch: false) share one type-4 transaction.
    ensureDelegation(op) {
      const key = keyOf(op)
      let pending = delegations.get(key)
      if (!pending) {
        pending = applyDelegation(chains.get(op.chainId)!, senders.get(op.chainId)!, op)
        pending.then(
          () => delegations.delete(key),
          () => delegations.delete(key),
        )
        delegations.set(key, pending)
      }
      return pending
    },
  }
}
