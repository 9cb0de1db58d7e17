// Real-shaped quotes built by the real SDK: abstractjs builds the instructions and writes every
// user operation's callData and nonce as it would POST them to the node (a fake node client
// records the request); its own account writes the node's payment op (`encodeExecute`). The
// hashes and root are then made by viem and abstractjs (test/support/nexus-quote.ts), never the
// kit. A mock EIP-1193 transport answers the few chain reads abstractjs makes (accountId,
// EntryPoint.getNonce, USDC's permit fields), all on no network.
//
//   const built = await abstractjsQuote({ version: '2.2.1', mode: 'eoa', build: async (account) => [...] })
import {
  custom,
  decodeAbiParameters,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  keccak256,
  multicall3Abi,
  slice,
  toFunctionSelector,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { base } from 'viem/chains'
import type { QuoteResponse } from '../../src/core/schemas/quote-response.js'
import { abstractjs as A, type MultichainAccount } from './abstractjs.js'
import { type NexusItemInput, nexusQuote } from './nexus-quote.js'

export const signer = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80', // anvil #0, public
)
export const owner = signer.address
export const account = getAddress('0xc0ffee000000000000000000000000000000c0fe')
export const usdc = getAddress('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913')
export const recipient = getAddress('0x000000000000000000000000000000000000bEEF')
export const chainId = base.id
export const fee = 25000n
export const feeBeneficiary = getAddress('0x00000000000000000000000000000000000fee00')
export const lower = 1767225600
export const upper = lower + 180
export type Version = '2.1.0' | '2.2.1'
export type BuiltMode = 'smart-account' | 'eoa' | 'eoa-7702'

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
      keccak256(toHex('USD Coin')),
      keccak256(toHex('2')),
      BigInt(chainId),
      usdc,
    ],
  ),
)

function answer(to: Hex, data: Hex, accountId: string): Hex {
  const selector = slice(data, 0, 4)
  const string = (s: string) => encodeAbiParameters([{ type: 'string' }], [s])
  const uint = (n: bigint) => encodeAbiParameters([{ type: 'uint256' }], [n])
  if (selector === toFunctionSelector('accountId()')) return string(accountId)
  if (selector === toFunctionSelector('getNonce(address,uint192)')) {
    const [, key] = decodeAbiParameters([{ type: 'address' }, { type: 'uint192' }], slice(data, 4))
    return uint(key << 64n) // sequence 0
  }
  if (getAddress(to) === usdc) {
    if (selector === toFunctionSelector('nonces(address)')) return uint(0n)
    if (selector === toFunctionSelector('name()')) return string('USD Coin')
    if (selector === toFunctionSelector('version()')) return string('2')
    if (selector === toFunctionSelector('DOMAIN_SEPARATOR()')) return usdcDomainSeparator
  }
  throw new Error(`mock eth_call: no answer for ${to} ${selector}`)
}

function mockTransport(accountId: string, code: Hex) {
  const multicall = getAddress(base.contracts.multicall3.address)
  return custom({
    async request({ method, params }: { method: string; params: unknown[] }) {
      if (method === 'eth_chainId') return toHex(chainId)
      if (method === 'eth_getCode') return code
      if (method === 'eth_blockNumber') return '0x1'
      if (method === 'eth_getTransactionCount') return '0x0'
      if (method === 'eth_call') {
        const { to, data } = params[0] as { to: Hex; data: Hex }
        if (getAddress(to) !== multicall) return answer(to, data, accountId)
        const { args } = decodeFunctionData({ abi: multicall3Abi, data })
        const calls = args[0] as readonly { target: Hex; callData: Hex }[]
        const outputs = multicall3Abi.find((x) => x.name === 'aggregate3')?.outputs ?? []
        return encodeAbiParameters(outputs, [
          calls.map((c) => {
            try {
              return { success: true, returnData: answer(c.target, c.callData, accountId) }
            } catch {
              return { success: false, returnData: '0x' as Hex }
            }
          }),
        ])
      }
      throw new Error(`mock RPC: unexpected ${method}`)
    },
  })
}

/** abstractjs's multichain Nexus account of `owner` on Base (the EOA itself when delegated). */
export async function abstractjsAccount(version: Version, delegated = false) {
  return A.toMultichainNexusAccount({
    signer,
    chainConfigurations: [
      {
        chain: base,
        transport: mockTransport(
          version === '2.2.1' ? 'biconomy.nexus.1.3.1' : 'biconomy.nexus.1.2.0',
          delegated ? '0x' : '0x6001',
        ),
        version: A.getMEEVersion(version === '2.2.1' ? A.MEEVersion.V2_2_1 : A.MEEVersion.V2_1_0),
        versionCheck: false,
        accountAddress: delegated ? owner : account,
      },
    ],
  })
}

type PostedOp = {
  sender: Hex
  callData: Hex
  nonce: string
  initCode?: Hex
  lowerBoundTimestamp: number
  upperBoundTimestamp: number
  isCleanUpUserOp?: boolean
  eip7702Auth?: Record<string, unknown>
}

export type AbstractjsQuoteParameters = {
  version: Version
  mode: BuiltMode
  /** The instructions, built by abstractjs on its account. */
  instructions: (account: MultichainAccount) => Promise<unknown[]>
  cleanUps?: { chainId: number; tokenAddress: Hex; recipientAddress: Hex }[]
  /** eoa: the fusion trigger (funding) amount. */
  trigger?: bigint
}

/** What abstractjs would POST to the node, then the quote the node would answer with. */
export async function abstractjsQuote(parameters: AbstractjsQuoteParameters): Promise<BuiltQuote> {
  const { version, mode } = parameters
  const delegated = mode === 'eoa-7702'
  const multichain = await abstractjsAccount(version, delegated)
  const posted: { path: string; body: { userOps: PostedOp[] } }[] = []
  const client = {
    account: multichain,
    info: {
      supportedChains: [{ chainId: String(chainId) }],
      supportedGasTokens: [
        { chainId: String(chainId), paymentTokens: [{ address: usdc, permitEnabled: true }] },
      ],
      isDebugMode: false,
    },
    request: async ({ path, body }: { path: string; body: unknown }) => {
      posted.push({
        path,
        body: JSON.parse(JSON.stringify(body, (_, v) => (typeof v === 'bigint' ? String(v) : v))),
      })
      return {
        hash: `0x${'ab'.repeat(32)}`,
        paymentInfo: { tokenWeiAmount: String(fee) },
        userOps: [],
      }
    },
  }
  const instructions = await parameters.instructions(multichain)
  const common = {
    lowerBoundTimestamp: lower,
    upperBoundTimestamp: upper,
    feeToken: { address: usdc, chainId },
    instructions,
    ...(parameters.cleanUps ? { cleanUps: parameters.cleanUps } : {}),
  }
  if (mode === 'eoa')
    await A.getPermitQuote(client, {
      ...common,
      trigger: { tokenAddress: usdc, chainId, amount: parameters.trigger ?? 1_000_000n },
    })
  else if (delegated) {
    const implementation =
      version === '2.2.1'
        ? '0x0000000020fe2F30453074aD916eDeB653eC7E9D'
        : '0x00000000383e8cBe298514674Ea60Ee1d1de50ac'
    const authorization = await signer.signAuthorization({
      contractAddress: implementation,
      chainId,
      nonce: 0,
    })
    await A.getQuote(client, { ...common, delegate: true, authorizations: [authorization] })
  } else await A.getQuote(client, common)
  const ops = posted[0]?.body.userOps ?? []
  if (!ops.length) throw new Error('abstractjs posted no user operation')
  // The node's payment op, written by abstractjs's own account (a fusion fee comes from the owner).
  const deployment = multichain.deploymentOn(chainId, true)
  const paymentCall =
    mode === 'eoa'
      ? encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transferFrom',
          args: [owner, feeBeneficiary, fee],
        })
      : encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [feeBeneficiary, fee] })
  const paymentCallData = await deployment.encodeExecute({ to: usdc, value: 0n, data: paymentCall })
  const sender = delegated ? owner : account
  const firstNonce = BigInt(ops[0]?.nonce ?? 0)
  const items: NexusItemInput[] = [
    {
      chainId,
      sender,
      nonce: firstNonce + (1n << 232n),
      callData: paymentCallData,
      lowerBoundTimestamp: 0,
      upperBoundTimestamp: upper,
    },
    ...ops.map((op) => ({
      chainId,
      sender: op.sender,
      nonce: op.nonce,
      callData: op.callData,
      initCode: op.initCode,
      lowerBoundTimestamp: op.lowerBoundTimestamp,
      upperBoundTimestamp: op.upperBoundTimestamp,
      isCleanUpUserOp: op.isCleanUpUserOp,
      ...(op.eip7702Auth ? { eip7702Auth: apiAuthorization(op.eip7702Auth) } : {}),
    })),
  ]
  const quoteType = mode === 'eoa' ? 'permit' : 'simple'
  const rebuild = (ops: readonly NexusItemInput[]) =>
    nexusQuote({
      ownerAddress: owner,
      mode,
      quoteType,
      formula: quoteType === 'simple' && version === '2.2.1' ? 'eip712' : 'legacy',
      fee: { amount: String(fee), token: usdc, chainId },
      items: ops,
      payload: (root, userOps) =>
        quoteType === 'permit'
          ? [permitPayload(root, (parameters.trigger ?? 1_000_000n) + fee)]
          : version === '2.2.1'
            ? // abstractjs's own SuperTx for the quote (the API's exact JSON is not known).
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
  return { quote: rebuild(items), items, rebuild }
}

export type BuiltQuote = {
  quote: QuoteResponse
  /** The ops as posted (the payment op first), to change one and rebuild. */
  items: NexusItemInput[]
  /** The quote for other ops: hashes, root and payload made anew (what a hostile service can do). */
  rebuild: (items: readonly NexusItemInput[]) => QuoteResponse
}

/** The API shows an authorization's numbers as numbers; abstractjs sends hex strings. */
function apiAuthorization(auth: Record<string, unknown>) {
  const number = (v: unknown) => (typeof v === 'string' ? Number(BigInt(v)) : v)
  return {
    ...auth,
    chainId: number(auth.chainId),
    nonce: number(auth.nonce),
    yParity: number(auth.yParity),
  }
}

/** The EIP-2612 Permit of the fusion trigger: the account may pull funding + fee until the root. */
function permitPayload(root: Hex, value: bigint) {
  return {
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
        value: String(value),
        nonce: '0',
        deadline: BigInt(root).toString(),
      },
    },
  }
}
