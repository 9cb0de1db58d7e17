// verifyQuote against a quote an attacker wrote: every field the wallet would sign is compared with
// the request, the owner's accounts and the quote hash, never with what the quote says of itself
// (docs/security.md; spec: "Signing by quoteType"). The quotes are in the one format the kit
// reads, the real service's (fixtures/verifiable-quotes.ts: Nexus 2.1.0 accounts behind EntryPoint
// v0.7). Each hostile case names the field it changed; the genuine ones above them still pass.
import { encodeFunctionData, erc20Abi, type Hex, hexToBigInt } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  account,
  accounts,
  amount,
  approveData,
  chainId,
  fundingQuoteHash,
  makeQuote,
  owner,
  permitItem,
  permitTypes,
  pullCall,
  quoteHash,
  quoteRequestFor,
  transferCall,
  usdc,
  userOpItem,
  weth,
  withOps,
} from '../../../fixtures/verifiable-quotes.js'
import { type VerifyQuoteParameters, verifyQuote } from '../../../src/core/actions/verifyQuote.js'
import type { QuoteParameters, QuoteReturnType } from '../../../src/core/client/types.js'
import {
  QuotePayloadMismatchError,
  QuoteUnverifiableError,
} from '../../../src/core/errors/wallet.js'
import { refusal } from '../../support/refusal.js'

const attacker = '0x9999999999999999999999999999999999999999'
const maxUint = (2n ** 256n - 1n).toString()
const now = 1_900_000_000
/** The owner's account runs Nexus 2.1.0 (the orchestrator's upgrade lookup says so). */
const accountVersions = { [chainId]: '2.1.0' }
type Kind = 'simple' | 'permit' | 'onchain'

function verify(
  quote: QuoteReturnType,
  request: QuoteParameters | VerifyQuoteParameters['request'] = quoteRequestFor(
    quote.mode === 'eoa' ? 'permit' : 'simple',
  ),
  extra: Partial<VerifyQuoteParameters> = {},
) {
  verifyQuote({ quote, request, accounts, accountVersions, now, ...extra })
}

const fieldOf = (run: () => void) => {
  const error = refusal(run)
  if (!(error instanceof QuotePayloadMismatchError)) throw error
  return error.field
}

const withItems = (kind: Kind, ...payloadToSign: unknown[]): QuoteReturnType =>
  ({ ...makeQuote(kind), payloadToSign }) as QuoteReturnType

/** Permit typed data loosened so a test writes anything into it, as an attacker would. */
type Typed = {
  domain: Record<string, unknown>
  types: Record<string, { name: string; type: string }[]>
  message: Record<string, unknown>
  primaryType: string
}
/** The genuine permit item with its typed data changed by `change`. */
function permitWith(change: (typed: Typed) => void, item = permitItem()) {
  const copy = structuredClone(item) as unknown as { signablePayload: Typed }
  change(copy.signablePayload)
  return copy
}
const onchainItem = (data: Hex = approveData(account, BigInt(amount))) => ({
  to: usdc,
  data,
  value: '0',
  chainId,
})
/** A permit for another (attacker's) purpose that carries the quote hash somewhere. */
const attackerPermit = permitWith((typed) => {
  typed.domain.verifyingContract = weth
  typed.domain.chainId = 1
  typed.message.spender = attacker
  typed.message.value = maxUint
})

const feeRequest = (feeToken: { address: Hex; chainId: number }): QuoteParameters => ({
  ...quoteRequestFor('permit'),
  feeToken,
})
const withFee = (kind: Kind, fee: string, item: unknown, token: Hex = usdc): QuoteReturnType =>
  ({
    ...makeQuote(kind),
    fee: { amount: fee, token, chainId },
    payloadToSign: [item],
  }) as QuoteReturnType

describe('verifyQuote signs genuine quotes', () => {
  it.each(['simple', 'permit', 'onchain'] as const)('a real-shaped %s quote', (kind) => {
    expect(() => verify(makeQuote(kind), quoteRequestFor(kind))).not.toThrow()
  })

  it('a permit declaring the EIP712Domain type viem derives', () => {
    const item = permitWith((typed) => {
      typed.types.EIP712Domain = [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ]
    })
    expect(() => verify(withItems('permit', item))).not.toThrow()
  })

  it('permit and approve cover the fee when it is paid in the funding token on its chain', () => {
    const total = String(BigInt(amount) + 42n)
    const request = feeRequest({ address: usdc, chainId })
    // The payment op first: the fee pulled from the owner to the service's beneficiary.
    const payment = userOpItem(chainId, {
      index: 1,
      calls: [
        {
          to: usdc,
          value: 0n,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transferFrom',
            args: [owner, '0x00000000000000000000000000000000000fee00', 42n],
          }),
        },
      ],
    })
    const ops = [payment, userOpItem(chainId, { calls: [pullCall, transferCall] })]
    expect(() =>
      verify(withOps(withFee('permit', '42', permitItem({ value: total })), ops), request),
    ).not.toThrow()
    const approve = onchainItem(approveData(account, BigInt(total)))
    expect(() => verify(withOps(withFee('onchain', '42', approve), ops), request)).not.toThrow()
  })

  it('permit-sca typed data the app’s own verifier accepts', () => {
    const quote = {
      ...withItems('simple', permitItem()),
      quoteType: 'permit-sca',
    } as QuoteReturnType
    const seen: string[] = []
    verify(quote, quoteRequestFor('simple'), {
      verifyTypedData: (payload) => {
        seen.push(payload.primaryType)
        return true
      },
    })
    expect(seen).toEqual(['Permit'])
  })
})

describe('the quote type is the request’s, never the quote’s choice', () => {
  it.each([
    ['smart-account', 'permit', quoteRequestFor('simple')],
    ['smart-account', 'onchain', quoteRequestFor('simple')],
    ['eoa', 'simple', quoteRequestFor('permit')],
    ['eoa-7702', 'permit', { ...quoteRequestFor('permit'), mode: 'eoa-7702' as const }],
    ['eoa-7702', 'permit-sca', { ...quoteRequestFor('simple'), mode: 'eoa-7702' as const }],
    ['eoa', 'mm-dtk', quoteRequestFor('permit')],
  ] as const)('a %s request answered with a %s quote', (_, quoteType, request) => {
    const quote = { ...makeQuote('permit'), mode: request.mode, quoteType } as QuoteReturnType
    expect(fieldOf(() => verify(quote, request))).toBe('quoteType')
  })

  it('an upgrade answered with a permit (upgrades are signed as a message)', () => {
    const request = { ownerAddress: owner, mode: 'eoa' as const, chainIds: [chainId] }
    expect(fieldOf(() => verify(makeQuote('permit'), request))).toBe('quoteType')
  })

  it('a quote for another mode or owner', () => {
    const quote = { ...makeQuote('simple'), mode: 'eoa' } as QuoteReturnType
    expect(fieldOf(() => verify(quote, quoteRequestFor('simple')))).toBe('mode')
    const request = { ...quoteRequestFor('simple'), ownerAddress: attacker }
    expect(fieldOf(() => verify(makeQuote('simple'), request))).toBe('ownerAddress')
  })
})

describe('one signing shape per item, the one of its quote type', () => {
  it.each([
    [
      'simple + a Permit',
      'simple',
      { message: { raw: quoteHash }, ...attackerPermit },
      '.signablePayload',
    ],
    [
      'simple + a transaction',
      'simple',
      {
        message: { raw: quoteHash },
        to: attacker,
        data: '0x',
        value: '5000000000000000000',
        chainId,
      },
      '.to',
    ],
    [
      'simple message with a second field',
      'simple',
      { message: { raw: quoteHash, text: 'hi' } },
      '.message.text',
    ],
    [
      'onchain approve + a Permit',
      'onchain',
      { ...onchainItem(), ...attackerPermit },
      '.signablePayload',
    ],
    [
      'onchain approve + a message',
      'onchain',
      { ...onchainItem(), message: { raw: quoteHash } },
      '.message',
    ],
    ['permit + a transaction', 'permit', { ...permitItem(), to: attacker, data: '0x' }, '.to'],
    ['permit + a message', 'permit', { ...permitItem(), message: { raw: quoteHash } }, '.message'],
  ] as const)('%s', (_, kind, item, field) => {
    expect(fieldOf(() => verify(withItems(kind, item), quoteRequestFor(kind)))).toBe(
      `payloadToSign[0]${field}`,
    )
  })

  const permitField = (change: (typed: Typed) => void) =>
    fieldOf(() => verify(withItems('permit', permitWith(change))))

  it.each([
    ['a domain salt', (t: Typed) => (t.domain.salt = `0x${'01'.repeat(32)}`), 'domain.salt'],
    ['no domain chainId', (t: Typed) => delete t.domain.chainId, 'domain.chainId'],
    [
      'a chain id as a string',
      (t: Typed) => (t.domain.chainId = String(chainId)),
      'domain.chainId',
    ],
    ['a hex value', (t: Typed) => (t.message.value = '0xff'), 'message.value'],
    ['an extra message field', (t: Typed) => (t.message.data = '0x'), 'message.data'],
    [
      'another struct type',
      (t: Typed) => (t.types.Transfer = [...permitTypes.Permit]),
      'types.Transfer',
    ],
    ['another primary type', (t: Typed) => (t.primaryType = 'Transfer'), 'primaryType'],
  ])('permit: %s', (_, change, field) => {
    expect(permitField(change)).toBe(`payloadToSign[0].signablePayload.${field}`)
  })

  it('a made-up Transfer{to, amount, salt: quote hash} without a chain, as simple or permit', () => {
    const transfer = {
      signablePayload: {
        domain: { name: 'Transfer', version: '1' },
        types: {
          Transfer: [
            { name: 'to', type: 'address' },
            { name: 'amount', type: 'uint256' },
            { name: 'salt', type: 'bytes32' },
          ],
        },
        primaryType: 'Transfer',
        message: { to: attacker, amount: maxUint, salt: quoteHash },
      },
    }
    expect(fieldOf(() => verify(withItems('simple', transfer)))).toBe(
      'payloadToSign[0].signablePayload',
    )
    expect(fieldOf(() => verify(withItems('permit', transfer)))).toBe(
      'payloadToSign[0].signablePayload.domain.chainId',
    )
  })
})

describe('simple: exactly the quote hash', () => {
  it('another hash', () => {
    const quote = withItems('simple', { message: { raw: `0x${'ee'.repeat(32)}` } })
    expect(fieldOf(() => verify(quote))).toBe('payloadToSign[0].message.raw')
  })
})

describe('permit: every field compared with the request and the owner’s accounts', () => {
  const path = 'payloadToSign[0].signablePayload'
  const field = (item: unknown, request = quoteRequestFor('permit')) =>
    fieldOf(() => verify(withItems('permit', item), request))

  it.each([
    ['the Permit fields reordered', (t: Typed) => t.types.Permit?.reverse(), 'types.Permit'],
    [
      'value typed uint8',
      (t: Typed) => ((t.types.Permit?.[2] as { type: string }).type = 'uint8'),
      'types.Permit',
    ],
    [
      'an EIP712Domain with a salt',
      (t: Typed) =>
        (t.types.EIP712Domain = [
          { name: 'name', type: 'string' },
          { name: 'salt', type: 'bytes32' },
        ]),
      'types.EIP712Domain',
    ],
    [
      'a token the request never named',
      (t: Typed) => (t.domain.verifyingContract = weth),
      'domain.verifyingContract',
    ],
    ['another chain', (t: Typed) => (t.domain.chainId = 1), 'domain.chainId'],
    ['another owner', (t: Typed) => (t.message.owner = attacker), 'message.owner'],
    ['the attacker as spender', (t: Typed) => (t.message.spender = attacker), 'message.spender'],
    ['2^256 - 1', (t: Typed) => (t.message.value = maxUint), 'message.value'],
    [
      'the deadline as uint256 of another hash',
      (t: Typed) => (t.message.deadline = (2n ** 200n).toString()),
      'message.deadline',
    ],
    [
      'a deadline that has passed',
      (t: Typed) => (t.message.deadline = String(now - 1)),
      'message.deadline',
    ],
    [
      'a deadline past the quote’s window',
      (t: Typed) => (t.message.deadline = String(4_000_000_001)),
      'message.deadline',
    ],
  ])('%s', (_, change, at) => {
    expect(field(permitWith(change))).toBe(`${path}.${at}`)
  })

  it('the brief’s attack: spender, amount, token and chain all the attacker’s', () => {
    expect(field(attackerPermit)).toBe(`${path}.domain.chainId`)
  })

  it('a deadline past the request’s own upper bound', () => {
    const request = { ...quoteRequestFor('permit'), upperBoundTimestamp: now + 60 }
    expect(field(permitItem({ deadline: String(now + 600) }), request)).toBe(
      `${path}.message.deadline`,
    )
  })

  it('a Unix-time deadline inside the quote’s window (the real validator reads the root there)', () => {
    const quote = withItems('permit', permitItem({ deadline: String(now + 600) }))
    expect(fieldOf(() => verify(quote))).toBe(`${path}.message.deadline`)
  })

  it('two permits for the one funding token: the second is refused', () => {
    const quote = withItems('permit', permitItem(), permitItem())
    expect(fieldOf(() => verify(quote))).toBe(
      'payloadToSign[1].signablePayload.domain.verifyingContract',
    )
  })

  it('the fee added while the request pays it in another token', () => {
    const request = feeRequest({ address: weth, chainId })
    const total = String(BigInt(amount) + 42n)
    expect(
      fieldOf(() => verify(withFee('permit', '42', permitItem({ value: total }), weth), request)),
    ).toBe(`${path}.message.value`)
  })

  it('the quote’s fee in another token than the request’s fee token', () => {
    const request = feeRequest({ address: usdc, chainId })
    const total = String(BigInt(amount) + 42n)
    expect(
      fieldOf(() => verify(withFee('permit', '42', permitItem({ value: total }), weth), request)),
    ).toBe('fee.token')
  })

  it('metadata that says something else than the typed data', () => {
    const item = permitItem()
    expect(field({ ...item, metadata: { ...item.metadata, spender: attacker } })).toBe(
      'payloadToSign[0].metadata.spender',
    )
    expect(field({ ...item, metadata: { ...item.metadata, amount: '1' } })).toBe(
      'payloadToSign[0].metadata.amount',
    )
  })
})

describe('onchain: approve(the owner’s account, the requested amount) and nothing else', () => {
  const field = (item: unknown) =>
    fieldOf(() => verify(withItems('onchain', item), quoteRequestFor('onchain')))
  const dirty = (() => {
    const clean = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [account, BigInt(amount)],
    })
    // The spender word with a stray high byte: decoders that take the low 20 bytes read `account`.
    return `${clean.slice(0, 10)}ff${clean.slice(12)}${fundingQuoteHash.slice(2)}` as Hex
  })()

  it.each([
    ['another token', { ...onchainItem(), to: weth }, 'to'],
    ['another chain', { ...onchainItem(), chainId: 1 }, 'chainId'],
    ['native value', { ...onchainItem(), value: '5000000000000000000' }, 'value'],
    ['the attacker as spender', onchainItem(approveData(attacker, BigInt(amount))), 'data.spender'],
    ['2^256 - 1', onchainItem(approveData(account, 2n ** 256n - 1n)), 'data.amount'],
    ['a transfer instead', onchainItem(`0xa9059cbb${'00'.repeat(64)}`), 'data'],
    [
      'another hash appended',
      onchainItem(approveData(account, BigInt(amount), `0x${'ee'.repeat(32)}`)),
      'data (appended quote hash)',
    ],
    [
      'more calldata after the hash',
      onchainItem(`${approveData(account, BigInt(amount))}00`),
      'data',
    ],
    ['a spender word with stray high bytes', onchainItem(dirty), 'data'],
  ] as const)('%s', (_, item, at) => {
    expect(field(item)).toBe(`payloadToSign[0].${at}`)
  })
})

describe('eoa-7702 and permit-sca', () => {
  it('eoa-7702: a user op sent from another account than the delegated EOA', () => {
    const quote = { ...makeQuote('simple'), mode: 'eoa-7702' } as QuoteReturnType
    const request = { ...quoteRequestFor('simple'), mode: 'eoa-7702' as const }
    expect(fieldOf(() => verify(quote, request, { accounts: { [chainId]: owner } }))).toBe(
      'quote.userOps[0].userOp.sender',
    )
  })

  const sca = (item: unknown) =>
    ({ ...withItems('simple', item), quoteType: 'permit-sca' }) as QuoteReturnType
  const accept = () => true

  it('typed data on a chain the request does not run on, or for another owner', () => {
    const otherChain = permitWith((t) => (t.domain.chainId = 1))
    expect(fieldOf(() => verify(sca(otherChain), undefined, { verifyTypedData: accept }))).toBe(
      'payloadToSign[0].signablePayload.domain.chainId',
    )
    const otherOwner = permitWith((t) => (t.message.owner = attacker))
    expect(fieldOf(() => verify(sca(otherOwner), undefined, { verifyTypedData: accept }))).toBe(
      'payloadToSign[0].signablePayload.message.owner',
    )
  })

  it('typed data the app’s verifier refuses', () => {
    const quote = sca(permitItem())
    expect(fieldOf(() => verify(quote, undefined, { verifyTypedData: () => false }))).toBe(
      'payloadToSign[0].signablePayload',
    )
  })
})

describe('what the kit cannot compare with is a typed refusal, never a skipped check', () => {
  const missing = (run: () => void) => {
    const error = refusal(run)
    expect(error).toBeInstanceOf(QuoteUnverifiableError)
    return (error as QuoteUnverifiableError).missing
  }

  it('an eoa request without fundingTokens: the permit has nothing to match', () => {
    const { fundingTokens: _, ...request } = quoteRequestFor('permit')
    expect(missing(() => verify(makeQuote('permit'), request))).toBe('fundingTokens')
  })

  it('no account known for the funding chain', () => {
    expect(missing(() => verify(makeQuote('permit'), undefined, { accounts: {} }))).toBe('accounts')
  })

  it('no request or no accounts at all (an untyped caller)', () => {
    const quote = makeQuote('simple')
    expect(missing(() => verifyQuote({ quote } as never))).toBe('request')
    expect(missing(() => verifyQuote({ quote, request: quoteRequestFor('simple') } as never))).toBe(
      'accounts',
    )
  })

  it('permit-sca typed data without the app’s verifier', () => {
    const quote = {
      ...withItems('simple', permitItem()),
      quoteType: 'permit-sca',
    } as QuoteReturnType
    expect(missing(() => verify(quote))).toBe('verifyTypedData')
  })
})

describe('a permit’s deadline is uint256 of the quote hash, and only that', () => {
  it('a time deadline is refused even where ops claim a window to 2^48 - 1', () => {
    const quote = withOps(withItems('permit', permitItem({ deadline: String(2 ** 47) })), [
      userOpItem(chainId, { upperBoundTimestamp: 2 ** 48 - 1, calls: [pullCall, transferCall] }),
    ])
    expect(fieldOf(() => verify(quote))).toBe('payloadToSign[0].signablePayload.message.deadline')
  })

  it('uint256 of the quote hash is always the binding', () => {
    const quote = makeQuote('permit')
    const deadline = hexToBigInt(quote.quote.hash as Hex).toString()
    expect(() => verify(withItems('permit', permitItem({ deadline })))).not.toThrow()
  })
})
