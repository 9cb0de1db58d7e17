// An upgrade quote (POST /v1/mee/upgrade) in the real service's encoding: the owner's 2.1.0 Nexus
// account calls `upgradeToAndCall` on itself. The call the real service builds is not known, so the
// kit checks the devnet's (the trusted 2.2.1 implementation, `initializeAccount` with the owner set
// up by the 2.2.1 bootstrap) on the devnet's chain ids only, and refuses every other chain by name.
// Each hostile quote carries its own hashes and root (test/support/nexus-hostile-quote.ts).
import { encodeFunctionData, type Hex, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { account, accounts, chainId, owner, usdc } from '../../../fixtures/verifiable-quotes.js'
import { type VerifyQuoteParameters, verifyQuote } from '../../../src/core/actions/verifyQuote.js'
import { devnetNexusContracts } from '../../../src/core/config/nexus-contracts.js'
import {
  QuotePayloadMismatchError,
  QuoteUnverifiableError,
} from '../../../src/core/errors/wallet.js'
import { nexusInitData } from '../../../src/core/protocol/nexus/init-data.js'
import type { PlainCall } from '../../../src/devnet/service/quote/nexus/call-data.js'
import { erc20Call, hostileNexusQuote } from '../../support/nexus-hostile-quote.js'
import { refusal } from '../../support/refusal.js'

const attacker: Hex = '0x9999999999999999999999999999999999999999'
const suite = devnetNexusContracts['2.2.1']!
const abi = parseAbi([
  'function upgradeToAndCall(address newImplementation, bytes data)',
  'function initializeAccount(bytes initData)',
])
const initialize = (who: Hex = owner, bootstrap: Hex = suite.bootstrap) =>
  encodeFunctionData({
    abi,
    functionName: 'initializeAccount',
    args: [nexusInitData(who, bootstrap)],
  })
const upgradeCall = (
  p: { to?: Hex; implementation?: Hex; data?: Hex; value?: bigint } = {},
): PlainCall => ({
  to: p.to ?? account,
  value: p.value ?? 0n,
  data: encodeFunctionData({
    abi,
    functionName: 'upgradeToAndCall',
    args: [p.implementation ?? suite.implementation, p.data ?? initialize()],
  }),
})

const request = (chainIds: number[] = [chainId]) => ({
  ownerAddress: owner,
  mode: 'smart-account' as const,
  chainIds,
})
const upgradeQuote = (...ops: PlainCall[][]) => hostileNexusQuote({ mode: 'smart-account', ops })
const verify = (
  quote: ReturnType<typeof upgradeQuote>,
  chainIds?: number[],
  extra: Partial<VerifyQuoteParameters> = {},
) =>
  verifyQuote({
    quote,
    request: request(chainIds),
    accounts: { ...accounts, 31338: account, 8453: account },
    accountVersions: { [chainId]: '2.1.0', 31338: '2.1.0', 8453: '2.1.0' },
    now: 1_900_000_000,
    ...extra,
  })

describe('an upgrade quote on Nexus', () => {
  it('the devnet’s upgrade of the owner’s own account on a devnet chain passes', () => {
    expect(() => verify(upgradeQuote([upgradeCall()]))).not.toThrow()
  })

  it.each<[string, PlainCall[], string]>([
    [
      'another implementation',
      [upgradeCall({ implementation: attacker })],
      'quote.userOps[0].calls[0]',
    ],
    [
      'the account set up for another owner',
      [upgradeCall({ data: initialize(attacker) })],
      'quote.userOps[0].calls[0]',
    ],
    [
      'another bootstrap',
      [upgradeCall({ data: initialize(owner, attacker) })],
      'quote.userOps[0].calls[0]',
    ],
    ['no initialisation', [upgradeCall({ data: '0x' })], 'quote.userOps[0].calls[0]'],
    ['another account', [upgradeCall({ to: attacker })], 'quote.userOps[0].calls[0]'],
    ['value sent along', [upgradeCall({ value: 1n })], 'quote.userOps[0].calls[0]'],
    [
      'a drain beside the upgrade',
      [upgradeCall(), erc20Call('transfer', attacker, 1_000_000n, usdc)],
      'quote.userOps[0].calls[1]',
    ],
  ])('%s: refused, naming the call', (_, calls, field) => {
    const error = refusal(() => verify(upgradeQuote(calls)))
    expect(error).toBeInstanceOf(QuotePayloadMismatchError)
    expect((error as QuotePayloadMismatchError).field).toBe(field)
  })

  it('a chain asked for whose upgrade is missing: refused at chainIds[1]', () => {
    const error = refusal(() => verify(upgradeQuote([upgradeCall()]), [chainId, 31338]))
    expect(error).toBeInstanceOf(QuotePayloadMismatchError)
    expect((error as QuotePayloadMismatchError).field).toBe('chainIds[1]')
  })

  it('a real chain: unverifiable, naming chainIds and that the real upgrade call is not known', () => {
    const quote = hostileNexusQuote({
      mode: 'smart-account',
      ops: [{ calls: [upgradeCall()], chainId: 8453 }],
    })
    const error = refusal(() => verify(quote, [8453], { nexusContracts: devnetNexusContracts }))
    expect(error).toBeInstanceOf(QuoteUnverifiableError)
    expect(error.message).toMatch(
      /chainIds\[0\].*upgrade call the real service builds is not known/,
    )
  })

  it('a real chain with uncheckedOperations: the documented escape hatch lets it through', () => {
    const quote = hostileNexusQuote({
      mode: 'smart-account',
      ops: [{ calls: [upgradeCall()], chainId: 8453 }],
    })
    expect(() =>
      verify(quote, [8453], { nexusContracts: devnetNexusContracts, uncheckedOperations: true }),
    ).not.toThrow()
  })
})
