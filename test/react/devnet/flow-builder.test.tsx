// <FlowBuilder> end to end: a person types a one-chain USDC transfer, the app passes the builder's
// composeFlows to useSupertransaction, and the transfer lands on the devnet chain.
import '@testing-library/jest-dom/vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createWalletClient, erc20Abi, formatUnits, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { getOrchestrator } from '../../../src/core/actions/getOrchestrator.js'
import type { BuildFlowDraft, FlowDraft } from '../../../src/core/flow-drafts/types.js'
import type { ComposeFlowInput } from '../../../src/core/schemas/compose-flow.js'
import { FlowBuilder } from '../../../src/react/components/FlowBuilder/FlowBuilder.js'
import { useSupertransactionContext } from '../../../src/react/components/parts/supertransaction-context.js'
import { Supertransaction } from '../../../src/react/components/Supertransaction/Supertransaction.js'
import { useSupertransaction } from '../../../src/react/hooks/useSupertransaction.js'
import { testAccount } from '../support/setup.js'
import { DEV_ACCOUNT } from './accounts.js'
import {
  balanceOf,
  chainA,
  chainB,
  publicClient,
  recipient,
  renderEnv,
  USDC,
  WETH,
  wait,
} from './env.js'

function SendWithFlowBuilder() {
  const [composeFlows, setComposeFlows] = useState<ComposeFlowInput[]>()
  const tx = useSupertransaction({ mode: 'smart-account', composeFlows: composeFlows ?? [] })
  return (
    <>
      <FlowBuilder onChange={(_, result) => setComposeFlows(result.composeFlows)} />
      <button type="button" disabled={!composeFlows} onClick={() => tx.execute()}>
        Send
      </button>
      <p>{`Status: ${tx.status}`}</p>
    </>
  )
}

/** A USDC transfer of the smart account's (or the owner's) whole balance, by Max. */
const transferDraft: BuildFlowDraft = {
  id: 'transfer',
  type: 'build',
  to: USDC,
  chainId: String(chainA.id),
  functionSignature: 'function transfer(address to, uint256 amount)',
  args: [
    { kind: 'text', value: recipient },
    { kind: 'amount', value: '', decimals: 6 },
  ],
}

/** The builder inside a compound `<Supertransaction>` (its mode is the builder's), and Send. */
function SendInMode({ mode }: { mode: 'smart-account' | 'eoa' }) {
  const [composeFlows, setComposeFlows] = useState<ComposeFlowInput[]>()
  return (
    <Supertransaction mode={mode} composeFlows={composeFlows ?? []}>
      <FlowBuilder
        defaultValue={[transferDraft]}
        onChange={(_, result) => setComposeFlows(result.composeFlows)}
      />
      <SendButton ready={Boolean(composeFlows)} />
    </Supertransaction>
  )
}

function SendButton({ ready }: { ready: boolean }) {
  const context = useSupertransactionContext()
  return (
    <>
      <button type="button" disabled={!ready} onClick={() => context?.supertransaction.execute()}>
        Send
      </button>
      <p>{`Status: ${context?.supertransaction.status}`}</p>
    </>
  )
}

/**
 * Moves `amount` of USDC from the `recipient` dev account to `to` on chain A. Not from an account
 * whose nonce another test reads: the eoa-7702 queries expect equal nonces on both chains.
 */
async function fund(to: `0x${string}`, amount: bigint) {
  const wallet = createWalletClient({
    account: testAccount(DEV_ACCOUNT.recipient),
    transport: http(chainA.rpcUrl),
  })
  const hash = await wallet.writeContract({
    chain: null,
    address: USDC,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
  await publicClient().waitForTransactionReceipt({ hash })
}

/** An intent from the devnet's USDC on chain A, its amount left for Max to fill. */
const swap: FlowDraft = {
  id: 'swap',
  type: 'intent-simple',
  srcToken: USDC,
  dstToken: WETH,
  srcChainId: String(chainA.id),
  dstChainId: String(chainB.id),
  amount: { kind: 'amount', value: '', decimals: 6 },
  slippage: '',
  routeSelectionMode: '',
}
/** A token list that knows the devnet's USDC on chain A. */
const listed = {
  name: 'devnet',
  tokens: [{ chainId: chainA.id, address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 }],
}

describe('FlowBuilder on the devnet', () => {
  it('a USDC transfer typed into the builder runs through useSupertransaction to success, to the unit', async () => {
    const { wrapper, wallet, owner, config } = await renderEnv(DEV_ACCOUNT.flowBuilder)
    const groups = await getOrchestrator(config, { ownerAddress: owner, chains: [chainA.id] })
    const account = (groups as { address: `0x${string}` }[])[0]?.address as `0x${string}`
    await fund(account, 2_000_000n)
    const [accountBefore, recipientBefore] = [
      await balanceOf(USDC, account),
      await balanceOf(USDC, recipient),
    ]
    const user = userEvent.setup({ delay: null })
    render(<SendWithFlowBuilder />, { wrapper })

    await user.click(screen.getByRole('button', { name: 'Add flow' }))
    const flow = screen.getByRole('group', { name: 'Flow 1: build' })
    await user.type(within(flow).getByRole('textbox', { name: 'Target address' }), USDC)
    // The chains are wagmi's (the test config names them "Test chain <id>").
    await user.selectOptions(
      within(flow).getByRole('combobox', { name: 'Chain' }),
      `Test chain ${chainA.id}`,
    )
    await user.click(within(flow).getByRole('textbox', { name: 'Function signature' }))
    await user.paste('function transfer(address to, uint256 amount)')
    await user.type(within(flow).getByRole('textbox', { name: 'to (address)' }), recipient)
    const amount = within(flow).getByRole('group', { name: 'amount (uint256)' })
    await user.type(within(amount).getByRole('textbox', { name: 'Value' }), '1.25')
    await user.selectOptions(
      within(amount).getByRole('combobox', { name: 'Decimals' }),
      '6 decimals',
    )

    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement
    expect(send.disabled).toBe(false)
    fireEvent.click(send)
    await waitFor(
      () => expect(screen.getByText(/^Status: /).textContent).toBe('Status: success'),
      wait,
    )
    expect(await balanceOf(USDC, recipient)).toBe(recipientBefore + 1_250_000n)
    expect(await balanceOf(USDC, account)).toBe(accountBefore - 1_250_000n)
    expect(wallet.prompts).toEqual([{ method: 'eth_signTypedData_v4' }])
  })

  it('Max fills the owner’s balance of the source token read from the chain, leaving the quoted fee when it is paid in that token there', async () => {
    const { wrapper, owner } = await renderEnv(DEV_ACCOUNT.flowBuilderMax)
    await fund(owner, 3_000_000n)
    const held = await balanceOf(USDC, owner)
    const fee = { chainId: chainA.id, token: USDC, amount: '250000' }
    const user = userEvent.setup({ delay: null })
    const { rerender } = render(<FlowBuilder defaultValue={[swap]} fee={fee} />, { wrapper })
    const amount = screen.getByRole('group', { name: 'Amount' })
    const value = within(amount).getByRole('textbox', { name: 'Value' })
    const max = within(amount).getByRole('button', { name: 'Max (Amount)' })
    await waitFor(() => expect(max).not.toHaveAttribute('aria-disabled'), wait)
    expect(max).toHaveAccessibleDescription(
      /^Your balance: .+\. Max leaves 0\.25\b.* for the fee\.$/,
    )
    // By keyboard: focus, Enter.
    max.focus()
    await user.keyboard('{Enter}')
    expect(value).toHaveValue(formatUnits(held - 250_000n, 6))
    // The fee paid on another chain: the whole balance.
    rerender(<FlowBuilder defaultValue={[swap]} fee={{ ...fee, chainId: chainB.id }} />)
    await user.click(max)
    expect(value).toHaveValue(formatUnits(held, 6))
    expect(max).toHaveAccessibleDescription(/^Your balance: \d[\d.,]*( \w+)?\.$/)
    // A fee above the balance: off, saying why; a press changes nothing.
    rerender(<FlowBuilder defaultValue={[swap]} fee={{ ...fee, amount: String(held + 1n) }} />)
    expect(max).toHaveAttribute('aria-disabled', 'true')
    expect(max).toHaveAccessibleDescription(/does not cover the fee .* nothing is left to send/)
    await user.click(max)
    expect(value).toHaveValue(formatUnits(held, 6))
  })

  const call = (
    functionSignature: string,
    to: string = USDC,
    args: BuildFlowDraft['args'] = [
      { kind: 'text', value: recipient },
      { kind: 'amount', value: '', decimals: 6 },
    ],
  ): BuildFlowDraft => ({
    id: functionSignature,
    type: 'build',
    to,
    chainId: String(chainA.id),
    functionSignature,
    args,
  })

  it('a build flow’s transfer/approve amount on a listed token offers Max from the owner’s balance, leaving the fee', async () => {
    const { wrapper, owner } = await renderEnv(DEV_ACCOUNT.flowBuilderMax, {
      ui: { tokenList: listed },
    })
    await fund(owner, 1_000_000n)
    const held = await balanceOf(USDC, owner)
    const fee = { chainId: chainA.id, token: USDC, amount: '250000' }
    const user = userEvent.setup({ delay: null })
    const flows = [
      call('function transfer(address to, uint256 amount)'),
      call('approve(address spender, uint256 value)'),
    ]
    render(<FlowBuilder defaultValue={flows} fee={fee} />, { wrapper })
    for (const [name, label] of [
      ['Flow 1: build', 'amount (uint256)'],
      ['Flow 2: build', 'value (uint256)'],
    ] as const) {
      const amount = within(screen.getByRole('group', { name })).getByRole('group', { name: label })
      const max = within(amount).getByRole('button', { name: `Max (${label})` })
      await waitFor(() => expect(max).not.toHaveAttribute('aria-disabled'), wait)
      expect(max).toHaveAccessibleDescription(/^Your balance: .+ USDC\. Max leaves 0\.25 USDC/)
      await user.click(max)
      expect(within(amount).getByRole('textbox', { name: 'Value' })).toHaveValue(
        formatUnits(held - 250_000n, 6),
      )
    }
  })

  it('Max only where the uint is the owner’s amount of a listed token', async () => {
    const { wrapper } = await renderEnv(DEV_ACCOUNT.flowBuilderMax, { ui: { tokenList: listed } })
    const unlisted = '0x00000000000000000000000000000000000000aa'
    render(
      <FlowBuilder
        defaultValue={[
          // A token the list does not know: its uint may not be an amount of anything.
          call('function transfer(address to, uint256 amount)', unlisted),
          // Another function of a listed token: its uint is not a balance to spend.
          call('function mint(address to, uint256 amount)'),
          // transferFrom spends the `from` account's balance, not the owner's.
          call('function transferFrom(address from, address to, uint256 amount)', USDC, [
            { kind: 'text', value: recipient },
            { kind: 'text', value: recipient },
            { kind: 'amount', value: '', decimals: 6 },
          ]),
          // The control: the listed token's transfer does offer it.
          call('function transfer(address to, uint256 amount)'),
        ]}
      />,
      { wrapper },
    )
    expect(screen.getAllByRole('group', { name: 'amount (uint256)' })).toHaveLength(4)
    const offered = screen.getAllByRole('button', { name: /^Max/ })
    expect(offered).toHaveLength(1)
    expect(offered[0]?.closest('[data-stx-flow]')).toBe(
      screen.getByRole('group', { name: 'Flow 4: build' }),
    )
  })

  it('Max without a wallet: off, with the reason it is described by', async () => {
    const { wrapper } = await renderEnv(DEV_ACCOUNT.flowBuilderMax, { disconnected: true })
    const user = userEvent.setup({ delay: null })
    render(<FlowBuilder defaultValue={[swap]} />, { wrapper })
    const max = screen.getByRole('button', { name: 'Max (Amount)' })
    expect(max).toHaveAttribute('aria-disabled', 'true')
    expect(max).toHaveAccessibleDescription(
      'Connect your wallet to use Max: your balance is not known yet.',
    )
    await user.click(max)
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveValue('')
  })
})

describe('FlowBuilder Max reads the account the amount comes out of', () => {
  /**
   * The owner of DEV_ACCOUNT.flowBuilderMaxModes and its smart account, each topped up so that
   * they hold DIFFERENT amounts of USDC (the wallet more: a Max that read it would overspend the
   * smart account).
   */
  async function fundBoth() {
    const env = await renderEnv(DEV_ACCOUNT.flowBuilderMaxModes, { ui: { tokenList: listed } })
    const groups = await getOrchestrator(env.config, {
      ownerAddress: env.owner,
      chains: [chainA.id],
    })
    const account = (groups as { address: `0x${string}` }[])[0]?.address as `0x${string}`
    await fund(env.owner, 9_000_000n)
    await fund(account, 4_000_000n)
    const inWallet = await balanceOf(USDC, env.owner)
    const inAccount = await balanceOf(USDC, account)
    expect(inWallet).toBeGreaterThan(inAccount)
    return { ...env, account, inWallet, inAccount }
  }

  /** Presses the Max of `label` in `flow` once it can be pressed; returns the value it filled. */
  async function pressMax(user: ReturnType<typeof userEvent.setup>, flow: string, label: string) {
    const amount = within(screen.getByRole('group', { name: flow })).getByRole('group', {
      name: label,
    })
    const max = within(amount).getByRole('button', { name: `Max (${label})` })
    await waitFor(() => expect(max).not.toHaveAttribute('aria-disabled'), wait)
    await user.click(max)
    return { max, value: within(amount).getByRole('textbox', { name: 'Value' }) }
  }

  it('outside a Supertransaction, `mode` says whose: smart-account reads the smart account (or `accountAddress`), eoa, eoa-7702 and no mode the owner', async () => {
    const { wrapper, account, inWallet, inAccount } = await fundBoth()
    const user = userEvent.setup({ delay: null })
    const flows = [swap, transferDraft]
    const { rerender } = render(<FlowBuilder defaultValue={flows} mode="smart-account" />, {
      wrapper,
    })
    for (const [flow, label] of [
      ['Flow 1: intent-simple', 'Amount'],
      ['Flow 2: build', 'amount (uint256)'],
    ] as const) {
      const { max, value } = await pressMax(user, flow, label)
      expect(value).toHaveValue(formatUnits(inAccount, 6))
      expect(max).toHaveAccessibleDescription(/^Your smart account's balance: .+\.$/)
    }
    for (const mode of ['eoa', 'eoa-7702', undefined] as const) {
      rerender(<FlowBuilder key={String(mode)} defaultValue={flows} mode={mode} />)
      for (const [flow, label] of [
        ['Flow 1: intent-simple', 'Amount'],
        ['Flow 2: build', 'amount (uint256)'],
      ] as const) {
        const { max, value } = await pressMax(user, flow, label)
        expect(value).toHaveValue(formatUnits(inWallet, 6))
        expect(max).toHaveAccessibleDescription(/^Your balance: .+\.$/)
      }
    }
    // An account given for the chain (an upgraded legacy account, say) is read instead of the
    // looked-up one: here the recipient's wallet, which holds yet another amount.
    const inOther = await balanceOf(USDC, recipient)
    expect([inWallet, inAccount]).not.toContain(inOther)
    rerender(
      <FlowBuilder
        key="given"
        defaultValue={flows}
        mode="smart-account"
        accountAddress={{ [String(chainA.id)]: recipient }}
      />,
    )
    const { value } = await pressMax(user, 'Flow 1: intent-simple', 'Amount')
    expect(value).toHaveValue(formatUnits(inOther, 6))
    expect(account).not.toBe(recipient)
  })

  it('inside <Supertransaction mode="smart-account"> Max fills the smart account’s balance and that amount runs from it to success; in eoa mode it fills the owner’s', async () => {
    const { wrapper, account, inWallet, inAccount } = await fundBoth()
    const recipientBefore = await balanceOf(USDC, recipient)
    const user = userEvent.setup({ delay: null })
    const { rerender } = render(<SendInMode mode="eoa" />, { wrapper })
    const label = 'amount (uint256)'
    const eoa = await pressMax(user, 'Flow 1: build', label)
    expect(eoa.value).toHaveValue(formatUnits(inWallet, 6))
    expect(eoa.max).toHaveAccessibleDescription(/^Your balance: .+ USDC\.$/)

    rerender(<SendInMode key="smart" mode="smart-account" />)
    const smart = await pressMax(user, 'Flow 1: build', label)
    expect(smart.value).toHaveValue(formatUnits(inAccount, 6))
    expect(smart.max).toHaveAccessibleDescription(
      `Your smart account's balance: ${formatUnits(inAccount, 6)} USDC.`,
    )
    const send = screen.getByRole('button', { name: 'Send' })
    await waitFor(() => expect(send).toBeEnabled())
    await user.click(send)
    await waitFor(
      () => expect(screen.getByText(/^Status: /).textContent).toBe('Status: success'),
      wait,
    )
    // All of it, and only it, left the smart account; the owner's wallet kept its own.
    expect(await balanceOf(USDC, account)).toBe(0n)
    expect(await balanceOf(USDC, recipient)).toBe(recipientBefore + inAccount)
    expect(await balanceOf(USDC, testAccount(DEV_ACCOUNT.flowBuilderMaxModes).address)).toBe(
      inWallet,
    )
  })
})

describe('FlowBuilder Max is live', () => {
  it('funded while shown: "holds none" turns into the new balance on the next block, and Max fills it', async () => {
    const { wrapper, owner } = await renderEnv(DEV_ACCOUNT.flowBuilderLive, {
      ui: { tokenList: listed },
    })
    const user = userEvent.setup({ delay: null })
    render(<FlowBuilder defaultValue={[swap]} mode="eoa" />, { wrapper })
    const amount = screen.getByRole('group', { name: 'Amount' })
    const max = within(amount).getByRole('button', { name: 'Max (Amount)' })
    await waitFor(
      () =>
        expect(max).toHaveAccessibleDescription(
          'You hold none of this token on this chain, so Max has nothing to use.',
        ),
      wait,
    )
    await fund(owner, 3_000_000n)
    // No re-render, no remount, no click: the new block alone brings the new balance.
    await waitFor(() => expect(max).toHaveAccessibleDescription('Your balance: 3 USDC.'), wait)
    await user.click(max)
    expect(within(amount).getByRole('textbox', { name: 'Value' })).toHaveValue('3')
  })
})
