// Which Nexus contracts a real-shaped quote may name, chain by chain: the devnet's own suite on the
// devnet's chain ids, the real service's elsewhere, the app's table where it gives one. Quotes are
// built by the devnet's pure builder (buildNexusQuote) for an owner's undeployed account (initCode)
// or delegated EOA (EIP-7702), then hashed again by viem and abstractjs (test/support/nexus-quote.ts)
// so the kit recomputes what someone else hashed.
import { type Address, getAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { type VerifyQuoteParameters, verifyQuote } from '../../../src/core/actions/verifyQuote.js'
import { defaultAccountFactories } from '../../../src/core/config/account-factories.js'
import { defaultDelegates, devnetDelegate } from '../../../src/core/config/delegates.js'
import {
  defaultNexusContracts,
  devnetNexusContracts,
  type NexusContracts,
  realNetworkNexusContracts,
  trustedNexusContractsOn,
} from '../../../src/core/config/nexus-contracts.js'
import {
  QuotePayloadMismatchError,
  QuoteUnverifiableError,
} from '../../../src/core/errors/wallet.js'
import { buildCall } from '../../../src/core/protocol/inputs.js'
import { readNexusNonce } from '../../../src/core/protocol/nexus/index.js'
import { REAL_NEXUS_ADDRESSES } from '../../../src/devnet/service/quote/nexus/addresses.js'
import {
  buildNexusQuote,
  type NexusQuote,
} from '../../../src/devnet/service/quote/nexus/build-nexus-quote.js'
import { nexusNonce } from '../../../src/devnet/service/quote/nexus/user-op-fields.js'
import { nexusQuote } from '../../support/nexus-quote.js'
import { refusal } from '../../support/refusal.js'

const DEVNET = 31337
const BASE = 8453
const ownerAccount = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const owner = ownerAccount.address
const account = getAddress('0x00000000000000000000000000000000000ac0de')
const token = getAddress('0x000000000000000000000000000000000000c0c0')
const recipient = getAddress('0x000000000000000000000000000000000000bEEF')
const beneficiary = getAddress('0x00000000000000000000000000000000000fee00')
const other = getAddress('0x00000000000000000000000000000000DeaDBeef')
const lower = 1_800_000_000
const window = { lowerBoundTimestamp: lower, upperBoundTimestamp: lower + 600 }
const TRANSFER = 'function transfer(address to, uint256 amount)'

const devnet210 = { ...devnetNexusContracts['2.1.0']!, ethForwarder: other }
const real210 = REAL_NEXUS_ADDRESSES['2.1.0']

type Built = { chainId: number; mode: 'smart-account' | 'eoa-7702'; quote: NexusQuote }

/** An undeployed smart account's (initCode) transfer, or a delegated EOA's, on `chainId`. */
async function build(
  chainId: number,
  addresses: Required<NexusContracts>,
  mode: Built['mode'] = 'smart-account',
): Promise<Built> {
  const sender = mode === 'eoa-7702' ? owner : account
  const authorization =
    mode === 'eoa-7702'
      ? await ownerAccount.signAuthorization({
          contractAddress: addresses.implementation,
          chainId,
          nonce: 0,
        })
      : undefined
  const quote = buildNexusQuote({
    mode,
    owner,
    drafts: [
      {
        chainId,
        calls: [
          buildCall({
            to: token,
            functionSignature: TRANSFER,
            args: [recipient, 1_000n],
            defaultTarget: sender,
          }),
        ],
        paths: [['composeFlows', '0']],
        gas: 200_000n,
        ...window,
      },
    ],
    chains: new Map([
      [
        chainId,
        {
          account: sender,
          version: '2.1.0',
          deployed: false,
          addresses,
          maxFeePerGas: 1_000_000_000n,
          maxPriorityFeePerGas: 1_000_000n,
          ...(authorization ? { authorization } : {}),
        },
      ],
    ]),
    payment: { kind: 'fee', chainId, token, amount: 25_000n, beneficiary },
    window,
    nonceKey: (i) => 1000 + i,
  })
  return { chainId, mode, quote }
}

/** The verifyQuote parameters for a built quote, hashed again by viem and abstractjs. */
function parametersOf(
  { chainId, mode, quote }: Built,
  edit: { nonce?: (nonce: bigint) => bigint } = {},
): VerifyQuoteParameters {
  const response = nexusQuote({
    ownerAddress: owner,
    mode,
    quoteType: 'simple',
    formula: 'legacy',
    fee: { amount: '25000', token, chainId },
    items: quote.userOps.map((item) => ({
      chainId: item.chainId,
      sender: item.userOp.sender,
      nonce: edit.nonce ? edit.nonce(BigInt(item.userOp.nonce)) : item.userOp.nonce,
      callData: item.userOp.callData,
      initCode: item.userOp.initCode,
      lowerBoundTimestamp: item.lowerBoundTimestamp,
      upperBoundTimestamp: item.upperBoundTimestamp,
      eip7702Auth: item.eip7702Auth,
    })),
    payload: (root) => [{ message: { raw: root } }],
  })
  return {
    quote: response,
    request: {
      ownerAddress: owner,
      mode,
      feeToken: { address: token, chainId },
      composeFlows: [
        {
          type: '/instructions/build',
          data: { chainId, to: token, functionSignature: TRANSFER, args: [recipient, '1000'] },
        },
      ],
    },
    accounts: { [chainId]: mode === 'eoa-7702' ? owner : account },
    accountVersions: { [chainId]: '2.1.0' },
    now: lower,
  }
}

const fieldOf = (error: unknown) => (error as QuotePayloadMismatchError).field

describe("a quote for the devnet's own Nexus contracts", () => {
  it("is accepted on the devnet's chain ids: initCode of its factory and bootstrap", async () => {
    const built = await build(DEVNET, devnet210)
    expect(built.quote.userOps[0]!.userOp.initCode.slice(0, 42).toLowerCase()).toBe(
      devnet210.factory.toLowerCase(),
    )
    expect(verifyQuote(parametersOf(built))).toEqual({
      fee: { token, chainId: DEVNET, amount: 25_000n },
    })
  })

  it('is refused on a real chain id: the devnet factory is anyone’s contract there', async () => {
    const onBase = await build(BASE, devnet210)
    const error = refusal(() => verifyQuote(parametersOf(onBase)))
    expect(error).toBeInstanceOf(QuotePayloadMismatchError)
    expect(fieldOf(error)).toBe('quote.userOps[0].userOp.initCode')
    expect(error.message).toContain(real210.factory)
  })

  it('eoa-7702: an authorization to its implementation on the devnet, not on a real chain', async () => {
    expect(verifyQuote(parametersOf(await build(DEVNET, devnet210, 'eoa-7702'))).fee).toEqual({
      token,
      chainId: DEVNET,
      amount: 25_000n,
    })
    const onBase = await build(BASE, devnet210, 'eoa-7702')
    const error = refusal(() => verifyQuote(parametersOf(onBase)))
    expect(fieldOf(error)).toBe('quote.userOps[0].eip7702Auth.address')
  })

  it("a nonce naming the devnet's validator passes there; the real one does not", async () => {
    const built = await build(DEVNET, devnet210)
    const naming = (validator: Address) => (nonce: bigint) =>
      nexusNonce({ key: readNexusNonce(nonce).key, validator })
    expect(() =>
      verifyQuote(parametersOf(built, { nonce: naming(devnet210.validator) })),
    ).not.toThrow()
    const error = refusal(() =>
      verifyQuote(parametersOf(built, { nonce: naming(real210.validator) })),
    )
    expect(fieldOf(error)).toBe('quote.userOps[0].userOp.nonce')
  })
})

describe('a quote for the real Nexus contracts', () => {
  it('is accepted on a real chain id', async () => {
    expect(verifyQuote(parametersOf(await build(BASE, real210))).fee).toEqual({
      token,
      chainId: BASE,
      amount: 25_000n,
    })
  })

  it("is refused on the devnet's chain ids unless the app's config trusts them there", async () => {
    const parameters = parametersOf(await build(DEVNET, real210))
    expect(fieldOf(refusal(() => verifyQuote(parameters)))).toBe('quote.userOps[0].userOp.initCode')
    const perChain = { [DEVNET]: realNetworkNexusContracts }
    expect(() => verifyQuote({ ...parameters, nexusContracts: perChain })).not.toThrow()
    expect(() =>
      verifyQuote({ ...parameters, nexusContracts: () => realNetworkNexusContracts }),
    ).not.toThrow()
    expect(() =>
      verifyQuote({ ...parameters, nexusContracts: realNetworkNexusContracts }),
    ).not.toThrow()
  })

  it('is refused where the app trusts no suite of its version, by name', async () => {
    const parameters = parametersOf(await build(BASE, real210))
    const error = refusal(() =>
      verifyQuote({
        ...parameters,
        nexusContracts: { [DEVNET]: realNetworkNexusContracts },
      }),
    )
    expect(error).toBeInstanceOf(QuoteUnverifiableError)
    expect((error as QuoteUnverifiableError).missing).toBe('nexusContracts')
    const only221 = { '2.2.1': realNetworkNexusContracts['2.2.1']! }
    expect(
      (
        refusal(() =>
          verifyQuote({ ...parameters, nexusContracts: only221 }),
        ) as QuoteUnverifiableError
      ).missing,
    ).toBe('nexusContracts')
  })
})

describe('an initCode the trusted suite did not write', () => {
  it('naming another factory is refused', async () => {
    const built = await build(DEVNET, { ...devnet210, factory: other })
    const error = refusal(() => verifyQuote(parametersOf(built)))
    expect(fieldOf(error)).toBe('quote.userOps[0].userOp.initCode')
  })

  it('the trusted factory with another bootstrap (another owner set-up) is refused', async () => {
    const built = await build(DEVNET, { ...devnet210, bootstrap: other })
    const error = refusal(() => verifyQuote(parametersOf(built)))
    expect(fieldOf(error)).toBe('quote.userOps[0].userOp.initCode')
    expect(error.message).toContain(devnet210.bootstrap)
  })
})

describe('the defaults, chain by chain', () => {
  it("the devnet's ids: its Nexus suites, delegates and factories, and nothing else", () => {
    expect(defaultNexusContracts(DEVNET)).toBe(devnetNexusContracts)
    expect(defaultNexusContracts(BASE)).toBe(realNetworkNexusContracts)
    expect(defaultDelegates(DEVNET)).toEqual([
      devnetNexusContracts['2.1.0']!.implementation,
      devnetNexusContracts['2.2.1']!.implementation,
    ])
    expect(devnetDelegate).toBe(devnetNexusContracts['2.1.0']!.implementation)
    expect(defaultDelegates(BASE)).not.toContain(devnetNexusContracts['2.1.0']!.implementation)
    expect(defaultAccountFactories(DEVNET)).toEqual(
      (['2.1.0', '2.2.1'] as const).map((v) => ({
        type: 'nexus',
        factory: devnetNexusContracts[v]!.factory,
        bootstrap: devnetNexusContracts[v]!.bootstrap,
      })),
    )
    expect(defaultAccountFactories(BASE).map((f) => f.factory)).not.toContain(
      devnetNexusContracts['2.1.0']!.factory,
    )
  })

  it('an app table: one for every chain, one per chain id (a missing chain trusts none), a function', () => {
    expect(trustedNexusContractsOn(realNetworkNexusContracts, DEVNET)).toBe(
      realNetworkNexusContracts,
    )
    expect(trustedNexusContractsOn({ [BASE]: devnetNexusContracts }, BASE)).toBe(
      devnetNexusContracts,
    )
    expect(trustedNexusContractsOn({ [BASE]: devnetNexusContracts }, DEVNET)).toEqual({})
    expect(trustedNexusContractsOn(() => devnetNexusContracts, BASE)).toBe(devnetNexusContracts)
  })

  it('the real table is the real SDK’s (the devnet builder’s copy of real-encoding §4)', () => {
    for (const version of ['2.1.0', '2.2.1'] as const)
      expect(realNetworkNexusContracts[version]).toEqual(REAL_NEXUS_ADDRESSES[version])
  })
})
