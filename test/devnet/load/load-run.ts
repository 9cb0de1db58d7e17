// The load driver shared by the devnet load test and `npm run soak`: owners whose orchestrator
// accounts are funded on two chains, then rounds of supertransactions all in flight at once
// (one-chain transfers and bridges, both directions), each through the kit's own actions over HTTP:
// getQuote → sign the quote hash → execute → waitForSupertxReceipt. It measures and collects;
// the caller asserts (the test) or prints (the soak).
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  type LocalAccount,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { execute } from '../../../src/core/actions/execute.js'
import { getOrchestrator } from '../../../src/core/actions/getOrchestrator.js'
import { getQuote } from '../../../src/core/actions/getQuote.js'
import { waitForSupertxReceipt } from '../../../src/core/actions/waitForSupertxReceipt.js'
import {
  createSupertxConfig,
  type SupertxConfig,
} from '../../../src/core/config/createSupertxConfig.js'
import type { SupertxReceipt } from '../../../src/core/schemas/receipt.js'
import type { StartDevnetReturnType } from '../../../src/devnet/start-devnet.js'

/**
 * getQuote → the owner signs the quote hash (a smart-account quote's one payload) → execute:
 * the supertxHash the service accepted. Signs with a local viem account, not through wagmi.
 */
export async function quoteAndExecute(
  config: SupertxConfig,
  owner: LocalAccount,
  request: Record<string, unknown>,
): Promise<Hex> {
  const quote = await getQuote(config, request as never)
  const signature = await owner.signMessage({ message: { raw: quote.quote.hash as Hex } })
  const { supertxHash } = await execute(config, {
    signedQuote: {
      ...quote,
      payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
    } as never,
  })
  return supertxHash as Hex
}

const mnemonic = 'test test test test test test test test test test test junk'
/** Where the one-chain transfers pay to: plain addresses nobody else touches. */
const RECIPIENTS: Address[] = [
  '0x00000000000000000000000000000000000ad001',
  '0x00000000000000000000000000000000000ad002',
  '0x00000000000000000000000000000000000ad003',
]

export type LoadKind = 'transfer-a' | 'transfer-b' | 'bridge-ab' | 'bridge-ba'
const KINDS: LoadKind[] = ['transfer-a', 'bridge-ab', 'transfer-b', 'bridge-ba']

export type LoadSetup = {
  devnet: StartDevnetReturnType
  config: SupertxConfig
  chains: [number, number]
  usdc: Address
  owners: LocalAccount[]
  /** The owners' orchestrator accounts (the same address on both chains). */
  accounts: Hex[]
  /** Every (chain, holder) whose balance a round changes. */
  holders: { chainId: number; who: Address }[]
  balanceOf(chainId: number, who: Address): Promise<bigint>
}

/**
 * Owners 0–9 are the dev accounts; more are derived from the test mnemonic past the devnet's
 * roles (index 20 on). Dev account `i % 10` funds owner i's orchestrator account on both chains.
 */
export async function prepareLoad(
  devnet: StartDevnetReturnType,
  { owners: ownerCount, fundingPerChain }: { owners: number; fundingPerChain: bigint },
): Promise<LoadSetup> {
  const [a, b] = devnet.chains
  if (!a || !b) throw new Error('the load needs a devnet with two chains')
  const chains: [number, number] = [a.id, b.id]
  const usdc = devnet.deployments[a.id]!.tokens.USDC.address
  const config = createSupertxConfig({
    baseUrl: devnet.apiUrl,
    apiKey: devnet.apiKey,
    pollingInterval: 250,
    timeoutMs: 60_000,
  })
  const owners = Array.from(
    { length: ownerCount },
    (_, i) => mnemonicToAccount(mnemonic, { addressIndex: i < 10 ? i : 10 + i }) as LocalAccount,
  )
  const accounts = await Promise.all(
    owners.map(async (owner) => {
      const groups = await getOrchestrator(config, { ownerAddress: owner.address, chains })
      return (groups as { address: Hex }[])[0]!.address
    }),
  )
  const chainOf = (id: number) => devnet.chains.find((c) => c.id === id)!
  const publicClients = new Map(
    chains.map((id) => [id, createPublicClient({ chain: chainOf(id), transport: http() })]),
  )
  const balanceOf = (chainId: number, who: Address) =>
    publicClients.get(chainId)!.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [who],
    })
  // One funder's transfers go one after another per chain (its nonce); funders and chains in parallel.
  const funders = Array.from({ length: Math.min(10, ownerCount) }, (_, f) => f)
  await Promise.all(
    chains.flatMap((chainId) =>
      funders.map(async (f) => {
        const funder = mnemonicToAccount(mnemonic, { addressIndex: f })
        const wallet = createWalletClient({
          chain: chainOf(chainId),
          transport: http(),
          account: funder,
        })
        for (let i = f; i < ownerCount; i += 10) {
          const hash = await wallet.writeContract({
            address: usdc,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [accounts[i]!, fundingPerChain],
          })
          await publicClients.get(chainId)!.waitForTransactionReceipt({ hash })
        }
      }),
    ),
  )
  const holders = chains.flatMap((chainId) =>
    [...accounts, ...RECIPIENTS].map((who) => ({ chainId, who })),
  )
  return { devnet, config, chains, usdc, owners, accounts, holders, balanceOf }
}

export type LoadRound = {
  /** Every receipt, in job order. */
  receipts: SupertxReceipt[]
  kinds: LoadKind[]
  /** From the first quote to the last final receipt. */
  elapsedMs: number
  /** (chain:holder) → balance the round should leave. */
  expected: Map<string, bigint>
}

/**
 * Runs `count` supertransactions at once (at most `concurrency` in flight; default all), owner
 * `j % owners`, kind `j % 4`, each with an amount of its own so a lost or doubled one shows in the
 * balances.
 */
export async function runLoadRound(
  setup: LoadSetup,
  { count, round, concurrency = count }: { count: number; round: number; concurrency?: number },
): Promise<LoadRound> {
  const { config, chains, usdc, owners, accounts } = setup
  const [a, b] = chains
  const expected = new Map<string, bigint>()
  await Promise.all(
    setup.holders.map(async ({ chainId, who }) =>
      expected.set(`${chainId}:${who}`, await setup.balanceOf(chainId, who)),
    ),
  )
  const add = (chainId: number, who: Address, delta: bigint) => {
    const key = `${chainId}:${who}`
    expected.set(key, (expected.get(key) as bigint) + delta)
  }
  const kinds: LoadKind[] = []
  const jobs = Array.from({ length: count }, (_, j) => {
    const o = j % owners.length
    const owner = owners[o]!
    const account = accounts[o]!
    const kind = KINDS[j % KINDS.length]!
    kinds.push(kind)
    // Unique within a round (j); small, so thousands of rounds stay within the funding.
    const amount = BigInt(1_000 * (1 + (round % 10)) + j)
    let composeFlows: unknown[]
    if (kind === 'transfer-a' || kind === 'transfer-b') {
      const chainId = kind === 'transfer-a' ? a : b
      const to = RECIPIENTS[j % RECIPIENTS.length]!
      add(chainId, account, -amount)
      add(chainId, to, amount)
      composeFlows = [
        {
          type: '/instructions/build',
          data: {
            to: usdc,
            chainId,
            functionSignature: 'function transfer(address to, uint256 amount)',
            args: [to, amount.toString()],
          },
        },
      ]
    } else {
      const [src, dst] = kind === 'bridge-ab' ? [a, b] : [b, a]
      add(src, account, -amount)
      add(dst, account, amount)
      composeFlows = [
        {
          type: '/instructions/build-ccip',
          data: {
            srcToken: usdc,
            dstToken: usdc,
            srcChainId: src,
            dstChainId: dst,
            amount: `${amount}`,
          },
        },
      ]
    }
    return async () => {
      const supertxHash = await quoteAndExecute(config, owner, {
        mode: 'smart-account',
        ownerAddress: owner.address,
        composeFlows,
      })
      return waitForSupertxReceipt(config, { supertxHash, timeoutMs: 300_000 })
    }
  })
  const started = performance.now()
  const receipts = await pool(jobs, concurrency)
  return { receipts, kinds, elapsedMs: performance.now() - started, expected }
}

/** Runs the tasks with at most `limit` at once; results in task order. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length)
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++
      results[i] = await (tasks[i] as () => Promise<T>)()
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker))
  return results
}

/**
 * Reads every holder's balance until it matches what the round expects (bridged funds arrive
 * after the relayer's release) or `timeoutMs` passes; returns the mismatches left.
 */
export async function reconcile(
  setup: LoadSetup,
  expected: Map<string, bigint>,
  timeoutMs = 30_000,
): Promise<{ key: string; expected: bigint; actual: bigint }[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mismatches: { key: string; expected: bigint; actual: bigint }[] = []
    await Promise.all(
      [...expected].map(async ([key, value]) => {
        const [chainId, who] = key.split(':') as [string, Address]
        const actual = await setup.balanceOf(Number(chainId), who)
        if (actual !== value) mismatches.push({ key, expected: value, actual })
      }),
    )
    if (mismatches.length === 0 || Date.now() > deadline) return mismatches
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * The transactions behind the receipts' ops: (sender, nonce) pairs that repeat are nonce
 * collisions; also how many distinct transaction hashes there are.
 */
export async function nonceCollisions(setup: LoadSetup, receipts: SupertxReceipt[]) {
  const ops = receipts.flatMap((r) => r.userOps)
  const hashes = new Set(ops.map((op) => `${op.chainId}:${op.transactionHash}`))
  const seen = new Map<string, string>()
  const collisions: string[] = []
  const chainOf = (id: number) => setup.devnet.chains.find((c) => c.id === id)!
  const clients = new Map(
    setup.chains.map((id) => [id, createPublicClient({ chain: chainOf(id), transport: http() })]),
  )
  const txs = await pool(
    ops.map(
      (op) => () => clients.get(op.chainId)!.getTransaction({ hash: op.transactionHash as Hex }),
    ),
    16,
  )
  txs.forEach((tx, i) => {
    const key = `${ops[i]!.chainId}:${tx.from}:${tx.nonce}`
    const other = seen.get(key)
    if (other && other !== tx.hash) collisions.push(key)
    seen.set(key, tx.hash)
  })
  return { ops: ops.length, distinctTransactions: hashes.size, collisions }
}
