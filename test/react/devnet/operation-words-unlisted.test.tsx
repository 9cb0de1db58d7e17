// An app without a token list, on the devnet: the review's operations read the token's symbol and
// decimals from its contract, marked unlisted with its short address ("Send 25 USDC (unlisted
// token 0x…) to 0x…"), the same number as the fee and balance lines beside them, never "25000000
// base units of 0x…". A quote only: nothing is signed, no state changes.
import '@testing-library/jest-dom/vitest'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Supertransaction } from '../../../src/react/components/Supertransaction/Supertransaction.js'
import { shortAddress } from '../../../src/react/ui/short-address.js'
import { DEV_ACCOUNT } from './accounts.js'
import { recipient, renderEnv, USDC, wait } from './env.js'
import { eoaTransfer, getQuote, supertransactionButton } from './supertransaction-steps.js'

const button = supertransactionButton(/Get quote|Sign and execute|Done|Try again|…/)

const opTexts = () =>
  [...document.querySelectorAll('.stx-quote-summary__op')].map((el) => el.textContent)

describe('operations on a token the app did not list', () => {
  it('read its on-chain symbol and decimals, marked unlisted with its short address', async () => {
    const { wrapper } = await renderEnv(DEV_ACCOUNT.queries)
    render(<Supertransaction {...eoaTransfer(25_000_000n)} />, { wrapper })
    await getQuote(button)
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'), wait)
    const unlisted = `(unlisted token ${shortAddress(USDC)})`
    await waitFor(
      () => expect(opTexts()).toContain(`Send 25 USDC ${unlisted} to ${shortAddress(recipient)}`),
      wait,
    )
    expect(opTexts()).toContain(`Take 25 USDC ${unlisted} from your wallet`)
    const review = screen.getByRole('region', { name: 'Review' })
    expect(review.textContent).not.toMatch(/base units/)
  }, 120_000)
})
