import { type Address, type Hash, parseEventLogs, parseUnits, zeroHash } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devBridgeAbi } from '../../../src/devnet/artifacts/DevBridge.js'
import { devTokenAbi } from '../../../src/devnet/artifacts/DevToken.js'
import { deployBridge } from '../../../src/devnet/deploy/bridge.js'
import { type DeployClients, writeAndWait } from '../../../src/devnet/deploy/clients.js'
import { deployTokens, mintTokens, type TokenInfo } from '../../../src/devnet/deploy/tokens.js'
import { account, type DevChain, expectRevert, relayer, startDevChain } from './devChain.js'

const alice = account(0)
const bob = account(1)
const minted = parseUnits('100', 6)

// Two chains set up the same way, as startChains does: same deployer, same nonces, same addresses.
let chainA: DevChain
let chainB: DevChain
let usdc: TokenInfo
let bridge: Address

async function setUp(dev: DevChain) {
  const tokens = await deployTokens(dev.clients)
  const address = await deployBridge(dev.clients, {
    relayer: relayer.address,
    tokens: [tokens.USDC.address, tokens.WETH.address, tokens.USDT.address],
  })
  return { usdc: tokens.USDC, bridge: address }
}

beforeAll(async () => {
  ;[chainA, chainB] = await Promise.all([startDevChain(31_411), startDevChain(31_412)])
  const [a, b] = await Promise.all([setUp(chainA), setUp(chainB)])
  expect(b).toEqual(a)
  usdc = a.usdc
  bridge = a.bridge
  await mintTokens(chainA.clients, usdc.address, [alice.address], minted)
})
afterAll(async () => {
  await Promise.all([chainA?.anvil.stop(), chainB?.anvil.stop()])
})

const as = (dev: DevChain, who: typeof alice): DeployClients => ({
  ...dev.clients,
  walletClient: dev.walletFor(who),
})
const read = (dev: DevChain, functionName: 'totalSupply' | 'balanceOf', owner?: Address) =>
  functionName === 'totalSupply'
    ? dev.publicClient.readContract({ address: usdc.address, abi: devTokenAbi, functionName })
    : dev.publicClient.readContract({
        address: usdc.address,
        abi: devTokenAbi,
        functionName,
        args: [owner!],
      })

async function lock(amount: bigint, recipient: Address) {
  const hash = await writeAndWait(as(chainA, alice), {
    address: bridge,
    abi: devBridgeAbi,
    functionName: 'lock',
    args: [usdc.address, amount, BigInt(chainB.chain.id), recipient],
  })
  const receipt = await chainA.publicClient.getTransactionReceipt({ hash })
  const [locked] = parseEventLogs({ abi: devBridgeAbi, eventName: 'Locked', logs: receipt.logs })
  if (!locked) throw new Error(`lock transaction ${hash} emitted no Locked event`)
  return locked.args
}

const release = (who: typeof alice, id: Hash, amount: bigint, recipient: Address) =>
  writeAndWait(as(chainB, who), {
    address: bridge,
    abi: devBridgeAbi,
    functionName: 'release',
    args: [id, BigInt(chainA.chain.id), usdc.address, recipient, amount],
  })

describe('DevBridge (devnet-protocol: Contracts)', () => {
  it('burns on lock and mints on release, conserving the total supply across chains', async () => {
    const amount = parseUnits('40', 6)
    const locked = await lock(amount, bob.address)
    expect(locked).toMatchObject({
      token: usdc.address,
      from: alice.address,
      recipient: bob.address,
      amount,
      dstChainId: BigInt(chainB.chain.id),
    })
    expect(await read(chainA, 'balanceOf', alice.address)).toBe(minted - amount)
    expect(await read(chainA, 'totalSupply')).toBe(minted - amount)

    const hash = await release(relayer, locked.id, amount, bob.address)
    const receipt = await chainB.publicClient.getTransactionReceipt({ hash })
    const [released] = parseEventLogs({
      abi: devBridgeAbi,
      eventName: 'Released',
      logs: receipt.logs,
    })
    expect(released?.args).toEqual({
      id: locked.id,
      srcChainId: BigInt(chainA.chain.id),
      token: usdc.address,
      recipient: bob.address,
      amount,
    })
    expect(await read(chainB, 'balanceOf', bob.address)).toBe(amount)
    const supplies = await Promise.all([read(chainA, 'totalSupply'), read(chainB, 'totalSupply')])
    expect(supplies[0] + supplies[1]).toBe(minted)
  })

  it('gives every lock its own id', async () => {
    const first = await lock(1n, bob.address)
    const second = await lock(1n, bob.address)
    expect(first.id).not.toBe(second.id)
    expect(first.id).not.toBe(zeroHash)
  })

  it('releases a lock only once', async () => {
    const { id } = await lock(5n, bob.address)
    await release(relayer, id, 5n, bob.address)
    await expectRevert(release(relayer, id, 5n, bob.address), 'AlreadyReleased', [
      BigInt(chainA.chain.id),
      id,
    ])
  })

  it('lets only the relayer release', async () => {
    const { id } = await lock(5n, bob.address)
    await expectRevert(release(bob, id, 5n, bob.address), 'NotRelayer', [bob.address])
    expect(
      await chainB.publicClient.readContract({
        address: bridge,
        abi: devBridgeAbi,
        functionName: 'released',
        args: [BigInt(chainA.chain.id), id],
      }),
    ).toBe(false)
  })

  it('rejects a lock to its own chain, a zero amount, and more than the balance', async () => {
    const lockArgs = (amount: bigint, dst: number) =>
      writeAndWait(as(chainA, alice), {
        address: bridge,
        abi: devBridgeAbi,
        functionName: 'lock',
        args: [usdc.address, amount, BigInt(dst), bob.address],
      })
    await expectRevert(lockArgs(1n, chainA.chain.id), 'SameChain', [BigInt(chainA.chain.id)])
    await expectRevert(lockArgs(0n, chainB.chain.id), 'ZeroAmount')
    const balance = await read(chainA, 'balanceOf', alice.address)
    await expectRevert(
      lockArgs(balance + 1n, chainB.chain.id),
      'ERC20InsufficientBalance',
      [alice.address, balance, balance + 1n],
      devTokenAbi,
    )
  })
})
