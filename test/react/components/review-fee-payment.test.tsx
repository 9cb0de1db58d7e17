// The operation that pays the service's fee, in the review: the checks proved the quote's first
// operation pays exactly the quoted fee (`QuoteCheck.fee`), so its line says it is the service's
// fee, with the figure the fee row shows, instead of a transfer to an unlabelled address. A quote
// whose fee the checks did not prove keeps the plain words: the label is never a guess.
import '@testing-library/jest-dom/vitest'
import { renderHook, screen, waitFor, within } from '@testing-library/react'
import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { chainA, supertxHash, twoChainQuote, weth } from '../../../fixtures/two-chain-states.js'
import { account, owner, userOpItem } from '../../../fixtures/verifiable-quotes.js'
import type { QuoteCheck } from '../../../src/core/supertransaction/types.js'
import { QuoteSummary } from '../../../src/react/components/QuoteSummary/QuoteSummary.js'
import { SupertxTracker } from '../../../src/react/components/SupertxTracker/SupertxTracker.js'
import { SupertxProvider } from '../../../src/react/SupertxProvider.js'
import { quoteText, useDescribeOperations } from '../../../src/react/ui/useOperationTexts.js'
import { renderPart } from './render.js'

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
// As the service builds a paid quote: operation 0 pays the fee, the next ones do what was asked.
const quote = {
  ...base,
  fee: { amount: fee.toString(), token: weth, chainId: chainA },
  quote: {
    ...base.quote,
    userOps: [
      userOpItem(chainA, {
        index: 0,
        calls: [wethCall({ abi: erc20Abi, functionName: 'transfer', args: [feeCollector, fee] })],
      }),
      userOpItem(chainA, {
        index: 1,
        calls: [
          wethCall({ abi: erc20Abi, functionName: 'transferFrom', args: [owner, account, asked] }),
          wethCall({ abi: erc20Abi, functionName: 'transfer', args: [vault, asked] }),
        ],
      }),
    ],
  },
} as typeof base
const request = {
  ownerAddress: owner,
  mode: 'smart-account' as const,
  feeToken: { address: weth, chainId: chainA },
}
const verified: QuoteCheck = {
  status: 'verified',
  fee: { token: weth, chainId: chainA, amount: fee },
}

const lines = () =>
  within(screen.getByRole('region', { name: /^(Review|Überblick)$/ }))
    .getAllByRole('listitem')
    .filter((li) => li.className.includes('__op'))
    .map((li) => li.textContent)

describe('the review names the operation that pays the fee', () => {
  it('a checked fee: "the service’s fee", with the fee row’s figure', () => {
    renderPart(<QuoteSummary quote={quote} request={request} check={verified} timeZone="UTC" />)
    expect(lines()).toEqual([
      'Pay the service’s fee: 0.001855 WETH to 0x71bE…5788',
      'Take 1 WETH from your wallet',
      'Send 1 WETH to 0x1111…1111',
    ])
    const row = screen.getByText('Fee', { selector: 'dt' }).nextElementSibling as HTMLElement
    expect(row.querySelector('.stx-amount [aria-hidden="true"]')).toHaveTextContent(/^0\.001855$/)
  })

  it('a fee the checks did not prove: plain words, no label', () => {
    const unchecked: QuoteCheck = { status: 'verified', fee: 'unchecked' }
    renderPart(<QuoteSummary quote={quote} request={request} check={unchecked} timeZone="UTC" />)
    expect(lines()[0]).toBe('Send 0.001855 WETH to 0x71bE…5788')
  })

  it('in German', async () => {
    renderPart(<QuoteSummary quote={quote} request={request} check={verified} timeZone="UTC" />, {
      locale: 'de',
    })
    await waitFor(() =>
      expect(lines()[0]).toBe('Gebühr des Dienstes zahlen: 0,001855 WETH an 0x71bE…5788'),
    )
  })
})

describe('the tracker and the history say the fee as the review does', () => {
  const receipt = {
    supertxHash,
    status: 'pending' as const,
    userOps: [
      { chainId: chainA, executionStatus: 'MINED_SUCCESS' as const },
      { chainId: chainA, executionStatus: 'MINING' as const },
    ],
  }
  const opNames = () =>
    [...document.querySelectorAll('.stx-supertx-tracker__op-name')].map((el) => el.textContent)

  it('the tracker, given the check that proved the fee', () => {
    renderPart(<SupertxTracker receipt={receipt} quote={quote} check={verified} />)
    expect(opNames()).toEqual([
      'Operation 1: Pay the service’s fee: 0.001855 WETH to 0x71bE…5788',
      'Operation 2: Take 1 WETH from your wallet; Send 1 WETH to 0x1111…1111',
    ])
  })

  it('the tracker without that proof keeps "Send"', () => {
    const unchecked: QuoteCheck = { status: 'verified', fee: 'unchecked' }
    renderPart(<SupertxTracker receipt={receipt} quote={quote} check={unchecked} />)
    expect(opNames()[0]).toBe('Operation 1: Send 0.001855 WETH to 0x71bE…5788')
    renderPart(<SupertxTracker receipt={receipt} quote={quote} />)
    expect(opNames().at(-2)).toBe('Operation 1: Send 0.001855 WETH to 0x71bE…5788')
  })

  it('the history’s words for the run, with and without the proof', () => {
    const { result } = renderHook(() => useDescribeOperations(), {
      wrapper: ({ children }) => (
        <SupertxProvider baseUrl="http://127.0.0.1:9">{children}</SupertxProvider>
      ),
    })
    // No token list: the fee in base units, the words still say it is the fee.
    expect(quoteText(result.current, quote, verified)).toMatch(/^Pay the service’s fee: /)
    expect(quoteText(result.current, quote)).toMatch(/^Send /)
    // A proof of another fee (another amount) proves nothing of this transfer.
    const other: QuoteCheck = {
      status: 'verified',
      fee: { token: weth, chainId: chainA, amount: 1n },
    }
    expect(quoteText(result.current, quote, other)).toMatch(/^Send /)
  })
})
