// Set-up shared by the orchestrator tests: a real anvil with the tokens and the orchestrator
// deployed as startChains does, accounts from the test mnemonic, helpers to sign and submit ops.
import type { Address, Hex, LocalAccount, TransactionReceipt } from 'viem'
import type { Auth, UserOp } from '../../../src/core/protocol/types.js'
import { devPermitTokenAbi } from '../../../src/devnet/artifacts/DevPermitToken.js'
import { orchestratorAccount221Abi } from '../../../src/devnet/artifacts/OrchestratorAccount221.js'
import { orchestratorFactoryAbi } from '../../../src/devnet/artifacts/OrchestratorFactory.js'
import { writeAndWait } from '../../../src/devnet/deploy/clients.js'
import {
  type DeployOrchestratorReturnType,
  deployOrchestrator,
} from '../../../src/devnet/deploy/orchestrator.js'
import { type DeployTokensReturnType, deployTokens } from '../../../src/devnet/deploy/tokens.js'
import {
  type AccountError,
  decodeAccountError,
  encodeExecuteUserOp,
} from '../../../src/devnet/protocol/encode.js'
import { getRevertData } from '../../../src/devnet/protocol/revert.js'
import { account, type DevChain, startDevChain } from './devChain.js'

export const executor = account(11)
export const accountAbi = orchestratorAccount221Abi

export type OrchestratorEnv = DevChain & {
  tokens: DeployTokensReturnType
  orchestrator: DeployOrchestratorReturnType
}

export async function startOrchestratorEnv(chainId: number): Promise<OrchestratorEnv> {
  const dev = await startDevChain(chainId)
  const tokens = await deployTokens(dev.clients)
  const orchestrator = await deployOrchestrator(dev.clients, { executor: executor.address })
  return { ...dev, tokens, orchestrator }
}

/** Deploys (idempotently) the owner's account of `version` through the factory. */
export async function createAccount(env: OrchestratorEnv, owner: Address, version: 0 | 1) {
  const { factory } = env.orchestrator
  await writeAndWait(env.clients, {
    address: factory,
    abi: orchestratorFactoryAbi,
    functionName: 'createAccount',
    args: [owner, version],
  })
  return env.publicClient.readContract({
    address: factory,
    abi: orchestratorFactoryAbi,
    functionName: 'getAddress',
    args: [owner, version],
  })
}

export async function mint(env: OrchestratorEnv, token: Address, to: Address, amount: bigint) {
  await writeAndWait(env.clients, {
    address: token,
    abi: devPermitTokenAbi,
    functionName: 'mint',
    args: [to, amount],
  })
}

export const balanceOf = (env: OrchestratorEnv, token: Address, owner: Address) =>
  env.publicClient.readContract({
    address: token,
    abi: devPermitTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** A window around the chain's clock (automine: the next block is at most a few seconds later). */
export async function openWindow(env: OrchestratorEnv) {
  const { timestamp } = await env.publicClient.getBlock()
  return { lowerBoundTimestamp: timestamp - 60n, upperBoundTimestamp: timestamp + 3600n }
}

/** SIMPLE: the owner signs the quote hash as a personal message (EIP-191). */
export const signSimple = (owner: LocalAccount, quoteHash: Hex) =>
  owner.signMessage({ message: { raw: quoteHash } })

export type Submission = { account: Address; op: UserOp; auth: Auth; from?: LocalAccount }

/** Sends `executeUserOp` as a real transaction (from the executor unless told) and waits for it. */
export async function submit(env: OrchestratorEnv, s: Submission): Promise<TransactionReceipt> {
  const wallet = env.walletFor(s.from ?? executor)
  const hash = await wallet.sendTransaction({
    to: s.account,
    data: encodeExecuteUserOp(s.op, s.auth),
  })
  const receipt = await env.publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`executeUserOp reverted in ${hash}`)
  return receipt
}

/** Runs `executeUserOp` as an eth_call and returns its revert data (fails if it passes). */
export async function revertDataOf(env: OrchestratorEnv, s: Submission): Promise<Hex> {
  const data = encodeExecuteUserOp(s.op, s.auth)
  const outcome = await env.publicClient
    .call({ account: (s.from ?? executor).address, to: s.account, data })
    .then(
      () => undefined,
      (error: unknown) => error,
    )
  if (outcome === undefined) throw new Error('expected executeUserOp to revert, but it succeeded')
  const revertData = getRevertData(outcome)
  if (!revertData) throw new Error(`executeUserOp reverted without revert data: ${String(outcome)}`)
  return revertData
}

/** The account's decoded revert of `executeUserOp` as an eth_call (fails if it passes). */
export async function revertOf(env: OrchestratorEnv, s: Submission): Promise<AccountError> {
  const data = await revertDataOf(env, s)
  const decoded = decodeAccountError(data)
  if (!decoded) throw new Error(`executeUserOp reverted with ${data}, not an account error`)
  return decoded
}
