// Median time to check a 30-operation real-shaped quote before signing (issue goal: ≤ 10 ms):
// Nexus user ops behind EntryPoint v0.7 on two chains, the payment op at index 0, every other op
// an `execute` batch of two calls (58 build flows), hashed as the real service hashes them. What
// is timed is verifyQuote alone: every userOpHash and meeUserOpHash recomputed, the sorted root,
// every callData read strictly and every call matched with its flow, the payload compared (the 2.2.1 simple quote: EIP-712 leaves and the SuperTx). The
// accounts and versions are given (their lookup is cached after the first quote). viem's
// keccak256 does the hashing. Printed, never asserted.
import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  erc20Abi,
  type Hex,
  parseAbi,
} from 'viem'
import { verifyQuote } from '../src/core/actions/verifyQuote.js'
import {
  ExecutionMode,
  meeUserOpHash,
  meeUserOpHashFormula,
  readApiUserOp,
  sortedMerkleRoot,
  userOpHash,
} from '../src/core/protocol/nexus/index.js'
import type { QuoteResponse } from '../src/core/schemas/quote-response.js'
import type { VerifyRequest } from '../src/core/verify/types.js'

const owner: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const account: Address = '0xC0FFee000000000000000000000000000000C0fE'
const usdc: Address = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const pool: Address = '0xA238Dd80C259a72e81d7e4664a9801593F98d1c5'
const beneficiary: Address = '0x00000000000000000000000000000000000FEE00'
const chains = [8453, 10]
const lower = 1_767_225_600
const upper = lower + 180
const fee = 25_000n
const executeAbi = parseAbi(['function execute(bytes32 mode, bytes executionCalldata)'])
const executions = [
  {
    type: 'tuple[]',
    components: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'callData', type: 'bytes' },
    ],
  },
] as const

const transfer = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
const approve = (spender: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })
const single = (to: Address, data: Hex) =>
  encodeFunctionData({
    abi: executeAbi,
    args: [ExecutionMode.single, encodePacked(['address', 'uint256', 'bytes'], [to, 0n, data])],
  })
const batch = (calls: { target: Address; value: bigint; callData: Hex }[]) =>
  encodeFunctionData({
    abi: executeAbi,
    args: [ExecutionMode.batch, encodeAbiParameters(executions, [calls])],
  })

type Setting = { mode: 'smart-account' | 'eoa'; version: '2.1.0' | '2.2.1' }

function build({ mode, version }: Setting) {
  const flows: unknown[] = []
  const callDatas: { chainId: number; callData: Hex }[] = []
  const paymentData =
    mode === 'eoa'
      ? encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transferFrom',
          args: [owner, beneficiary, fee],
        })
      : transfer(beneficiary, fee)
  callDatas.push({ chainId: chains[0] as number, callData: single(usdc, paymentData) })
  const funding = 1_000_000n
  for (let i = 1; i < 30; i++) {
    const chainId = chains[i % 2] as number
    const amount = 1000n + BigInt(i)
    const calls = [
      { target: usdc, value: 0n, callData: approve(pool, amount) },
      { target: usdc, value: 0n, callData: transfer(owner, amount) },
    ]
    // eoa: the first op on the fee chain pulls the funding first (fusion).
    if (mode === 'eoa' && i === 2)
      calls.unshift({
        target: usdc,
        value: 0n,
        callData: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transferFrom',
          args: [owner, account, funding],
        }),
      })
    callDatas.push({ chainId, callData: batch(calls) })
    const flow = (signature: string, args: unknown[]) => ({
      type: '/instructions/build',
      data: { chainId, to: usdc, functionSignature: signature, args },
    })
    flows.push(flow('function approve(address spender, uint256 amount)', [pool, String(amount)]))
    flows.push(flow('function transfer(address to, uint256 amount)', [owner, String(amount)]))
  }
  const formula = meeUserOpHashFormula(mode === 'eoa' ? 'permit' : 'simple', version)
  const userOps = callDatas.map(({ chainId, callData }, i) => {
    const userOp = {
      sender: account,
      nonce: String(BigInt(i + 1) << 232n),
      initCode: '0x',
      callData,
      callGasLimit: '500000',
      verificationGasLimit: '150000',
      preVerificationGas: '60000',
      maxFeePerGas: '2000000000',
      maxPriorityFeePerGas: '1000000',
      paymasterAndData: '0x',
    }
    const read = readApiUserOp(userOp)
    if (!read.ok) throw new Error(read.reason)
    const hash = userOpHash(read.userOp, chainId)
    const bounds = { lowerBoundTimestamp: i === 0 ? 0 : lower, upperBoundTimestamp: upper }
    return {
      userOp,
      userOpHash: hash,
      meeUserOpHash: meeUserOpHash({ userOpHash: hash, ...bounds }, formula),
      ...bounds,
      maxGasLimit: '710000',
      maxFeePerGas: '2000000000',
      chainId,
      isCleanUpUserOp: false,
    }
  })
  const root = sortedMerkleRoot(userOps.map((op) => op.meeUserOpHash))
  const payload =
    mode === 'eoa'
      ? {
          signablePayload: {
            domain: { name: 'USD Coin', version: '2', chainId: chains[0], verifyingContract: usdc },
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
              value: String(funding + fee),
              nonce: '0',
              deadline: BigInt(root).toString(),
            },
          },
        }
      : version === '2.2.1'
        ? // A 2.2.1 smart account signs the EIP-712 SuperTx of every op (leaves by EIP-712 too).
          {
            signablePayload: {
              domain: { name: 'Nexus' },
              types: {
                MeeUserOp: [
                  { name: 'userOpHash', type: 'bytes32' },
                  { name: 'lowerBoundTimestamp', type: 'uint256' },
                  { name: 'upperBoundTimestamp', type: 'uint256' },
                ],
                SuperTx: [{ name: 'meeUserOps', type: 'MeeUserOp[]' }],
              },
              primaryType: 'SuperTx',
              message: {
                meeUserOps: userOps.map((op) => ({
                  userOpHash: op.userOpHash,
                  lowerBoundTimestamp: op.lowerBoundTimestamp,
                  upperBoundTimestamp: op.upperBoundTimestamp,
                })),
              },
            },
          }
        : { message: { raw: root } }
  const quote = {
    ownerAddress: owner,
    mode,
    fee: { amount: String(fee), token: usdc, chainId: chains[0] },
    quoteType: mode === 'eoa' ? 'permit' : 'simple',
    quote: { hash: root, node: beneficiary, commitment: '0x', paymentInfo: {}, userOps },
    payloadToSign: [payload],
  } as unknown as QuoteResponse
  const request: VerifyRequest = {
    ownerAddress: owner,
    mode,
    feeToken: { address: usdc, chainId: chains[0] as number },
    composeFlows: flows,
    ...(mode === 'eoa'
      ? {
          fundingTokens: [
            { tokenAddress: usdc, chainId: chains[0] as number, amount: String(funding) },
          ],
        }
      : {}),
  }
  return { quote, request }
}

console.log('\n## Checking a 30-operation real (Nexus) quote before signing (verifyQuote)')
for (const setting of [
  { mode: 'smart-account', version: '2.1.0' },
  { mode: 'smart-account', version: '2.2.1' },
  { mode: 'eoa', version: '2.2.1' },
] as const) {
  const { quote, request } = build(setting)
  const parameters = {
    quote,
    request,
    accounts: Object.fromEntries(chains.map((c) => [c, account])),
    accountVersions: Object.fromEntries(chains.map((c) => [c, setting.version])),
  }
  verifyQuote(parameters) // refused here would be a bench that measures a refusal
  for (let i = 0; i < 50; i++) verifyQuote(parameters) // warm up
  const samples: number[] = []
  for (let i = 0; i < 300; i++) {
    const start = performance.now()
    verifyQuote(parameters)
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  const at = (q: number) => (samples[Math.floor(q * (samples.length - 1))] as number).toFixed(3)
  const what =
    setting.mode === 'eoa'
      ? `permit (eoa fusion, ${setting.version})`
      : `simple (smart-account, ${setting.version})`
  console.log(`  ${what}: median ${at(0.5)} ms, p95 ${at(0.95)} ms  (goal: median ≤ 10 ms)`)
}
