// Smart-account mode with `fundAccount`: an owner whose smart account holds nothing presses Get
// quote, then Sign and execute; the supertransaction's funding step has the wallet send the smart
// account what the flows spend (read from the request and the chain), shown as its own step before
// the signature, and the supertransaction lands. Real devnet, real wallet, balances read on chain.
import '@testing-library/jest-dom/vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { type Address, createWalletClient, erc20Abi, http, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { getOrchestrator } from '../../../src/core/actions/getOrchestrator.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { Supertransaction } from '../../../src/react/components/Supertransaction/Supertransaction.js'
import { shortAddress } from '../../../src/react/ui/short-address.js'
import { testAccount } from '../support/setup.js'
import { DEV_ACCOUNT } from './accounts.js'
import {
  balanceOf,
  chainA,
  devnet,
  publicClient,
  recipient,
  renderEnv,
  transfer,
  USDC,
  wait,
} from './env.js'
import { whenSignable } from './supertransaction-steps.js'

/** Gives `to` `usdc` (and with `eth`, 1 ETH for gas) from the `recipient` dev account. */
async function fundFromRecipient(to: Address, usdc: bigint, eth = true) {
  const wallet = createWalletClient({
    account: testAccount(DEV_ACCOUNT.recipient),
    transport: http(chainA.rpcUrl),
  })
  for (const hash of [
    ...(eth ? [await wallet.sendTransaction({ chain: null, to, value: parseEther('1') })] : []),
    await wallet.writeContract({
      chain: null,
      address: USDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, usdc],
    }),
  ])
    await publicClient().waitForTransactionReceipt({ hash })
}

const button = () =>
  screen.getAllByRole('button', {
    name: /Get quote|Sign and execute|Done|Try again|…/,
  })[0] as HTMLElement

describe('smart-account funding step on the devnet', () => {
  it('a smart account holding nothing: the wallet sends it the flows’ 2 USDC, then it signs and lands', async () => {
    const { wrapper, wallet, owner } = await renderEnv(DEV_ACCOUNT.accountFunding)
    const amount = 2_000_000n
    await fundFromRecipient(owner, 5_000_000n)
    const config = createSupertxConfig({ baseUrl: devnet.apiUrl, apiKey: devnet.apiKey })
    const [group] = await getOrchestrator(config, { ownerAddress: owner, chains: [chainA.id] })
    const account = group?.address as Address
    expect(await balanceOf(USDC, account)).toBe(0n)
    const [ownerBefore, recipientBefore] = [
      await balanceOf(USDC, owner),
      await balanceOf(USDC, recipient),
    ]

    // requirePreview: signing waits for a preview that runs through; it does only because the
    // preview counts the funding step's transfer (the account itself holds nothing).
    render(
      <Supertransaction
        mode="smart-account"
        fundAccount
        requirePreview
        composeFlows={[transfer(USDC, amount)]}
      />,
      { wrapper },
    )
    await waitFor(() => expect(button()).not.toHaveAttribute('aria-disabled'), wait)
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'), wait)
    const preview = screen.getByRole('region', { name: 'Your balances after' })
    await waitFor(() => expect(preview).toHaveTextContent('Your wallet −2 USDC'), wait)
    expect(within(preview).queryByRole('alert')).toBeNull()
    await waitFor(() => expect(button()).not.toHaveAttribute('aria-disabled'), wait)
    // Nothing was sent before the press: the quote alone moves no funds.
    expect(await balanceOf(USDC, account)).toBe(0n)
    expect(wallet.prompts).toEqual([])
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Done'), wait)
    // The preview the user read stays, untouched by what landed since.
    expect(preview).toHaveTextContent('Your wallet −2 USDC')
    expect(within(preview).queryByRole('alert')).toBeNull()

    // The funding transfer, then the quote's one signature.
    expect(wallet.prompts.map((prompt) => prompt.method)).toEqual([
      'eth_sendTransaction',
      'eth_signTypedData_v4',
    ])
    const progress = screen.getByRole('region', { name: 'Progress' })
    const steps = within(progress).getAllByRole('listitem')
    const fund = steps.find((step) => step.textContent?.startsWith('✓Fund your smart account'))
    expect(fund).toBeDefined()
    // No token list in this provider: the symbol and decimals USDC's contract reports (read for
    // the review), marked unlisted with its short address; never base units, never a guess.
    expect(fund).toHaveTextContent(
      `Send 2 USDC (unlisted token ${shortAddress(USDC)}) to your smart account on Test chain ${chainA.id}`,
    )
    expect(fund).toHaveTextContent('Confirmed')
    // The fund step comes before the signature.
    const names = steps.map((step) => step.textContent ?? '')
    expect(names.findIndex((n) => n.includes('Fund your smart account'))).toBeLessThan(
      names.findIndex((n) => n.includes('Sign')),
    )
    // Exactly the shortfall went in and on to the recipient.
    expect(await balanceOf(USDC, owner)).toBe(ownerBefore - amount)
    expect(await balanceOf(USDC, recipient)).toBe(recipientBefore + amount)
    expect(await balanceOf(USDC, account)).toBe(0n)
  })

  it('a smart account that already holds what the flows spend: nothing is sent, the step says Not needed', async () => {
    const { wrapper, wallet, owner } = await renderEnv(DEV_ACCOUNT.accountFunding)
    const amount = 1_000_000n
    const config = createSupertxConfig({ baseUrl: devnet.apiUrl, apiKey: devnet.apiKey })
    const [group] = await getOrchestrator(config, { ownerAddress: owner, chains: [chainA.id] })
    const account = group?.address as Address
    await fundFromRecipient(account, amount, false)
    const ownerBefore = await balanceOf(USDC, owner)
    render(
      <Supertransaction mode="smart-account" fundAccount composeFlows={[transfer(USDC, amount)]} />,
      { wrapper },
    )
    await waitFor(() => expect(button()).not.toHaveAttribute('aria-disabled'), wait)
    fireEvent.click(button())
    await whenSignable(button)
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Done'), wait)
    expect(wallet.prompts.map((prompt) => prompt.method)).toEqual(['eth_signTypedData_v4'])
    const progress = screen.getByRole('region', { name: 'Progress' })
    expect(progress).toHaveTextContent('Fund your smart account Not needed')
    expect(await balanceOf(USDC, owner)).toBe(ownerBefore)
    expect(await balanceOf(USDC, account)).toBe(0n)
  })

  it('funding the wallet cannot send: the preview says so before anything is signed, and requirePreview keeps the button off', async () => {
    const { wrapper, wallet, owner } = await renderEnv(DEV_ACCOUNT.accountFunding)
    const held = await balanceOf(USDC, owner)
    const tooMuch = held + 1_000_000n
    render(
      <Supertransaction
        mode="smart-account"
        fundAccount
        requirePreview
        composeFlows={[transfer(USDC, tooMuch)]}
      />,
      { wrapper },
    )
    await waitFor(() => expect(button()).not.toHaveAttribute('aria-disabled'), wait)
    fireEvent.click(button())
    const preview = await screen.findByRole('region', { name: 'Your balances after' }, wait)
    // No token list here: the symbol and decimals are read on chain.
    await waitFor(
      () =>
        expect(within(preview).getByRole('alert').textContent).toMatch(
          /^Would revert: your wallet must first send your smart account [\d,.]+ USDC, and it holds [\d,.]+ USDC\. Add to your wallet or lower the amount, then get a new quote\.$/,
        ),
      wait,
    )
    await waitFor(() => expect(button()).toHaveAttribute('aria-disabled', 'true'), wait)
    expect(wallet.prompts).toEqual([])
  })
})
