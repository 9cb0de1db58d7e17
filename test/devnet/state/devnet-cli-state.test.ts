// `npm run devnet -- --state <dir>`: the first run says the folder is new and Ctrl-C saves it; the
// second run says it restored it, on the same RPC URLs, and the chain kept a transaction sent
// during the first run.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')
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
      'scripts/devnet.ts',
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
  it('keeps the network in the folder across Ctrl-C and a new start', async () => {
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
    expect(await interrupt(second.child)).toBe(0)
  }, 180_000)
})
