// verifyQuote: what reaches the wallet must be what the quote says (docs/devnet-protocol.md,
// "Authorization"; spec: "Signing by quoteType").
import { describe, expect, it } from 'vitest'
import { verifyQuote } from '../../../src/core/actions/verifyQuote.js'
import type { QuoteReturnType } from '../../../src/core/client/types.js'
import { QuotePayloadMismatchError } from '../../../src/core/errors/wallet.js'
import {
  account,
  amount,
  approveData,
  chainId,
  makeQuote,
  owner,
  permitItem,
  quoteHash,
  quoteRequestFor,
  usdc,
  weth,
} from '../../support/fixtures.js'

const stranger = '0x9999999999999999999999999999999999999999'

function mismatchOf(run: () => void): QuotePayloadMismatchError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(QuotePayloadMismatchError)
    return error as QuotePayloadMismatchError
  }
  throw new Error('verifyQuote accepted the quote')
}

const withPayload = (kind: 'simple' | 'permit' | 'onchain', item: unknown): QuoteReturnType =>
  ({
    ...makeQuote(kind),
    payloadToSign: [item],
  }) as QuoteReturnType

describe('verifyQuote accepts quotes whose payloads match', () => {
  it.each(['simple', 'permit', 'onchain'] as const)(
    'a devnet-shaped %s quote and its request',
    (kind) => {
      expect(() =>
        verifyQuote({ quote: makeQuote(kind), request: quoteRequestFor(kind) }),
      ).not.toThrow()
    },
  )

  it('a permit whose deadline is a future Unix timestamp (the real service documents a time deadline)', () => {
    const quote = withPayload('permit', permitItem({ deadline: '2000000000' }))
    expect(() =>
      verifyQuote({ quote, request: quoteRequestFor('permit'), now: 1_900_000_000 }),
    ).not.toThrow()
  })

  it('a plain approve without the appended hash', () => {
    const data = approveData(account, BigInt(amount)).slice(0, 2 + 68 * 2) as `0x${string}`
    const quote = withPayload('onchain', { to: usdc, data, value: '0', chainId })
    expect(() => verifyQuote({ quote, request: quoteRequestFor('onchain') })).not.toThrow()
  })
})

describe('verifyQuote names the field that disagrees', () => {
  it('owner: the quote is for another owner than the request', () => {
    const error = mismatchOf(() =>
      verifyQuote({
        quote: makeQuote('simple'),
        request: { ...quoteRequestFor('simple'), ownerAddress: stranger },
      }),
    )
    expect(error.field).toBe('ownerAddress')
    expect(error.expected).toBe(stranger)
  })

  it('mode: the quote answers another mode', () => {
    const error = mismatchOf(() =>
      verifyQuote({
        quote: makeQuote('simple'),
        request: { ...quoteRequestFor('simple'), mode: 'eoa-7702' },
      }),
    )
    expect(error.field).toBe('mode')
  })

  it('simple: message.raw is not the quote hash', () => {
    const quote = withPayload('simple', { message: { raw: `0x${'ee'.repeat(32)}` } })
    expect(mismatchOf(() => verifyQuote({ quote })).field).toBe('payloadToSign[0].message.raw')
  })

  it('simple: typed data that does not carry the quote hash', () => {
    const quote = withPayload('simple', {
      signablePayload: { ...permitItem().signablePayload, message: { owner } },
    })
    expect(mismatchOf(() => verifyQuote({ quote })).field).toBe(
      'payloadToSign[0].signablePayload.message',
    )
  })

  it('permit: the spender is not the account that runs the quote on that chain', () => {
    const quote = withPayload('permit', permitItem({ spender: stranger }))
    const error = mismatchOf(() => verifyQuote({ quote, request: quoteRequestFor('permit') }))
    expect(error.field).toBe('payloadToSign[0].signablePayload.message.spender')
    expect(error.expected).toBe(account)
    expect(error.actual).toBe(stranger)
  })

  it('permit: the value is not the funding amount', () => {
    const quote = withPayload('permit', permitItem({ value: '999999999' }))
    const error = mismatchOf(() => verifyQuote({ quote, request: quoteRequestFor('permit') }))
    expect(error.field).toBe('payloadToSign[0].signablePayload.message.value')
    expect(error.expected).toBe(amount)
  })

  it('permit: the deadline is neither the quote hash nor a timestamp', () => {
    const quote = withPayload('permit', permitItem({ deadline: (2n ** 200n).toString() }))
    const error = mismatchOf(() => verifyQuote({ quote, request: quoteRequestFor('permit') }))
    expect(error.field).toBe('payloadToSign[0].signablePayload.message.deadline')
  })

  it('permit: a timestamp deadline is refused when the hash binding is required (devnet)', () => {
    const quote = withPayload('permit', permitItem({ deadline: '2000000000' }))
    const error = mismatchOf(() =>
      verifyQuote({ quote, request: quoteRequestFor('permit'), requireHashBinding: true }),
    )
    expect(error.field).toBe('payloadToSign[0].signablePayload.message.deadline')
  })

  it('permit: an expired timestamp deadline', () => {
    const quote = withPayload('permit', permitItem({ deadline: '1000' }))
    const error = mismatchOf(() =>
      verifyQuote({ quote, request: quoteRequestFor('permit'), now: 2000 }),
    )
    expect(error.field).toBe('payloadToSign[0].signablePayload.message.deadline')
  })

  it('permit: the token or chain is not a funding token of the request', () => {
    const item = permitItem()
    const quote = withPayload('permit', {
      ...item,
      signablePayload: {
        ...item.signablePayload,
        domain: { ...item.signablePayload.domain, chainId: 1 },
      },
    })
    const error = mismatchOf(() => verifyQuote({ quote, request: quoteRequestFor('permit') }))
    expect(error.field).toBe('payloadToSign[0].signablePayload.domain')
  })

  it('permit: the owner of the permit is someone else', () => {
    const item = permitItem()
    const quote = withPayload('permit', {
      ...item,
      signablePayload: {
        ...item.signablePayload,
        message: { ...item.signablePayload.message, owner: stranger },
      },
    })
    expect(mismatchOf(() => verifyQuote({ quote })).field).toBe(
      'payloadToSign[0].signablePayload.message.owner',
    )
  })

  it('onchain: the approval goes to another spender', () => {
    const quote = withPayload('onchain', {
      to: usdc,
      data: approveData(stranger, BigInt(amount)),
      value: '0',
      chainId,
    })
    const error = mismatchOf(() => verifyQuote({ quote, request: quoteRequestFor('onchain') }))
    expect(error.field).toBe('payloadToSign[0].data.spender')
  })

  it('onchain: the approval is for another amount', () => {
    const quote = withPayload('onchain', {
      to: usdc,
      data: approveData(account, 10n ** 30n),
      value: '0',
      chainId,
    })
    expect(
      mismatchOf(() => verifyQuote({ quote, request: quoteRequestFor('onchain') })).field,
    ).toBe('payloadToSign[0].data.amount')
  })

  it('onchain: another hash is appended', () => {
    const data = approveData(account, BigInt(amount), `0x${'ee'.repeat(32)}`)
    const quote = withPayload('onchain', { to: usdc, data, value: '0', chainId })
    expect(mismatchOf(() => verifyQuote({ quote })).field).toBe(
      'payloadToSign[0].data (appended quote hash)',
    )
  })

  it('onchain: the transaction would send native value', () => {
    const quote = withPayload('onchain', {
      to: usdc,
      data: approveData(account, BigInt(amount)),
      value: '1',
      chainId,
    })
    expect(mismatchOf(() => verifyQuote({ quote })).field).toBe('payloadToSign[0].value')
  })

  it('onchain: the transaction is not an approve (a transfer to the account)', () => {
    const data = `0xa9059cbb${'00'.repeat(64)}` as const
    const quote = withPayload('onchain', { to: usdc, data, value: '0', chainId })
    expect(mismatchOf(() => verifyQuote({ quote })).field).toBe('payloadToSign[0].data')
  })

  it('a payload of another kind than the quote type', () => {
    const quote = withPayload('simple', permitItem())
    expect(mismatchOf(() => verifyQuote({ quote })).field).toBe(
      'payloadToSign[0].signablePayload.message',
    )
    const onchainAsPermit = withPayload('permit', { message: { raw: quoteHash } })
    expect(mismatchOf(() => verifyQuote({ quote: onchainAsPermit })).field).toBe('payloadToSign[0]')
  })

  it('eoa-7702: a user op sent from another account than the delegated EOA', () => {
    const quote = { ...makeQuote('simple'), mode: 'eoa-7702' as const }
    expect(mismatchOf(() => verifyQuote({ quote })).field).toBe('quote.userOps[0].userOp.sender')
  })
})

// eoa mode with the fee paid in the funding token: the owner's permit or approve covers the
// funding amount plus the fee, which the account pulls at once (docs/devnet-protocol.md "Fees").
describe('verifyQuote: the fee in the funding token (eoa)', () => {
  const fee = '250000'
  const pull = (BigInt(amount) + BigInt(fee)).toString()
  const feeInUsdc = { address: usdc, chainId }
  /** An eoa quote of `kind` whose fee is `fee` of `token` and whose payload lets the account pull `value`. */
  const feeQuote = (
    kind: 'permit' | 'onchain',
    value: string,
    token: `0x${string}` = usdc,
  ): QuoteReturnType => ({
    ...withPayload(
      kind,
      kind === 'permit'
        ? permitItem({ value })
        : { to: usdc, data: approveData(account, BigInt(value)), value: '0', chainId },
    ),
    fee: { amount: fee, token, chainId },
  })
  const request = (feeToken?: { address: `0x${string}`; chainId: number }) => ({
    ...quoteRequestFor('permit'),
    feeToken,
  })

  it.each(['permit', 'onchain'] as const)(
    '%s: accepted for the funding amount plus the quoted fee when the request pays the fee with that token',
    (kind) => {
      expect(() =>
        verifyQuote({ quote: feeQuote(kind, pull), request: request(feeInUsdc) }),
      ).not.toThrow()
    },
  )

  it('permit: the funding amount alone is refused then (the service would pull the fee too)', () => {
    const error = mismatchOf(() =>
      verifyQuote({ quote: feeQuote('permit', amount), request: request(feeInUsdc) }),
    )
    expect(error.field).toBe('payloadToSign[0].signablePayload.message.value')
    expect(error.expected).toBe(pull)
  })

  it('permit: amount plus fee is refused when the request is sponsored', () => {
    const error = mismatchOf(() =>
      verifyQuote({ quote: feeQuote('permit', pull), request: request() }),
    )
    expect(error.field).toBe('payloadToSign[0].signablePayload.message.value')
    expect(error.expected).toBe(amount)
  })

  it('onchain: amount plus fee is refused when the fee token is another token', () => {
    const error = mismatchOf(() =>
      verifyQuote({
        quote: feeQuote('onchain', pull, weth),
        request: request({ address: weth, chainId }),
      }),
    )
    expect(error.field).toBe('payloadToSign[0].data.amount')
    expect(error.expected).toBe(amount)
  })

  it('permit: amount plus fee is refused when the fee token is that token on another chain', () => {
    const error = mismatchOf(() =>
      verifyQuote({
        quote: feeQuote('permit', pull),
        request: request({ address: usdc, chainId: chainId + 1 }),
      }),
    )
    expect(error.expected).toBe(amount)
  })

  it('the quote charges its fee in another token than the request asked for: no fee in the pull', () => {
    const error = mismatchOf(() =>
      verifyQuote({ quote: feeQuote('permit', pull, weth), request: request(feeInUsdc) }),
    )
    expect(error.field).toBe('payloadToSign[0].signablePayload.message.value')
    expect(error.expected).toBe(amount)
  })
})
