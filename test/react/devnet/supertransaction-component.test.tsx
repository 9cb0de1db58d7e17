// <Supertransaction> on the devnet (anvil chains, our contracts, the API and the engine) with a
// real wallet: a person's path through the default layout, clicking its one button from idle to
// Done, then the balances read on chain.
import '@testing-library/jest-dom/vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { readHistory } from '../../../src/core/history/history.js'
import { Supertransaction } from '../../../src/react/components/Supertransaction/Supertransaction.js'
import { SupertxHistory } from '../../../src/react/components/SupertxHistory/SupertxHistory.js'
import { shortAddress } from '../../../src/react/ui/short-address.js'
import { DEV_ACCOUNT } from './accounts.js'
import { balanceOf, chainA, recipient, renderEnv, transfer, USDC, wait } from './env.js'
import {
  eoaTransfer,
  getQuote,
  renderAndGetQuote,
  supertransactionButton,
  usdcTokenList,
  whenSignable,
} from './supertransaction-steps.js'

const button = supertransactionButton(/Get quote|Sign and execute|Done|Try again|…/)

describe('<Supertransaction> on the devnet', () => {
  // The permit account: its test in supertransaction.test.tsx and this one run one after the
  // other (no file parallelism) and each compares balances it read itself.
  it('eoa (permit), one chain: Get quote → Sign and execute → Done; the funds moved on chain', async () => {
    const { wrapper, wallet, owner, storage } = await renderEnv(DEV_ACCOUNT.permit)
    const amount = 1_250_000n
    const [ownerBefore, recipientBefore] = [
      await balanceOf(USDC, owner),
      await balanceOf(USDC, recipient),
    ]
    let succeeded = false
    render(
      <Supertransaction
        {...eoaTransfer(amount)}
        onSuccess={() => {
          succeeded = true
        }}
      />,
      { wrapper },
    )
    expect(button()).toHaveAccessibleName('Get quote')
    await getQuote(button)
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'), wait)
    const review = screen.getByRole('region', { name: 'Review' })
    expect(review).toHaveTextContent(`On Test chain ${chainA.id}`)
    expect(review).toHaveTextContent('Permit (EIP-2612)')
    expect(review).toHaveTextContent('1 signature')
    // USDC's symbol and decimals read on chain (no token list given).
    await waitFor(() => expect(review).toHaveTextContent('1.25 USDC'), wait)
    await whenSignable(button)
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Done'), wait)
    expect(succeeded).toBe(true)
    expect(wallet.prompts).toEqual([{ method: 'eth_signTypedData_v4' }])
    const tracking = screen.getByRole('region', { name: 'Status on each chain' })
    expect(within(tracking).getAllByText('Succeeded').length).toBeGreaterThan(0)
    expect(await balanceOf(USDC, owner)).toBe(ownerBefore - amount)
    expect(await balanceOf(USDC, recipient)).toBe(recipientBefore + amount)
    // The history keeps the review's words for what ran (no token list here: the symbol and
    // decimals USDC's contract reports, marked unlisted), and its row says them.
    const amountWords = `1.25 USDC (unlisted token ${shortAddress(USDC)})`
    const [take, send] = [
      `Take ${amountWords} from your wallet`,
      `Send ${amountWords} to ${shortAddress(recipient)}`,
    ]
    expect(review).toHaveTextContent(`${take}${send}`)
    const sent = `${take}; ${send}`
    // The status list names the operation in the same words as the review.
    expect(tracking).toHaveTextContent(`Operation 1 on Test chain ${chainA.id}: ${sent}`)
    const [entry] = await readHistory(storage)
    expect(entry).toMatchObject({ status: 'success', description: sent })
    render(<SupertxHistory />, { wrapper })
    const history = await screen.findByRole('region', { name: 'Your supertransactions' })
    await waitFor(() => expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(sent))
  })

  it('more than the owner holds: after the quote the button says how much is needed, and stays put', async () => {
    const { wrapper, wallet, owner } = await renderEnv(DEV_ACCOUNT.permit)
    const held = await balanceOf(USDC, owner)
    const amount = held + 1n
    await renderAndGetQuote(eoaTransfer(amount), wrapper, button)
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'), wait)
    await waitFor(() => expect(button()).toHaveAttribute('aria-disabled', 'true'), wait)
    const usdc = (units: bigint) =>
      `${new Intl.NumberFormat('en', { maximumFractionDigits: 6 }).format(Number(units) / 1e6)} USDC`
    // Off at once while the preview runs; the shortfall is said once the balance is read.
    await waitFor(
      () =>
        expect(button()).toHaveAccessibleDescription(
          `Not enough funds: this needs ${usdc(amount)}, your balance is ${usdc(held)}.`,
        ),
      wait,
    )
    fireEvent.click(button())
    expect(wallet.prompts).toEqual([])
  })

  it('a call that reverts for a token’s balance: the preview says so and the quote is not signed (no mode signs what the review says will fail)', async () => {
    // The owner's smart account holds no USDC: the transfer would revert with the token's
    // ERC20InsufficientBalance(account, 0, 1500000), and the preview sees it before signing.
    const { wrapper, wallet } = await renderEnv(DEV_ACCOUNT.queries, {
      ui: { tokenList: usdcTokenList() },
    })
    await renderAndGetQuote(
      { mode: 'smart-account', composeFlows: [transfer(USDC, 1_500_000n)] },
      wrapper,
      button,
    )
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'), wait)
    const preview = screen.getByRole('region', { name: 'Your balances after' })
    await waitFor(() => expect(within(preview).getByRole('alert')).toBeInTheDocument(), wait)
    expect(button()).toHaveAttribute('aria-disabled', 'true')
    expect(button()).toHaveAccessibleDescription(
      `This would fail on Test chain ${chainA.id}, so it is not signed: see why under “Your balances after”.`,
    )
    expect(document.body.textContent).not.toMatch(/ERC20InsufficientBalance/)
    fireEvent.click(button())
    await new Promise((settle) => setTimeout(settle, 1500))
    expect(button()).toHaveAccessibleName('Sign and execute')
    expect(wallet.prompts).toEqual([])
  })
})
