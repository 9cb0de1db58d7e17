// The real SDK as the oracle for the devnet's Nexus quote builder: @biconomy/abstractjs 1.2.3
// builds the same instructions with its own encoders (its account over an answering EIP-1193
// transport, its getQuote / getPermitQuote posting to a client that records what it would send the
// node), and each flow's callData, nonce, initCode and 7702 authorization must be the builder's,
// byte for byte, on 2.1.0 and 2.2.1 accounts. The hashes the node adds are recomputed from those
// fields by viem (EntryPoint v0.7) and OpenZeppelin's tree (abstractjs's createMerkleTree), and the
// payloads by abstractjs's own payload functions. The real addresses (real-encoding §4) stand in for
// the devnet's. If abstractjs changes an encoding, one of these fails.
import { readFileSync } from 'node:fs'
import {
  type Address,
  concat,
  custom,
  decodeAbiParameters,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  hashTypedData,
  keccak256,
  multicall3Abi,
  parseAbi,
  slice,
  toFunctionSelector,
  toHex,
  zeroAddress,
} from 'viem'
import { getUserOperationHash } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { base } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildCall, buildRawCall } from '../../../src/core/protocol/inputs.js'
import type { Call } from '../../../src/core/protocol/types.js'
import type { ChainContext } from '../../../src/devnet/chains/chain-context.js'
import { cleanUpDrafts } from '../../../src/devnet/service/quote/clean-ups.js'
import { groupOps, type OpDraft } from '../../../src/devnet/service/quote/group-ops.js'
import {
  type NexusVersion,
  REAL_NEXUS_ADDRESSES,
  TRUSTED_SPONSOR_GAS_TANK,
} from '../../../src/devnet/service/quote/nexus/addresses.js'
import {
  type BuildNexusQuoteParameters,
  buildNexusQuote,
  type NexusQuote,
} from '../../../src/devnet/service/quote/nexus/build-nexus-quote.js'
import type { PlannedFlow } from '../../../src/devnet/service/quote/planned-flow.js'
import type { ServiceContext } from '../../../src/devnet/service/service-context.js'

// Loaded by a name TypeScript does not follow: abstractjs's types pull in @safe-global/types-kit,
// which re-registers abitype's address type as `string` for the whole program and breaks every
// `0x${string}` in the kit's own code. The test needs abstractjs's behaviour, not its types.
const abstractjs = '@biconomy/abstractjs' as string
// biome-ignore lint/suspicious/noExplicitAny: see above
const A: any = await import(abstractjs)

const CHAIN = base.id
const FIXED_NOW = 1_767_225_600_000
const LOWER = 1_767_225_600
const UPPER = LOWER + 180
/** abstractjs's nonce key: Date.now() mod (2^24 − 1), pinned here. */
const KEY = FIXED_NOW % 16_777_215
const signer = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const OWNER = signer.address
const ACCOUNT = getAddress('0xc0ffee000000000000000000000000000000c0fe')
const USDC = getAddress('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913')
const RECIPIENT = getAddress('0x000000000000000000000000000000000000bEEF')
const POOL = getAddress('0xA238Dd80C259a72e81d7e4664a9801593F98d1c5')
const BENEFICIARY = getAddress('0x00000000000000000000000000000000000fee00')
const versions = ['2.1.0', '2.2.1'] as const
const ajsVersion = { '2.1.0': A.MEEVersion.V2_1_0, '2.2.1': A.MEEVersion.V2_2_1 } as const

beforeAll(() => {
  vi.spyOn(Date, 'now').mockReturnValue(FIXED_NOW)
})
afterAll(() => {
  vi.restoreAllMocks()
})

// ------------------------------------------------------------------ abstractjs's side
// What abstractjs reads from a chain: the account's id and code, EntryPoint nonces (sequence 0),
// and USDC's permit facts. Anything else is an error, so a new read shows up here.
const usdcName = 'USD Coin'
const usdcDomainSeparator = keccak256(
  encodeAbiParameters(
    [
      { type: 'bytes32' },
      { type: 'bytes32' },
      { type: 'bytes32' },
      { type: 'uint256' },
      { type: 'address' },
    ],
    [
      keccak256(
        toHex('EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)'),
      ),
      keccak256(toHex(usdcName)),
      keccak256(toHex('2')),
      BigInt(CHAIN),
      USDC,
    ],
  ),
)
const sel = (signature: string) => toFunctionSelector(signature)
function answerCall(to: Address, data: Hex, accountId: string): Hex | undefined {
  const selector = slice(data, 0, 4)
  if (selector === sel('accountId()')) return encodeAbiParameters([{ type: 'string' }], [accountId])
  if (selector === sel('getNonce(address,uint192)')) {
    const [, key] = decodeAbiParameters([{ type: 'address' }, { type: 'uint192' }], slice(data, 4))
    return encodeAbiParameters([{ type: 'uint256' }], [key << 64n])
  }
  if (getAddress(to) === USDC) {
    if (selector === sel('nonces(address)')) return encodeAbiParameters([{ type: 'uint256' }], [0n])
    if (selector === sel('name()')) return encodeAbiParameters([{ type: 'string' }], [usdcName])
    if (selector === sel('version()')) return encodeAbiParameters([{ type: 'string' }], ['2'])
    if (selector === sel('DOMAIN_SEPARATOR()')) return usdcDomainSeparator
    return undefined
  }
  throw new Error(`abstractjs made a read this test does not answer: ${to} ${selector}`)
}
function transport(accountId: string, codeOf: (address: Address) => Hex) {
  return custom({
    async request({ method, params }: { method: string; params: unknown[] }) {
      if (method === 'eth_chainId') return toHex(CHAIN)
      if (method === 'eth_getCode') return codeOf(getAddress(params[0] as Address))
      if (method === 'eth_getTransactionCount') return '0x0'
      if (method === 'eth_blockNumber') return '0x1'
      if (method === 'eth_call') {
        const { to, data } = params[0] as { to: Address; data: Hex }
        if (getAddress(to) === getAddress(base.contracts.multicall3.address)) {
          const { args } = decodeFunctionData({ abi: multicall3Abi, data })
          const calls = args[0] as readonly { target: Address; callData: Hex }[]
          const results = calls.map((c) => {
            const ret = answerCall(c.target, c.callData, accountId)
            return { success: ret !== undefined, returnData: ret ?? '0x' }
          })
          const aggregate3 = multicall3Abi.find((x) => x.name === 'aggregate3')!
          return encodeAbiParameters(aggregate3.outputs, [results])
        }
        const ret = answerCall(to, data, accountId)
        if (ret === undefined) throw new Error('execution reverted')
        return ret
      }
      throw new Error(`abstractjs asked for ${method}`)
    },
  })
}
function nexusAccount(version: NexusVersion, { address = ACCOUNT, code = '0x6001' as Hex } = {}) {
  return A.toMultichainNexusAccount({
    signer,
    chainConfigurations: [
      {
        chain: base,
        transport: transport(
          version === '2.2.1' ? 'biconomy.nexus.1.3.1' : 'biconomy.nexus.1.2.0',
          (a) => (a === address ? code : '0x6001'),
        ),
        version: A.getMEEVersion(ajsVersion[version]),
        versionCheck: false,
        accountAddress: address,
      },
    ],
  })
}
type Account = Awaited<ReturnType<typeof nexusAccount>>
type SentUserOp = {
  callData: Hex
  nonce: string
  initCode?: Hex
  sender: Address
  isCleanUpUserOp: boolean
  upperBoundTimestamp: number
  eip7702Auth?: Record<string, unknown>
}
/** What abstractjs would POST to the node: its quote request body. */
function recordingClient(account: Account) {
  const sent: { userOps: SentUserOp[] }[] = []
  const client = {
    account,
    info: {
      supportedChains: [{ chainId: String(CHAIN) }],
      supportedGasTokens: [
        { chainId: String(CHAIN), paymentTokens: [{ address: USDC, permitEnabled: true }] },
      ],
      isDebugMode: false,
    },
    request: async ({
      body,
    }: {
      body: { userOps: SentUserOp[]; paymentInfo: { sponsored: boolean } }
    }) => {
      sent.push(structuredClone(body))
      return {
        hash: `0x${'ab'.repeat(32)}`,
        paymentInfo: { tokenWeiAmount: '25000', sponsored: body.paymentInfo.sponsored },
        userOps: [],
      }
    },
  }
  // biome-ignore lint/suspicious/noExplicitAny: abstractjs's client type is its MEE client; this one answers what getQuote uses
  return { client: client as any, sent }
}
const sponsored = {
  sponsorship: true,
  lowerBoundTimestamp: LOWER,
  upperBoundTimestamp: UPPER,
} as const
async function sentOps(account: Account, parameters: Record<string, unknown>) {
  const { client, sent } = recordingClient(account)
  await A.getQuote(client, { ...sponsored, ...parameters } as never)
  return sent[0]!.userOps
}

// ------------------------------------------------------------------ the devnet's side
const transferSig = 'function transfer(address to, uint256 amount)'
const flow = (index: number, call: Call, batch = true): PlannedFlow => ({
  index,
  chainId: CHAIN,
  calls: [call],
  apiCalls: [],
  gas: 300_000n,
  batch,
})
const drafts = (...calls: Call[]) =>
  groupOps(
    calls.map((call, i) => flow(i, call)),
    { lowerBoundTimestamp: LOWER, upperBoundTimestamp: UPPER },
    LOWER,
  )
const trustedSponsor = {
  kind: 'trusted-sponsor',
  chainId: CHAIN,
  gasTank: TRUSTED_SPONSOR_GAS_TANK,
  userOpHash: keccak256(toHex('a random hash the node draws')),
} as const
function build(
  version: NexusVersion,
  ops: OpDraft[],
  extra: Partial<BuildNexusQuoteParameters> & { deployed?: boolean; account?: Address } = {},
): NexusQuote {
  const { deployed = true, account = ACCOUNT, ...rest } = extra
  return buildNexusQuote({
    mode: 'smart-account',
    owner: OWNER,
    drafts: ops,
    chains: new Map([
      [
        CHAIN,
        {
          account,
          version,
          deployed,
          addresses: REAL_NEXUS_ADDRESSES[version],
          maxFeePerGas: 2_000_000_000n,
          maxPriorityFeePerGas: 1_000_000n,
        },
      ],
    ]),
    payment: trustedSponsor,
    window: { lowerBoundTimestamp: LOWER, upperBoundTimestamp: UPPER },
    nonceKey: () => KEY,
    ...rest,
  })
}
const usdcTransfer = () =>
  buildCall({
    to: USDC,
    functionSignature: transferSig,
    args: [RECIPIENT, 1_000_000n],
    defaultTarget: ACCOUNT,
  })

it('is abstractjs 1.2.3, the version the reference vectors were made with', () => {
  const path = new URL('../../../node_modules/@biconomy/abstractjs/package.json', import.meta.url)
  expect(JSON.parse(readFileSync(path, 'utf8')).version).toBe('1.2.3')
})

describe.each(versions)('MEE %s: each flow as abstractjs encodes it', (version) => {
  it('build: one fixed call is execute single, the same bytes and nonce', async () => {
    const account = await nexusAccount(version)
    const instructions = await account.build({
      type: 'default',
      data: { chainId: CHAIN, calls: [{ to: USDC, data: plainData(usdcTransfer()) }] },
    })
    const [sent] = await sentOps(account, { instructions })
    const [, op] = build(version, drafts(usdcTransfer())).userOps
    expect(op!.userOp.callData).toBe(sent!.callData)
    expect(slice(op!.userOp.callData, 0, 4)).toBe(sel('execute(bytes32,bytes)'))
    expect(op!.userOp.nonce).toBe(sent!.nonce)
  })

  it('build: two flows on one chain are one execute batch', async () => {
    const account = await nexusAccount(version)
    const approve = buildCall({
      to: USDC,
      functionSignature: 'function approve(address spender, uint256 amount)',
      args: [POOL, 5_000_000n],
      defaultTarget: ACCOUNT,
    })
    const supply = buildCall({
      to: POOL,
      functionSignature:
        'function supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
      args: [USDC, 5_000_000n, ACCOUNT, 0],
      defaultTarget: ACCOUNT,
    })
    const instructions = [
      ...(await account.build({
        type: 'default',
        data: { chainId: CHAIN, calls: [{ to: USDC, data: plainData(approve) }] },
      })),
      ...(await account.build({
        type: 'default',
        data: { chainId: CHAIN, calls: [{ to: POOL, data: plainData(supply) }] },
      })),
    ]
    const sent = await sentOps(account, { instructions })
    const built = build(version, drafts(approve, supply))
    expect(sent).toHaveLength(1)
    expect(built.userOps).toHaveLength(2)
    expect(built.userOps[1]!.userOp.callData).toBe(sent[0]!.callData)
  })

  it('build, composable: fixed args are one merged RAW_BYTES param (efficient mode)', async () => {
    const account = await nexusAccount(version)
    const instructions = await account.buildComposable({
      type: 'default',
      data: {
        chainId: CHAIN,
        to: USDC,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [RECIPIENT, 1_000_000n],
      },
    })
    const [sent] = await sentOps(account, { instructions })
    const op = build(version, drafts(usdcTransfer()), { encoding: 'composable' }).userOps[1]!
    expect(op.userOp.callData).toBe(sent!.callData)
  })

  it('runtime balance: the amount read at run time, with its one constraint', async () => {
    const account = await nexusAccount(version)
    const instructions = await account.buildComposable({
      type: 'default',
      data: {
        chainId: CHAIN,
        to: USDC,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [
          RECIPIENT,
          A.runtimeERC20BalanceOf({
            targetAddress: ACCOUNT,
            tokenAddress: USDC,
            constraints: [A.greaterThanOrEqualTo(1n)],
          }),
        ],
      },
    })
    const [sent] = await sentOps(account, { instructions })
    const call = buildCall({
      to: USDC,
      functionSignature: transferSig,
      args: [
        RECIPIENT,
        { type: 'runtimeErc20Balance', tokenAddress: USDC, constraints: { gte: '1' } },
      ],
      defaultTarget: ACCOUNT,
    })
    // 'auto' writes it composable because it reads a value at run time.
    expect(build(version, drafts(call)).userOps[1]!.userOp.callData).toBe(sent!.callData)
  })

  it('build-raw: plain in execute, composable as one RAW_BYTES param after the selector', async () => {
    const account = await nexusAccount(version)
    const raw = plainData(usdcTransfer())
    const call = buildRawCall({ to: USDC, data: raw })
    const plain = await sentOps(account, {
      instructions: await account.build({
        type: 'default',
        data: { chainId: CHAIN, calls: [{ to: USDC, data: raw }] },
      }),
    })
    const composable = await sentOps(account, {
      instructions: await account.buildComposable({
        type: 'rawCalldata',
        data: { chainId: CHAIN, to: USDC, calldata: raw },
      }),
    })
    expect(build(version, drafts(call)).userOps[1]!.userOp.callData).toBe(plain[0]!.callData)
    expect(
      build(version, drafts(call), { encoding: 'composable' }).userOps[1]!.userOp.callData,
    ).toBe(composable[0]!.callData)
  })

  it('a composable call with native value: VALUE as abstractjs writes it, or the 1.0.0 struct', async () => {
    const account = await nexusAccount(version)
    const forwardAbi = parseAbi(['function forward(address recipient) payable'])
    const instructions = await account.buildComposable({
      type: 'default',
      data: {
        chainId: CHAIN,
        to: POOL,
        abi: forwardAbi,
        functionName: 'forward',
        args: [RECIPIENT],
        value: 5n,
      },
    })
    const [sent] = await sentOps(account, { instructions })
    const call = buildCall({
      to: POOL,
      value: 5n,
      functionSignature: 'function forward(address recipient)',
      args: [RECIPIENT],
      defaultTarget: ACCOUNT,
    })
    expect(
      build(version, drafts(call), { encoding: 'composable' }).userOps[1]!.userOp.callData,
    ).toBe(sent!.callData)
  })

  it('a call without arguments, composable: its selector and one empty RAW_BYTES param', async () => {
    const account = await nexusAccount(version)
    const deposit = toFunctionSelector('deposit()')
    const instructions = await account.buildComposable({
      type: 'rawCalldata',
      data: { chainId: CHAIN, to: POOL, calldata: deposit, value: 3n },
    })
    const [sent] = await sentOps(account, { instructions })
    const call = buildCall({
      to: POOL,
      value: 3n,
      functionSignature: 'function deposit()',
      args: [],
      defaultTarget: ACCOUNT,
    })
    expect(
      build(version, drafts(call), { encoding: 'composable' }).userOps[1]!.userOp.callData,
    ).toBe(sent!.callData)
  })

  it('a native transfer in a composable op goes through the ETH forwarder', async () => {
    const account = await nexusAccount(version)
    const instructions = await account.buildComposable({
      type: 'nativeTokenTransfer',
      data: { chainId: CHAIN, to: RECIPIENT, value: 7n },
    })
    const [sent] = await sentOps(account, { instructions })
    const call = buildRawCall({ to: RECIPIENT, value: 7n, data: '0x' })
    expect(
      build(version, drafts(call), { encoding: 'composable' }).userOps[1]!.userOp.callData,
    ).toBe(sent!.callData)
  })

  it('clean-up: its own composable op, the runtime balance, getNonce of the main op, upper + 90 s', async () => {
    const account = await nexusAccount(version)
    const instructions = await account.build({
      type: 'default',
      data: { chainId: CHAIN, calls: [{ to: USDC, data: plainData(usdcTransfer()) }] },
    })
    const sent = await sentOps(account, {
      instructions,
      cleanUps: [{ chainId: CHAIN, tokenAddress: USDC, recipientAddress: OWNER }],
    })
    const cleanUps = await cleanUpDrafts(
      // cleanUpDrafts only checks that the chain is the devnet's
      { chains: new Map([[CHAIN, {} as ChainContext]]) } as ServiceContext,
      [{ chainId: CHAIN, tokenAddress: USDC, recipientAddress: OWNER }],
      async () => ACCOUNT,
      { lowerBoundTimestamp: LOWER, upperBoundTimestamp: UPPER },
    )
    const built = build(version, [...drafts(usdcTransfer()), ...cleanUps])
    const sentCleanUp = sent.find((op) => op.isCleanUpUserOp)!
    const cleanUp = built.userOps.find((item) => item.isCleanUpUserOp)!
    expect(cleanUp.userOp.callData).toBe(sentCleanUp.callData)
    expect(cleanUp.upperBoundTimestamp).toBe(sentCleanUp.upperBoundTimestamp)
    expect(cleanUp.upperBoundTimestamp).toBe(UPPER + 90)
  })

  it('undeployed: the first op carries factory ‖ createAccount(initData, 0)', async () => {
    const account = await nexusAccount(version, { code: '0x' })
    const instructions = await account.build({
      type: 'default',
      data: { chainId: CHAIN, calls: [{ to: USDC, data: plainData(usdcTransfer()) }] },
    })
    const [sent] = await sentOps(account, { instructions })
    const built = build(version, drafts(usdcTransfer()), { deployed: false })
    expect(sent!.initCode).toMatch(/^0x[0-9a-f]{100,}/i)
    expect(built.userOps[1]!.userOp.initCode).toBe(sent!.initCode)
  })

  it('fusion trigger: transferFrom(owner, account, amount) first in the batch; the permit covers the fee', async () => {
    const account = await nexusAccount(version)
    const instructions = await account.build({
      type: 'default',
      data: { chainId: CHAIN, calls: [{ to: USDC, data: plainData(usdcTransfer()) }] },
    })
    const { client, sent } = recordingClient(account)
    const quote = await A.getPermitQuote(client, {
      ...sponsored,
      sponsorship: false,
      feeToken: { address: USDC, chainId: CHAIN },
      trigger: { tokenAddress: USDC, chainId: CHAIN, amount: 1_000_000n },
      instructions,
    } as never)
    const built = build(version, drafts(usdcTransfer()), {
      mode: 'eoa',
      funding: { chainId: CHAIN, token: USDC, amount: 1_000_000n, permit: true },
      permitInfo: { name: usdcName, domainSeparator: usdcDomainSeparator, nonce: 0n },
      payment: {
        kind: 'fee',
        chainId: CHAIN,
        token: USDC,
        amount: 25_000n,
        beneficiary: BENEFICIARY,
      },
    })
    expect(built.quoteType).toBe('permit')
    expect(built.userOps[1]!.userOp.callData).toBe(sent[0]!.userOps[0]!.callData)
    const payload = built.payloadToSign[0] as {
      signablePayload: { message: { value: string; deadline: string } }
    }
    expect(BigInt(payload.signablePayload.message.value)).toBe(quote.trigger.amount)
    expect(BigInt(payload.signablePayload.message.deadline)).toBe(BigInt(built.hash))
  })

  it('fusion trigger in a composable op: the pull is composable too, first in the op', async () => {
    const account = await nexusAccount(version)
    const instructions = await account.buildComposable({
      type: 'default',
      data: {
        chainId: CHAIN,
        to: USDC,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [
          RECIPIENT,
          A.runtimeERC20BalanceOf({
            targetAddress: ACCOUNT,
            tokenAddress: USDC,
            constraints: [A.greaterThanOrEqualTo(1n)],
          }),
        ],
      },
    })
    const { client, sent } = recordingClient(account)
    await A.getPermitQuote(client, {
      ...sponsored,
      sponsorship: false,
      feeToken: { address: USDC, chainId: CHAIN },
      trigger: { tokenAddress: USDC, chainId: CHAIN, amount: 1_000_000n },
      instructions,
    } as never)
    const call = buildCall({
      to: USDC,
      functionSignature: transferSig,
      args: [
        RECIPIENT,
        { type: 'runtimeErc20Balance', tokenAddress: USDC, constraints: { gte: '1' } },
      ],
      defaultTarget: ACCOUNT,
    })
    const built = build(version, drafts(call), {
      mode: 'eoa',
      funding: { chainId: CHAIN, token: USDC, amount: 1_000_000n, permit: true },
      permitInfo: { name: usdcName, domainSeparator: usdcDomainSeparator, nonce: 0n },
      payment: {
        kind: 'fee',
        chainId: CHAIN,
        token: USDC,
        amount: 25_000n,
        beneficiary: BENEFICIARY,
      },
    })
    expect(built.userOps[1]!.userOp.callData).toBe(sent[0]!.userOps[0]!.callData)
  })

  it('EIP-7702: the owner EOA is the sender, no initCode, its authorization on the first op', async () => {
    const implementation = A.getMEEVersion(ajsVersion[version]).implementationAddress
    const account = await nexusAccount(version, { address: OWNER, code: '0x' })
    const instructions = await account.build({
      type: 'default',
      data: { chainId: CHAIN, calls: [{ to: USDC, data: plainData(usdcTransfer()) }] },
    })
    const authorization = await signer.signAuthorization({
      contractAddress: implementation,
      chainId: CHAIN,
      nonce: 0,
    })
    const [sent] = await sentOps(account, {
      instructions,
      delegate: true,
      authorizations: [authorization],
    })
    const built = build(version, drafts(usdcTransfer()), {
      mode: 'eoa-7702',
      account: OWNER,
      deployed: false,
      chains: new Map([
        [
          CHAIN,
          {
            account: OWNER,
            version,
            deployed: false,
            addresses: REAL_NEXUS_ADDRESSES[version],
            maxFeePerGas: 1n,
            maxPriorityFeePerGas: 1n,
            authorization,
          },
        ],
      ]),
    })
    const op = built.userOps[1]!
    expect(op.userOp.sender).toBe(getAddress(sent!.sender))
    expect(op.userOp.callData).toBe(sent!.callData)
    expect(op.userOp.initCode).toBe('0x')
    expect(sent!.initCode).toBeUndefined()
    expect(getAddress(op.eip7702Auth!.address)).toBe(
      getAddress(sent!.eip7702Auth!.address as Address),
    )
    expect(op.eip7702Auth!.address).toBe(REAL_NEXUS_ADDRESSES[version].implementation)
    expect(op.eip7702Auth!.r).toBe(sent!.eip7702Auth!.r)
  })
})

describe('the payment op at index 0, as the node builds it with abstractjs’s encodeExecute', () => {
  const fee = 25_000n
  it.each([
    [
      'transfer to the beneficiary',
      'smart-account',
      USDC,
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BENEFICIARY, fee] }),
      0n,
    ],
    [
      'transferFrom the owner in eoa mode',
      'eoa',
      USDC,
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [OWNER, BENEFICIARY, fee],
      }),
      0n,
    ],
    ['a native value transfer', 'smart-account', zeroAddress, '0x', fee],
  ] as const)('%s', async (_, mode, token, data, value) => {
    const account = await nexusAccount('2.2.1')
    const expected = await account
      .deploymentOn(CHAIN, true)
      .encodeExecute({ to: token === zeroAddress ? BENEFICIARY : token, value, data })
    const built = build('2.2.1', drafts(usdcTransfer()), {
      mode,
      payment: { kind: 'fee', chainId: CHAIN, token, amount: fee, beneficiary: BENEFICIARY },
      ...(mode === 'eoa'
        ? { funding: { chainId: CHAIN, token: USDC, amount: 1n, permit: false } }
        : {}),
    })
    expect(built.userOps[0]!.userOp.callData).toBe(expected)
    expect(built.userOps[0]!.userOp.sender).toBe(ACCOUNT)
    expect(built.userOps[0]!.lowerBoundTimestamp).toBe(0)
  })
})

describe('the hashes and payloads the node adds', () => {
  const feePayment = {
    kind: 'fee',
    chainId: CHAIN,
    token: USDC,
    amount: 25_000n,
    beneficiary: BENEFICIARY,
  } as const
  const approve = () =>
    buildCall({
      to: USDC,
      functionSignature: 'function approve(address spender, uint256 amount)',
      args: [POOL, 5n],
      defaultTarget: ACCOUNT,
    })
  const many = () =>
    groupOps(
      [
        flow(0, usdcTransfer(), false),
        flow(1, approve(), false),
        flow(2, usdcTransfer(), false),
        flow(3, approve(), false),
      ],
      { lowerBoundTimestamp: LOWER, upperBoundTimestamp: UPPER },
      LOWER,
    )

  it.each(versions)(
    '%s: userOpHash is EntryPoint v0.7’s, as viem computes it, initCode included',
    (version) => {
      const built = build(version, many(), {
        payment: feePayment,
        deployed: false,
        nonceKey: (i) => KEY + i,
      })
      expect(built.userOps).toHaveLength(5)
      for (const item of built.userOps) {
        const op = item.userOp
        const factory =
          op.initCode === '0x'
            ? {}
            : { factory: slice(op.initCode, 0, 20), factoryData: slice(op.initCode, 20) }
        expect(item.userOpHash).toBe(
          getUserOperationHash({
            chainId: CHAIN,
            entryPointAddress: A.ENTRY_POINT_ADDRESS,
            entryPointVersion: '0.7',
            userOperation: {
              sender: op.sender,
              nonce: BigInt(op.nonce),
              callData: op.callData,
              callGasLimit: BigInt(op.callGasLimit),
              verificationGasLimit: BigInt(op.verificationGasLimit),
              preVerificationGas: BigInt(op.preVerificationGas),
              maxFeePerGas: BigInt(op.maxFeePerGas),
              maxPriorityFeePerGas: BigInt(op.maxPriorityFeePerGas),
              signature: '0x',
              ...factory,
            },
          }),
        )
      }
      // initCode only on the first op of the account; nonce keys one per op, validator 0, sequence 0
      expect(built.userOps.map((item) => item.userOp.initCode !== '0x')).toEqual([
        true,
        false,
        false,
        false,
        false,
      ])
      expect(built.userOps.map((item) => BigInt(item.userOp.nonce))).toEqual(
        [0, 1, 2, 3, 4].map((i) => BigInt(KEY + i) << 232n),
      )
    },
  )

  it('2.1.0 simple: legacy leaves, the OpenZeppelin root, personal_sign of the root', () => {
    const built = build('2.1.0', many(), { payment: feePayment, nonceKey: (i) => KEY + i })
    const legacy = (item: NexusQuote['userOps'][number]) =>
      keccak256(
        keccak256(
          encodeAbiParameters(
            [{ type: 'bytes32' }, { type: 'uint256' }, { type: 'uint256' }],
            [item.userOpHash, BigInt(item.lowerBoundTimestamp), BigInt(item.upperBoundTimestamp)],
          ),
        ),
      )
    expect(built.userOps.map((item) => item.meeUserOpHash)).toEqual(built.userOps.map(legacy))
    const tree = A.createMerkleTree(built.userOps.map((item) => item.meeUserOpHash))
    expect(built.hash).toBe(tree.root)
    expect(built.proofs).toEqual(built.userOps.map((_, i) => tree.getProof(i)))
    expect(built.payloadToSign).toEqual([{ message: { raw: tree.root } }])
  })

  it.each([
    ['a fee', feePayment, 5],
    ['a trusted sponsor, left out of what the owner signs', trustedSponsor, 4],
  ] as const)(
    '2.2.1 simple with %s: EIP-712 item leaves and the SuperTx abstractjs signs',
    (_, payment, signed) => {
      const built = build('2.2.1', many(), { payment, nonceKey: (i) => KEY + i })
      const typehash = keccak256(
        toHex(
          'MeeUserOp(bytes32 userOpHash,uint256 lowerBoundTimestamp,uint256 upperBoundTimestamp)',
        ),
      )
      expect(built.userOps.map((item) => item.meeUserOpHash)).toEqual(
        built.userOps.map((item) =>
          keccak256(
            encodeAbiParameters(
              [{ type: 'bytes32' }, { type: 'bytes32' }, { type: 'uint256' }, { type: 'uint256' }],
              [
                typehash,
                item.userOpHash,
                BigInt(item.lowerBoundTimestamp),
                BigInt(item.upperBoundTimestamp),
              ],
            ),
          ),
        ),
      )
      expect(built.hash).toBe(
        A.createMerkleTree(built.userOps.map((item) => item.meeUserOpHash)).root,
      )
      const { signablePayload } = A.prepareTypedDataSignableQuotePayload(
        { hash: built.hash, userOps: built.userOps } as never,
        { domain: { name: 'Nexus' } } as never,
      )
      const ours = built.payloadToSign[0] as { signablePayload: typeof signablePayload }
      expect(ours.signablePayload).toEqual(signablePayload)
      expect(ours.signablePayload.message.meeUserOps).toHaveLength(signed)
      expect(hashTypedData(ours.signablePayload as never)).toBe(
        hashTypedData(signablePayload as never),
      )
    },
  )

  it.each(versions)(
    '%s onchain: approve(account, amount + fee) ‖ root, as abstractjs writes it',
    async (version) => {
      const built = build(version, drafts(usdcTransfer()), {
        mode: 'eoa',
        funding: { chainId: CHAIN, token: USDC, amount: 1_000_000n, permit: false },
        payment: feePayment,
        nonceKey: (i) => KEY + i,
      })
      expect(built.quoteType).toBe('onchain')
      expect(built.formula).toBe('legacy')
      const { executablePayload } = await A.prepareExecutableOnChainQuotePayload(
        {
          quote: { hash: built.hash },
          trigger: { tokenAddress: USDC, chainId: CHAIN, amount: 1_025_000n },
        } as never,
        ACCOUNT,
        ACCOUNT,
        A.getMEEVersion(ajsVersion[version]),
      )
      const ours = built.payloadToSign[0] as { to: Address; data: Hex }
      expect(ours.data).toBe(executablePayload.data)
      expect(getAddress(ours.to)).toBe(getAddress(executablePayload.to))
    },
  )
})

/** The call data of a devnet call with fixed args. */
function plainData(call: Call): Hex {
  return concat([call.selector, ...call.inputs.map((input) => input.paramData)])
}
