// The form's fields as typed → the core's steps: amounts in the token's units and the locale,
// the recipient's checksum, a name where the chain has no ENS, a bridge's token on the other chain.
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import type { TokenInfo } from '../../../src/core/tokens/token-list.js'
import {
  type DraftContext,
  draftsToSteps,
  newStepDraft,
} from '../../../src/react/components/SupertxForm/form-draft.js'

const usdcA: TokenInfo = {
  chainId: 31337,
  address: getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3'),
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
}
const usdcB: TokenInfo = { ...usdcA, chainId: 31338 }
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const tokens = [usdcA, usdcB]

const ctx = (over: Partial<DraftContext> = {}): DraftContext => ({
  locale: 'en',
  tokenOf: (chainId, address) =>
    tokens.find((t) => t.chainId === chainId && t.address.toLowerCase() === address.toLowerCase()),
  twinOf: (token, chainId) =>
    tokens.find((t) => t.chainId === chainId && t.symbol === token.symbol),
  hasEns: () => false,
  resolved: () => undefined,
  vaultOf: () => undefined,
  minOutputOf: () => undefined,
  ...over,
})

const send = (over = {}) =>
  newStepDraft('send', {
    chainId: 31337,
    token: usdcA.address,
    amount: '5',
    recipient: bob,
    ...over,
  })

describe('draftsToSteps', () => {
  it('reads 5 as 5 USDC (5000000 base units), not 0.000005', () => {
    expect(draftsToSteps([send()], ctx())).toEqual({
      steps: [
        {
          kind: 'send',
          chainId: 31337,
          token: usdcA.address,
          recipient: bob,
          amount: { type: 'exact', amount: 5_000_000n },
        },
      ],
      issues: [],
    })
  })

  it('reads the German decimal comma', () => {
    const { steps } = draftsToSteps([send({ amount: '12,5' })], ctx({ locale: 'de' }))
    expect(steps?.[0]?.amount).toEqual({ type: 'exact', amount: 12_500_000n })
  })

  it('refuses a recipient whose letter case breaks the checksum', () => {
    const typo = bob.replace('C51812', 'c51812')
    expect(draftsToSteps([send({ recipient: typo })], ctx()).issues).toEqual([
      { step: 0, field: 'recipient', code: 'recipientChecksum' },
    ])
  })

  it('says a name cannot be looked up where the chain has no ENS', () => {
    expect(draftsToSteps([send({ recipient: 'alice.eth' })], ctx()).issues).toEqual([
      { step: 0, field: 'recipient', code: 'ensUnavailable', name: 'alice.eth' },
    ])
  })

  it('sends to what a name resolves to where the chain has ENS, and waits for it meanwhile', () => {
    const draft = [send({ recipient: 'alice.eth' })]
    const withEns = (resolved: `0x${string}` | null | undefined) =>
      draftsToSteps(draft, ctx({ hasEns: () => true, resolved: () => resolved }))
    expect(withEns(undefined).issues).toEqual([
      { step: 0, field: 'recipient', code: 'ensResolving', name: 'alice.eth' },
    ])
    expect(withEns(null).issues).toEqual([
      { step: 0, field: 'recipient', code: 'ensNotFound', name: 'alice.eth' },
    ])
    expect(withEns(bob).steps?.[0]).toMatchObject({ recipient: bob })
  })

  it('refuses more decimals than the token has', () => {
    expect(draftsToSteps([send({ amount: '0.0000001' })], ctx()).issues).toEqual([
      { step: 0, field: 'amount', code: 'tooManyDecimals', decimals: 6 },
    ])
  })

  it('bridges to the same token on the other chain', () => {
    const bridge = newStepDraft('bridge', {
      chainId: 31337,
      toChainId: 31338,
      token: usdcA.address,
      amount: '50',
    })
    expect(draftsToSteps([bridge], ctx()).steps).toEqual([
      {
        kind: 'bridge',
        fromChainId: 31337,
        toChainId: 31338,
        fromToken: usdcA.address,
        toToken: usdcB.address,
        amount: { type: 'exact', amount: 50_000_000n },
      },
    ])
    const nowhere = draftsToSteps([{ ...bridge, toChainId: 1 }], ctx())
    expect(nowhere.issues).toEqual([{ step: 0, field: 'toChain', code: 'noTwin' }])
  })
})
