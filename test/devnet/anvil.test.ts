import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { spawnAnvil } from '../../src/devnet/anvil.js'
import { AnvilStartError } from '../../src/devnet/chains/errors.js'
import { waitUntilGone } from './fixtures/processes.js'

async function rpc(url: string, method: string): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
  return ((await res.json()) as { result: unknown }).result
}

describe('spawnAnvil', () => {
  it('starts a Prague chain on 127.0.0.1 with the given chain id and stops it', async () => {
    const anvil = await spawnAnvil({ chainId: 4242 })
    try {
      expect(anvil.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(await rpc(anvil.rpcUrl, 'eth_chainId')).toBe('0x1092')
    } finally {
      await anvil.stop()
    }
    expect(anvil.process.exitCode !== null || anvil.process.signalCode !== null).toBe(true)
    await expect(rpc(anvil.rpcUrl, 'eth_chainId')).rejects.toThrow()
  })

  it('stops an anvil that never listens and says so, instead of waiting forever', async () => {
    // A stand-in binary that starts, writes its pid and then hangs without printing an address.
    const dir = mkdtempSync(join(tmpdir(), 'silent-anvil-'))
    const binary = join(dir, 'anvil')
    writeFileSync(binary, `#!/bin/sh\necho $$ > '${dir}/pid'\nexec sleep 600\n`)
    chmodSync(binary, 0o755)
    try {
      const error = await spawnAnvil({
        chainId: 4243,
        anvilBinary: binary,
        startTimeoutMs: 500,
      }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(AnvilStartError)
      expect(error).toMatchObject({ chainId: 4243, code: 'ANVIL_START_FAILED' })
      expect((error as Error).message).toContain('did not listen within 0.5 s')
      const pid = Number(readFileSync(join(dir, 'pid'), 'utf8'))
      expect(await waitUntilGone([pid])).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
