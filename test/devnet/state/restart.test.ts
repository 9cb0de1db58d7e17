// startDevnet({ stateDir }): a devnet stopped and started again with the same folder keeps its
// chains, quotes, receipts and in-flight supertransactions, and runs each op at most once — also
// when the folder's record and the chain disagree (a crash between sending an op and writing it
// down; a chain saved before an op the store says was sent). Real anvil, real HTTP, real viem
// signatures; the folder's files are edited only to stand for what a crash leaves behind.
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getOrchestrator } from '../../../src/core/actions/getOrchestrator.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import type { ErrorBody } from '../../../src/core/schemas/error.js'
import type { SupertxReceipt } from '../../../src/core/schemas/receipt.js'
import { type StartDevnetReturnType, startDevnet } from '../../../src/devnet/start-devnet.js'
import { decodeJson, encodeJson } from '../../../src/devnet/state/json-records.js'
import { signSimplePayload } from '../api/raw-http.js'

const mnemonic = 'test test test test test test test test test test test junk'
const owner = mnemonicToAccount(mnemonic, { addressIndex: 3 })
const RECIPIENT: Address = '0x00000000000000000000000000000000005a7e01'

let stateDir: string
let devnet: StartDevnetReturnType | undefined
const logs: string[] = []
let account: Address
let usdc: Address
let chainId: number

const start = async () => {
  devnet = await startDevnet({
    chains: 1,
    stateDir,
    logError: (message) => logs.push(message),
  })
  return devnet
}
const stop = async () => {
  await devnet?.stop()
  devnet = undefined
}
const current = () => devnet as StartDevnetReturnType

const post = (path: string, body: unknown) =>
  fetch(`${current().apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': current().apiKey },
    body: JSON.stringify(body),
  })
const receiptOf = async (hash: Hex) => {
  const res = await fetch(`${current().apiUrl}/v1/explorer/${hash}`, {
    headers: { 'x-api-key': current().apiKey },
  })
  return { status: res.status, body: (await res.json()) as SupertxReceipt }
}
async function waitForFinal(hash: Hex): Promise<SupertxReceipt> {
  const deadline = Date.now() + 60_000
  for (;;) {
    const { status, body } = await receiptOf(hash)
    expect(status).toBe(200)
    if (body.status !== 'pending') return body
    if (Date.now() > deadline) throw new Error(`${hash} still pending after 60 s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
const publicClient = () =>
  createPublicClient({ chain: current().chains[0]!, transport: http(), pollingInterval: 25 })
const balance = (who: Address) =>
  publicClient().readContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [who],
  })

/** Quotes a USDC transfer of `amount` from the owner's orchestrator account to RECIPIENT. */
async function quoteTransfer(amount: bigint, extra: Record<string, unknown> = {}) {
  const res = await post('/v1/quote', {
    mode: 'smart-account',
    ownerAddress: owner.address,
    simulate: false,
    composeFlows: [
      {
        type: '/instructions/build',
        data: {
          chainId,
          to: usdc,
          functionSignature: 'function transfer(address to, uint256 amount)',
          args: [RECIPIENT, amount.toString()],
        },
      },
    ],
    ...extra,
  })
  expect(res.status).toBe(200)
  return (await res.json()) as { quote: { hash: Hex }; payloadToSign: object[] }
}
async function signed(issued: Awaited<ReturnType<typeof quoteTransfer>>) {
  const signature = await signSimplePayload(owner, issued.payloadToSign[0]!)
  return { ...issued, payloadToSign: issued.payloadToSign.map((p) => ({ ...p, signature })) }
}
async function execute(issued: Awaited<ReturnType<typeof quoteTransfer>>) {
  const res = await post('/v1/execute', await signed(issued))
  expect(res.status).toBe(200)
  return issued.quote.hash
}

type StoredSupertx = {
  status: string
  finishedAt?: number
  ops: { status: string; txHash?: Hex; blockNumber?: bigint; gasUsed?: bigint; gasCost?: bigint }[]
}
const supertxFile = (hash: Hex) => join(stateDir, 'supertxs', `${hash.toLowerCase()}.json`)
/** Rewrites a stored supertransaction as a crash at some point would have left it. */
async function rewind(hash: Hex, op: (stored: StoredSupertx['ops'][number]) => void) {
  const stored = decodeJson<StoredSupertx>(await readFile(supertxFile(hash), 'utf8'))
  stored.status = 'PENDING'
  delete stored.finishedAt
  for (const o of stored.ops) {
    delete o.blockNumber
    delete o.gasUsed
    delete o.gasCost
    op(o)
  }
  await writeFile(supertxFile(hash), encodeJson(stored))
}

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'devnet-state-'))
  await start()
  chainId = current().chains[0]!.id
  usdc = current().deployments[chainId]!.tokens.USDC.address
  const config = createSupertxConfig({ baseUrl: current().apiUrl, apiKey: current().apiKey })
  const groups = await getOrchestrator(config, { ownerAddress: owner.address, chains: [chainId] })
  account = (groups as { address: Address }[])[0]!.address
  // The owner funds its orchestrator account with 100 USDC (a plain transfer from its wallet).
  const wallet = createWalletClient({
    chain: current().chains[0]!,
    transport: http(),
    account: owner,
  })
  const hash = await wallet.writeContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [account, 100_000_000n],
  })
  await publicClient().waitForTransactionReceipt({ hash })
}, 120_000)

afterAll(async () => {
  await stop()
  await rm(stateDir, { recursive: true, force: true })
})

describe('a devnet restarted with its stateDir', () => {
  let quotedOnly: Awaited<ReturnType<typeof quoteTransfer>>
  let finished: Hex
  let waiting: Hex

  it('keeps the chains, a quote, a receipt and an accepted supertransaction across a stop', async () => {
    finished = await execute(await quoteTransfer(1_000_000n))
    expect((await waitForFinal(finished)).status).toBe('success')
    quotedOnly = await quoteTransfer(2_000_000n)
    // Accepted, and waiting for its window (6 s away) when the devnet stops.
    waiting = await execute(
      await quoteTransfer(4_000_000n, { lowerBoundTimestamp: Math.floor(Date.now() / 1000) + 6 }),
    )
    expect((await receiptOf(waiting)).body.status).toBe('pending')
    const before = await balance(RECIPIENT)
    expect(before).toBe(1_000_000n)
    const { apiUrl } = current()
    const rpcUrl = current().anvils[0]!.rpcUrl
    const usdcBefore = usdc
    await stop()

    await start()
    // Same chain, same port, same contracts, no second deployment: the balance is as it was.
    expect(current().anvils[0]!.rpcUrl).toBe(rpcUrl)
    expect(current().deployments[chainId]!.tokens.USDC.address).toBe(usdcBefore)
    expect(current().apiUrl).not.toBe('') // the API port is free to change (port 0)
    void apiUrl

    // (c) the finished one's receipt is still served.
    const kept = await receiptOf(finished)
    expect(kept.status).toBe(200)
    expect(kept.body.status).toBe('success')
    expect(kept.body.userOps[0]!.transactionHash).toMatch(/^0x[0-9a-f]{64}$/)

    // (b) the accepted one reaches its final state after the restart, once.
    expect((await waitForFinal(waiting)).status).toBe('success')
    // (a) the quote issued before the restart executes after it.
    const executed = await execute(quotedOnly)
    expect((await waitForFinal(executed)).status).toBe('success')
    expect(await balance(RECIPIENT)).toBe(1_000_000n + 4_000_000n + 2_000_000n)
    expect(await balance(account)).toBe(100_000_000n - 7_000_000n)

    // A replay of one accepted before the restart is still refused.
    const again = await post('/v1/execute', await signed(quotedOnly))
    expect(again.status).toBe(400)
    expect(((await again.json()) as ErrorBody).errors[0]!.code).toBe('ALREADY_EXECUTED')
  }, 180_000)

  it('starts past torn writes (a temporary file, a truncated record) and loses nothing answered', async () => {
    const issued = await quoteTransfer(3_000_000n)
    await stop()
    // What a crash mid-write leaves: the temporary file of an unfinished write, and a record cut
    // short (it can only be one that was never answered: answered ones are renamed into place whole).
    const quotes = join(stateDir, 'quotes')
    const torn = (await readdir(quotes)).find((name) => name.endsWith('.json'))!
    await writeFile(join(quotes, `${torn}.1234-abcd.tmp`), '{"hash":"0x')
    await writeFile(join(stateDir, 'supertxs', `0x${'ab'.repeat(32)}.json`), '{"hash":"0xabab')
    logs.length = 0
    await start()

    expect(logs.some((line) => line.includes('does not parse'))).toBe(true)
    expect((await readdir(quotes)).some((name) => name.endsWith('.tmp'))).toBe(false)
    expect((await receiptOf(finished)).body.status).toBe('success')
    expect((await receiptOf(waiting)).body.status).toBe('success')
    const executed = await execute(issued)
    expect((await waitForFinal(executed)).status).toBe('success')
    expect(await balance(RECIPIENT)).toBe(10_000_000n)
  }, 180_000)

  it('does not send again an op the chain ran but the store had not recorded', async () => {
    const hash = await execute(await quoteTransfer(5_000_000n))
    const done = await waitForFinal(hash)
    expect(done.status).toBe('success')
    const txHash = done.userOps[0]!.transactionHash
    await stop()
    // The crash came after the op's transaction was sent, before its hash was written down.
    await rewind(hash, (op) => {
      op.status = 'PENDING'
      delete op.txHash
    })
    await start()

    const resumed = await waitForFinal(hash)
    expect(resumed.status).toBe('success')
    expect(resumed.userOps[0]!.transactionHash).toBe(txHash)
    expect(await balance(RECIPIENT)).toBe(15_000_000n)
  }, 180_000)

  it('sends again an op the store says was sent when the chain was saved before it', async () => {
    await stop()
    const chainFile = join(stateDir, 'chains', `${chainId}.state`)
    const older = join(stateDir, 'older.state')
    await copyFile(chainFile, older)
    await rm(join(stateDir, 'chains', `${chainId}.exit.json`), { force: true })
    await start()
    const hash = await execute(await quoteTransfer(6_000_000n))
    const done = await waitForFinal(hash)
    expect(done.status).toBe('success')
    expect(await balance(RECIPIENT)).toBe(21_000_000n)
    await stop()
    // A crash after the op was sent and recorded, whose last chain save predates it (and anvil,
    // killed too, wrote no exit dump).
    await copyFile(older, chainFile)
    await rm(join(stateDir, 'chains', `${chainId}.exit.json`), { force: true })
    await rewind(hash, (op) => {
      op.status = 'MINING'
    })
    await start()

    expect(await balance(RECIPIENT)).toBe(15_000_000n) // the chain as saved: without the op
    const resumed = await waitForFinal(hash)
    expect(resumed.status).toBe('success')
    expect(await balance(RECIPIENT)).toBe(21_000_000n) // sent again, and once
  }, 180_000)
})
