// What the chain says of the owner's EOA, for EIP-7702: its nonce and whom it delegates to now.
import type { Address, Hex } from 'viem'
import type { AccountChainState } from '../verify/authorizations.js'
import type { SupertxWallet } from '../wallet/types.js'

type Reader = { request: (args: unknown, options?: { retryCount?: number }) => Promise<unknown> }

/**
 * Per chain, the EOA's nonce and current delegate, read with the wallet's public clients. A chain
 * the wallet cannot read (no client, or the read fails) is left out: the plan then refuses what it
 * would need from it rather than trust the service's number.
 */
export async function readAccountState(
  wallet: Pick<SupertxWallet, 'getPublicClient'>,
  address: Address,
  chainIds: readonly number[],
): Promise<Record<number, AccountChainState>> {
  const entries = await Promise.all(
    chainIds.map(async (chainId) => {
      const client = wallet.getPublicClient?.(chainId) as Reader | undefined
      if (!client) return undefined
      try {
        const [nonce, code] = (await Promise.all([
          client.request(
            { method: 'eth_getTransactionCount', params: [address, 'latest'] },
            { retryCount: 1 },
          ),
          client.request({ method: 'eth_getCode', params: [address, 'latest'] }, { retryCount: 1 }),
        ])) as [Hex, Hex | null]
        return [chainId, { nonce: Number(BigInt(nonce)), delegate: delegateOf(code) }] as const
      } catch {
        return undefined
      }
    }),
  )
  return Object.fromEntries(entries.filter((entry) => entry !== undefined))
}

// A delegated EOA's code is the designator 0xef0100 ‖ address.
function delegateOf(code: Hex | null | undefined): string | undefined {
  const lower = code?.toLowerCase()
  return lower?.startsWith('0xef0100') && lower.length === 48 ? `0x${lower.slice(8)}` : undefined
}
