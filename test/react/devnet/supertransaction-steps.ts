// The steps the devnet tests of <Supertransaction> share: its one button, Get quote (render, wait
// for the button to come on, click), an eoa USDC transfer's props and a token list of USDC alone.
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { type ComponentProps, createElement, type JSXElementConstructor } from 'react'
import { expect } from 'vitest'
import { Supertransaction } from '../../../src/react/components/Supertransaction/Supertransaction.js'
import { chainA, transfer, USDC, wait } from './env.js'

type SupertransactionProps = ComponentProps<typeof Supertransaction>

/** A getter for <Supertransaction>'s button: the first button whose name is one of `names`. */
export const supertransactionButton = (names: RegExp) => () =>
  screen.getAllByRole('button', { name: names })[0] as HTMLElement

/** Get quote: waits until the button is on (the wallet connected, the inputs complete), clicks it. */
export async function getQuote(button: () => HTMLElement) {
  await waitFor(() => expect(button()).not.toHaveAttribute('aria-disabled'), wait)
  fireEvent.click(button())
}

/**
 * Waits until the quote can be signed: the button says Sign and execute and is on (its balance
 * preview has run through on every chain, which signing waits for in every mode).
 */
export async function whenSignable(button: () => HTMLElement) {
  await waitFor(() => {
    expect(button()).toHaveAccessibleName('Sign and execute')
    expect(button()).not.toHaveAttribute('aria-disabled')
  }, wait)
}

/** Renders <Supertransaction> with `props` in the providers of `wrapper`, then Get quote. */
export async function renderAndGetQuote(
  props: SupertransactionProps,
  wrapper: JSXElementConstructor<{ children: React.ReactNode }>,
  button: () => HTMLElement,
) {
  const view = render(createElement(Supertransaction, props), { wrapper })
  await getQuote(button)
  return view
}

/** An eoa transfer of `amount` USDC to the recipient on chain A, funded from the wallet. */
export const eoaTransfer = (amount: bigint) => ({
  mode: 'eoa' as const,
  fundingTokens: [{ tokenAddress: USDC, chainId: chainA.id, amount: amount.toString() }],
  composeFlows: [transfer(USDC, amount)],
})

/** A token list of the devnet's USDC on chain A alone: its symbol and decimals without a read. */
export const usdcTokenList = () => ({
  name: 'devnet',
  tokens: [{ chainId: chainA.id, address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 }],
})
