// The playground's sentences built from its words (playground/src/words.ts) in English and German:
// what the flows spend (lists in the locale's way, exact amounts in its digits, a token or chain
// the devnet does not list), the reasons a combination is not offered, and the history's labels,
// kept as what ran and worded when shown (an older page's plain text as it was kept).
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { playgroundDevnet } from '../../../playground/src/devnet-info.js'
import { describeNeeds, type Need } from '../../../playground/src/funding.js'
import { feeOptions, whyNotOffered } from '../../../playground/src/offers.js'
import { buildPreset } from '../../../playground/src/presets.js'
import { wordRunLabel } from '../../../playground/src/run-labels.js'
import { de, en, sayPreset } from '../../../playground/src/words.js'
import { devnetDescriptionSchema } from '../../../src/devnet-client/index.js'

const token = (symbol: string, address: string, decimals: number) => ({
  symbol,
  name: symbol,
  address,
  decimals,
  permit: true,
})
const USDC_A = `0x${'a'.repeat(40)}` as Address
const WETH_A = `0x${'b'.repeat(40)}` as Address
const UNLISTED = `0x${'d'.repeat(40)}` as Address
const devnet = playgroundDevnet(
  devnetDescriptionSchema.parse({
    apiUrl: 'http://127.0.0.1:4337',
    apiKey: 'devnet-test-key',
    explorerUrl: 'http://127.0.0.1:4337/explorer',
    chains: [
      {
        id: 31337,
        name: 'Devnet A',
        rpcUrl: 'http://127.0.0.1:8545',
        pool: `0x${'1'.repeat(40)}`,
        bridge: `0x${'2'.repeat(40)}`,
        tokens: [token('USDC', USDC_A, 6), token('WETH', WETH_A, 18)],
      },
      {
        id: 31338,
        name: 'Devnet B',
        rpcUrl: 'http://127.0.0.1:8546',
        pool: `0x${'3'.repeat(40)}`,
        bridge: `0x${'4'.repeat(40)}`,
        tokens: [token('USDC', `0x${'c'.repeat(40)}`, 6), token('WETH', `0x${'e'.repeat(40)}`, 18)],
      },
    ],
    accounts: [`0x${'5'.repeat(40)}`],
  }),
)
const needs: Need[] = [
  { chainId: 31337, token: USDC_A, amount: 100_500_000n },
  // One wei: exact, never rounded away.
  { chainId: 31337, token: WETH_A, amount: 1n },
  { chainId: 5, token: UNLISTED, amount: 7n },
]

describe('what the flows spend, in words', () => {
  it('lists the amounts in each language, exact, with the tokens and chains the devnet does not list', () => {
    expect(describeNeeds(needs, devnet, en.funding)).toBe(
      `100.5 USDC on Devnet A, 0.000000000000000001 WETH on Devnet A, and 7 base units of ${UNLISTED} on chain 5`,
    )
    expect(describeNeeds(needs, devnet, de.funding)).toBe(
      `100,5 USDC auf Devnet A, 0,000000000000000001 WETH auf Devnet A und 7 Basiseinheiten von ${UNLISTED} auf Chain 5`,
    )
    expect(describeNeeds(needs.slice(0, 1), devnet, de.funding)).toBe('100,5 USDC auf Devnet A')
    expect(describeNeeds([], devnet, en.funding)).toBe('nothing')
    expect(describeNeeds([], devnet, de.funding)).toBe('nichts')
  })

  it('says why eoa mode cannot pull these, and which fees it cannot take, in German', () => {
    expect(whyNotOffered({ devnet, mode: 'eoa', fee: 'sponsored', needs, words: de })).toBe(
      `Der Modus eoa holt einen Token auf einer Chain mit einer Genehmigung (Permit oder Approval), und diese Flows geben 100,5 USDC auf Devnet A, 0,000000000000000001 WETH auf Devnet A und 7 Basiseinheiten von ${UNLISTED} auf Chain 5 aus: Wählen Sie den Modus smart-account oder eoa-7702.`,
    )
    expect(
      whyNotOffered({ devnet, mode: 'eoa', fee: 'WETH', needs: needs.slice(0, 1), words: de }),
    ).toBe(
      'Im Modus eoa wird die Gebühr mit dem Finanzierungstoken (USDC auf Devnet A) gezahlt: Wählen Sie ihn oder „gesponsert“.',
    )
    const funding = [{ tokenAddress: USDC_A, chainId: 31337, amount: '100500000' }]
    const chainA = devnet.chains[0] as (typeof devnet.chains)[number]
    expect(feeOptions(chainA, 'eoa', funding, de).map((o) => o.label)).toEqual([
      'gesponsert',
      'USDC auf Devnet A',
      'WETH auf Devnet A (nicht im eoa-Modus)',
    ])
    expect(feeOptions(chainA, 'eoa', funding, en).map((o) => o.label)).toEqual([
      'sponsored',
      'USDC on Devnet A',
      'WETH on Devnet A (not in eoa mode)',
    ])
  })

  it('words a preset’s figures in the language’s digits', () => {
    const preset = buildPreset('swap-bridge-deposit', {
      devnet,
      mode: 'smart-account',
      account: `0x${'6'.repeat(40)}`,
      owner: `0x${'7'.repeat(40)}`,
      vault: `0x${'8'.repeat(40)}`,
      poolOut: 40_000_000_000_000_000n,
    })
    if (!preset) throw new Error('The swap preset needs the pool’s price, which was given.')
    expect(sayPreset(preset.says, en)).toMatch(
      /^Swaps 100 USDC for at least 0\.0396 WETH on Devnet A/,
    )
    expect(sayPreset(preset.says, de)).toMatch(
      /^Tauscht 100 USDC auf Devnet A gegen mindestens 0,0396 WETH .* überbrückt genau 0,0396 WETH nach Devnet B/,
    )
  })
})

describe('the history’s labels', () => {
  it('words what ran in the page’s language, and shows an older page’s text as it was kept', () => {
    const custom = {
      custom: [{ function: 'transfer' }, { kind: 'bridge' }, { kind: 'raw' }] as const,
    }
    expect(wordRunLabel({ preset: 'ccip-bridge' }, en)).toBe('Bridge 50 USDC from A to B (CCIP)')
    expect(wordRunLabel({ preset: 'ccip-bridge' }, de)).toBe(
      '50 USDC von A nach B überbrücken (CCIP)',
    )
    expect(wordRunLabel({ custom: [...custom.custom] }, en)).toBe(
      'Custom: transfer, bridge, raw call',
    )
    expect(wordRunLabel({ custom: [...custom.custom] }, de)).toBe(
      'Eigene: transfer, Brücke, Rohaufruf',
    )
    expect(wordRunLabel('Send 25 USDC on chain A', de)).toBe('Send 25 USDC on chain A')
  })
})
