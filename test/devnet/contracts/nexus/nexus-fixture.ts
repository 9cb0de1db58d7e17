// Set-up shared by the Nexus contract tests: a real anvil with the tokens and the Nexus suite
// deployed as the devnet does, and helpers that build user ops the way the real service encodes
// them (src/core/protocol/nexus: userOpHash v0.7, leaves, the sorted root and its proofs), sign
// them with real viem accounts and submit several in one `handleOps` transaction.
import {
  type Address,
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  type Hex,
  keccak256,
  type LocalAccount,
  toHex,
  zeroAddress,
} from 'viem'
import {
  ExecutionMode,
  meeUserOpHashEip712,
  meeUserOpHashLegacy,
  sortedMerkleTree,
  superTxTypedData,
  type UserOpV07,
  userOpHash,
} from '../../../../src/core/protocol/nexus/index.js'
import { devPermitTokenAbi } from '../../../../src/devnet/artifacts/DevPermitToken.js'
import { entryPointAbi } from '../../../../src/devnet/artifacts/EntryPoint.js'
import { nexusAccount210Abi } from '../../../../src/devnet/artifacts/NexusAccount210.js'
import { nexusAccountFactoryAbi } from '../../../../src/devnet/artifacts/NexusAccountFactory.js'
import { nexusBootstrapAbi } from '../../../../src/devnet/artifacts/NexusBootstrap.js'
import { writeAndWait } from '../../../../src/devnet/deploy/clients.js'
import {
  type DeployNexusSuiteReturnType,
  deployNexusSuite,
  type NexusSuiteVersion,
} from '../../../../src/devnet/deploy/nexus.js'
import { type DeployTokensReturnType, deployTokens } from '../../../../src/devnet/deploy/tokens.js'
import { packUserOp, readUserOpOutcomes } from '../../../../src/devnet/protocol/handle-ops.js'
import { account, type DevChain, startDevChain } from '../devChain.js'

/** The bundler: any EOA may send `handleOps`; the devnet's executor does. */
export const bundler = account(11)

export type NexusEnv = DevChain & {
  tokens: DeployTokensReturnType
  nexus: DeployNexusSuiteReturnType
}

export async function startNexusEnv(chainId: number): Promise<NexusEnv> {
  const dev = await startDevChain(chainId)
  const tokens = await deployTokens(dev.clients)
  const nexus = await deployNexusSuite(dev.clients)
  return { ...dev, tokens, nexus }
}

export type MeeVersion = '2.1.0' | '2.2.1'

/**
 * The bootstrap call that makes `owner` the account's owner, as abstractjs writes it: no other
 * module; the hook is (address 0, 32 zero bytes).
 */
export function bootstrapCall(owner: Address): Hex {
  return encodeFunctionData({
    abi: nexusBootstrapAbi,
    functionName: 'initNexusWithDefaultValidatorAndOtherModulesNoRegistry',
    args: [owner, [], [], { module: zeroAddress, data: toHex(0, { size: 32 }) }, [], []],
  })
}

/** `initData = abi.encode(bootstrap, bootstrapCall(owner))`. */
export function initData(suite: NexusSuiteVersion, owner: Address): Hex {
  return encodeAbiParameters(
    [{ type: 'address' }, { type: 'bytes' }],
    [suite.bootstrap, bootstrapCall(owner)],
  )
}

/** The real initCode shape: factory ‖ createAccount(initData, salt 0). */
export function initCodeFor(suite: NexusSuiteVersion, owner: Address): Hex {
  return concat([
    suite.factory,
    encodeFunctionData({
      abi: nexusAccountFactoryAbi,
      functionName: 'createAccount',
      args: [initData(suite, owner), toHex(0, { size: 32 })],
    }),
  ])
}

export const accountAddress = (env: NexusEnv, suite: NexusSuiteVersion, owner: Address) =>
  env.publicClient.readContract({
    address: suite.factory,
    abi: nexusAccountFactoryAbi,
    functionName: 'computeAccountAddress',
    args: [initData(suite, owner), toHex(0, { size: 32 })],
  })

/** The Nexus nonce for a 24-bit key and the default validator, at EntryPoint's next sequence. */
export async function nextNonce(
  env: NexusEnv,
  sender: Address,
  key = 0x00dc43,
  validator?: Address,
) {
  const entryPointKey = (BigInt(key) << 168n) | BigInt(validator ?? 0)
  return env.publicClient.readContract({
    address: env.nexus.entryPoint,
    abi: entryPointAbi,
    functionName: 'getNonce',
    args: [sender, entryPointKey],
  })
}

/** execute(single): target ‖ value ‖ callData packed. */
export const executeSingle = (
  target: Address,
  value: bigint,
  data: Hex,
  mode: Hex = ExecutionMode.single,
) =>
  encodeFunctionData({
    abi: nexusAccount210Abi,
    functionName: 'execute',
    args: [mode, encodePacked(['address', 'uint256', 'bytes'], [target, value, data])],
  })

/** execute(batch): abi.encode(Execution[]). */
export const executeBatch = (calls: readonly { target: Address; value: bigint; callData: Hex }[]) =>
  encodeFunctionData({
    abi: nexusAccount210Abi,
    functionName: 'execute',
    args: [
      ExecutionMode.batch,
      encodeAbiParameters(
        [
          {
            type: 'tuple[]',
            components: [
              { name: 'target', type: 'address' },
              { name: 'value', type: 'uint256' },
              { name: 'callData', type: 'bytes' },
            ],
          },
        ],
        [calls],
      ),
    ],
  })

export const transferData = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: devPermitTokenAbi, functionName: 'transfer', args: [to, amount] })

/** A v0.7 op with generous gas and no fees (the account owes the EntryPoint nothing). */
export function userOp(fields: {
  sender: Address
  nonce: bigint
  callData: Hex
  initCode?: Hex
  maxFeePerGas?: bigint
}): UserOpV07 {
  return {
    initCode: '0x',
    callGasLimit: 1_000_000n,
    verificationGasLimit: 1_500_000n,
    preVerificationGas: 50_000n,
    maxFeePerGas: 0n,
    maxPriorityFeePerGas: 0n,
    paymasterAndData: '0x',
    ...fields,
  }
}

export type QuoteItem = { op: UserOpV07; lower: bigint; upper: bigint }

/** The items' userOpHashes, legacy and EIP-712 leaves, and the sorted trees over each. */
export function quoteOf(items: readonly QuoteItem[], chainId: number) {
  const hashes = items.map((item) => ({
    userOpHash: userOpHash(item.op, chainId),
    lowerBoundTimestamp: item.lower,
    upperBoundTimestamp: item.upper,
  }))
  const legacy = sortedMerkleTree(hashes.map(meeUserOpHashLegacy))
  const eip712Items = hashes.map(meeUserOpHashEip712)
  return { hashes, legacy, eip712Items }
}

export const SIG = { simple: '0x177eee00', onchain: '0x177eee01', permit: '0x177eee02' } as const

/** simple below MEE 2.2: abi.encode(root, uint48 lower, uint48 upper, bytes32[] proof, sig). */
export function simpleSignature(root: Hex, item: QuoteItem, proof: readonly Hex[], sig: Hex): Hex {
  return concat([
    SIG.simple,
    encodeAbiParameters(
      [
        { type: 'bytes32' },
        { type: 'uint48' },
        { type: 'uint48' },
        { type: 'bytes32[]' },
        { type: 'bytes' },
      ],
      [root, Number(item.lower), Number(item.upper), proof, sig],
    ),
  ])
}

/** keccak256 of SuperTx's EIP-712 type, the first word of a 2.2.1 simple signature. */
export const SUPER_TX_TYPEHASH = keccak256(
  toHex(
    'SuperTx(MeeUserOp[] meeUserOps)MeeUserOp(bytes32 userOpHash,uint256 lowerBoundTimestamp,uint256 upperBoundTimestamp)',
  ),
)

/** simple on 2.2.1: abi.encode(SuperTx typehash, index, itemHashes, sig, lower << 128 | upper). */
export function superTxSignature(
  index: number,
  itemHashes: readonly Hex[],
  sig: Hex,
  item: QuoteItem,
): Hex {
  return concat([
    SIG.simple,
    encodeAbiParameters(
      [
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'bytes32[]' },
        { type: 'bytes' },
        { type: 'uint256' },
      ],
      [SUPER_TX_TYPEHASH, BigInt(index), itemHashes, sig, (item.lower << 128n) | item.upper],
    ),
  ])
}

/** The owner's EIP-712 SuperTx signature over every item, in quote order. */
export const signSuperTx = (owner: LocalAccount, items: ReturnType<typeof quoteOf>['hashes']) =>
  owner.signTypedData(superTxTypedData(items))

/** The op as `handleOps` takes it (v0.7 PackedUserOperation). */
export const packOp = (op: UserOpV07, signature: Hex) => packUserOp({ ...op, signature })

export type PackedOp = ReturnType<typeof packOp>

/** Sends one `handleOps` with every op, from the bundler; the outcome of each op from the logs. */
export async function handleOps(env: NexusEnv, ops: readonly PackedOp[]) {
  const hash = await env.walletFor(bundler).writeContract({
    address: env.nexus.entryPoint,
    abi: entryPointAbi,
    functionName: 'handleOps',
    args: [ops, bundler.address],
    gas: 10_000_000n,
  })
  const receipt = await env.publicClient.waitForTransactionReceipt({ hash })
  return { receipt, outcomes: readUserOpOutcomes(receipt) }
}

/** `handleOps` as an eth_call: its revert (FailedOp, FailedOpWithRevert, …) or undefined. */
export async function handleOpsRevert(env: NexusEnv, ops: readonly PackedOp[]) {
  return env.publicClient
    .simulateContract({
      account: bundler,
      address: env.nexus.entryPoint,
      abi: entryPointAbi,
      functionName: 'handleOps',
      args: [ops, bundler.address],
      gas: 10_000_000n,
    })
    .then(
      () => undefined,
      (error: unknown) => error,
    )
}

export async function mint(env: NexusEnv, token: Address, to: Address, amount: bigint) {
  await writeAndWait(env.clients, {
    address: token,
    abi: devPermitTokenAbi,
    functionName: 'mint',
    args: [to, amount],
  })
}

export const balanceOf = (env: NexusEnv, token: Address, owner: Address) =>
  env.publicClient.readContract({
    address: token,
    abi: devPermitTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** A window around the chain's clock. */
export async function openWindow(env: NexusEnv) {
  const { timestamp } = await env.publicClient.getBlock()
  return { lower: timestamp - 60n, upper: timestamp + 3600n }
}
