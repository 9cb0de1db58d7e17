// A chain's own rate, the figure the devnet's throughput is compared with: plain ETH transfers
// straight to the anvil, 10 senders at once (dev accounts 0–9), 50 each.
import { type Chain, createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

const mnemonic = 'test test test test test test test test test test test junk'
const SENDERS = 10
const PER_SENDER = 50

/** Plain transactions per second the chain's anvil takes from 10 senders at once. */
export async function anvilTransactionsPerSecond(chain: Chain): Promise<number> {
  const client = createPublicClient({ chain, transport: http() })
  const started = performance.now()
  await Promise.all(
    Array.from({ length: SENDERS }, async (_, s) => {
      const account = mnemonicToAccount(mnemonic, { addressIndex: s })
      const wallet = createWalletClient({ chain, transport: http(), account })
      let nonce = await client.getTransactionCount({ address: account.address })
      for (let k = 0; k < PER_SENDER; k++)
        await wallet.sendTransaction({
          to: '0x00000000000000000000000000000000000b0b01',
          value: parseEther('0.000001'),
          nonce: nonce++,
        })
    }),
  )
  return (SENDERS * PER_SENDER) / ((performance.now() - started) / 1000)
}
