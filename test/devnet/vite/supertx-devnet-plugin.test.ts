// The Vite plugin on real Vite servers: the devnet starts with the dev server, its description is
// served for fetchDevnet, a config restart keeps the same devnet, and closing the server stops it
// (no anvil left). A devnet that cannot start is reported to the page, with its reason.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, createServer, preview, type ViteDevServer } from 'vite'
import { describe, expect, it } from 'vitest'
import { supertxDevnet } from '../../../src/devnet/vite/index.js'
import { isAllowedHost } from '../../../src/devnet/vite/serve-description.js'
import {
  DevnetDescriptionError,
  devnetChains,
  devnetTransports,
  fetchDevnet,
} from '../../../src/devnet-client/index.js'
import { childAnvilPids, waitUntilGone } from '../fixtures/processes.js'

/** A one-page app folder. */
function appRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'stx-vite-app-'))
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><script type="module" src="/main.js"></script>',
  )
  writeFileSync(join(root, 'main.js'), 'document.title = "app"\n')
  return root
}

async function devServer(plugin: ReturnType<typeof supertxDevnet>): Promise<ViteDevServer> {
  const server = await createServer({
    configFile: false,
    root: appRoot(),
    logLevel: 'silent',
    plugins: [plugin],
    server: { host: '127.0.0.1', port: 0, strictPort: false, ws: false },
  })
  await server.listen()
  return server
}

const urlOf = (server: { resolvedUrls: { local: string[] } | null }) =>
  new URL('/__supertx/devnet.json', server.resolvedUrls?.local[0]).href

describe('supertxDevnet() on a Vite dev server', () => {
  it('starts the devnet, serves its description, and stops it with the server', async () => {
    const plugin = supertxDevnet({ enabled: true, devnet: { chains: 1 } })
    const server = await devServer(plugin)
    const url = urlOf(server)
    let apiUrl = ''
    let anvils: number[] = []
    try {
      const devnet = await fetchDevnet({ url })
      apiUrl = devnet.apiUrl
      expect(devnet.apiUrl).toBe((await plugin.api.devnet()).apiUrl)
      expect((await fetch(`${devnet.apiUrl}/`)).status).toBe(200)
      const [chain] = devnetChains(devnet)
      const { createPublicClient } = await import('viem')
      const client = createPublicClient({ chain, transport: devnetTransports(devnet)[chain!.id]! })
      expect(await client.getChainId()).toBe(31337)
      anvils = childAnvilPids()
      expect(anvils).toHaveLength(1)
    } finally {
      await server.close()
    }
    expect(await waitUntilGone(anvils)).toEqual([])
    await expect(fetch(url)).rejects.toThrow()
    await expect(fetch(`${apiUrl}/`)).rejects.toThrow()
  })

  it('keeps the same devnet across a config restart, and stops it on the final close', async () => {
    const plugin = supertxDevnet({ enabled: true, devnet: { chains: 1 } })
    const server = await devServer(plugin)
    try {
      const before = await fetchDevnet({ url: urlOf(server) })
      const anvils = childAnvilPids()
      await server.restart()
      const after = await fetchDevnet({ url: urlOf(server) })
      expect(after).toEqual(before)
      expect(childAnvilPids()).toEqual(anvils)
    } finally {
      await server.close()
    }
    expect(await waitUntilGone(childAnvilPids())).toEqual([])
    expect(childAnvilPids()).toEqual([])
  })

  it("answers the page with the devnet's own reason when it cannot start", async () => {
    const plugin = supertxDevnet({ enabled: true, devnet: { chains: { chainIds: [-5] } } })
    const server = await devServer(plugin)
    try {
      const error = await fetchDevnet({ url: urlOf(server) }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(DevnetDescriptionError)
      expect(error).toMatchObject({ problem: 'not-started' })
      expect((error as Error).message).toContain('startChains: ')
      await expect(plugin.api.devnet()).rejects.toThrow('startChains: ')
    } finally {
      await server.close()
    }
  })

  it('does nothing when disabled, and by default under vitest: the page is told to add it', async () => {
    expect(process.env.VITEST).toBeTruthy()
    for (const plugin of [supertxDevnet(), supertxDevnet({ enabled: false })]) {
      const server = await devServer(plugin)
      try {
        const error = await fetchDevnet({ url: urlOf(server) }).catch((e: unknown) => e)
        expect(error).toMatchObject({ problem: 'not-served' })
        expect(childAnvilPids()).toEqual([])
      } finally {
        await server.close()
      }
    }
  })

  it('runs with `vite preview` too', async () => {
    const root = appRoot()
    const outDir = join(root, 'dist')
    mkdirSync(outDir)
    await build({ configFile: false, root, logLevel: 'silent', build: { outDir } })
    const plugin = supertxDevnet({ enabled: true, devnet: { chains: 1 } })
    const server = await preview({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [plugin],
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0 },
    })
    let anvils: number[] = []
    try {
      const devnet = await fetchDevnet({ url: urlOf(server) })
      expect(devnet.chains).toHaveLength(1)
      anvils = childAnvilPids()
    } finally {
      await server.close()
    }
    expect(await waitUntilGone(anvils)).toEqual([])
  })

  it('serves the description (which holds the API key) only to the hosts Vite serves pages to', async () => {
    const plugin = supertxDevnet({ enabled: true, devnet: { chains: 1 } })
    const server = await devServer(plugin)
    try {
      const url = new URL(urlOf(server))
      await plugin.api.devnet()
      // A page on another site whose DNS record points here (DNS rebinding) sends its own Host.
      const asHost = (host: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = request(url, { headers: { host } }, (res) => {
            let body = ''
            res.on('data', (chunk) => {
              body += chunk
            })
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
          })
          req.on('error', reject)
          req.end()
        })
      // Vite 8 refuses it before the plugin does (which covers a Vite without that check).
      const rebound = await asHost('attacker.example')
      expect(rebound.status).toBe(403)
      expect(rebound.body).not.toContain('devnet-local-key')
      expect(rebound.body).toContain('server.allowedHosts')
      expect((await asHost(`localhost:${url.port}`)).status).toBe(200)
    } finally {
      await server.close()
    }
  })
})

describe('isAllowedHost', () => {
  it.each([
    ['127.0.0.1:5173', [], true],
    ['[::1]:5173', [], true],
    ['localhost', [], true],
    ['app.localhost:5173', [], true],
    ['attacker.example', [], false],
    ['dev.example.com', ['dev.example.com'], true],
    ['a.dev.example.com', ['.dev.example.com'], true],
    ['dev.example.com.attacker.example', ['.dev.example.com'], false],
    ['anything', true, true],
  ] as const)('%s with %j: %s', (host, allowed, expected) => {
    expect(isAllowedHost(host, allowed)).toBe(expected)
  })
})
