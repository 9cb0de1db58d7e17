// <SupertxHistory> and a run that failed after part of it ran (its bridge left chain A, chain B
// stopped answering): the row says it failed, where the bridged funds are now (amount, account in
// full, chain), and links its explorer page, which has the part that ran; in German too.
import '@testing-library/jest-dom/vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  type ScriptedServer,
  startScriptedServer,
} from '../../../fixtures/harness/scripted-server.js'
import { tokenList, usdc } from '../../../fixtures/two-chain-states.js'
import { recordHistory } from '../../../src/core/history/history.js'
import { SupertxHistory } from '../../../src/react/components/SupertxHistory/SupertxHistory.js'
import { setup } from '../support/setup.js'

const supertxHash = `0x${'cd'.repeat(32)}` as const
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const

describe('<SupertxHistory>: a run that failed after part of it ran', () => {
  let api: ScriptedServer
  beforeEach(async () => {
    api = await startScriptedServer()
  })
  afterEach(() => api.close())

  it.each([
    ['en', 'Failed', `50 USDC now at ${account} on`],
    ['de', 'Fehlgeschlagen', `50 USDC jetzt bei ${account} auf`],
  ] as const)(
    '%s: says it failed and where the bridged funds are now',
    async (locale, said, where) => {
      const { wrapper, storage, config } = await setup({
        baseUrl: api.url,
        ui: { tokenList, locale },
      })
      await recordHistory(storage, {
        supertxHash,
        explorerUrl: config.getExplorerUrl(supertxHash),
        status: 'failed',
        mode: 'eoa',
        chainIds: [31337, 31338],
        funds: [{ chainId: 31338, account, token: usdc, amount: '50000000' }],
      })
      render(<SupertxHistory />, { wrapper })
      const list = await screen.findByRole('region', {}, { timeout: 5_000 })
      await waitFor(() => expect(list).toHaveTextContent(said))
      await waitFor(() => expect(list).toHaveTextContent(where))
      // Part of it ran: its explorer page is one click away.
      expect(within(list).getByRole('link')).toBeInTheDocument()
      // The line gives the address in full: nothing to disclose.
      expect(list.querySelector('details')).toBeNull()
    },
  )

  it('funds held by one of the app’s contracts are said by its label', async () => {
    const vault = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
    const { wrapper, storage, config } = await setup({
      baseUrl: api.url,
      ui: { tokenList, labels: { 31338: { [vault]: 'Savings vault' } } },
    })
    await recordHistory(storage, {
      supertxHash,
      explorerUrl: config.getExplorerUrl(supertxHash),
      status: 'failed',
      mode: 'eoa',
      chainIds: [31337, 31338],
      funds: [{ chainId: 31338, account: vault, token: usdc, amount: '50000000' }],
    })
    render(<SupertxHistory />, { wrapper })
    const list = await screen.findByRole('region', {}, { timeout: 5_000 })
    await waitFor(() => expect(list).toHaveTextContent('50 USDC now at Savings vault on'))
    // The label's address, one interaction away (a <details>, which the keyboard opens).
    expect(fullAddresses(list)).toEqual({
      summary: 'Addresses in full',
      lines: [`Savings vault: ${vault}`],
    })
  })

  it.each([
    ['en', '50 USDC now in your wallet on', 'Addresses in full', 'your wallet'],
    ['de', '50 USDC jetzt in Ihrer Wallet auf', 'Vollständige Adressen', 'Ihre Wallet'],
  ] as const)(
    '%s: funds back in the owner’s own wallet are in “your wallet”, its address in full below',
    async (locale, where, summary, name) => {
      const { wrapper, storage, config } = await setup({
        baseUrl: api.url,
        ui: { tokenList, locale },
      })
      await recordHistory(storage, {
        supertxHash,
        explorerUrl: config.getExplorerUrl(supertxHash),
        status: 'failed',
        mode: 'smart-account',
        ownerAddress: account,
        chainIds: [31337, 31338],
        funds: [
          {
            chainId: 31338,
            account: account.toLowerCase() as `0x${string}`,
            token: usdc,
            amount: '50000000',
          },
        ],
      })
      render(<SupertxHistory />, { wrapper })
      const list = await screen.findByRole('region', {}, { timeout: 5_000 })
      await waitFor(() => expect(list).toHaveTextContent(where))
      // The line names the wallet, not its address; the address is one interaction away.
      const line = list.querySelector('.stx-supertx-history__funds li')
      expect(line).not.toHaveTextContent(account)
      expect(fullAddresses(list)).toEqual({ summary, lines: [`${name}: ${account}`] })
    },
  )
})

/** The entry's "Addresses in full": its summary (what the keyboard reaches) and its lines. */
function fullAddresses(list: HTMLElement) {
  const details = list.querySelectorAll('details')
  expect(details).toHaveLength(1)
  const summary = details[0]?.firstElementChild
  expect(summary?.tagName).toBe('SUMMARY')
  return {
    summary: summary?.textContent,
    lines: [...(details[0]?.querySelectorAll('li') ?? [])].map((li) => li.textContent),
  }
}
