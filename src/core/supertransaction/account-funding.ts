// Smart-account mode runs the flows from the owner's smart account, which must hold what they
// spend. The run's funding step works out what it lacks and has the wallet send it, one ERC-20
// transfer per token and chain, before the quote is signed. What to send comes from the request
// (the flows' written-out amounts, `fundingTokensOf`) and balances read on chain; the recipient
// from the same independent source `verifyQuote` checks the quote's sender against
// (`resolveAccounts`). The quote adds only its fee, in the request's fee token, which the review
// showed and the signature pays anyway.
import { type Address, type Client, erc20Abi, type Hex } from 'viem'
import { getChainId, readContract, waitForTransactionReceipt, writeContract } from 'viem/actions'
import { walletRequest } from '../actions/internal.js'
import { resolveAccounts } from '../actions/resolveAccounts.js'
import type { QuoteParameters } from '../client/types.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import { AccountFundingRevertedError, WalletChainMismatchError } from '../errors/wallet.js'
import type { SupertxWallet } from '../wallet/types.js'

/** One transfer of the funding step: the wallet sends `amount` of `token` to the smart account. */
/** What the smart account must hold of one token on one chain before the operations run. */
export type AccountFundingNeed = { chainId: number; token: Address; amount: bigint }

export type AccountFundingTransfer = {
  chainId: number
  token: Address
  /** The owner's smart account on `chainId`. */
  to: Address
  /** What the flows (and the fee) spend there, in base units. */
  needed: bigint
  /** What the smart account held when it was read. */
  balance: bigint
  /** The shortfall sent: `needed - balance`. */
  amount: bigint
  status: 'pending' | 'sending' | 'confirming' | 'done'
  transactionHash?: Hex | undefined
}

/**
 * What the smart account lacks of each need (`accountFundingNeedsOf`), read on chain: one transfer
 * per token and chain it lacks, none when it holds enough.
 */
export async function planAccountFunding(
  config: SupertxConfig,
  wallet: SupertxWallet,
  parameters: {
    request: QuoteParameters
    needs: readonly AccountFundingNeed[]
    signal?: AbortSignal | undefined
  },
): Promise<AccountFundingTransfer[]> {
  const { request, needs, signal } = parameters
  if (request.mode !== 'smart-account' || !needs.length) return []
  const accounts = await resolveAccounts(config, { request, reader: wallet }, { signal })
  const transfers: AccountFundingTransfer[] = []
  for (const need of needs) {
    const to = accounts[need.chainId]
    if (!to) continue
    const reader = await readerOn(wallet, need.chainId)
    const balance = await readContract(reader, {
      address: need.token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [to],
    })
    if (balance >= need.amount) continue
    transfers.push({
      chainId: need.chainId,
      token: need.token,
      to,
      needed: need.amount,
      balance,
      amount: need.amount - balance,
      status: 'pending',
    })
  }
  return transfers
}

/**
 * Sends one planned transfer from the wallet on its chain and waits for it to be mined; reports
 * each status. A rejection is `UserRejectedError`, a revert `AccountFundingRevertedError`.
 */
export async function sendAccountFunding(
  wallet: SupertxWallet,
  transfer: AccountFundingTransfer,
  onUpdate: (transfer: AccountFundingTransfer) => void,
): Promise<AccountFundingTransfer> {
  const { chainId, token, to, amount } = transfer
  onUpdate({ ...transfer, status: 'sending' })
  const client = await walletRequest(`switch to chain ${chainId}`, () =>
    wallet.getWalletClient({ chainId }),
  )
  // The transfer goes out on the wallet's current chain: make sure that is the one planned.
  const current = await getChainId(client)
  if (current !== chainId) throw new WalletChainMismatchError({ expected: chainId, current })
  const hash = await walletRequest(`send the smart account its funds on chain ${chainId}`, () =>
    writeContract(client, {
      account: client.account,
      chain: null,
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, amount],
    } as never),
  )
  onUpdate({ ...transfer, status: 'confirming', transactionHash: hash })
  const receipt = await waitForTransactionReceipt(wallet.getPublicClient?.(chainId) ?? client, {
    hash,
  })
  if (receipt.status !== 'success')
    throw new AccountFundingRevertedError({ transactionHash: hash, chainId })
  const done = { ...transfer, status: 'done' as const, transactionHash: hash }
  onUpdate(done)
  return done
}

async function readerOn(wallet: SupertxWallet, chainId: number): Promise<Client> {
  return wallet.getPublicClient?.(chainId) ?? (await wallet.getWalletClient({ chainId }))
}
