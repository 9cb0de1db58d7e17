// DESIGN "Execution engine": concurrent supertransactions share one executor per chain; none may
// collide on a nonce or be lost, and every balance reconciles to the wei.
import { erc20Abi, type Hex, parseEventLogs } from 'viem'
import { beforeAll, expect, it } from 'vitest'
import { signSimplePayload } from '../../../fixtures/harness/sign-simple-payload.js'
import { entryPointAbi } from '../../../src/devnet/artifacts/EntryPoint.js'
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
  // A Nexus account is made by its first user op on a chain (initCode), once: of several first
  // quotes in flight, one lands and the rest fail at the EntryPoint (AA10 sender already
  // constructed), as on the real network. One zero transfer per owner on both chains makes the
  // accounts before the concurrent run.
  await Promise.all(
    OWNERS.map(async (owner) => {
      const receipt = await quoteAndRun(
        owner,
        CHAINS.map((chainId) => transferFlow(chainId, RECIPIENTS[0]!, 0n)),
      )
      expect(receipt.status, `making ${owner.address}'s accounts`).toBe('success')
    }),
  )
}, 120_000)

const transferFlow = (chainId: number, to: Hex, amount: bigint) => ({
  type: '/instructions/build' as const,
  data: {
    to: usdcOn(chainId),
    chainId,
    functionSignature: 'transfer(address,uint256)',
    args: [to, amount.toString()],
  },
})

async function quoteAndRun(
  owner: (typeof OWNERS)[number],
  flows: ReturnType<typeof transferFlow>[],
) {
  const quote = await devnet.service.quote({
    mode: 'smart-account',
    ownerAddress: owner.address,
    composeFlows: flows,
  })
  const signature = await signSimplePayload(owner, quote.payloadToSign[0]!)
  await devnet.service.execute({
    ...quote,
    payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
  } as never)
  return waitForFinal(devnet, quote.quote.hash as Hex, 60_000)
}

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
      return transferFlow(chainId, to, amount)
    })
    return quoteAndRun(owner, flows)
  })
  const receipts = await Promise.all(jobs)
  expect(receipts.map((r) => r.status)).toEqual(Array(20).fill('success'))
  // 40 ops, none lost or doubled. On Nexus one handleOps transaction carries the ready ops of a
  // chain, across supertransactions, so ops share transactions: each op's UserOperationEvent
  // shows once, successful, in the transactions the receipts name.
  const ops = receipts.flatMap((r) => r.userOps)
  expect(new Set(ops.map((op) => op.userOpHash)).size).toBe(40)
  const events: Hex[] = []
  for (const chainId of CHAINS) {
    const txHashes = new Set(
      ops.filter((op) => op.chainId === chainId).map((op) => op.transactionHash as Hex),
    )
    for (const hash of txHashes) {
      const tx = await devnet.publicClient(chainId).getTransactionReceipt({ hash })
      for (const event of parseEventLogs({
        abi: entryPointAbi,
        eventName: 'UserOperationEvent',
        logs: tx.logs,
      })) {
        expect(event.args.success).toBe(true)
        events.push(event.args.userOpHash)
      }
    }
  }
  expect(events.toSorted()).toEqual(ops.map((op) => op.userOpHash).toSorted())
  for (const [key, value] of expected) {
    const [chainId, who] = key.split(':') as [string, Hex]
    expect(await read(Number(chainId), who), key).toBe(value)
  }
}, 90_000)
