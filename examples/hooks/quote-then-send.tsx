// docs/hooks.md's one-quote example, in `smart-account` mode: `quote()` stops at `quoted` with the fee
// of that quote (`data.quote.fee`); `execute()` signs and executes THAT quote, so the fee shown is
// the fee paid. The owner is the connected account.
import type { Address } from 'viem'
import { useSupertransaction } from '../../src/react/index.js'

export type QuoteThenSendProps = { token: Address; chainId: number; to: Address; amount: bigint }

export function QuoteThenSend({ token, chainId, to, amount }: QuoteThenSendProps) {
  const tx = useSupertransaction({
    mode: 'smart-account',
    composeFlows: [
      {
        type: '/instructions/build',
        data: {
          to: token,
          chainId,
          functionSignature: 'function approve(address spender, uint256 amount)',
          args: [to, amount.toString()],
        },
      },
    ],
  })
  return (
    <div>
      {tx.status === 'idle' && (
        <button type="button" onClick={() => tx.quote()}>
          Get the fee
        </button>
      )}
      {tx.status === 'quoted' && (
        <>
          <p>
            Fee: {tx.data.quote.fee.amount} of {tx.data.quote.fee.token}
          </p>
          <button type="button" onClick={() => tx.execute()}>
            Confirm
          </button>
        </>
      )}
      <p role="status">{tx.status}</p>
      {(tx.status === 'error' || tx.status === 'failed') && <p role="alert">{tx.error.message}</p>}
      {tx.explorerUrl && <a href={tx.explorerUrl}>View on the explorer</a>}
    </div>
  )
}
