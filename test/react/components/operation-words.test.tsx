// One description of an operation: the review, the tracker and (through the tracker) the history
// say what each user operation does in the same words, read from the ops' calls; and a symbol that
// carries a right-to-left override cannot turn the line around.
import { screen } from '@testing-library/react'
import { encodeFunctionData, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  chainA,
  chainB,
  owner,
  quote,
  receipt,
  recipient,
  tokenList,
  twoChainQuote,
  usdc,
  vault,
  wholeBalanceTransferCallData,
} from '../../../fixtures/two-chain-states.js'
import { account as smartAccount, userOpItem } from '../../../fixtures/verifiable-quotes.js'
import { QuoteSummary } from '../../../src/react/components/QuoteSummary/QuoteSummary.js'
import { SupertxTracker } from '../../../src/react/components/SupertxTracker/SupertxTracker.js'
import { renderPart } from './render.js'

const opNames = () =>
  [...document.querySelectorAll('.stx-supertx-tracker__op-name')].map((el) => el.textContent)

describe('one description of an operation', () => {
  it('the tracker numbers the ops and says what each does, in the review’s words', () => {
    renderPart(<SupertxTracker receipt={receipt('pending')} quote={quote} />)
    expect(opNames()).toEqual([
      'Operation 1: Take 1.75 USDC from your wallet; Send 1.5 USDC to 0xa0Ee…9720',
      'Operation 2: Send 0.25 USDC to 0x1111…1111',
      'Operation 3: Send all the USDC in your smart account to your wallet',
    ])
  })

  it('the review lists the same steps', () => {
    renderPart(<QuoteSummary quote={quote} />)
    const ops = [...document.querySelectorAll('.stx-quote-summary__op')].map((el) => el.textContent)
    expect(ops).toEqual([
      'Take 1.75 USDC from your wallet',
      'Send 1.5 USDC to 0xa0Ee…9720',
      'Send 0.25 USDC to 0x1111…1111',
      'Send all the USDC in your smart account to your wallet',
    ])
  })

  it('a receipt of other ops than the quote’s keeps the plain numbers', () => {
    const other = { ...receipt('pending'), userOps: receipt('pending').userOps.slice(0, 2) }
    renderPart(<SupertxTracker receipt={other} quote={quote} />)
    expect(opNames()).toEqual(['Operation 1', 'Operation 2'])
  })

  it('a symbol with U+202E from the token list cannot reverse the rest of the line', () => {
    const hostile = {
      ...tokenList,
      tokens: tokenList.tokens.map((t) =>
        t.address === usdc && (t.chainId === chainA || t.chainId === chainB)
          ? { ...t, symbol: 'USDC\u202E' }
          : t,
      ),
    }
    renderPart(<QuoteSummary quote={quote} />, { tokenList: hostile })
    expect(screen.getByText('Send 1.5 USDC to 0xa0Ee…9720')).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
  })

  it('the app’s own contracts by their `labels`, in the review and the tracker alike', () => {
    // Keys in any letter case; a label is outside text like a symbol (no bidi controls).
    const labels = { [recipient.toLowerCase()]: 'Savings vault', [vault]: 'Fee\u202E pool' }
    renderPart(
      <>
        <QuoteSummary quote={quote} />
        <SupertxTracker receipt={receipt('pending')} quote={quote} />
      </>,
      { labels },
    )
    const ops = [...document.querySelectorAll('.stx-quote-summary__op')].map((el) => el.textContent)
    expect(ops).toEqual([
      'Take 1.75 USDC from your wallet',
      'Send 1.5 USDC to Savings vault',
      'Send 0.25 USDC to Fee pool',
      'Send all the USDC in your smart account to your wallet',
    ])
    expect(opNames()[0]).toBe(
      'Operation 1: Take 1.75 USDC from your wallet; Send 1.5 USDC to Savings vault',
    )
    expect(document.body.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
  })

  it('a label per chain names its address on that chain alone', () => {
    // A chain id key holds that chain's names; an address key names it on every chain.
    const labels = { [chainB]: { [recipient]: 'Bridge pool', [vault]: 'Vault on B' } }
    renderPart(<QuoteSummary quote={quote} />, { labels })
    const ops = [...document.querySelectorAll('.stx-quote-summary__op')].map((el) => el.textContent)
    expect(ops).toEqual([
      'Take 1.75 USDC from your wallet',
      'Send 1.5 USDC to 0xa0Ee…9720',
      'Send 0.25 USDC to Vault on B',
      'Send all the USDC in your smart account to your wallet',
    ])
  })

  it('a bridge’s recipient is named on the destination chain, where it lives', () => {
    // The same address holds a label on chain B only: a bridge from A to B sends to that label,
    // and its full address is listed under it.
    const bridge = '0x3333333333333333333333333333333333333333'
    const lock = encodeFunctionData({
      abi: parseAbi(['function lock(address,uint256,uint256,address)']),
      args: [usdc, 1_500_000n, BigInt(chainB), recipient],
    })
    const bridging = twoChainQuote()
    bridging.quote.userOps = [
      userOpItem(chainA, { index: 1, calls: [{ to: bridge, value: 0n, data: lock }] }),
    ]
    const labels = {
      [chainA]: { [vault]: 'Vault on A' },
      [chainB]: { [recipient]: 'Savings on B' },
    }
    renderPart(<QuoteSummary quote={bridging} />, { labels })
    const ops = [...document.querySelectorAll('.stx-quote-summary__op')].map((el) => el.textContent)
    expect(ops).toHaveLength(1)
    expect(ops[0]).toMatch(/^Bridge 1\.5 USDC to Savings on B on /)
    const lines = [...document.querySelectorAll('details li')].map((li) => li.textContent)
    expect(lines).toContain(`Savings on B: ${recipient}`)
  })

  it('a transfer to the account itself says so: it moves nothing', () => {
    // The playground's ccip-bridge waits on chain B with `transfer(account, its whole USDC)`
    // constrained to at least 50 USDC: whose USDC, and that it goes nowhere.
    const self = encodeFunctionData({
      abi: parseAbi(['function transfer(address,uint256)']),
      args: [smartAccount, 50_000_000n],
    })
    const waiting = twoChainQuote()
    waiting.quote.userOps = [
      userOpItem(chainB, { index: 1, calls: [{ to: usdc, value: 0n, data: self }] }),
    ]
    renderPart(<QuoteSummary quote={waiting} />)
    const ops = [...document.querySelectorAll('.stx-quote-summary__op')].map((el) => el.textContent)
    expect(ops).toEqual([
      'Keep 50 USDC in your smart account (a transfer to itself, which moves nothing)',
    ])
  })

  it.each([
    [
      'en',
      'Keep all the USDC in your smart account (a transfer to itself, which moves nothing)',
      'Addresses in full',
      'your smart account',
    ],
    [
      'de',
      'Das gesamte USDC in Ihrem Smart Account behalten (eine Überweisung an sich selbst, die nichts bewegt)',
      'Vollständige Adressen',
      'Ihr Smart Account',
    ],
  ])(
    'a wait on the whole balance (%s): kept in the account, and the account named on its own in the full list',
    async (locale, words, summary, accountName) => {
      // The playground's ccip-bridge on chain B: `transfer(account, its whole USDC)` read at run
      // time, a transfer to itself. The full list names the account as a name on its own (German
      // nominative "Ihr", not the "an Ihren" of a sentence).
      const wait = wholeBalanceTransferCallData(smartAccount)
      const waiting = twoChainQuote()
      waiting.quote.userOps = [userOpItem(chainB, { index: 1, callData: wait })]
      renderPart(<QuoteSummary quote={waiting} />, { locale })
      // The German words load on first use: wait until the summary is in the locale's words.
      await screen.findByText(summary)
      const ops = [...document.querySelectorAll('.stx-quote-summary__op')].map(
        (el) => el.textContent,
      )
      expect(ops).toEqual([words])
      const details = document.querySelector('.stx-quote-summary details')
      expect(details?.querySelector('summary')?.textContent).toBe(summary)
      const lines = [...(details?.querySelectorAll('li') ?? [])].map((li) => li.textContent)
      expect(lines).toContain(`${accountName}: ${smartAccount}`)
    },
  )

  it('a label never renames a token or the user’s own accounts', () => {
    // The token list and "you" name those addresses first: a label saying "Savings vault" for
    // the owner, or "Not USDC" for the token, is not shown.
    const labels = { [owner]: 'Savings vault', [usdc]: 'Not USDC' }
    renderPart(<QuoteSummary quote={quote} />, { labels })
    const ops = [...document.querySelectorAll('.stx-quote-summary__op')].map((el) => el.textContent)
    expect(ops).toEqual([
      'Take 1.75 USDC from your wallet',
      'Send 1.5 USDC to 0xa0Ee…9720',
      'Send 0.25 USDC to 0x1111…1111',
      'Send all the USDC in your smart account to your wallet',
    ])
  })

  it('every name and short address is one interaction from the full address', () => {
    // A title is not reachable by keyboard: a <details> under the review and the tracker lists
    // each address their words name, as they name it, in full.
    const labels = { [recipient]: 'Savings vault' }
    renderPart(
      <>
        <QuoteSummary quote={quote} />
        <SupertxTracker receipt={receipt('pending')} quote={quote} />
      </>,
      { labels },
    )
    const lists = [...document.querySelectorAll('details')]
    expect(lists).toHaveLength(2)
    for (const details of lists) {
      expect(details.querySelector('summary')?.textContent).toBe('Addresses in full')
      const lines = [...details.querySelectorAll('li')].map((li) => li.textContent)
      expect(lines).toEqual([
        `USDC: ${usdc}`,
        `your wallet: ${owner}`,
        `Savings vault: ${recipient}`,
        `0x1111…1111: ${vault}`,
      ])
    }
  })
})
