import { describe, expect, it } from 'vitest'
import { spawnAnvil } from '../../src/devnet/anvil.js'

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
})
