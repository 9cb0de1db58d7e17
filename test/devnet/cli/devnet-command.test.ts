// `supertx-kit devnet` (the package's bin; `npm run devnet` runs it from source) as a process: what
// it prints, the description it writes with --info-file, the anvil it runs with --anvil, and how
// it stops. Its option parsing on its own below.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { resolveAnvilBinary } from '../../../src/devnet/anvil.js'
import { parseDevnetOptions } from '../../../src/devnet/cli/devnet-options.js'
import { devnetDescriptionSchema } from '../../../src/devnet-client/index.js'

const ROOT = resolve(import.meta.dirname, '../../..')
const running: ChildProcess[] = []

afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGKILL')
    await exited
  }
})

function bin(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/devnet/cli/bin.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.push(child)
  let printed = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    printed += chunk.toString()
  })
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
  /** Everything printed once `until` appears; rejects if the process ends first. */
  const readUntil = (until: RegExp) =>
    new Promise<string>((resolvePrinted, reject) => {
      const check = () => until.test(printed) && resolvePrinted(printed)
      child.stdout?.on('data', check)
      child.stderr?.on('data', check)
      check()
      void exited.then((code) => reject(new Error(`exited (${code}) early:\n${printed}`)))
    })
  return { child, exited, readUntil, printed: () => printed }
}

describe('supertx-kit devnet', () => {
  it('prints the API URL, key, explorer, chains, tokens and test accounts; Ctrl-C stops it', async () => {
    const run = bin(['devnet', '--port', '0', '--chains', '2', '--rpc-port', '18645'])
    const printed = await run.readUntil(/Press Ctrl-C to stop\./)
    const apiUrl = /API base URL\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(printed)?.[1]
    expect(apiUrl).toBeDefined()
    expect(printed).toMatch(/API key\s+devnet-local-key/)
    expect(printed).toContain(`Explorer      ${apiUrl}/details/<supertxHash>`)
    const rpcUrls = [...printed.matchAll(/^\s+(\d+)\s+(http:\/\/127\.0\.0\.1:\d+)$/gm)]
    // --rpc-port fixes the first chain's port and counts up, so RPC URLs stay put across restarts.
    expect(rpcUrls.map((match) => match[2])).toEqual([
      'http://127.0.0.1:18645',
      'http://127.0.0.1:18646',
    ])
    expect(printed).toMatch(/USDC\s+0x[0-9a-fA-F]{40}/)
    expect(printed).toContain('public test mnemonic')
    expect(printed).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect((await fetch(`${apiUrl}/`)).status).toBe(200)

    run.child.kill('SIGINT')
    expect(await run.exited).toBe(0)
    await expect(fetch(`${apiUrl}/`)).rejects.toThrow()
    for (const [, , rpcUrl] of rpcUrls)
      await expect(fetch(rpcUrl as string, { method: 'POST', body: '{}' })).rejects.toThrow()
  })

  it('--info-file writes the description while it runs, and SIGTERM removes it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'stx-info-')), 'public', 'devnet.json')
    const run = bin([
      'devnet',
      '--port',
      '0',
      '--rpc-port',
      '0',
      '--chains',
      '1',
      '--info-file',
      file,
    ])
    const printed = await run.readUntil(/Press Ctrl-C to stop\./)
    expect(printed).toContain(`Description   ${file}`)
    const parsed = devnetDescriptionSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
    expect(parsed.success).toBe(true)
    const apiUrl = /API base URL\s+(\S+)/.exec(printed)?.[1]
    expect(parsed.data?.apiUrl).toBe(apiUrl)
    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
    expect(existsSync(file)).toBe(false)
  })

  it('--anvil runs the anvil at that path', async () => {
    const ours = join(mkdtempSync(join(tmpdir(), 'stx-anvil-')), 'my-anvil')
    symlinkSync(resolveAnvilBinary(), ours)
    const run = bin(['devnet', '--port', '0', '--rpc-port', '0', '--chains', '1', '--anvil', ours])
    await run.readUntil(/Press Ctrl-C to stop\./)
    const anvil = readFileSync(`/proc/${run.child.pid}/task/${run.child.pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0])
    expect(anvil).toContain(ours)
    run.child.kill('SIGINT')
    expect(await run.exited).toBe(0)
  })

  it('an anvil that cannot run: the reason and what to do, no stack trace, exit 1', async () => {
    const run = bin(['devnet', '--port', '0', '--rpc-port', '0', '--anvil', '/nonexistent/anvil'])
    expect(await run.exited).toBe(1)
    expect(run.printed()).toContain('Cannot run anvil at /nonexistent/anvil')
    expect(run.printed()).toContain('`--anvil <path>`')
    expect(run.printed()).not.toMatch(/^\s+at /m)
  })

  it.each([
    ['the API port', '--port', 'the devnet API', ['--rpc-port', '0']],
    ['an RPC port', '--rpc-port', 'the RPC of chain 31337', ['--port', '0']],
  ])(
    '%s taken: one line naming the port and the flag, no stack trace, exit 1',
    async (_, flag, what, other) => {
      const taken = createServer()
      await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r))
      const { port } = taken.address() as AddressInfo
      try {
        const run = bin(['devnet', '--chains', '1', ...other, flag, String(port)])
        expect(await run.exited).toBe(1)
        expect(run.printed()).toBe(
          `Starting the devnet (anvil chains, contracts, API)...\nPort ${port} is already in use (${what}): pass ${flag} <n> (or ${flag === '--port' ? 'DEVNET_PORT' : 'DEVNET_RPC_PORT'}), or ${flag} 0 for ${flag === '--port' ? 'a free one' : 'free ones'}.\n`,
        )
      } finally {
        await new Promise((r) => taken.close(r))
      }
    },
  )

  it("--version prints the package's version, exit 0", async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
    for (const flag of ['--version', '-v']) {
      const run = bin([flag])
      expect(await run.exited).toBe(0)
      expect(run.printed()).toBe(`${version}\n`)
    }
  })

  it('a wrong flag says which and where the options are, exit 2; --help lists them, exit 0', async () => {
    const wrong = bin(['devnet', '--port', 'x'])
    expect(await wrong.exited).toBe(2)
    expect(wrong.printed()).toBe(
      '--port takes a port 0-65535, got x.\nRun `supertx-kit devnet --help` for its options.\n',
    )
    const help = bin(['devnet', '--help'])
    expect(await help.exited).toBe(0)
    for (const flag of [
      '--port',
      '--rpc-port',
      '--chains',
      '--api-key',
      '--state',
      '--anvil',
      '--info-file',
    ])
      expect(help.printed()).toContain(`  ${flag} `)
    const none = bin([])
    expect(await none.exited).toBe(2)
    expect(none.printed()).toContain('devnet   start the local supertransaction network')
  })
})

describe('parseDevnetOptions', () => {
  it('reads flags over environment variables', () => {
    expect(
      parseDevnetOptions(['--chains', '31337,31338', '--rpc-port', '9000', '--api-key', 'k'], {
        DEVNET_CHAINS: '3',
        DEVNET_PORT: '0',
        DEVNET_STATE: '.devnet',
        DEVNET_ANVIL: '/opt/anvil',
        DEVNET_INFO_FILE: 'public/devnet.json',
      }),
    ).toEqual({
      devnet: {
        port: 0,
        chains: { chainIds: [31337, 31338] },
        rpcPorts: [9000, 9001],
        apiKey: 'k',
        stateDir: '.devnet',
        anvilBinary: '/opt/anvil',
      },
      infoFile: 'public/devnet.json',
    })
  })

  it('has no --encoding flag: the devnet speaks the Nexus encoding only', () => {
    expect(() => parseDevnetOptions(['--encoding', 'devnet'], {})).toThrow(
      "Unknown option '--encoding'",
    )
  })

  it('defaults to the documented ports and two chains', () => {
    expect(parseDevnetOptions([], {})).toEqual({
      devnet: { port: 4337, chains: 2, rpcPorts: [8545, 8546] },
    })
  })

  it.each([
    [['--rpc-port', '65535', '--chains', '2'], '--rpc-port takes a port 0-65535, got 65535.'],
    [['--chains', '0'], '--chains takes a count or chain ids separated by commas, got 0.'],
    [['--anvil', ''], '--anvil needs a path.'],
  ])('refuses %j', (args, message) => {
    expect(() => parseDevnetOptions(args, {})).toThrow(message)
  })
})
