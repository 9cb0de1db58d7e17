// <Supertransaction> in eoa-7702 on the devnet with a real wallet whose account has not delegated
// yet: "Get quote" lists the delegation to sign and asks the wallet nothing; only the press on
// "Authorize and get quote" asks it, then the quote is reviewed and signed as usual.
import '@testing-library/jest-dom/vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Supertransaction } from '../../../src/react/components/Supertransaction/Supertransaction.js'
import { DEV_ACCOUNT } from './accounts.js'
import { chainA, publicClient, renderEnv, transfer, USDC, wait } from './env.js'
import { getQuote, supertransactionButton } from './supertransaction-steps.js'

const button = supertransactionButton(
  /Get quote|Authorize and get quote|Sign and execute|Done|Try again|…/,
)

describe('<Supertransaction> eoa-7702: the delegation is reviewed before the wallet is asked', () => {
  it('Get quote → the delegation listed, no wallet prompt → a rejection keeps the review → Authorize again → the quote’s review', async () => {
    const { wrapper, wallet, owner } = await renderEnv(DEV_ACCOUNT.eip7702Review)
    render(<Supertransaction mode="eoa-7702" composeFlows={[transfer(USDC, 0n, chainA.id)]} />, {
      wrapper,
    })
    await getQuote(button)
    await waitFor(() => expect(button()).toHaveAccessibleName('Authorize and get quote'), wait)
    // What will be signed is on the page before the wallet is asked anything.
    expect(document.body).toHaveTextContent(
      `Turn your account on Test chain ${chainA.id} into a smart account that delegates to`,
    )
    expect(wallet.prompts).toEqual([])
    expect(await publicClient(chainA).getCode({ address: owner })).toBeUndefined()
    // The review says what will be signed, and why there is no fee yet.
    const review = screen.getByRole('region', { name: 'Review' })
    expect(review).toHaveTextContent('You sign: 1 authorization, then 1 signature.')
    expect(review).toHaveTextContent('The fee is shown after you authorize')

    // Rejected in the wallet: still on the same review, the delegation still listed.
    wallet.rejectNext()
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Try again'), wait)
    expect(wallet.prompts).toEqual([{ method: 'wallet_signAuthorization' }])
    expect(review).toHaveTextContent('You sign: 1 authorization, then 1 signature.')
    expect(await publicClient(chainA).getCode({ address: owner })).toBeUndefined()
    wallet.prompts.length = 0

    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'), wait)
    expect(wallet.prompts).toEqual([{ method: 'wallet_signAuthorization' }])
    expect(screen.getByRole('region', { name: 'Review' })).toBeInTheDocument()
  })
})
