// docs/hooks.md's examples (examples/hooks) rendered as an app would, inside their Providers,
// against the real devnet, clicked like a user: they must keep working as written.
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Providers } from '../../../examples/hooks/providers.js'
import { QuoteThenSend } from '../../../examples/hooks/quote-then-send.js'
import { SendUsdc } from '../../../examples/hooks/send-usdc.js'
import { StepByStep } from '../../../examples/hooks/step-by-step.js'
import { UpgradeAccount } from '../../../examples/hooks/upgrade.js'
import { DEV_ACCOUNT } from './accounts.js'
import {
  balanceOf,
  chainA,
  chainB,
  devnet,
  makeLegacyAccount,
  recipient,
  renderEnv,
  USDC,
  wait,
} from './env.js'

async function app(children: React.ReactNode) {
  const { wagmiConfig, owner, wallet } = await renderEnv(DEV_ACCOUNT.examples)
  const view = render(
    <Providers wagmiConfig={wagmiConfig as never} apiUrl={devnet.apiUrl} apiKey={devnet.apiKey}>
      {children}
    </Providers>,
  )
  return { view, owner, wallet }
}

describe('docs/hooks.md examples on the devnet', () => {
  it('SendUsdc (useSupertransaction): one click, one permit, success with an explorer link', async () => {
    const before = await balanceOf(USDC, recipient)
    const { wallet } = await app(
      <SendUsdc usdc={USDC} chainId={chainA.id} to={recipient} amount={42_000n} />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('success'), wait)
    const link = screen.getByRole('link', { name: 'View on the explorer' })
    expect(link.getAttribute('href')).toMatch(`${devnet.explorerUrl}/details/0x`)
    expect(await balanceOf(USDC, recipient)).toBe(before + 42_000n)
    expect(wallet.prompts).toEqual([{ method: 'eth_signTypedData_v4' }])

    // After success the button is not stuck: a click sends again, as a fresh run.
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement
    expect(send.disabled).toBe(false)
    fireEvent.click(send)
    await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe('success'), wait)
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('success'), wait)
    expect(await balanceOf(USDC, recipient)).toBe(before + 84_000n)
    expect(wallet.prompts).toHaveLength(2)
  })

  it('QuoteThenSend (smart-account, one quote): the fee shown is the quote executed', async () => {
    const { wallet } = await app(
      <QuoteThenSend token={USDC} chainId={chainA.id} to={recipient} amount={7n} />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Get the fee' }))
    const confirm = await screen.findByRole('button', { name: 'Confirm' }, wait)
    expect(screen.getByText(/^Fee: \d+ of 0x/)).toBeDefined()
    fireEvent.click(confirm)
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('success'), wait)
    expect(screen.getByRole('link', { name: 'View on the explorer' })).toBeDefined()
    expect(wallet.prompts).toEqual([{ method: 'eth_signTypedData_v4' }])
  })

  it('StepByStep (useQuote, useSignPayloads, useExecute, useSupertxReceipt): quote, confirm, success', async () => {
    const { owner } = await renderEnv(DEV_ACCOUNT.examples)
    const request = {
      mode: 'smart-account' as const,
      ownerAddress: owner,
      composeFlows: [
        {
          type: '/instructions/build' as const,
          data: {
            to: USDC,
            chainId: chainA.id,
            functionSignature: 'function approve(address spender, uint256 amount)',
            args: [recipient, '99'],
          },
        },
      ],
    }
    const { wallet } = await app(<StepByStep request={request} />)
    const confirm = await screen.findByRole('button', { name: 'Confirm' }, wait)
    expect(screen.getByText(/^Fee: /)).toBeDefined()
    fireEvent.click(confirm)
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('success'), wait)
    expect(screen.getByRole('listitem').textContent).toBe('message: signed')
    expect(screen.getByRole('link', { name: 'View on the explorer' })).toBeDefined()
    expect(wallet.prompts).toEqual([{ method: 'eth_signTypedData_v4' }])
  })

  it('UpgradeAccount (useUpgrade): a legacy account is found, upgraded with one signature, its address shown', async () => {
    const { owner } = await renderEnv(DEV_ACCOUNT.examples)
    // Devnet-only endpoint: give this owner a 2.1.0 account on both chains.
    const legacy = await makeLegacyAccount(owner)
    const { wallet } = await app(<UpgradeAccount owner={owner} />)
    const button = await screen.findByRole(
      'button',
      { name: `Upgrade on chains ${chainA.id}, ${chainB.id}` },
      wait,
    )
    fireEvent.click(button)
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('upgraded'), wait)
    expect(
      screen.getByText(JSON.stringify({ [chainA.id]: legacy, [chainB.id]: legacy })),
    ).toBeDefined()
    expect(wallet.prompts).toEqual([{ method: 'personal_sign' }])
  })
})
