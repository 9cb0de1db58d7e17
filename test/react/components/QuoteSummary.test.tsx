import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  formatTimestamp,
  QuoteSummary,
} from '../../../src/react/components/QuoteSummary/QuoteSummary.js'
import { makeQuote, onchainQuote, quote, usdc } from './fixtures.js'
import { renderPart } from './render.js'

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

  it('quoted: operations grouped by chain, funding, fee with its USD value, window, type, signatures', () => {
    renderPart(<QuoteSummary quote={quote} />)
    const region = screen.getByRole('region', { name: 'Review' })
    const chains = within(region)
      .getAllByRole('listitem')
      .filter((li) => li.className.includes('__chain'))
    expect(chains.map((c) => c.textContent)).toEqual([
      'On chain 31337Operation 1',
      'On chain 31338Operation 2Clean-up: returns what is left to you',
    ])
    expect(fact('Taken from your wallet')).toHaveTextContent('1.75 USDC on chain 31337')
    expect(fact('Fee')).toHaveTextContent('0.25 USDC ≈ $0.25')
    expect(fact('Runs between')).toHaveTextContent(
      'Jan 15, 2026, 12:00 PM and Jan 15, 2026, 12:30 PM',
    )
    expect(fact('You sign')).toHaveTextContent('1 signature')
    expect(region).toHaveTextContent('Permit (EIP-2612)')
  })

  it.each([
    ['eoa-7702', 'Your wallet (EIP-7702)'],
    ['smart-account', 'Smart account'],
    [undefined, 'One message signature'],
  ] as const)('a simple quote made for %s says so: %s', (mode, said) => {
    renderPart(<QuoteSummary quote={makeQuote({ quoteType: 'simple', mode })} />)
    const region = screen.getByRole('region', { name: 'Review' })
    expect(within(region).getByText(said)).toHaveClass('stx-badge')
    if (mode !== 'smart-account') expect(region).not.toHaveTextContent('Smart account')
  })

  it("the request's flows say what each chain's operations do; unknown tokens get no amount", () => {
    const vault = '0x1111111111111111111111111111111111111111'
    const unlisted = '0x9999999999999999999999999999999999999999'
    renderPart(
      <QuoteSummary
        quote={quote}
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
        quote={makeQuote({
          fee: { amount: '0', token: usdc, chainId: 31337 },
          quote: {
            ...quote.quote,
            fundingTokens: [{ tokenAddress: other, chainId: 31337, amount: '5000' }],
          },
        })}
      />,
    )
    expect(fact('Fee')).toHaveTextContent('Sponsored')
    expect(fact('Taken from your wallet')).toHaveTextContent('5,000 0x9999…9999')
  })

  it('numbers and times in the provider locale, from the quote alone (deterministic)', () => {
    renderPart(<QuoteSummary quote={quote} />, { locale: 'de' })
    expect(fact('Taken from your wallet')).toHaveTextContent('1,75 USDC')
    expect(fact('Runs between')).toHaveTextContent(formatTimestamp(1_768_478_400, 'de'))
    expect(formatTimestamp(1_768_478_400, 'de')).toBe('15.01.2026, 12:00')
  })

  it('render prop: the app gets the quote', () => {
    renderPart(<QuoteSummary quote={quote} render={(q) => <p>{q?.quoteType} quote</p>} />)
    expect(screen.getByText('permit quote')).toBeInTheDocument()
  })
})
