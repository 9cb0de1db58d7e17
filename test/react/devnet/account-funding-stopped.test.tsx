// Smart-account mode with `fundAccount`: nothing moves twice, and money that moved is never lost
// from sight. A double press on Sign and execute starts one run (one transfer on chain, one
// signature); a run that stops after the wallet sent the smart account its funds (the signature
// rejected) is in the history as stopped, with where those funds are now: the chain, the smart
// account, the token and the amount. Real devnet, real wallet, balances read on chain.
import '@testing-library/jest-dom/vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { type Address, createWalletClient, erc20Abi, http, parseEther, parseEventLogs } from 'viem'
import { describe, expect, it } from 'vitest'
import { getOrchestrator } from '../../../src/core/actions/getOrchestrator.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { readHistory } from '../../../src/core/history/history.js'
import { Supertransaction } from '../../../src/react/components/Supertransaction/Supertransaction.js'
import { SupertxHistory } from '../../../src/react/components/SupertxHistory/SupertxHistory.js'
import { testAccount } from '../support/setup.js'
import { DEV_ACCOUNT } from './accounts.js'
import {
  balanceOf,
  chainA,
  chainB,
  devnet,
  publicClient,
  renderEnv,
  transfer,
  USDC,
  wait,
} from './env.js'
import { getQuote, whenSignable } from './supertransaction-steps.js'

async function fundFromRecipient(to: Address, usdc: bigint, chain = chainA) {
  const wallet = createWalletClient({
    account: testAccount(DEV_ACCOUNT.recipient),
    transport: http(chain.rpcUrl),
  })
  for (const hash of [
    await wallet.sendTransaction({ chain: null, to, value: parseEther('1') }),
    await wallet.writeContract({
      chain: null,
      address: USDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, usdc],
    }),
  ])
    await publicClient(chain).waitForTransactionReceipt({ hash })
}

/** The USDC transfers from `from` to `to` on chain A since `fromBlock`, from the chain's logs. */
async function transfersOnChain(from: Address, to: Address, fromBlock: bigint) {
  const logs = await publicClient().getLogs({ address: USDC, fromBlock })
  return parseEventLogs({ abi: erc20Abi, logs, eventName: 'Transfer' }).filter(
    (log) =>
      log.args.from.toLowerCase() === from.toLowerCase() &&
      log.args.to.toLowerCase() === to.toLowerCase(),
  )
}

const button = () =>
  screen.getAllByRole('button', {
    name: /Get quote|Sign and execute|Done|Try again|…/,
  })[0] as HTMLElement

describe('smart-account funding: one run, and a stopped run says where its funds are', () => {
  it('a double press sends one transfer; a rejected signature leaves a stopped entry with the funds, which a retry that lands replaces', async () => {
    const { wrapper, wallet, owner, storage } = await renderEnv(DEV_ACCOUNT.accountFundingStopped)
    const amount = 2_000_000n
    await fundFromRecipient(owner, 5_000_000n)
    const config = createSupertxConfig({ baseUrl: devnet.apiUrl, apiKey: devnet.apiKey })
    const [group] = await getOrchestrator(config, { ownerAddress: owner, chains: [chainA.id] })
    const account = group?.address as Address
    expect(await balanceOf(USDC, account)).toBe(0n)
    const fromBlock = await publicClient().getBlockNumber()
    const statuses: string[] = []

    render(
      <>
        <Supertransaction
          mode="smart-account"
          fundAccount
          composeFlows={[transfer(USDC, amount)]}
          onStatus={(state) => statuses.push(state.status)}
        />
        <SupertxHistory />
      </>,
      { wrapper },
    )
    await getQuote(button)
    await whenSignable(button)
    // The user rejects the first signature, the one that follows the funding transfer (the
    // wallet checks for a rejection right after it records the prompt).
    let rejected = false
    const record = wallet.prompts.push.bind(wallet.prompts)
    wallet.prompts.push = (...prompts) => {
      if (!rejected && prompts[0]?.method === 'eth_signTypedData_v4') {
        rejected = true
        wallet.rejectNext(1)
      }
      return record(...prompts)
    }
    // Two presses before the page shows the run under way: one run.
    fireEvent.click(button())
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Try again'), wait)
    expect(rejected).toBe(true)
    expect(await transfersOnChain(owner, account, fromBlock)).toHaveLength(1)
    expect(wallet.prompts.map((p) => p.method)).toEqual([
      'eth_sendTransaction',
      'eth_signTypedData_v4',
    ])
    expect(await balanceOf(USDC, account)).toBe(amount)
    // One run: it entered funding once, and never went back to quoting.
    const run = statuses.slice(statuses.lastIndexOf('quoted') + 1)
    expect(run.filter((s) => s === 'quoting')).toEqual([])

    // Stopped after money moved: the history says where it is now.
    const [entry] = await readHistory(storage)
    expect(entry).toMatchObject({
      status: 'stopped',
      mode: 'smart-account',
      ownerAddress: owner,
      funds: [{ chainId: chainA.id, account, token: USDC, amount: String(amount) }],
    })
    const history = screen.getByRole('region', { name: 'Your supertransactions' })
    await waitFor(() => expect(history).toHaveTextContent('Stopped before it ran'), wait)
    expect(history).toHaveTextContent(`now in your smart account ${account} on`)

    // Try again: nothing is sent twice, it signs and lands; the stopped entry gives way.
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Done'), wait)
    expect(await transfersOnChain(owner, account, fromBlock)).toHaveLength(1)
    const entries = await readHistory(storage)
    expect(entries.filter((e) => e.status === 'stopped')).toEqual([])
    expect(entries[0]).toMatchObject({ status: 'success' })
    expect(within(history).queryByText(/Stopped before it ran/)).toBeNull()
  })

  it('two chains, the second transfer rejected, then sent on retry: the stopped entry holds both', async () => {
    const { wrapper, wallet, owner, storage } = await renderEnv(
      DEV_ACCOUNT.accountFundingStoppedTwoChains,
    )
    const [onA, onB] = [1_000_000n, 3_000_000n]
    await fundFromRecipient(owner, 5_000_000n, chainA)
    await fundFromRecipient(owner, 5_000_000n, chainB)
    const config = createSupertxConfig({ baseUrl: devnet.apiUrl, apiKey: devnet.apiKey })
    const groups = await getOrchestrator(config, {
      ownerAddress: owner,
      chains: [chainA.id, chainB.id],
    })
    const accountOn = (chainId: number) =>
      groups.find((g) => g.chains.includes(String(chainId)))?.address as Address
    render(
      <Supertransaction
        mode="smart-account"
        fundAccount
        composeFlows={[transfer(USDC, onA, chainA.id), transfer(USDC, onB, chainB.id)]}
      />,
      { wrapper },
    )
    await getQuote(button)
    await whenSignable(button)
    // The first transfer goes through; the user rejects the second.
    const record = wallet.prompts.push.bind(wallet.prompts)
    wallet.prompts.push = (...prompts) => {
      if (wallet.prompts.length === 1) wallet.rejectNext(1)
      return record(...prompts)
    }
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Try again'), wait)
    expect(wallet.prompts.map((p) => p.method)).toEqual([
      'eth_sendTransaction',
      'eth_sendTransaction',
    ])
    const [first] = await readHistory(storage)
    expect(first?.funds).toEqual([
      { chainId: chainA.id, account: accountOn(chainA.id), token: USDC, amount: String(onA) },
    ])
    // Retry: the second transfer goes, and the user rejects the signature.
    wallet.prompts.push = (...prompts) => {
      if (prompts[0]?.method === 'eth_signTypedData_v4') wallet.rejectNext(1)
      return record(...prompts)
    }
    fireEvent.click(button())
    await waitFor(
      () => expect(wallet.prompts.map((p) => p.method).at(-1)).toBe('eth_signTypedData_v4'),
      wait,
    )
    await waitFor(() => expect(button()).toHaveAccessibleName('Try again'), wait)
    const [entry] = await readHistory(storage)
    expect(entry).toMatchObject({ status: 'stopped' })
    expect(entry?.funds).toEqual([
      { chainId: chainA.id, account: accountOn(chainA.id), token: USDC, amount: String(onA) },
      { chainId: chainB.id, account: accountOn(chainB.id), token: USDC, amount: String(onB) },
    ])
    expect(await balanceOf(USDC, accountOn(chainB.id), chainB)).toBe(onB)
  })
})
