import type { Address, Hash } from 'viem'
import { devTokenAbi } from '../artifacts/DevToken.js'
import { type DeployClients, SENT_AS_IS } from '../deploy/clients.js'
import type { DeployTokensReturnType, TokenSymbol } from '../deploy/tokens.js'

/** What every dev account (0–9) holds of each token on every chain after `startChains`. */
export const DEV_ACCOUNT_FUNDING: Record<TokenSymbol, bigint> = {
  USDC: 1_000_000n * 10n ** 6n,
  WETH: 1_000n * 10n ** 18n,
  USDT: 1_000_000n * 10n ** 6n,
}

/**
 * Mints {@link DEV_ACCOUNT_FUNDING} of every token to every recipient. The mints are sent one
 * after another (anvil assigns the deployer's nonces in order) without waiting for each receipt,
 * then all receipts are checked: thirty round trips instead of thirty send-and-wait cycles.
 */
export async function fundAccounts(
  clients: DeployClients,
  tokens: DeployTokensReturnType,
  recipients: Address[],
): Promise<void> {
  const hashes: Hash[] = []
  for (const token of Object.values(tokens)) {
    for (const recipient of recipients) {
      hashes.push(
        await clients.walletClient.writeContract({
          address: token.address,
          abi: devTokenAbi,
          functionName: 'mint',
          args: [recipient, DEV_ACCOUNT_FUNDING[token.symbol]],
          ...SENT_AS_IS,
        }),
      )
    }
  }
  const receipts = await Promise.all(
    hashes.map((hash) => clients.publicClient.waitForTransactionReceipt({ hash })),
  )
  const failed = receipts.find((receipt) => receipt.status !== 'success')
  if (failed) throw new Error(`mint transaction ${failed.transactionHash} reverted`)
}
