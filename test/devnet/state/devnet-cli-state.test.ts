// `npm run devnet -- --state <dir>`: the first run says the folder is new and Ctrl-C saves it; the
// second run says it restored it, on the same RPC URLs, and the chain kept a transaction sent
// during the first run. Then a crash: the devnet process is SIGKILLed while a supertransaction it
// accepted waits for its window; the next start finishes it, once.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  http,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { quoteAndExecute } from '../../../fixtures/harness/load-run.js'
import { getOrchestrator } from '../../../src/core/actions/getOrchestrator.js'
import { waitForSupertxReceipt } from '../../../src/core/actions/waitForSupertxReceipt.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'

const ROOT = resolve(import.meta.dirname, '../../..')
const mnemonic = 'test test test test test test test test test test test junk'
const CRASH_RECIPIENT: Address = '0x00000000000000000000000000000000005a7e03'
const children: ChildProcess[] = []
let stateDir: string | undefined

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGKILL')
      await exited
    }
  }
  if (stateDir) await rm(stateDir, { recursive: true, force: true })
})

function run(dir: string): { child: ChildProcess; printed: Promise<string> } {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/devnet/cli/bin.ts',
      'devnet',
      '--port',
      '0',
      '--chains',
      '1',
      '--rpc-port',
      '0',
      '--state',
      dir,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  children.push(child)
  const printed = new Promise<string>((resolvePrinted, reject) => {
    let text = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      if (/Press Ctrl-C to stop\./.test(text)) resolvePrinted(text)
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString()
    })
    child.once('exit', (code) => reject(new Error(`devnet exited (${code}) early:\n${text}`)))
  })
  return { child, printed }
}

async function interrupt(child: ChildProcess) {
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
  child.kill('SIGINT')
  return exited
}

const rpc = async (url: string, method: string, params: unknown[]) =>
  (
    (await (
      await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
    ).json()) as { result: string }
  ).result

describe('npm run devnet -- --state <dir>', () => {
  it('keeps the network in the folder across Ctrl-C, a new start and a crash', async () => {
    stateDir = await mkdtemp(join(tmpdir(), 'devnet-cli-state-'))
    const first = run(stateDir)
    const printed = await first.printed
    expect(printed).toContain(`State         ${stateDir}   (new; kept for the next run)`)
    const rpcUrl = /^\s+\d+\s+(http:\/\/127\.0\.0\.1:\d+)$/m.exec(printed)![1]!
    const sent = await rpc(rpcUrl, 'eth_sendTransaction', [
      {
        from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        to: '0x00000000000000000000000000000000005a7e02',
        value: '0x2a',
      },
    ])
    expect(sent).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await interrupt(first.child)).toBe(0)
    expect((await readdir(stateDir)).sort()).toEqual([
      'chains',
      'network.json',
      'quotes',
      'supertxs',
    ])

    const second = run(stateDir)
    const again = await second.printed
    expect(again).toContain('(restored from the last run)')
    expect(again).toContain(rpcUrl) // the saved RPC port is used again
    expect(
      await rpc(rpcUrl, 'eth_getBalance', ['0x00000000000000000000000000000000005a7e02', 'latest']),
    ).toBe('0x2a')

    // The crash: a supertransaction accepted (USDC from the owner's account to a recipient), then
    // the devnet process is killed outright while the op waits for its window.
    const apiUrl = /API base URL\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(again)![1]!
    const chain = defineChain({
      id: Number(/^\s+(\d+)\s+http/m.exec(again)![1]),
      name: 'Devnet A',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    const usdc = /USDC\s+(0x[0-9a-fA-F]{40})/.exec(again)![1] as Address
    const owner = mnemonicToAccount(mnemonic, { addressIndex: 4 })
    const config = createSupertxConfig({ baseUrl: apiUrl, apiKey: 'devnet-local-key' })
    const [group] = (await getOrchestrator(config, {
      ownerAddress: owner.address,
      chains: [chain.id],
    })) as { address: Address }[]
    const wallet = createWalletClient({ chain, transport: http(), account: owner })
    const client = createPublicClient({ chain, transport: http(), pollingInterval: 25 })
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [group!.address, 5_000_000n],
      }),
    })
    const supertxHash = await quoteAndExecute(config, owner, {
      mode: 'smart-account',
      ownerAddress: owner.address,
      lowerBoundTimestamp: Math.floor(Date.now() / 1000) + 4,
      composeFlows: [
        {
          type: '/instructions/build',
          data: {
            chainId: chain.id,
            to: usdc,
            functionSignature: 'function transfer(address to, uint256 amount)',
            args: [CRASH_RECIPIENT, '1234567'],
          },
        },
      ],
    })
    const killed = new Promise((r) => second.child.once('exit', r))
    second.child.kill('SIGKILL')
    await killed

    const third = run(stateDir)
    const restarted = await third.printed
    expect(restarted).toContain('(restored from the last run)')
    const apiAfter = /API base URL\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(restarted)![1]!
    const after = createSupertxConfig({ baseUrl: apiAfter, apiKey: 'devnet-local-key' })
    const receipt = await waitForSupertxReceipt(after, { supertxHash, timeoutMs: 60_000 })
    expect(receipt.status).toBe('success')
    const balance = await client.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [CRASH_RECIPIENT],
    })
    expect(balance).toBe(1_234_567n)
    expect(await interrupt(third.child)).toBe(0)
  }, 180_000)
})
