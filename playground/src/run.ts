// How Execute runs, framework-free (the page and the devnet matrix test share it): smart-account
// mode quotes first, sends the orchestrator account what the flows spend plus that quote's fee
// (only what it does not hold yet), then signs and executes that same quote. eoa and eoa-7702
// modes execute directly: the permit pulls the funding, or the wallet spends its own.
import { type Address, erc20Abi, type Hash } from 'viem'
import type { Config } from 'wagmi'
import {
  getChainId,
  readContract,
  switchChain,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions'
import type { SupertransactionState } from '../../src/core/supertransaction/types.js'
import { type Need, withFee } from './funding.js'

/** A funding transfer the chain reverted (the page says it in its own words, words.ts). */
export class FundingRevertedError extends Error {
  override name = 'FundingRevertedError'
  constructor(
    readonly chainId: number,
    readonly hash: Hash,
  ) {
    super(
      `Funding the smart account reverted on chain ${chainId} (transaction ${hash}): check that your wallet holds what the flows spend.`,
    )
  }
}

/**
 * Tops `account` up from the connected wallet to at least each need: it transfers only what the
 * account lacks, on the need's chain. Calls `onTransfer` before each transfer it sends.
 */
export async function fundAccount(
  config: Config,
  parameters: { account: Address; needs: readonly Need[]; onTransfer?: (need: Need) => void },
): Promise<void> {
  const { account, needs, onTransfer } = parameters
  for (const need of needs) {
    const { chainId, token } = need
    const held = await readContract(config, {
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
      chainId,
    })
    if (held >= need.amount) continue
    onTransfer?.(need)
    if (getChainId(config) !== chainId) await switchChain(config, { chainId })
    const hash = await writeContract(config, {
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account, need.amount - held],
      chainId,
    })
    const receipt = await waitForTransactionReceipt(config, { hash, chainId })
    if (receipt.status !== 'success') throw new FundingRevertedError(chainId, hash)
  }
}

/** The flow as the kit's `useSupertransaction` and `createSupertransaction` both drive it. */
export type FlowDriver = {
  quote: () => Promise<SupertransactionState>
  execute: () => Promise<SupertransactionState>
}

/**
 * smart-account mode's Execute: quote, fund the account with `needs` plus the quoted fee, then
 * sign and execute that quote (never a second one, so the fee funded is the fee paid). Stops at
 * the first state that is not `quoted`.
 */
export async function executeFunded(
  flow: FlowDriver,
  fund: (needs: Need[]) => Promise<void>,
  needs: readonly Need[],
): Promise<SupertransactionState> {
  const quoted = await flow.quote()
  if (quoted.status !== 'quoted') return quoted
  const { fee } = quoted.data.quote
  await fund(withFee(needs, { chainId: fee.chainId, token: fee.token, amount: BigInt(fee.amount) }))
  return flow.execute()
}
