import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')
let child: ChildProcess | undefined

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child?.once('exit', r))
    child.kill('SIGKILL')
    await exited
  }
})

/** Resolves with everything printed up to the first line matching `until`. */
function readUntil(process: ChildProcess, until: RegExp): Promise<string> {
  return new Promise((resolvePrinted, reject) => {
    let printed = ''
    const onData = (chunk: Buffer) => {
      printed += chunk.toString()
      if (until.test(printed)) {
        process.stdout?.off('data', onData)
        resolvePrinted(printed)
      }
    }
    process.stdout?.on('data', onData)
    process.stderr?.on('data', (chunk: Buffer) => {
      printed += chunk.toString()
    })
    process.once('exit', (code) => reject(new Error(`devnet exited (${code}) early:\n${printed}`)))
  })
}

describe('npm run devnet (scripts/devnet.ts)', () => {
  it('prints the API URL, key, explorer, chains, tokens and test accounts; Ctrl-C stops it', async () => {
    child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/devnet.ts',
        '--port',
        '0',
        '--chains',
        '2',
        '--rpc-port',
        '18645',
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    const printed = await readUntil(child, /Press Ctrl-C to stop\./)
    const apiUrl = /API base URL\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(printed)?.[1]
    expect(apiUrl).toBeDefined()
    expect(printed).toMatch(/API key\s+devnet-local-key/)
    expect(printed).toContain(`Explorer      ${apiUrl}/details/<supertxHash>`)
    const rpcUrls = [...printed.matchAll(/^\s+(\d+)\s+(http:\/\/127\.0\.0\.1:\d+)$/gm)]
    expect(rpcUrls).toHaveLength(2)
    // --rpc-port fixes the first chain's port and counts up, so RPC URLs stay put across restarts.
    expect(rpcUrls.map((match) => match[2])).toEqual([
      'http://127.0.0.1:18645',
      'http://127.0.0.1:18646',
    ])
    expect(printed).toMatch(/USDC\s+0x[0-9a-fA-F]{40}/)
    expect(printed).toContain('public test mnemonic')
    expect(printed).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')

    const index = await fetch(`${apiUrl}/`)
    expect(index.status).toBe(200)

    const exited = new Promise<number | null>((r) => child?.once('exit', (code) => r(code)))
    child.kill('SIGINT')
    expect(await exited).toBe(0)
    await expect(fetch(`${apiUrl}/`)).rejects.toThrow()
    for (const [, , rpcUrl] of rpcUrls) {
      await expect(fetch(rpcUrl as string, { method: 'POST', body: '{}' })).rejects.toThrow()
    }
  })
})
