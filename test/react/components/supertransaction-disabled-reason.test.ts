// Why <Supertransaction>'s button cannot start: the first reason that holds, in a fixed order,
// as a pure function of what the root reads (flows, wallet, fee, balance, preview).
import { describe, expect, it } from 'vitest'
import {
  type DisabledReasonInputs,
  disabledReasonOf,
} from '../../../src/react/components/Supertransaction/disabled-reason.js'
import { supertxButtonMessages as m } from '../../../src/react/i18n/messages/supertx-button.js'

const ready: DisabledReasonInputs = {
  hasFlows: true,
  connected: true,
  wrongAccount: undefined,
  wrongChain: undefined,
  feeValid: true,
  shortfall: undefined,
  preview: undefined,
}
const accounts = { owner: '0xf39F…2266', connected: '0x7099…79C8' }
const shortfall = { needed: '1.5 USDC', balance: '0 USDC' }

describe('disabledReasonOf', () => {
  it('none when every check passes', () => {
    expect(disabledReasonOf(ready, m)).toBeUndefined()
  })

  it('each reason alone, in words', () => {
    const cases: [Partial<DisabledReasonInputs>, string][] = [
      [{ hasFlows: false }, m.noFlows],
      [{ connected: false }, m.notConnected],
      [{ wrongAccount: accounts }, m.wrongAccount(accounts)],
      [{ wrongChain: 'Chain 5' }, m.wrongChain({ chain: 'Chain 5' })],
      [{ feeValid: false }, m.invalidFee],
      [{ shortfall }, m.insufficientBalance(shortfall)],
      [{ preview: 'pending' }, m.previewPending],
      [{ preview: 'unavailable' }, m.previewUnavailable],
      [{ preview: { reverts: 'Devnet B' } }, m.wouldRevert({ chain: 'Devnet B' })],
      [{ preview: { unreachable: 'Devnet B' } }, m.previewUnreachable({ chain: 'Devnet B' })],
    ]
    for (const [patch, said] of cases)
      expect(disabledReasonOf({ ...ready, ...patch }, m)).toBe(said)
  })

  it('the first that holds wins: flows, wallet, account, chain, fee, balance, then the preview', () => {
    const all: DisabledReasonInputs = {
      hasFlows: false,
      connected: false,
      wrongAccount: accounts,
      wrongChain: 'Chain 5',
      feeValid: false,
      shortfall,
      preview: { reverts: 'Devnet B' },
    }
    const order: [Partial<DisabledReasonInputs>, string][] = [
      [{}, m.noFlows],
      [{ hasFlows: true }, m.notConnected],
      [{ connected: true }, m.wrongAccount(accounts)],
      [{ wrongAccount: undefined }, m.wrongChain({ chain: 'Chain 5' })],
      [{ wrongChain: undefined }, m.invalidFee],
      [{ feeValid: true }, m.insufficientBalance(shortfall)],
      [{ shortfall: undefined }, m.wouldRevert({ chain: 'Devnet B' })],
    ]
    let inputs = all
    for (const [patch, said] of order) {
      inputs = { ...inputs, ...patch }
      expect(disabledReasonOf(inputs, m)).toBe(said)
    }
  })
})
