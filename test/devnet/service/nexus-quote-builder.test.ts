// The devnet's Nexus quote builder on several chains, read back by the kit's own Nexus readers
// (src/core/protocol/nexus): every op's callData reads as the calls that were planned, the pull and
// the fee sit where the real service puts them, a clean-up waits for the last op on its chain,
// initCode and 7702 authorizations go on the first op per chain, each leaf proves into the root,
// and what a Nexus account cannot express is refused by the field that asked for it.
import { type Address, getAddress, type Hex, keccak256, slice, toHex, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { conventions, vectors } from '../../../fixtures/mee-encoding/index.js'
import { buildCall, buildRawCall } from '../../../src/core/protocol/inputs.js'
import {
  type NexusCall,
  quoteLeaf,
  readNexusCallData,
  readNexusNonce,
  verifySortedMerkleProof,
} from '../../../src/core/protocol/nexus/index.js'
import type { Call } from '../../../src/core/protocol/types.js'
import { DevnetApiError } from '../../../src/devnet/service/errors.js'
import type { OpDraft } from '../../../src/devnet/service/quote/group-ops.js'
import {
  type NexusVersion,
  REAL_NEXUS_ADDRESSES,
} from '../../../src/devnet/service/quote/nexus/addresses.js'
import {
  type BuildNexusQuoteParameters,
  buildNexusQuote,
  type NexusChain,
} from '../../../src/devnet/service/quote/nexus/build-nexus-quote.js'
import { executeComposableCallData } from '../../../src/devnet/service/quote/nexus/call-data.js'

const A_CHAIN = 31_981
const B_CHAIN = 31_982
const owner = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const OWNER = owner.address
const ACCOUNT = getAddress('0x00000000000000000000000000000000000ac0de')
const TOKEN = getAddress('0x000000000000000000000000000000000000c0c0')
const RECIPIENT = getAddress('0x000000000000000000000000000000000000bEEF')
const BENEFICIARY = getAddress('0x00000000000000000000000000000000000fee00')
const LOWER = 1_800_000_000
const UPPER = LOWER + 600
const window = { lowerBoundTimestamp: LOWER, upperBoundTimestamp: UPPER }

const transfer = (amount: bigint | object, to: Address = RECIPIENT): Call =>
  buildCall({
    to: TOKEN,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [to, amount],
    defaultTarget: ACCOUNT,
  })
const op = (chainId: number, calls: Call[], extra: Partial<OpDraft> = {}): OpDraft => ({
  chainId,
  calls,
  paths: calls.map((_, i) => ['composeFlows', String(i)]),
  gas: 200_000n,
  ...window,
  ...extra,
})
const chain = (version: NexusVersion, extra: Partial<NexusChain> = {}): NexusChain => ({
  account: ACCOUNT,
  version,
  deployed: true,
  addresses: REAL_NEXUS_ADDRESSES[version],
  maxFeePerGas: 1_000_000_000n,
  maxPriorityFeePerGas: 1_000_000n,
  ...extra,
})
const fee = {
  kind: 'fee',
  chainId: A_CHAIN,
  token: TOKEN,
  amount: 25_000n,
  beneficiary: BENEFICIARY,
} as const
function build(parameters: Partial<BuildNexusQuoteParameters> = {}) {
  return buildNexusQuote({
    mode: 'smart-account',
    owner: OWNER,
    drafts: [op(A_CHAIN, [transfer(1n)])],
    chains: new Map([
      [A_CHAIN, chain('2.2.1')],
      [B_CHAIN, chain('2.2.1')],
    ]),
    payment: fee,
    window,
    nonceKey: (i) => 1000 + i,
    ...parameters,
  })
}
function calls(callData: Hex): readonly NexusCall[] {
  const read = readNexusCallData(callData)
  if (!read.ok) throw new Error(`${read.place}: ${read.reason}`)
  return read.calls
}
function refusal(run: () => unknown): { message: string; path: string[] } {
  try {
    run()
  } catch (error) {
    if (!(error instanceof DevnetApiError)) throw error
    const [detail] = (error.body as { errors: { path: string[]; message: string }[] }).errors
    return { message: detail!.message, path: detail!.path }
  }
  throw new Error('expected a refusal')
}

describe('the ops of a quote, read back by the kit', () => {
  it('pays the fee at index 0, then the planned ops in order, each reading as its calls', () => {
    const quote = build({
      drafts: [op(A_CHAIN, [transfer(1n), transfer(2n)]), op(B_CHAIN, [transfer(3n)])],
    })
    expect(quote.userOps.map((item) => item.chainId)).toEqual([A_CHAIN, A_CHAIN, B_CHAIN])
    const [payment, first, second] = quote.userOps.map((item) => calls(item.userOp.callData))
    expect(payment).toEqual([
      {
        kind: 'call',
        to: TOKEN,
        value: 0n,
        data:
          transfer(25_000n, BENEFICIARY).selector +
          transfer(25_000n, BENEFICIARY).inputs[0]!.paramData.slice(2),
      },
    ])
    expect(first!.map((c) => c.kind === 'call' && c.data)).toEqual([
      dataOf(transfer(1n)),
      dataOf(transfer(2n)),
    ])
    expect(second!.map((c) => c.kind === 'call' && c.data)).toEqual([dataOf(transfer(3n))])
    expect(quote.userOps[0]!.lowerBoundTimestamp).toBe(0)
  })

  it('gives each op a nonce of its own key, mode 0, the default validator and sequence 0', () => {
    const quote = build({ drafts: [op(A_CHAIN, [transfer(1n)]), op(B_CHAIN, [transfer(2n)])] })
    expect(quote.userOps.map((item) => readNexusNonce(BigInt(item.userOp.nonce)))).toEqual(
      [1000, 1001, 1002].map((key) => ({
        key,
        mode: 0,
        validator: zeroAddress,
        sequence: 0n,
        entryPointKey: BigInt(key) << 168n,
      })),
    )
  })

  it('roots every leaf in the sorted tree: each proof leads to quote.hash', () => {
    const quote = build({
      drafts: [
        op(A_CHAIN, [transfer(1n)]),
        op(B_CHAIN, [transfer(2n)]),
        op(B_CHAIN, [transfer(3n)]),
      ],
    })
    quote.userOps.forEach((item, i) => {
      expect(item.meeUserOpHash).toBe(quoteLeaf(item, 'eip712'))
      expect(verifySortedMerkleProof(item.meeUserOpHash, quote.proofs[i]!, quote.hash)).toBe(true)
    })
    const other = build({
      drafts: [
        op(A_CHAIN, [transfer(1n)]),
        op(B_CHAIN, [transfer(2n)]),
        op(B_CHAIN, [transfer(4n)]),
      ],
    })
    expect(other.hash).not.toBe(quote.hash)
  })

  it('reads a runtime balance as the balance of the token and account the flow named', () => {
    const quote = build({
      drafts: [
        op(A_CHAIN, [
          transfer({ type: 'runtimeErc20Balance', tokenAddress: TOKEN, constraints: { gte: '5' } }),
        ]),
      ],
    })
    const [call] = calls(quote.userOps[1]!.userOp.callData)
    expect(call).toMatchObject({
      kind: 'composable',
      to: TOKEN,
      parts: [
        { kind: 'raw', data: `0x${'0'.repeat(24)}${RECIPIENT.slice(2).toLowerCase()}` },
        {
          kind: 'runtime',
          value: { kind: 'balance', token: TOKEN, account: ACCOUNT, fetcher: 'balance' },
          constraints: [{ word: 0, type: 'gte', value: 5n }],
        },
      ],
    })
  })
})

describe('eoa: the pull and the fee', () => {
  const funding = { chainId: B_CHAIN, token: TOKEN, amount: 1_000_000n, permit: true }
  const permitInfo = { name: 'Dev USD', domainSeparator: keccak256(toHex('domain')), nonce: 4n }
  const eoaFee = { ...fee, chainId: B_CHAIN }

  it('pulls transferFrom(owner, account, amount) first in the first op on its chain, without the fee', () => {
    const quote = build({
      mode: 'eoa',
      funding,
      permitInfo,
      payment: eoaFee,
      drafts: [op(A_CHAIN, [transfer(1n)]), op(B_CHAIN, [transfer(2n)])],
    })
    const [payment, onA, onB] = quote.userOps.map((item) => calls(item.userOp.callData))
    expect(payment![0]).toMatchObject({
      to: TOKEN,
      data: transferFromData(OWNER, BENEFICIARY, 25_000n),
    })
    expect(onA).toHaveLength(1)
    expect(onB!.map((c) => c.kind === 'call' && c.data)).toEqual([
      transferFromData(OWNER, ACCOUNT, 1_000_000n),
      dataOf(transfer(2n)),
    ])
    const payload = quote.payloadToSign[0] as {
      signablePayload: { message: Record<string, string> }
    }
    expect(quote.quoteType).toBe('permit')
    expect(quote.formula).toBe('legacy')
    expect(payload.signablePayload.message).toMatchObject({
      owner: OWNER,
      spender: ACCOUNT,
      value: '1025000',
      nonce: '4',
      deadline: BigInt(quote.hash).toString(),
    })
  })

  it('gives the pull an op of its own, first after the payment, when no flow runs on its chain', () => {
    const quote = build({ mode: 'eoa', funding, permitInfo, payment: eoaFee })
    expect(quote.userOps.map((item) => item.chainId)).toEqual([B_CHAIN, B_CHAIN, A_CHAIN])
    expect(calls(quote.userOps[1]!.userOp.callData)).toMatchObject([
      { data: transferFromData(OWNER, ACCOUNT, 1_000_000n) },
    ])
  })

  it('refuses a fee in another token than the one the owner approves', () => {
    expect(refusal(() => build({ mode: 'eoa', funding, permitInfo, payment: fee })).path).toEqual([
      'feeToken',
      'address',
    ])
  })
})

describe('clean-ups', () => {
  const cleanUp = (chainId: number) =>
    op(chainId, [transfer({ type: 'runtimeErc20Balance', tokenAddress: TOKEN }, OWNER)], {
      isCleanUp: true,
      paths: [['cleanUps', '0']],
    })

  it('wait for the last op on their own chain: getNonce(account, its key) ≥ its nonce + 1, upper + 90 s', () => {
    const quote = build({
      drafts: [
        op(A_CHAIN, [transfer(1n)]),
        op(B_CHAIN, [transfer(2n)]),
        op(A_CHAIN, [transfer(3n)], { paths: [['composeFlows', '2']] }),
        cleanUp(A_CHAIN),
      ],
    })
    const waitedFor = quote.userOps[3]!
    const item = quote.userOps[4]!
    expect(item.isCleanUpUserOp).toBe(true)
    expect(item.upperBoundTimestamp).toBe(UPPER + 90)
    const [call] = calls(item.userOp.callData)
    expect(call).toMatchObject({ kind: 'composable' })
    const last = (call as Extract<NexusCall, { kind: 'composable' }>).parts.at(-1)
    expect(last).toEqual({
      kind: 'runtime',
      value: {
        kind: 'nonce',
        entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
        account: ACCOUNT,
        key: BigInt(waitedFor.userOp.nonce) >> 64n,
      },
      constraints: [{ word: 0, type: 'gte', value: BigInt(waitedFor.userOp.nonce) + 1n }],
    })
  })

  it('refuse a chain where the account runs nothing to wait for, the payment op aside', () => {
    expect(
      refusal(() => build({ drafts: [op(B_CHAIN, [transfer(1n)]), cleanUp(A_CHAIN)] })).path,
    ).toEqual(['cleanUps', '0', 'chainId'])
    expect(
      refusal(() => build({ drafts: [op(A_CHAIN, [transfer(1n)]), cleanUp(B_CHAIN)] })).path,
    ).toEqual(['cleanUps', '0', 'chainId'])
  })
})

describe('account creation and EIP-7702', () => {
  it('puts initCode on the first op of an undeployed account per chain only', () => {
    const quote = build({
      chains: new Map([
        [A_CHAIN, chain('2.2.1', { deployed: false })],
        [B_CHAIN, chain('2.2.1', { deployed: false })],
      ]),
      drafts: [
        op(A_CHAIN, [transfer(1n)]),
        op(B_CHAIN, [transfer(2n)]),
        op(B_CHAIN, [transfer(3n)]),
      ],
    })
    const factory = REAL_NEXUS_ADDRESSES['2.2.1'].factory
    expect(
      quote.userOps.map((item) =>
        item.userOp.initCode === '0x' ? '0x' : getAddress(slice(item.userOp.initCode, 0, 20)),
      ),
    ).toEqual([factory, '0x', factory, '0x'])
  })

  it('carries the owner’s authorization on the first op per chain, and refuses one to another delegate', async () => {
    const implementation = REAL_NEXUS_ADDRESSES['2.1.0'].implementation
    const signed = async (chainId: number, contractAddress: Address) =>
      owner.signAuthorization({ contractAddress, chainId, nonce: 0 })
    const chains = async (to: Address) =>
      new Map([
        [
          A_CHAIN,
          chain('2.1.0', {
            account: OWNER,
            deployed: false,
            authorization: await signed(A_CHAIN, to),
          }),
        ],
        [
          B_CHAIN,
          chain('2.1.0', {
            account: OWNER,
            deployed: false,
            authorization: await signed(B_CHAIN, implementation),
          }),
        ],
      ])
    const quote = build({
      mode: 'eoa-7702',
      chains: await chains(implementation),
      drafts: [
        op(A_CHAIN, [transfer(1n)]),
        op(B_CHAIN, [transfer(2n)]),
        op(B_CHAIN, [transfer(3n)]),
      ],
    })
    expect(quote.userOps.map((item) => item.eip7702Auth?.chainId)).toEqual([
      A_CHAIN,
      undefined,
      B_CHAIN,
      undefined,
    ])
    expect(
      quote.userOps.every((item) => item.userOp.initCode === '0x' && item.userOp.sender === OWNER),
    ).toBe(true)
    expect(quote.payloadToSign).toEqual([{ message: { raw: quote.hash } }])
    const wrong = await chains(REAL_NEXUS_ADDRESSES['2.2.1'].implementation)
    expect(refusal(() => build({ mode: 'eoa-7702', chains: wrong })).message).toMatch(
      /not to the Nexus implementation/,
    )
  })

  it('needs no authorization where the EOA is delegated already, and asks for one where it is not', () => {
    const eoa = (deployed: boolean) => chain('2.2.1', { account: OWNER, deployed })
    const drafts = [op(A_CHAIN, [transfer(1n)]), op(B_CHAIN, [transfer(2n)])]
    const quote = build({
      mode: 'eoa-7702',
      chains: new Map([
        [A_CHAIN, eoa(true)],
        [B_CHAIN, eoa(true)],
      ]),
      drafts,
    })
    expect(quote.userOps.map((item) => item.eip7702Auth)).toEqual([undefined, undefined, undefined])
    const missing = refusal(() =>
      build({
        mode: 'eoa-7702',
        chains: new Map([
          [A_CHAIN, eoa(true)],
          [B_CHAIN, eoa(false)],
        ]),
        drafts,
      }),
    )
    expect(missing.path).toEqual(['authorizations'])
    expect(missing.message).toMatch(`chain ${B_CHAIN}`)
  })
})

describe('what a Nexus quote cannot say', () => {
  it('refuses a runtime balance with two constraints: the module tests only the first on the balance', () => {
    const both = transfer({
      type: 'runtimeErc20Balance',
      tokenAddress: TOKEN,
      constraints: { gte: '1', lte: '9' },
    })
    expect(refusal(() => build({ drafts: [op(A_CHAIN, [both])] })).path).toEqual([
      'composeFlows',
      '0',
      'constraints',
    ])
  })

  it('refuses a simple quote over a 2.1.0 and a 2.2.1 account: one signature cannot serve both', () => {
    const mixed = new Map([
      [A_CHAIN, chain('2.1.0')],
      [B_CHAIN, chain('2.2.1')],
    ])
    expect(
      refusal(() =>
        build({
          chains: mixed,
          drafts: [op(A_CHAIN, [transfer(1n)]), op(B_CHAIN, [transfer(2n)])],
        }),
      ).message,
    ).toMatch(/2\.1\.0 and 2\.2\.1/)
  })

  it('refuses a runtime native balance on a 2.1.0 account', () => {
    const native = transfer({ type: 'runtimeErc20Balance', tokenAddress: zeroAddress })
    expect(() =>
      build({ chains: new Map([[A_CHAIN, chain('2.1.0')]]), drafts: [op(A_CHAIN, [native])] }),
    ).toThrow(/composability 1\.0\.0 has no BALANCE/)
  })
})

// abstractjs writes a non-zero VALUE param as 64 bytes declared over one written word (see the
// oracle test). The kit's strict reader re-encodes and so refuses the real bytes today; when
// src/core/protocol/nexus reads them, this starts to pass and must become a plain `it`.
it.fails('the kit reads a 1.1.0 VALUE param as abstractjs writes it', () => {
  const callData = executeComposableCallData(
    [
      {
        to: RECIPIENT,
        value: 5n,
        functionSig: '0x101e8952',
        params: [{ fetcherType: 0, paramData: `0x${'0'.repeat(64)}`, constraints: [] }],
      },
    ],
    '2.2.1',
  )
  expect(calls(callData)).toMatchObject([{ value: { kind: 'fixed', amount: 5n } }])
})

const dataOf = (call: Call): Hex =>
  `${call.selector}${call.inputs.map((input) => input.paramData.slice(2)).join('')}` as Hex
function transferFromData(from: Address, to: Address, amount: bigint): Hex {
  const call = buildCall({
    to: TOKEN,
    functionSignature: 'function transferFrom(address from, address to, uint256 amount)',
    args: [from, to, amount],
    defaultTarget: ACCOUNT,
  })
  return dataOf(call)
}

describe.each(['2.1.0', '2.2.1'] as const)(
  'MEE %s: the reference vectors, rebuilt from the devnet’s planned calls',
  (version) => {
    const c = vectorConventions
    const key = Number(BigInt(vectors.conventions.fixedNowMs) % 16_777_215n)
    const vector = (name: string) =>
      (vectors.vectors as unknown as Record<string, { callData: Hex; nonce?: string }>)[
        `${name}_${version}`
      ]!
    const onBase = (
      drafts: OpDraft[],
      extra: Partial<BuildNexusQuoteParameters> = {},
      deployed = true,
    ) =>
      buildNexusQuote({
        mode: 'smart-account',
        owner: c.owner,
        drafts,
        chains: new Map([[c.chainId, chain(version, { account: c.account, deployed })]]),
        payment: { kind: 'none' },
        window: { lowerBoundTimestamp: c.lower, upperBoundTimestamp: c.upper },
        nonceKey: () => key,
        ...extra,
      }).userOps
    const onChain = (calls: Call[], extra: Partial<OpDraft> = {}) =>
      op(c.chainId, calls, { lowerBoundTimestamp: c.lower, upperBoundTimestamp: c.upper, ...extra })
    const usdc = (signature: string, args: unknown[], to: Address = c.usdc) =>
      buildCall({ to, functionSignature: signature, args, defaultTarget: c.account })
    const sendOne = () =>
      usdc('function transfer(address to, uint256 amount)', [c.recipient, 1_000_000n])

    it('a, g: one transfer, its nonce', () => {
      const [item] = onBase([onChain([sendOne()])])
      expect(item!.userOp.callData).toBe(vector('a_single_transfer').callData)
      expect(item!.userOp.callData).toBe(vector('g_eip7702').callData)
      expect(item!.userOp.nonce).toBe(vector('a_single_transfer').nonce)
    })

    it('b: approve and supply batched', () => {
      const approve = usdc('function approve(address spender, uint256 amount)', [
        c.aavePool,
        5_000_000n,
      ])
      const supply = usdc(
        'function supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
        [c.usdc, 5_000_000n, c.account, 0],
        c.aavePool,
      )
      expect(onBase([onChain([approve, supply])])[0]!.userOp.callData).toBe(
        vector('b_batch_approve_call').callData,
      )
    })

    it('c: a runtime balance with gte 1', () => {
      const call = usdc('function transfer(address to, uint256 amount)', [
        c.recipient,
        { type: 'runtimeErc20Balance', tokenAddress: c.usdc, constraints: { gte: '1' } },
      ])
      expect(onBase([onChain([call])])[0]!.userOp.callData).toBe(
        vector('c_composable_runtime_balance').callData,
      )
    })

    it('i: build-raw, composable', () => {
      const call = buildRawCall({ to: c.usdc, data: dataOf(sendOne()) })
      expect(onBase([onChain([call])], { encoding: 'composable' })[0]!.userOp.callData).toBe(
        vector('i_build_raw_composable').callData,
      )
    })

    it('e: a clean-up after one transfer of 1', () => {
      const main = usdc('function transfer(address to, uint256 amount)', [c.recipient, 1n])
      const sweep = usdc('function transfer(address to, uint256 amount)', [
        c.owner,
        { type: 'runtimeErc20Balance', tokenAddress: c.usdc },
      ])
      const e = vectors.vectors[`e_cleanup_${version}`]
      const [first, cleanUp] = onBase([onChain([main]), onChain([sweep], { isCleanUp: true })])
      expect(first!.userOp.nonce).toBe(e.mainOpNonce)
      expect(cleanUp!.userOp.callData).toBe(e.callData)
      expect([cleanUp!.lowerBoundTimestamp, cleanUp!.upperBoundTimestamp]).toEqual([
        e.lowerBoundTimestamp,
        e.upperBoundTimestamp,
      ])
    })

    it('f: initCode of the undeployed account', () => {
      const f = vectors.vectors[`f_initCode_${version}`]
      expect(onBase([onChain([sendOne()])], {}, false)[0]!.userOp.initCode).toBe(f.initCode)
    })

    it('d: the fusion trigger before the transfer', () => {
      const d = vectors.vectors[`d_fusion_permit_trigger_${version}`]
      const [payment, item] = onBase([onChain([sendOne()])], {
        mode: 'eoa',
        funding: { chainId: c.chainId, token: c.usdc, amount: 1_000_000n, permit: true },
        permitInfo: { name: 'USD Coin', domainSeparator: keccak256(toHex('USDC')), nonce: 0n },
        payment: {
          kind: 'fee',
          chainId: c.chainId,
          token: c.usdc,
          amount: 25_000n,
          beneficiary: hVector.feeBeneficiaryPlaceholder as Address,
        },
      })
      expect(item!.userOp.callData).toBe(d.callData)
      expect(payment!.userOp.callData).toBe(hVector.erc20Fusion.callData)
    })

    it('h: the payment op, a transfer or a native value', () => {
      const beneficiary = hVector.feeBeneficiaryPlaceholder as Address
      const [erc20] = onBase([onChain([sendOne()])], {
        payment: { kind: 'fee', chainId: c.chainId, token: c.usdc, amount: 25_000n, beneficiary },
      })
      const [native] = onBase([onChain([sendOne()])], {
        payment: {
          kind: 'fee',
          chainId: c.chainId,
          token: zeroAddress,
          amount: 10n ** 13n,
          beneficiary,
        },
      })
      expect(erc20!.userOp.callData).toBe(hVector.erc20Normal.callData)
      expect(native!.userOp.callData).toBe(hVector.native.callData)
    })
  },
)

const hVector = vectors.vectors.h_payment_userop
const vectorConventions = {
  ...conventions,
  aavePool: getAddress(vectors.conventions.aavePool),
  lower: vectors.conventions.lowerBoundTimestamp,
  upper: vectors.conventions.upperBoundTimestamp,
}
