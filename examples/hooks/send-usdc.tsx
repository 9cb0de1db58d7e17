// docs/hooks.md's useSupertransaction example: the whole run behind one button. The owner signs one
// EIP-2612 permit of the USDC; the kit quotes, signs, executes and tracks, and resumes tracking
// after a reload (the in-flight hash is kept in localStorage). The button is disabled only while a
// run is under way: after success (or failure) a click sends again.
import type { Address } from 'viem'
import { useSupertransaction } from '../../src/react/index.js'

export type SendUsdcProps = { usdc: Address; chainId: number; to: Address; amount: bigint }

export function SendUsdc({ usdc, chainId, to, amount }: SendUsdcProps) {
  const tx = useSupertransaction({
    mode: 'eoa',
    fundingTokens: [{ tokenAddress: usdc, chainId, amount: amount.toString() }],
    composeFlows: [
      {
        type: '/instructions/build',
        data: {
          to: usdc,
          chainId,
          functionSignature: 'function transfer(address to, uint256 amount)',
          args: [to, amount.toString()],
        },
      },
    ],
    onSuccess: (receipt) => console.info('landed', receipt.supertxHash),
  })
  const busy = ['authorizing', 'quoting', 'signing', 'executing', 'tracking'].includes(tx.status)
  return (
    <div>
      <button type="button" onClick={() => tx.execute()} disabled={busy}>
        Send
      </button>
      <p role="status">{tx.status}</p>
      {tx.status === 'error' && (
        <p role="alert">
          {tx.error.message}{' '}
          <button type="button" onClick={() => tx.retry()}>
            Retry
          </button>
        </p>
      )}
      {tx.status === 'failed' && <p role="alert">{tx.error.message}</p>}
      {tx.explorerUrl && <a href={tx.explorerUrl}>View on the explorer</a>}
    </div>
  )
}
