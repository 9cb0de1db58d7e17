// Process hygiene: the devnet's anvils never outlive the process that started them, however it ends.
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import {
  AnvilNotFoundError,
  AnvilPortInUseError,
  ChainDeployError,
  InvalidChainsParametersError,
} from '../../src/devnet/chains/errors.js'
import { startChains } from '../../src/devnet/chains/start-chains.js'
import { childAnvilPids, isGone, waitUntilGone } from './fixtures/processes.js'

const fixture = fileURLToPath(new URL('./fixtures/start-chains-child.ts', import.meta.url))
const children: ChildProcess[] = []
const strays: number[] = []

/** Starts the fixture in its own node process and resolves with the pids of its anvils. */
async function startChild(): Promise<{ child: ChildProcess; pids: number[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, '2'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  const pids = await new Promise<number[]>((resolve, reject) => {
    let out = ''
    let err = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const line = out.split('\n').find((l) => l.startsWith('{'))
      if (line) resolve((JSON.parse(line) as { pids: number[] }).pids)
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString()
    })
    child.once('exit', (code) => reject(new Error(`fixture exited (${code}):\n${out}\n${err}`)))
  })
  strays.push(...pids)
  return { child, pids }
}

const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode })
    else child.once('exit', (code, signal) => resolve({ code, signal }))
  })

afterAll(() => {
  // Belt and braces: should a test fail, its processes must not outlive it.
  for (const child of children) child.kill('SIGKILL')
  for (const pid of strays) if (!isGone(pid)) process.kill(pid, 'SIGKILL')
})

describe('startChains: the anvils end with the process that started them', () => {
  it('ends them when that process is killed outright (SIGKILL, no handler runs)', async () => {
    const { child, pids } = await startChild()
    expect(pids).toHaveLength(2)
    expect(pids.every((pid) => !isGone(pid))).toBe(true)
    child.kill('SIGKILL')
    await exitOf(child)
    expect(await waitUntilGone(pids)).toEqual([])
  })

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops them on %s, and the process still ends by that signal',
    async (signal) => {
      const { child, pids } = await startChild()
      child.kill(signal)
      expect(await exitOf(child)).toEqual({ code: null, signal })
      expect(await waitUntilGone(pids)).toEqual([])
    },
  )

  it('installs its signal handlers only while chains run', async () => {
    const before = ['SIGINT', 'SIGTERM'].map((s) => process.listenerCount(s))
    const devnet = await startChains({ count: 1 })
    expect(process.listenerCount('SIGINT')).toBeGreaterThan(before[0]!)
    await devnet.stop()
    expect(['SIGINT', 'SIGTERM'].map((s) => process.listenerCount(s))).toEqual(before)
  })
})

describe('startChains: errors say what failed', () => {
  let server: Server | undefined
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  )

  it('names the port that is taken, and leaves no other chain running', async () => {
    server = createServer()
    const port = await new Promise<number>((resolve) =>
      server!.listen(0, '127.0.0.1', () => resolve((server!.address() as { port: number }).port)),
    )
    const error = await startChains({ ports: [0, port] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AnvilPortInUseError)
    expect(error).toMatchObject({ port, chainId: 31338, code: 'ANVIL_PORT_IN_USE' })
    expect((error as Error).message).toContain(`port ${port}`)
    expect(childAnvilPids()).toEqual([])
  })

  it('says how to get anvil when the binary is missing', async () => {
    const error = await startChains({ anvilBinary: '/nonexistent/anvil' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AnvilNotFoundError)
    expect((error as Error).message).toContain('npm i -D @foundry-rs/anvil')
  })

  it('names the chain and the contract when a deployment fails', async () => {
    // With no ETH the deployer cannot pay for its first deployment, USDC.
    const error = await startChains({ count: 1, anvilArgs: ['--balance', '0'] }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ChainDeployError)
    expect(error).toMatchObject({ chainId: 31337, contract: 'DevPermitToken USDC' })
    expect((error as Error).message).toContain('chain 31337')
    expect(childAnvilPids()).toEqual([])
  })

  it.each([
    [{ chainIds: [5, 5] }, 'repeat an id'],
    [{ count: 3, chainIds: [5, 6] }, 'count is 3 but 2 chainIds'],
    [{ ports: [8545] }, '1 ports were given for 2 chains'],
    [{ count: 0 }, 'count is 0'],
  ])('rejects %j before starting anything', async (parameters, message) => {
    const error = await startChains(parameters).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidChainsParametersError)
    expect((error as Error).message).toContain(message)
    expect(childAnvilPids()).toEqual([])
  })
})
