import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { onchainQuote, quote, twoChainQuote, usdc } from '../../../fixtures/two-chain-states.js'
import type { QuoteCheck } from '../../../src/core/supertransaction/types.js'
import {
  formatTimestamp,
  QuoteSummary,
} from '../../../src/react/components/QuoteSummary/QuoteSummary.js'
import { renderPart } from './render.js'

const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const weth = '0x4444444444444444444444444444444444444444'
/** What the user asked: 1.5 USDC from the wallet on chain 31337 (the fee comes on top). */
const request = {
  ownerAddress: owner,
  mode: 'eoa' as const,
  fundingTokens: [{ tokenAddress: usdc, chainId: 31337, amount: '1500000' }],
}
/** The checks found the operations pay 0.25 USDC on 31337. */
const paid: QuoteCheck = {
  status: 'verified',
  fee: { token: usdc, chainId: 31337, amount: 250_000n },
}
const sponsored: QuoteCheck = { status: 'verified', fee: undefined }

const fact = (name: string) => {
  const term = screen.getByText(name, { selector: 'dt' })
  return term.nextElementSibling as HTMLElement
}

describe('<QuoteSummary>', () => {
  it('empty: says there is no quote yet', () => {
    renderPart(<QuoteSummary />)
    const region = screen.getByRole('region', { name: 'Review' })
    expect(region).toHaveTextContent(
      'No quote yet. Get a quote to see what will happen on each chain.',
    )
  })

  it('quoted: what the operations do by chain, funding, the checked fee, window, type, signatures', () => {
    renderPart(<QuoteSummary quote={quote} request={request} check={paid} timeZone="UTC" />)
    const region = screen.getByRole('region', { name: 'Review' })
    const chains = within(region)
      .getAllByRole('listitem')
      .filter((li) => li.className.includes('__chain'))
    // Read back from the ops' calls (what runs), in the token list's units, recipients short.
    expect(chains.map((c) => c.textContent)).toEqual([
      'On chain 31337Take 1.75 USDC from your walletSend 1.5 USDC to 0xa0Ee…9720',
      'On chain 31338Send 0.25 USDC to 0x1111…1111Send all the USDC in your smart account to your wallet',
    ])
    expect(fact('Taken from your wallet')).toHaveTextContent('1.75 USDC on chain 31337')
    // No USD value: the quote's is its own word, and the kit has no price it trusts.
    expect(fact('Fee')).toHaveTextContent(/^0\.25 USDC$/)
    expect(fact('Runs between')).toHaveTextContent(
      'Jan 15, 2026, 12:00 PM UTC and Jan 15, 2026, 12:30 PM UTC',
    )
    expect(fact('You sign')).toHaveTextContent('1 signature')
    expect(region).toHaveTextContent('Permit (EIP-2612)')
  })

  it('a fee reads as the operation that pays it: 6 decimals, away from zero, exact when it fits', () => {
    const base = twoChainQuote()
    renderPart(
      <QuoteSummary
        quote={base}
        check={{ status: 'verified', fee: { token: usdc, chainId: 31337, amount: 3_888_028n } }}
        timeZone="UTC"
      />,
    )
    // One figure per debit (issue: the fee row and the fee line rounded differently): a USDC fee
    // fits in 6 decimals, so it reads exactly, as its operation line would; no rounded figure.
    const amount = fact('Fee').querySelector('.stx-amount') as HTMLElement
    expect(amount).toHaveTextContent(/^3\.888028 USDC$/)
    expect(amount).not.toHaveAttribute('title')
    expect(amount.querySelector('[aria-hidden="true"]')).toBeNull()
  })

  it.each([
    ['eoa-7702', 'Your wallet (EIP-7702)'],
    ['smart-account', 'Smart account'],
    [undefined, 'One message signature'],
  ] as const)('a simple quote made for %s says so: %s', (mode, said) => {
    renderPart(<QuoteSummary quote={twoChainQuote({ quoteType: 'simple', mode })} />)
    const region = screen.getByRole('region', { name: 'Review' })
    expect(within(region).getByText(said)).toHaveClass('stx-badge')
    if (mode !== 'smart-account') expect(region).not.toHaveTextContent('Smart account')
  })

  it("ops the kit cannot read: the request's flows say what each chain does; unknown tokens get no amount", () => {
    const vault = '0x1111111111111111111111111111111111111111'
    const unlisted = '0x9999999999999999999999999999999999999999'
    // A service whose callData the spec leaves undescribed.
    const opaque = twoChainQuote({
      quote: {
        ...quote.quote,
        userOps: quote.quote.userOps.map((op) => ({
          ...op,
          userOp: { ...op.userOp, callData: '0x' },
        })),
      },
    })
    renderPart(
      <QuoteSummary
        quote={opaque}
        composeFlows={[
          {
            type: '/instructions/build',
            data: {
              to: usdc,
              chainId: 31337,
              functionSignature: 'transfer(address,uint256)',
              args: [vault, '1500000'],
            },
          },
          {
            type: '/instructions/build-ccip',
            data: {
              srcToken: usdc,
              dstToken: usdc,
              srcChainId: 31337,
              dstChainId: 31338,
              amount: '250000',
            },
          },
          {
            type: '/instructions/build',
            data: {
              to: unlisted,
              chainId: 31338,
              // The FlowBuilder's form: the keyword and parameter names stay out of the name.
              functionSignature: 'function transfer(address to, uint256 amount)',
              args: [vault, '7'],
            },
          },
          { type: '/instructions/intent', data: {} },
        ]}
      />,
    )
    const chains = screen
      .getAllByRole('listitem')
      .filter((li) => li.className.includes('__chain'))
      .map((li) => [...li.querySelectorAll('.stx-quote-summary__op')].map((op) => op.textContent))
    expect(chains).toEqual([
      ['Send 1.5 USDC to 0x1111…1111', 'Bridge 0.25 USDC to chain 31338'],
      // The unlisted token: what is called, never a guessed amount; the clean-up op stays.
      ['Call transfer on 0x9999…9999', 'Clean-up: returns what is left to you'],
    ])
  })

  it('onchain: the signatures are transactions', () => {
    renderPart(<QuoteSummary quote={onchainQuote} />)
    expect(fact('You sign')).toHaveTextContent('1 transaction (an on-chain approval)')
    expect(screen.getByText('On-chain approval')).toBeInTheDocument()
  })

  it('sponsored fee, and a token missing from the list shows base units and its address', () => {
    const other = '0x9999999999999999999999999999999999999999'
    renderPart(
      <QuoteSummary
        quote={twoChainQuote({ fee: { amount: '0', token: usdc, chainId: 31337 } })}
        request={{
          ...request,
          fundingTokens: [{ tokenAddress: other, chainId: 31337, amount: '5000' }],
        }}
        check={sponsored}
      />,
    )
    expect(fact('Fee')).toHaveTextContent('Sponsored')
    expect(fact('Taken from your wallet')).toHaveTextContent('5,000 0x9999…9999')
  })

  it('numbers and times in the provider locale, from the quote alone (deterministic)', () => {
    renderPart(<QuoteSummary quote={quote} request={request} check={paid} timeZone="UTC" />, {
      locale: 'de',
    })
    expect(fact('Taken from your wallet')).toHaveTextContent('1,75 USDC')
    expect(fact('Runs between')).toHaveTextContent(formatTimestamp(1_768_478_400, 'de', 'UTC'))
    expect(formatTimestamp(1_768_478_400, 'de', 'UTC')).toBe('15.01.2026, 12:00 UTC')
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain(
      'Send 1,5 USDC to 0xa0Ee…9720',
    )
  })

  describe('the fee and funding lines show only what the checks established, never the quote’s word', () => {
    it('a quote that calls itself sponsored while its operations pay 5,000 USDC', () => {
      const lying = twoChainQuote()
      lying.quote.paymentInfo = { ...lying.quote.paymentInfo, sponsored: true }
      renderPart(
        <QuoteSummary
          quote={{ ...lying, fee: { ...lying.fee, amount: '0' } }}
          check={{
            status: 'verified',
            fee: { token: usdc, chainId: 31337, amount: 5_000_000_000n },
          }}
        />,
      )
      expect(fact('Fee')).toHaveTextContent(/^5,000 USDC$/)
    })

    it('a fee the quote states in another token, with a USD value of its own', () => {
      const lying = twoChainQuote({ fee: { amount: '50', token: weth, chainId: 31338 } })
      lying.quote.paymentInfo = { ...lying.quote.paymentInfo, tokenValue: '0.0000001' }
      renderPart(<QuoteSummary quote={lying} check={paid} />)
      expect(fact('Fee')).toHaveTextContent(/^0\.25 USDC$/)
      expect(fact('Fee')).not.toHaveTextContent('$')
    })

    it('funding: the request’s amount and the checked fee, not the quote’s fundingTokens', () => {
      const lying = twoChainQuote()
      lying.quote.fundingTokens = [{ tokenAddress: usdc, chainId: 31337, amount: '1' }]
      renderPart(<QuoteSummary quote={lying} request={request} check={paid} />)
      expect(fact('Taken from your wallet')).toHaveTextContent('1.75 USDC on chain 31337')
    })

    it('a quote not checked (outside a <Supertransaction>): its fee marked as quoted, not checked', () => {
      renderPart(<QuoteSummary quote={quote} />)
      expect(fact('Fee')).toHaveTextContent('0.25 USDC (as quoted, not checked)')
      expect(screen.queryByText('Taken from your wallet')).toBeNull()
    })

    it('a refused quote says so, with the check’s reason', () => {
      const error = Object.assign(new Error('x'), {
        shortMessage: 'quote.userOps[0].calls[0] is not what the request asked for.',
      })
      renderPart(<QuoteSummary quote={quote} check={{ status: 'refused', error }} />)
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Refused: this quote does not do exactly what you asked for, and it is not signed. quote.userOps[0].calls[0] is not what the request asked for.',
      )
    })
  })

  it('times in the user’s own zone by default, the zone named (as the history)', () => {
    renderPart(<QuoteSummary quote={quote} />)
    const zone = new Intl.DateTimeFormat('en', { timeZoneName: 'short' })
      .formatToParts(new Date(1_768_478_400_000))
      .find((p) => p.type === 'timeZoneName')?.value as string
    expect(fact('Runs between')).toHaveTextContent(`${zone} and`)
    expect(formatTimestamp(1_768_478_400, 'en', 'America/New_York')).toBe(
      'Jan 15, 2026, 7:00 AM EST',
    )
  })

  it('schema-valid edge quotes: no expiry (2^48 − 1) and no operations render, never throw', () => {
    const open = twoChainQuote({
      quote: {
        ...quote.quote,
        userOps: quote.quote.userOps.map((op) => ({ ...op, upperBoundTimestamp: 2 ** 48 - 1 })),
      },
    })
    renderPart(<QuoteSummary quote={open} timeZone="UTC" />)
    expect(fact('Runs between')).toHaveTextContent(
      'Jan 15, 2026, 12:00 PM UTC and any later time (no expiry)',
    )
  })

  it('an op with no start bound (0, as the payment op has) reads "now", never Jan 1, 1970', () => {
    const [first, ...rest] = quote.quote.userOps
    const fromNow = twoChainQuote({
      quote: { ...quote.quote, userOps: [{ ...first!, lowerBoundTimestamp: 0 }, ...rest] },
    })
    renderPart(<QuoteSummary quote={fromNow} timeZone="UTC" />)
    expect(fact('Runs between')).toHaveTextContent(/^now and /)
    expect(fact('Runs between')).not.toHaveTextContent('1970')
  })

  it('a quote with no operations says nothing runs', () => {
    renderPart(<QuoteSummary quote={twoChainQuote({ quote: { ...quote.quote, userOps: [] } })} />)
    expect(fact('Runs between')).toHaveTextContent('No operations: nothing runs')
  })

  it('children function: the app gets the quote', () => {
    renderPart(<QuoteSummary quote={quote}>{(q) => <p>{q?.quoteType} quote</p>}</QuoteSummary>)
    expect(screen.getByText('permit quote')).toBeInTheDocument()
  })
})
