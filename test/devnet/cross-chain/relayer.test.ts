// The devnet bridge relayer (docs/devnet-protocol.md, DevBridge: the relayer completes
// transfers after bridgeDelayMs): locks on one chain become mints on the other, once each.
import { type Address, erc20Abi, type Hash, parseEventLogs } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devBridgeAbi } from '../../../src/devnet/artifacts/DevBridge.js'
import { type ChainContext, createChainContexts } from '../../../src/devnet/chains/chain-context.js'
import { type StartChainsReturnType, startChains } from '../../../src/devnet/chains/start-chains.js'
import { type StartRelayerReturnType, startRelayer } from '../../../src/devnet/engine/relayer.js'
import { eventually } from './fixture.js'

const A = 31_731
const B = 31_732
// Long enough that the checks right after a lock run well inside it.
const DELAY_MS = 1_000
let network: StartChainsReturnType
let chains: Map<number, ChainContext>
let relayer: StartRelayerReturnType
const errors: Error[] = []
let usdc: Address

beforeAll(async () => {
  network = await startChains({ chainIds: [A, B] })
  chains = createChainContexts(network)
  usdc = network.deployments[A]!.tokens.USDC.address
  relayer = startRelayer({
    chains,
    privateKey: network.roles.relayer.privateKey,
    delayMs: DELAY_MS,
    pollMs: 50,
    onError: (error) => errors.push(error),
  })
}, 60_000)
afterAll(async () => {
  await relayer?.stop()
  await network?.stop()
})

const alice = () => privateKeyToAccount(network.accounts[1]!.privateKey)
const bob = () => network.accounts[2]!.address
const chain = (id: number) => chains.get(id)!
const balance = (id: number, owner: Address) =>
  chain(id).publicClient.readContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
/** Whether B's bridge has released lock `id` from A. */
const released = (id: Hash) =>
  chain(B).publicClient.readContract({
    address: network.deployments[B]!.bridge,
    abi: devBridgeAbi,
    functionName: 'released',
    args: [BigInt(A), id],
  })
const supply = (id: number) =>
  chain(id).publicClient.readContract({ address: usdc, abi: erc20Abi, functionName: 'totalSupply' })

/** Locks alice's USDC on A for `recipient` on `dstChainId`; answers the lock id and its block. */
async function lockTx(amount: bigint, dstChainId: number, recipient: Address) {
  const { publicClient, executorClient } = chain(A)
  const hash: Hash = await executorClient.writeContract({
    account: alice(),
    address: network.deployments[A]!.bridge,
    abi: devBridgeAbi,
    functionName: 'lock',
    args: [usdc, amount, BigInt(dstChainId), recipient],
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  const [locked] = parseEventLogs({ abi: devBridgeAbi, eventName: 'Locked', logs: receipt.logs })
  return { id: locked!.args.id, blockNumber: receipt.blockNumber }
}
const lock = async (amount: bigint, dstChainId: number, recipient: Address) =>
  (await lockTx(amount, dstChainId, recipient)).id

/** The timestamp of the block on `chainId` with this number. */
const blockTime = async (chainId: number, blockNumber: bigint) =>
  (await chain(chainId).publicClient.getBlock({ blockNumber })).timestamp

describe('the bridge relayer', () => {
  it('mints a lock on the destination only after the delay, conserving the supply', async () => {
    const amount = 12_345_678n
    const [bobBefore, supplyBefore] = await Promise.all([
      balance(B, bob()),
      Promise.all([supply(A), supply(B)]).then(([a, b]) => a + b),
    ])
    const { id, blockNumber } = await lockTx(amount, B, bob())
    // Right after the lock is mined the relayer is still sitting out its delay: nothing released.
    const [releasedAtOnce, bobAtOnce] = await Promise.all([released(id), balance(B, bob())])
    expect(releasedAtOnce).toBe(false)
    expect(bobAtOnce).toBe(bobBefore)
    expect(await eventually(() => balance(B, bob()), bobBefore + amount)).toBe(bobBefore + amount)
    expect(await released(id)).toBe(true)
    // Both anvils stamp blocks with the same wall clock: a release at least DELAY_MS (1 s) after the
    // lock lands in a block at least one second later.
    const [release] = await chain(B).publicClient.getContractEvents({
      address: network.deployments[B]!.bridge,
      abi: devBridgeAbi,
      eventName: 'Released',
      args: { id },
      fromBlock: 0n,
    })
    expect(await blockTime(B, release!.blockNumber)).toBeGreaterThanOrEqual(
      (await blockTime(A, blockNumber)) + BigInt(DELAY_MS / 1000),
    )
    const supplyAfter = (await supply(A)) + (await supply(B))
    expect(supplyAfter).toBe(supplyBefore)
  })

  it('releases each of several locks exactly once', async () => {
    const bobBefore = await balance(B, bob())
    const ids = [
      await lock(1_000n, B, bob()),
      await lock(2_000n, B, bob()),
      await lock(3_000n, B, bob()),
    ]
    expect(await eventually(() => balance(B, bob()), bobBefore + 6_000n)).toBe(bobBefore + 6_000n)
    const logs = await chain(B).publicClient.getLogs({
      address: network.deployments[B]!.bridge,
      event: devBridgeAbi.find((i) => i.type === 'event' && i.name === 'Released')!,
      fromBlock: 0n,
    })
    const releasedIds = logs.map((l) => (l.args as { id: Hash }).id)
    for (const id of ids) expect(releasedIds.filter((r) => r === id)).toHaveLength(1)
  })

  it('reports a lock to a chain the devnet does not run and keeps relaying the others', async () => {
    const bobBefore = await balance(B, bob())
    const stray = await lock(5n, 999, bob())
    await lock(7n, B, bob())
    expect(await eventually(() => balance(B, bob()), bobBefore + 7n)).toBe(bobBefore + 7n)
    expect(errors.map((e) => e.message)).toContainEqual(
      expect.stringContaining(`Lock ${stray} on chain ${A} goes to chain 999`),
    )
  })

  it('a second relayer rescanning from block 0 sends nothing twice (it asks released first)', async () => {
    const bobBefore = await balance(B, bob())
    const lateErrors: Error[] = []
    const late = startRelayer({
      chains,
      privateKey: network.roles.relayer.privateKey,
      pollMs: 50,
      onError: (error) => lateErrors.push(error),
    })
    try {
      // A fresh lock, released by whichever relayer comes first, proves the late one caught up.
      await lock(11n, B, bob())
      expect(await eventually(() => balance(B, bob()), bobBefore + 11n)).toBe(bobBefore + 11n)
      // Let the first relayer's delayed attempt at the same lock run too.
      await new Promise((r) => setTimeout(r, DELAY_MS + 300))
    } finally {
      await late.stop()
    }
    expect(await balance(B, bob())).toBe(bobBefore + 11n)
    // Every earlier lock was seen again; a release sent twice would revert and be reported.
    const failedReleases = [...errors, ...lateErrors].filter((e) =>
      e.message.includes('could not release'),
    )
    expect(failedReleases).toEqual([])
    expect(lateErrors.map((e) => e.message)).toEqual([expect.stringContaining('goes to chain 999')])
  })
})
