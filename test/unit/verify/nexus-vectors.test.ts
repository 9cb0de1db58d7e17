// Every vector the real SDK wrote (fixtures/mee-encoding/vectors.json) becomes a real-shaped quote
// (payment op at index 0, hashes by viem and abstractjs, not by the kit) and the kit's checks
// accept it for the request it was made from; the rules the real validators enforce and the
// devnet's checks did not (root-only permit deadline, the onchain suffix, the 7702 delegate, the
// cleanup's dependency) refuse what breaks them, naming the field.
import { encodeFunctionData, erc20Abi, type Hex, pad, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { conventions, vectors } from '../../../fixtures/mee-encoding/index.js'
import { type VerifyQuoteParameters, verifyQuote } from '../../../src/core/actions/verifyQuote.js'
import { defaultNexusContracts } from '../../../src/core/config/nexus-contracts.js'
import {
  QuotePayloadMismatchError,
  QuoteUnverifiableError,
} from '../../../src/core/errors/wallet.js'
import type { QuoteResponse } from '../../../src/core/schemas/quote-response.js'
import { firstUnreadableOp } from '../../../src/core/verify/encoding.js'
import { checkNexusOperations } from '../../../src/core/verify/nexus/operations.js'
import type { VerifyContext, VerifyRequest } from '../../../src/core/verify/types.js'
import { TRUSTED_SPONSOR_GAS_TANK } from '../../../src/devnet/service/quote/nexus/addresses.js'
import { abstractjs as A } from '../../support/abstractjs.js'
import { type NexusItemInput, nexusQuote } from '../../support/nexus-quote.js'

const V = vectors.vectors as Record<string, Record<string, unknown>>
const { chainId, owner, account, usdc, recipient } = conventions
const aavePool = '0xA238Dd80C259a72e81d7e4664a9801593F98d1c5' as Hex
const lower = vectors.conventions.lowerBoundTimestamp
const upper = vectors.conventions.upperBoundTimestamp
const fee = 25000n
const mainNonce = BigInt(V['e_cleanup_2.1.0']!.mainOpNonce as string)
/** Another 3-byte nonce key, same mode and validator: a second op of the account. */
const nonceWithKey = (k: bigint) => mainNonce + (k << 232n)
type Version = '2.1.0' | '2.2.1'

const callDataOf = (name: string) => V[name]!.callData as Hex
const payment = (form: 'erc20Normal' | 'erc20Fusion' | 'native', sender: Hex = account) => ({
  chainId,
  sender,
  nonce: nonceWithKey(1n),
  callData: (V.h_payment_userop![form] as { callData: Hex }).callData,
  lowerBoundTimestamp: 0,
  upperBoundTimestamp: upper,
})
const op = (callData: Hex, extra: Partial<NexusItemInput> = {}): NexusItemInput => ({
  chainId,
  sender: account,
  nonce: mainNonce,
  callData,
  lowerBoundTimestamp: lower,
  upperBoundTimestamp: upper,
  ...extra,
})
const build = (to: Hex, functionSignature: string, args: unknown[]) => ({
  type: '/instructions/build',
  data: { chainId, to, functionSignature, args },
})
const transferFlow = build(usdc, 'function transfer(address to, uint256 amount)', [
  recipient,
  '1000000',
])
const feeToken = { address: usdc, chainId }

type Case = {
  name: string
  request: VerifyRequest
  items: NexusItemInput[]
  quoteType?: 'simple' | 'permit'
  payload?: (root: Hex) => unknown[]
}

const smart = (composeFlows: unknown[], extra: Partial<VerifyRequest> = {}): VerifyRequest => ({
  ownerAddress: owner,
  mode: 'smart-account',
  feeToken,
  composeFlows,
  ...extra,
})
const permitPayload = (root: Hex) => [
  {
    signablePayload: {
      domain: { name: 'USD Coin', version: '2', chainId, verifyingContract: usdc },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: {
        owner,
        spender: account,
        value: String(1_000_000n + fee),
        nonce: '0',
        deadline: BigInt(root).toString(),
      },
    },
  },
]

function casesOf(version: Version): Case[] {
  const v = (name: string) => `${name}_${version}`
  const supply = 'function supply(address asset, uint256 amount, address onBehalfOf, uint16 code)'
  return [
    {
      name: v('a_single_transfer'),
      request: smart([transferFlow]),
      items: [payment('erc20Normal'), op(callDataOf(v('a_single_transfer')))],
    },
    {
      name: v('b_batch_approve_call'),
      request: smart([
        build(usdc, 'function approve(address spender, uint256 amount)', [aavePool, '5000000']),
        build(aavePool, supply, [usdc, '5000000', account, 0]),
      ]),
      items: [payment('erc20Normal'), op(callDataOf(v('b_batch_approve_call')))],
    },
    {
      name: v('c_composable_runtime_balance'),
      request: smart([
        build(usdc, 'function transfer(address to, uint256 amount)', [
          recipient,
          { type: 'runtimeErc20Balance', tokenAddress: usdc, constraints: { gte: '1' } },
        ]),
      ]),
      items: [payment('erc20Normal'), op(callDataOf(v('c_composable_runtime_balance')))],
    },
    {
      name: v('i_build_raw_composable'),
      request: smart([
        {
          type: '/instructions/build-raw',
          data: { chainId, to: usdc, data: V[v('i_build_raw_composable')]!.raw },
        },
      ]),
      items: [payment('erc20Normal'), op(callDataOf(v('i_build_raw_composable')))],
    },
    {
      name: v('e_cleanup'),
      request: smart([transferFlow], {
        cleanUps: [{ tokenAddress: usdc, chainId, recipientAddress: owner }],
      }),
      items: [
        payment('erc20Normal'),
        op(callDataOf(v('a_single_transfer'))),
        op(callDataOf(v('e_cleanup')), {
          nonce: nonceWithKey(2n),
          isCleanUpUserOp: true,
          upperBoundTimestamp: V[v('e_cleanup')]!.upperBoundTimestamp as number,
        }),
      ],
    },
    {
      name: v('f_initCode'),
      request: smart([transferFlow]),
      items: [
        payment('erc20Normal'),
        op(callDataOf(v('a_single_transfer')), { initCode: V[v('f_initCode')]!.initCode as Hex }),
      ],
    },
    {
      name: v('d_fusion_permit_trigger'),
      request: {
        ownerAddress: owner,
        mode: 'eoa',
        feeToken,
        fundingTokens: [{ tokenAddress: usdc, chainId, amount: '1000000' }],
        composeFlows: [transferFlow],
      },
      quoteType: 'permit',
      payload: permitPayload,
      items: [payment('erc20Fusion'), op(callDataOf(v('d_fusion_permit_trigger')))],
    },
    {
      name: v('g_eip7702'),
      request: { ownerAddress: owner, mode: 'eoa-7702', feeToken, composeFlows: [transferFlow] },
      items: [
        payment('erc20Normal', owner),
        op(callDataOf(v('g_eip7702')), {
          sender: owner,
          eip7702Auth: {
            ...(V[v('g_eip7702')]!.eip7702Auth as Record<string, string>),
            chainId,
            nonce: 0,
            yParity: 1,
          },
        }),
      ],
    },
  ]
}

const quoteOf = (c: Case, version: Version): QuoteResponse => {
  const quoteType = c.quoteType ?? 'simple'
  return nexusQuote({
    ownerAddress: owner,
    mode: c.request.mode,
    quoteType,
    formula: quoteType === 'simple' && version === '2.2.1' ? 'eip712' : 'legacy',
    fee: { amount: String(fee), token: usdc, chainId },
    items: c.items,
    payload: c.payload ?? ((root) => [{ message: { raw: root } }]),
  })
}
const accountsOf = (request: VerifyRequest) => ({
  [chainId]: request.mode === 'eoa-7702' ? owner : account,
})
const parametersOf = (c: Case, version: Version, quote = quoteOf(c, version)) =>
  ({
    quote,
    request: c.request,
    accounts: accountsOf(c.request),
    accountVersions: { [chainId]: version },
    now: lower,
  }) satisfies VerifyQuoteParameters
const contextOf = (p: ReturnType<typeof parametersOf>): VerifyContext => ({
  ...p,
  owner: p.request.ownerAddress,
  now: lower,
  verifyTypedData: undefined,
  uncheckedOperations: false,
  nexusContracts: defaultNexusContracts,
})

function refusal(run: () => unknown) {
  try {
    run()
  } catch (error) {
    return error as Error & { field?: string; missing?: string; at?: string }
  }
  throw new Error('accepted')
}

describe('every vector of the real encoding verifies in a real-shaped quote', () => {
  it('the vectors are in the one format the kit reads: every op an execute or executeComposable', () => {
    for (const version of ['2.1.0', '2.2.1'] as const)
      for (const c of casesOf(version))
        expect(firstUnreadableOp(quoteOf(c, version))).toBeUndefined()
  })

  for (const version of ['2.1.0', '2.2.1'] as const)
    it.each(casesOf(version))(
      `%s: the operations check out, the fee as the payment op pays it`,
      (c) => {
        const ctx = contextOf(parametersOf(c, version))
        expect(checkNexusOperations(ctx)).toEqual({ fee: { token: usdc, chainId, amount: fee } })
      },
    )

  it.each(casesOf('2.1.0'))('2.1.0 %s: verifyQuote accepts the whole quote', (c) => {
    expect(verifyQuote(parametersOf(c, '2.1.0'))).toEqual({
      fee: { token: usdc, chainId, amount: fee },
    })
  })

  it('2.2.1 fusion (permit): verifyQuote accepts the whole quote', () => {
    const c = casesOf('2.2.1').find((x) => x.quoteType === 'permit') as Case
    expect(verifyQuote(parametersOf(c, '2.2.1')).fee).toEqual({ token: usdc, chainId, amount: fee })
  })

  it('2.2.1 simple: the raw root to sign is refused, since the 2.2.1 validator checks SuperTx', () => {
    const c = casesOf('2.2.1')[0] as Case
    const error = refusal(() => verifyQuote(parametersOf(c, '2.2.1')))
    expect(error).toBeInstanceOf(QuotePayloadMismatchError)
    expect(error.message).toContain('payloadToSign[0]')
  })

  it('the native fee: a value transfer of the fee, no data', () => {
    const c = casesOf('2.1.0')[0] as Case
    const native = '0x0000000000000000000000000000000000000000' as Hex
    const quote = nexusQuote({
      ownerAddress: owner,
      mode: 'smart-account',
      quoteType: 'simple',
      formula: 'legacy',
      fee: { amount: String(10n ** 13n), token: native, chainId },
      items: [payment('native'), ...c.items.slice(1)],
      payload: (root) => [{ message: { raw: root } }],
    })
    const request = { ...c.request, feeToken: { address: native, chainId } }
    expect(verifyQuote({ ...parametersOf(c, '2.1.0', quote), request }).fee).toEqual({
      token: native,
      chainId,
      amount: 10n ** 13n,
    })
  })

  // The sponsor's op: the gas tank's, callData 0x, a hash nobody can recompute.
  const sponsorOp = () => ({
    ...payment('erc20Normal', TRUSTED_SPONSOR_GAS_TANK),
    nonce: 0n,
    callData: '0x' as Hex,
    userOpHash: pad('0x1234'),
  })
  const sponsoredQuote = (version: Version) => {
    const c = casesOf(version)[0] as Case
    const quote = nexusQuote({
      ownerAddress: owner,
      mode: 'smart-account',
      quoteType: 'simple',
      formula: version === '2.2.1' ? 'eip712' : 'legacy',
      fee: { amount: '0', token: usdc, chainId },
      items: [sponsorOp(), ...c.items.slice(1)],
      payload: (root, userOps) =>
        version === '2.2.1'
          ? // abstractjs's own SuperTx, which leaves the trusted sponsor's op out.
            [
              {
                signablePayload: A.prepareTypedDataSignableQuotePayload(
                  { hash: root, userOps } as never,
                  { domain: { name: 'Nexus' } } as never,
                ).signablePayload,
              },
            ]
          : [{ message: { raw: root } }],
    })
    const { feeToken: _, ...request } = c.request
    return { ...parametersOf(c, version, quote), request }
  }

  it('a trusted sponsor’s payment op on 2.2.1 simple (left out of the SuperTx): no fee, the rest checked', () => {
    expect(verifyQuote(sponsoredQuote('2.2.1')).fee).toBeUndefined()
  })

  it('a trusted sponsor’s payment op where the signature covers the root (2.1.0): refused', () => {
    // Its random hash could be the hash of any op of the owner's account: the validator would
    // accept that op with this leaf's proof under the owner's signature of the root.
    const error = refusal(() => verifyQuote(sponsoredQuote('2.1.0')))
    expect(error).toBeInstanceOf(QuoteUnverifiableError)
    expect(error.missing).toBe('operations')
    expect(error.at).toContain("trusted sponsor's op")
  })
})

describe('what the real validators refuse, the kit refuses before signing', () => {
  const [single, , , , cleanup, , fusion, delegated] = casesOf('2.1.0') as Case[]
  const run = (c: Case, change: (q: QuoteResponse) => void, version: Version = '2.1.0') => {
    const quote = quoteOf(c, version)
    change(quote)
    return refusal(() => verifyQuote(parametersOf(c, version, quote)))
  }

  it('a permit whose deadline is a Unix time inside the window (no root binding)', () => {
    const error = run(fusion!, (q) => {
      const item = q.payloadToSign[0] as unknown as {
        signablePayload: { message: { deadline: string } }
      }
      item.signablePayload.message.deadline = String(upper)
    })
    expect(error).toBeInstanceOf(QuotePayloadMismatchError)
    expect(error.field).toBe('payloadToSign[0].signablePayload.message.deadline')
  })

  it('an onchain approval without the root appended', () => {
    const quote = quoteOf({ ...fusion!, quoteType: 'permit' }, '2.1.0')
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [account, 1_000_000n + fee],
    })
    const onchain = {
      ...quote,
      quoteType: 'onchain',
      payloadToSign: [{ to: usdc, data: approve, value: '0', chainId }],
    }
    const error = refusal(() =>
      verifyQuote(parametersOf(fusion!, '2.1.0', onchain as QuoteResponse)),
    )
    expect(error).toBeInstanceOf(QuotePayloadMismatchError)
    expect(error.field).toBe('payloadToSign[0].data')
    const withRoot = {
      ...onchain,
      payloadToSign: [
        { to: usdc, data: `${approve}${quote.quote.hash.slice(2)}`, value: '0', chainId },
      ],
    }
    expect(verifyQuote(parametersOf(fusion!, '2.1.0', withRoot as QuoteResponse)).fee).toBeDefined()
  })

  it('an EIP-7702 delegation to another contract than the version’s Nexus', () => {
    const c = {
      ...delegated!,
      items: delegated!.items.map((item, i) =>
        i === 1
          ? {
              ...item,
              eip7702Auth: {
                ...item.eip7702Auth,
                address: '0x9999999999999999999999999999999999999999',
              },
            }
          : item,
      ),
    }
    const error = refusal(() => verifyQuote(parametersOf(c, '2.1.0')))
    expect(error.field).toBe('quote.userOps[1].eip7702Auth.address')
  })

  it('a cleanup without its dependency on the op it follows', () => {
    const c = {
      ...cleanup!,
      items: cleanup!.items.map((item, i) =>
        i === 2 ? { ...item, isCleanUpUserOp: false } : item,
      ),
    }
    const error = refusal(() => verifyQuote(parametersOf(c, '2.1.0')))
    expect(error).toBeInstanceOf(QuotePayloadMismatchError)
    expect(error.field).toMatch(/^quote\.userOps\[2\]\.calls\[0\]/)
  })

  it('a fee paid to the service that is not the fee the review shows', () => {
    const error = run(single!, (q) => {
      q.fee.amount = String(fee - 1n)
    })
    expect(error.field).toBe('quote.userOps[0].calls[0].data')
  })

  it('an account version the kit was not told: refused, never guessed from the quote', () => {
    const error = refusal(() =>
      verifyQuote({ ...parametersOf(single!, '2.1.0'), accountVersions: undefined }),
    )
    expect(error).toBeInstanceOf(QuoteUnverifiableError)
    expect(error.missing).toBe('accountVersion')
  })

  it('a 2.2.1 executeComposable on an account the lookup says runs 2.1.0', () => {
    const c = casesOf('2.2.1')[2] as Case
    const error = refusal(() => verifyQuote(parametersOf(c, '2.1.0', quoteOf(c, '2.1.0'))))
    expect(error).toBeInstanceOf(QuoteUnverifiableError)
    expect(error.at).toMatch(/^quote\.userOps\[1\]\.userOp\.callData/)
  })

  it('an intent flow: its real route calls are not known, refused by name; uncheckedOperations lets it through', () => {
    const intent = { type: '/instructions/intent-simple', data: { srcChainId: chainId } }
    const c = { ...single!, request: smart([transferFlow, intent]) }
    const error = refusal(() => verifyQuote(parametersOf(c, '2.1.0')))
    expect(error).toBeInstanceOf(QuoteUnverifiableError)
    expect(error.missing).toBe('encoding')
    expect(error.at).toMatch(/^composeFlows\[1\]/)
    expect(verifyQuote({ ...parametersOf(c, '2.1.0'), uncheckedOperations: true }).fee).toBe(
      'unchecked',
    )
    // The escape hatch is for those only: a wrong hash is still refused.
    const quote = quoteOf(c, '2.1.0')
    quote.quote.hash = pad('0x01')
    expect(
      refusal(() => verifyQuote({ ...parametersOf(c, '2.1.0', quote), uncheckedOperations: true })),
    ).toBeInstanceOf(QuotePayloadMismatchError)
  })

  it('an op in the old devnet encoding beside real ones: not read, so refused by its place', () => {
    const error = run(single!, (q) => {
      q.quote.userOps[1]!.userOp.callData = `0x${'00'.repeat(31)}20${'00'.repeat(64)}`
    })
    expect(error).toBeInstanceOf(QuoteUnverifiableError)
    expect(error.missing).toBe('operations')
    expect(error.at).toBe('quote.userOps[1].userOp.callData')
  })

  it('a transfer to someone the request did not name', () => {
    const to = parseAbi(['function transfer(address to, uint256 amount)'])
    const c = {
      ...single!,
      request: smart([
        build(usdc, 'function transfer(address to, uint256 amount)', [owner, '1000000']),
      ]),
    }
    const error = refusal(() => verifyQuote(parametersOf(c, '2.1.0')))
    expect(error.field).toBe('quote.userOps[1].calls[0]')
    void to
  })
})
