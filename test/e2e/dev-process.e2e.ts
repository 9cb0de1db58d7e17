// `npm run dev` as a process: it prints the playground URL first, serves the page and the
// devnet's description (/__supertx/devnet.json), and however it is told to stop (SIGTERM, its
// stdin pipe closing, its parent killed outright) it exits and leaves no process behind (anvil
// chains included).
import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { PlaygroundDevnet } from '../../playground/src/devnet-info.js'
import { isGone } from '../devnet/fixtures/processes.js'

const root = resolve(import.meta.dirname, '../..')
const DEV = [
  '--import',
  'tsx',
  'scripts/dev.ts',
  '--port',
  '0',
  '--api-port',
  '0',
  '--rpc-port',
  '0',
]

/** Every live descendant of `pid` (from /proc). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)])
    } catch {}
  }
  const found: number[] = []
  const visit = (p: number) => {
    for (const child of parents.get(p) ?? []) {
      found.push(child)
      visit(child)
    }
  }
  visit(pid)
  return found
}

/** A zombie counts as ended: an orphan's is reaped by pid 1, which in a container may take seconds. */
const alive = (pid: number) => !isGone(pid)

/** Resolves with the output once `pattern` appears on stdout. */
function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs = 60_000) {
  return new Promise<string>((resolvePromise, reject) => {
    let output = ''
    const timer = setTimeout(
      () => reject(new Error(`no ${pattern} within ${timeoutMs} ms; output:\n${output}`)),
      timeoutMs,
    )
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (pattern.test(output)) {
        clearTimeout(timer)
        resolvePromise(output)
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`exited (${code}) before ${pattern}; output:\n${output}`))
    })
  })
}

const exited = (pid: number, timeoutMs = 15_000) =>
  expect.poll(() => alive(pid), { timeout: timeoutMs, interval: 100 }).toBe(false)

/** A child of this test's process: exited once Node has reaped it and knows how it ended. */
const childExited = (child: ChildProcess, timeoutMs = 15_000) =>
  expect
    .poll(() => child.exitCode ?? child.signalCode, { timeout: timeoutMs, interval: 100 })
    .not.toBeNull()

async function startedDev(child: ChildProcess) {
  const output = await waitForOutput(child, /Press Ctrl-C to stop/)
  const url = /Open the playground: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)?.[1]
  return { output, url: url as string }
}

describe('npm run dev (scripts/dev.ts) as a process', () => {
  it('prints the playground URL first, serves it with the devnet’s description, and SIGTERM leaves nothing behind', async () => {
    const child = spawn(process.execPath, DEV, { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] })
    try {
      const { output, url } = await startedDev(child)
      const lines = output.split('\n').filter((line) => line.includes('http'))
      expect(lines[0]).toMatch(/^Open the playground: http:\/\/127\.0\.0\.1:\d+\/$/)
      expect((await fetch(url)).status).toBe(200)
      const info = (await (await fetch(`${url}__supertx/devnet.json`)).json()) as PlaygroundDevnet
      expect(info.chains).toHaveLength(2)
      expect(info.chains[0]?.tokens.map((t) => t.symbol)).toEqual(['USDC', 'WETH', 'USDT'])
      expect(output).toContain(info.apiUrl)
      const family = descendants(child.pid as number)
      expect(family.length).toBeGreaterThanOrEqual(2) // the anvil chains, at least
      child.kill('SIGTERM')
      await childExited(child)
      expect(child.exitCode).toBe(0)
      for (const pid of family) await exited(pid)
    } finally {
      if (alive(child.pid as number)) child.kill('SIGKILL')
    }
  }, 90_000)

  it('stops when its stdin pipe closes (the parent holding it is gone)', async () => {
    const child = spawn(process.execPath, DEV, { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] })
    try {
      await startedDev(child)
      const family = descendants(child.pid as number)
      child.stdin?.end()
      await childExited(child)
      for (const pid of family) await exited(pid)
    } finally {
      if (alive(child.pid as number)) child.kill('SIGKILL')
    }
  }, 90_000)

  it('stops when its parent is killed outright (SIGKILL), with stdin not a pipe', async () => {
    // sh starts dev in the background with stdin from /dev/null, prints its pid, and waits.
    const shell = spawn(
      'sh',
      ['-c', `"$0" "$@" </dev/null & echo "dev:$!"; wait`, process.execPath, ...DEV],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let devPid = 0
    try {
      const output = await waitForOutput(shell, /Press Ctrl-C to stop/)
      devPid = Number(/dev:(\d+)/.exec(output)?.[1])
      expect(alive(devPid)).toBe(true)
      const family = descendants(devPid)
      shell.kill('SIGKILL')
      await exited(devPid)
      for (const pid of family) await exited(pid)
    } finally {
      if (devPid && alive(devPid)) process.kill(devPid, 'SIGKILL')
    }
  }, 90_000)
})
