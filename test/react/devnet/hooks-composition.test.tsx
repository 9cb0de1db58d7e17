// The brief's hooks composed by hand, written only from their types and the README (no casts, no
// import but the package's entry points): useQuote → useSignPayloads → useExecute →
// useSupertxReceipt, rendered inside the app's providers on the devnet and clicked like a user.
// The request leaves out what the kit fills in (the owner: the connected account; in eoa the
// funding tokens its flows spend), so what useQuote returns must be what the next step signs.
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Providers } from '../../../examples/hooks/providers.js'
import type { ComposeFlow } from '../../../src/core/index.js'
import {
  type UseQuoteParameters,
  useExecute,
  useQuote,
  useSignPayloads,
  useSupertxReceipt,
} from '../../../src/react/index.js'
import { DEV_ACCOUNT } from './accounts.js'
import { balanceOf, chainA, devnet, recipient, renderEnv, transfer, USDC, wait } from './env.js'

function Checkout({ request }: { request: UseQuoteParameters }) {
  const quote = useQuote(request)
  const sign = useSignPayloads()
  const execute = useExecute()
  const receipt = useSupertxReceipt({ supertxHash: execute.data?.supertxHash })

  async function pay() {
    if (!quote.data) return
    const { signedQuote } = await sign.signPayloadsAsync({
      quote: quote.data,
      request: quote.request,
    })
    await execute.executeAsync({ signedQuote })
  }

  if (quote.error) return <p role="alert">{quote.error.message}</p>
  if (!quote.data) return <p>Quoting…</p>
  return (
    <div>
      <p>Fee: {quote.data.fee.amount}</p>
      <button type="button" onClick={pay} disabled={!sign.isIdle}>
        Pay
      </button>
      {sign.error && <p role="alert">{sign.error.message}</p>}
      {execute.error && <p role="alert">{execute.error.message}</p>}
      <p role="status">{receipt.data?.status ?? 'not sent'}</p>
    </div>
  )
}

async function run(request: UseQuoteParameters) {
  const { wagmiConfig, wallet } = await renderEnv(DEV_ACCOUNT.examples)
  render(
    <Providers wagmiConfig={wagmiConfig as never} apiUrl={devnet.apiUrl} apiKey={devnet.apiKey}>
      <Checkout request={request} />
    </Providers>,
  )
  fireEvent.click(await screen.findByRole('button', { name: 'Pay' }, wait))
  await waitFor(() => {
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('success')
  }, wait)
  return wallet
}

describe('the hooks composed by hand, from their types and the README', () => {
  it('eoa, no owner and no funding tokens given: the quote fills them in, one permit, success', async () => {
    const composeFlows: ComposeFlow[] = [transfer(USDC, 31_000n)]
    const before = await balanceOf(USDC, recipient)
    const wallet = await run({ mode: 'eoa', composeFlows })
    expect(wallet.prompts).toEqual([{ method: 'eth_signTypedData_v4' }])
    expect(await balanceOf(USDC, recipient)).toBe(before + 31_000n)
  })

  it('smart-account: one personal signature over the quote, success', async () => {
    const wallet = await run({
      mode: 'smart-account',
      composeFlows: [
        {
          type: '/instructions/build',
          data: {
            to: USDC,
            chainId: chainA.id,
            functionSignature: 'function approve(address spender, uint256 amount)',
            args: [recipient, '5'],
          },
        },
      ],
    })
    expect(wallet.prompts).toEqual([{ method: 'personal_sign' }])
  })
})
