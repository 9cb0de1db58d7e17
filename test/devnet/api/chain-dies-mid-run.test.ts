// A cross-chain run whose destination chain dies while the source chain's op is on its way: the
// receipt over HTTP stays `pending` until every op that was handed to a chain is settled, then
// reads the op that ran on A as MINED_SUCCESS with its transaction (50 USDC left A) and only B's
// op, which never ran, as FAILED. A real devnet: chain A's anvil holds its transactions (automine
// off) until B's op has failed, chain B's anvil is killed (SIGKILL).
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { SupertxReceipt } from '../../../src/core/schemas/receipt.js'
import { startDevnet } from '../../../src/devnet/start-devnet.js'
import { setupDevnet } from '../setup-devnet.js'
import { devnetHttp, signSimplePayload } from './raw-http.js'

const logged: string[] = []
const devnet = setupDevnet(() => startDevnet({ chains: 2, logError: (m) => logged.push(m) }))
const http_ = devnetHttp(devnet)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const final = (op: SupertxReceipt['userOps'][number]) =>
  op.executionStatus !== 'PENDING' && op.executionStatus !== 'MINING'

const readReceipt = async (hash: Hex) =>
  (await (await http_.getReceipt(hash)).json()) as SupertxReceipt

describe('a chain that dies mid-run', () => {
  it('reads the op that ran on A as mined, and fails the run only once it is settled', async () => {
    const [alive, dying] = devnet.anvils as [(typeof devnet.anvils)[0], (typeof devnet.anvils)[0]]
    const A = alive.chainId
    const B = dying.chainId
    const owner = privateKeyToAccount(devnet.accounts[3]!.privateKey)
    const usdc = devnet.deployments[A]!.tokens.USDC.address
    const amount = 50_000_000n
    const anvilA = createTestClient({ mode: 'anvil', transport: http(alive.rpcUrl) })
    const chainA = createPublicClient({ chain: devnet.chains[0]!, transport: http(alive.rpcUrl) })
    const usdcOn = (address: Address) =>
      chainA.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    const groups = (await (
      await http_.post('/v1/mee/orchestrator', { ownerAddress: owner.address, chains: [A, B] })
    ).json()) as { address: Address }[]
    const account = groups[0]!.address
    // The owner funds its account on A, as a wallet would.
    const wallet = createWalletClient({
      account: owner,
      chain: devnet.chains[0]!,
      transport: http(alive.rpcUrl),
    })
    await chainA.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account, 80_000_000n],
      }),
    })
    const before = await usdcOn(account)
    expect(before).toBeGreaterThanOrEqual(80_000_000n)

    const res = await http_.post('/v1/quote', {
      mode: 'smart-account',
      ownerAddress: owner.address,
      simulate: false,
      composeFlows: [
        {
          type: '/instructions/build-ccip',
          data: {
            srcToken: usdc,
            dstToken: usdc,
            srcChainId: A,
            dstChainId: B,
            amount: '50000000',
          },
        },
        {
          type: '/instructions/build',
          data: {
            chainId: B,
            to: usdc,
            functionSignature: 'function transfer(address to, uint256 amount)',
            args: [
              devnet.accounts[8]!.address,
              {
                type: 'runtimeErc20Balance',
                tokenAddress: usdc,
                constraints: { gte: amount.toString() },
              },
            ],
          },
        },
      ],
    })
    expect(res.status).toBe(200)
    const issued = (await res.json()) as { quote: { hash: Hex }; payloadToSign: object[] }
    const hash = issued.quote.hash
    const signature = await signSimplePayload(owner, issued.payloadToSign[0]!)

    // A holds what the devnet sends it; B dies once the run is taken.
    await anvilA.setAutomine(false)
    const executed = await http_.post('/v1/execute', {
      ...issued,
      payloadToSign: issued.payloadToSign.map((p) => ({ ...p, signature })),
    })
    expect(executed.status).toBe(200)
    process.kill(dying.pid, 'SIGKILL')

    // B's op fails (its chain does not answer) while A's is still on its way: not final yet.
    let held: SupertxReceipt
    try {
      held = await readReceipt(hash)
      for (let i = 0; i < 400 && !held.userOps.some((op) => op.chainId === B && final(op)); i++) {
        await sleep(50)
        held = await readReceipt(hash)
      }
    } finally {
      // A mines again (also when the wait above failed, so the devnet can stop).
      await anvilA.setAutomine(true)
      await anvilA.mine({ blocks: 1 })
    }
    const onB = held.userOps.filter((op) => op.chainId === B)
    const onA = held.userOps.filter((op) => op.chainId === A && !op.isCleanUpUserOp)
    expect(onB.some((op) => op.executionStatus === 'FAILED')).toBe(true)
    expect(onA.some((op) => !final(op))).toBe(true)
    expect(held.status).toBe('pending')

    // A's ops land, and only then the run is failed, each op as it really ended.
    const receipt = await http_.waitForFinal(hash)
    expect(receipt.status).toBe('failed')
    const ranOnA = receipt.userOps.filter((op) => op.chainId === A && !op.isCleanUpUserOp)
    expect(ranOnA.length).toBeGreaterThan(0)
    for (const op of ranOnA) {
      expect(op.executionStatus).toBe('MINED_SUCCESS')
      expect(op.transactionHash).toMatch(/^0x[0-9a-f]{64}$/)
    }
    const notRun = receipt.userOps.filter((op) => op.chainId === B && !op.isCleanUpUserOp)
    expect(notRun.map((op) => op.executionStatus)).toEqual(notRun.map(() => 'FAILED'))
    // In words a person reads: the chain and what is wrong, no devnet internals.
    expect(notRun[0]!.error).toBe(
      `Chain ${B} is not reachable: the devnet cannot talk to its node right now.`,
    )
    // 50 USDC did leave A (the lock ran), and the receipt's transaction is the one that moved it.
    expect(before - (await usdcOn(account))).toBeGreaterThanOrEqual(amount)
    const lock = await chainA.getTransactionReceipt({ hash: ranOnA.at(-1)!.transactionHash as Hex })
    expect(lock.status).toBe('success')
  }, 90_000)
})
