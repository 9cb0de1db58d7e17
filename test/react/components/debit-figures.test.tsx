// One debit, one figure: the review's "Taken from your wallet", the operation that pulls it, the
// fee row and the operation that pays the fee show the same number for the same amount, rounded
// the same way (away from zero: a debit never reads less than it is). An 18-decimal fee whose
// seventh decimal is not zero is where two rounding rules used to disagree (0.001855 beside
// 0.001854 WETH).
import { render, screen, within } from '@testing-library/react'
import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import { chainA, twoChainQuote, weth } from '../../../fixtures/two-chain-states.js'
import { account, owner, userOpItem } from '../../../fixtures/verifiable-quotes.js'
import type { QuoteCheck } from '../../../src/core/supertransaction/types.js'
import { BalanceChanges } from '../../../src/react/components/BalanceChanges/BalanceChanges.js'
import { QuoteSummary } from '../../../src/react/components/QuoteSummary/QuoteSummary.js'
import { setup } from '../support/setup.js'
import { renderPart } from './render.js'

const server = setupScriptedServer()

const vault = '0x1111111111111111111111111111111111111111'
const feeCollector = '0x71bE63f3384f5fb98995898A86B02Fb2426c5788'
const fee = 1_854_123_456_789_012n // 0.001854123456789012 WETH
const asked = 1_000_000_000_000_000_000n // 1 WETH
const wethCall = (data: Parameters<typeof encodeFunctionData<typeof erc20Abi>>[0]) => ({
  to: weth,
  value: 0n,
  data: encodeFunctionData(data),
})

const base = twoChainQuote()
const quote = {
  ...base,
  fee: { amount: fee.toString(), token: weth, chainId: chainA },
  quote: {
    ...base.quote,
    userOps: [
      userOpItem(chainA, {
        index: 1,
        lowerBoundTimestamp: 1_768_478_400,
        upperBoundTimestamp: 1_768_480_200,
        calls: [
          wethCall({
            abi: erc20Abi,
            functionName: 'transferFrom',
            args: [owner, account, asked + fee],
          }),
          wethCall({ abi: erc20Abi, functionName: 'transfer', args: [vault, asked] }),
          wethCall({ abi: erc20Abi, functionName: 'transfer', args: [feeCollector, fee] }),
        ],
      }),
    ],
  },
} as typeof base
const request = {
  ownerAddress: owner,
  mode: 'eoa' as const,
  fundingTokens: [{ tokenAddress: weth, chainId: chainA, amount: asked.toString() }],
}
const check: QuoteCheck = { status: 'verified', fee: { token: weth, chainId: chainA, amount: fee } }

const fact = (name: string) =>
  screen.getByText(name, { selector: 'dt' }).nextElementSibling as HTMLElement

describe('one figure per debit in the review', () => {
  it('the fee row and the line that pays it, the wallet’s debit and the line that takes it: the same figures', () => {
    renderPart(<QuoteSummary quote={quote} request={request} check={check} timeZone="UTC" />)
    const region = screen.getByRole('region', { name: 'Review' })
    const [chain] = within(region)
      .getAllByRole('listitem')
      .filter((li) => li.className.includes('__chain'))
    expect(chain).toHaveTextContent(
      'Take 1.001855 WETH from your wallet' +
        'Send 1 WETH to 0x1111…1111' +
        'Pay the service’s fee: 0.001855 WETH to 0x71bE…5788',
    )
    // What the eye reads (the exact amount is beside it for assistive technology and the title).
    const shown = (row: HTMLElement) => row.querySelector('.stx-amount [aria-hidden="true"]')
    const amountOf = (row: HTMLElement) => row.querySelector('.stx-amount') as HTMLElement
    expect(shown(fact('Taken from your wallet'))).toHaveTextContent(/^1\.001855$/)
    expect(amountOf(fact('Taken from your wallet'))).toHaveAttribute(
      'title',
      '1.001854123456789012 WETH',
    )
    expect(shown(fact('Fee'))).toHaveTextContent(/^0\.001855$/)
    expect(amountOf(fact('Fee'))).toHaveAttribute('title', '0.001854123456789012 WETH')
  })

  it('the balance preview shows the wallet’s debit with the same figure as the review', async () => {
    const taken = -(asked + fee)
    const { wrapper } = await setup({ baseUrl: server.url })
    const changes = {
      chains: [
        {
          chainId: chainA,
          status: 'ready' as const,
          blockNumber: 1n,
          swaps: [],
          arrivals: [],
          changes: [
            {
              account: owner,
              role: 'wallet' as const,
              token: weth,
              symbol: 'WETH',
              decimals: 18,
              before: 2n * asked,
              after: 2n * asked + taken,
              difference: taken,
              runtime: false,
              estimated: false,
            },
          ],
        },
      ],
    }
    render(<BalanceChanges changes={changes} />, { wrapper })
    expect(screen.getByRole('region', { name: 'Your balances after' })).toHaveTextContent(
      'Your wallet −1.001855 WETH',
    )
  })
})
