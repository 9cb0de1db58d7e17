// DESIGN "Execution engine": concurrent supertransactions share one executor per chain; none may
// collide on a nonce or be lost, and every balance reconciles to the wei.
import { erc20Abi, type Hex } from 'viem'
import { beforeAll, expect, it } from 'vitest'
import { setupDevnet } from '../setup-devnet.js'
import { devAccount, startTestDevnet, waitForFinal } from './fixture.js'

const CHAINS = [31_631, 31_632]
const OWNERS = [0, 1, 2, 3, 4].map(devAccount)
const RECIPIENTS = [5, 6, 7].map((i) => devAccount(i).address)
const devnet = setupDevnet(() => startTestDevnet(CHAINS))
let accounts: Hex[]
const usdcOn = (chainId: number) => devnet.network.deployments[chainId]!.tokens.USDC.address
const FUNDING = 50_000_000n

beforeAll(async () => {
  accounts = []
  for (const owner of OWNERS) {
    const [group] = (await devnet.service.orchestrator({
      ownerAddress: owner.address,
      chains: CHAINS,
    })) as { address: Hex }[]
    accounts.push(group!.address)
    for (const chainId of CHAINS) {
      const hash = await devnet.walletFor(chainId, owner).writeContract({
        address: usdcOn(chainId),
        abi: erc20Abi,
        functionName: 'transfer',
        args: [group!.address, FUNDING],
      })
      await devnet.publicClient(chainId).waitForTransactionReceipt({ hash })
    }
  }
}, 60_000)

it('runs 20 concurrent supertransactions from 5 owners on 2 chains; every balance reconciles', async () => {
  const read = (chainId: number, who: Hex) => devnet.balanceOf(chainId, usdcOn(chainId), who)
  const before = new Map<string, bigint>()
  for (const chainId of CHAINS) {
    for (const who of [...accounts, ...RECIPIENTS])
      before.set(`${chainId}:${who}`, await read(chainId, who))
  }
  const expected = new Map(before)
  const add = (key: string, delta: bigint) => expected.set(key, expected.get(key)! + delta)

  const jobs = Array.from({ length: 20 }, async (_, i) => {
    const ownerIndex = i % OWNERS.length
    const owner = OWNERS[ownerIndex]!
    // Each supertransaction pays on both chains (two ops), amounts unique per job.
    const flows = CHAINS.map((chainId, c) => {
      const amount = BigInt(1_000 + i * 10 + c)
      const to = RECIPIENTS[(i + c) % RECIPIENTS.length]!
      add(`${chainId}:${accounts[ownerIndex]}`, -amount)
      add(`${chainId}:${to}`, amount)
      return {
        type: '/instructions/build' as const,
        data: {
          to: usdcOn(chainId),
          chainId,
          functionSignature: 'transfer(address,uint256)',
          args: [to, amount.toString()],
        },
      }
    })
    const quote = await devnet.service.quote({
      mode: 'smart-account',
      ownerAddress: owner.address,
      composeFlows: flows,
    })
    const signature = await owner.signMessage({ message: { raw: quote.quote.hash as Hex } })
    await devnet.service.execute({
      ...quote,
      payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
    } as never)
    return waitForFinal(devnet, quote.quote.hash as Hex, 60_000)
  })
  const receipts = await Promise.all(jobs)
  expect(receipts.map((r) => r.status)).toEqual(Array(20).fill('success'))
  const hashes = receipts.flatMap((r) => r.userOps.map((op) => op.transactionHash))
  expect(new Set(hashes).size).toBe(40)
  for (const [key, value] of expected) {
    const [chainId, who] = key.split(':') as [string, Hex]
    expect(await read(Number(chainId), who), key).toBe(value)
  }
}, 90_000)
