import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveApp } from '../../../src/devnet/api/serve-app.js'
import { DEFAULT_DEVNET_API_KEY, startDevnet } from '../../../src/devnet/index.js'
import { assertConformsToOpenApi } from '../openapi/conformance.js'

type Devnet = Awaited<ReturnType<typeof startDevnet>>

async function rpcChainId(url: string): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  return ((await res.json()) as { result: string }).result
}

describe('startDevnet', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ chains: 2 })
  })
  afterAll(() => devnet?.stop())

  it('serves the API and its explorer on 127.0.0.1 with the documented default key', async () => {
    expect(devnet.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(devnet.explorerUrl).toBe(devnet.apiUrl)
    expect(devnet.apiKey).toBe(DEFAULT_DEVNET_API_KEY)
    const index = await fetch(`${devnet.apiUrl}/`)
    expect(await index.json()).toMatchObject({
      explorer: `${devnet.explorerUrl}/details/<supertxHash>`,
    })
  })

  it('runs the chains it reports, each advertising the devnet explorer', async () => {
    expect(devnet.chains).toHaveLength(2)
    for (const chain of devnet.chains) {
      const rpcUrl = chain.rpcUrls.default.http[0] as string
      expect(rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(Number(await rpcChainId(rpcUrl))).toBe(chain.id)
      expect(chain.blockExplorers?.default.url).toBe(`${devnet.explorerUrl}/chains/${chain.id}`)
      expect(devnet.deployments[chain.id]?.tokens.USDC.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    }
    expect(devnet.accounts.length).toBeGreaterThan(0)
  })

  it('answers with the real service once started (no 503), conforming to the OpenAPI', async () => {
    const res = await fetch(`${devnet.apiUrl}/v1/mee/orchestrator`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': devnet.apiKey },
      body: JSON.stringify({
        ownerAddress: devnet.accounts[0]?.address,
        chains: devnet.chains.map((c) => c.id),
      }),
    })
    expect(res.status).toBe(200)
    assertConformsToOpenApi('POST', '/v1/mee/orchestrator', 200, await res.json())
    const receipt = await fetch(`${devnet.apiUrl}/v1/explorer/0x${'12'.repeat(32)}`, {
      headers: { 'x-api-key': devnet.apiKey },
    })
    expect(receipt.status).toBe(404)
  })
})

describe('startDevnet().stop()', () => {
  it('stops the API and every chain, and can be called twice', async () => {
    const devnet = await startDevnet({ chains: 2, apiKey: 'my-key' })
    expect(devnet.apiKey).toBe('my-key')
    // A keep-alive connection must not hold the server open.
    await (await fetch(`${devnet.apiUrl}/`)).text()
    await Promise.all([devnet.stop(), devnet.stop()])
    await devnet.stop()
    await expect(fetch(`${devnet.apiUrl}/`)).rejects.toThrow()
    for (const chain of devnet.chains) {
      await expect(rpcChainId(chain.rpcUrls.default.http[0] as string)).rejects.toThrow()
    }
  })

  it('refuses a port in use with a clear message', async () => {
    const first = await startDevnet({ chains: 1 })
    try {
      const port = Number(new URL(first.apiUrl).port)
      await expect(startDevnet({ chains: 1, port })).rejects.toThrow(
        `Cannot start the devnet API: port ${port} on 127.0.0.1 is already in use.`,
      )
    } finally {
      await first.stop()
    }
  })

  it('closes its HTTP server when the chains fail to start', async () => {
    const probe = await serveApp({ fetch: () => new Response() })
    await probe.close()
    const start = startDevnet({ port: probe.port, chains: { chainIds: [-5] } })
    await expect(start).rejects.toThrow()
    await expect(fetch(`${probe.url}/`)).rejects.toThrow()
  })
})
