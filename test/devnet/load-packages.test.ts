// The devnet runs on optional peers (hono, @hono/node-server, @foundry-rs/anvil): importing it
// needs none of them, and starting it without them names every missing one with the line that
// installs them. The missing packages are real: Node's resolver looks for them where they are not.
import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { resolveAnvilBinary } from '../../src/devnet/anvil.js'
import {
  DevnetDependencyMissingError,
  toDevnetDependencyError,
} from '../../src/devnet/dependencies.js'
import { loadDevnetPackages, loadHttpServer } from '../../src/devnet/load-packages.js'

const root = resolve(import.meta.dirname, '../..')
const fixtures = join(import.meta.dirname, 'fixtures')

/** startDevnet in a node process where `uninstalled` cannot be found; its one JSON line. */
async function startWithout(uninstalled: string[], parameters: object = {}) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      join(fixtures, 'uninstall-packages.mjs'),
      join(fixtures, 'start-devnet-child.ts'),
      JSON.stringify(parameters),
    ],
    { cwd: root, env: { ...process.env, UNINSTALL: uninstalled.join(',') } },
  )
  return JSON.parse(stdout.trim().split('\n').at(-1) as string) as {
    name?: string
    code?: string
    packageNames?: string[]
    binary?: string
    message?: string
    apiUrl?: string
  }
}

describe('the devnet without its optional peers', () => {
  it('imports without hono and @hono/node-server; starting names both and the npm line', async () => {
    const result = await startWithout(['hono', '@hono/node-server'])
    expect(result.name).toBe('DevnetDependencyMissingError')
    expect(result.code).toBe('DEVNET_DEPENDENCY_MISSING')
    expect(result.packageNames).toEqual(['hono', '@hono/node-server'])
    expect(result.message).toMatch(
      /^supertx-kit\/devnet needs hono and @hono\/node-server, which are not installed\. Install them: npm i -D hono @hono\/node-server$/m,
    )
  })

  it('without hono alone still names hono (@hono/node-server fails on it too)', async () => {
    const result = await startWithout(['hono'])
    expect(result.packageNames).toEqual(['hono'])
    expect(result.message).toContain('npm i -D hono\n')
  })

  it('starts with the peers there (the hook hides nothing when asked for nothing)', async () => {
    const result = await startWithout([])
    expect(result.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('without @foundry-rs/anvil, the anvil lookup says which package to install', () => {
    const elsewhere = pathToFileURL(join(mkdtempSync(join(tmpdir(), 'stx-app-')), 'app.js')).href
    const error = (() => {
      try {
        return resolveAnvilBinary(elsewhere)
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(DevnetDependencyMissingError)
    expect((error as DevnetDependencyMissingError).packageNames).toEqual(['@foundry-rs/anvil'])
    expect((error as DevnetDependencyMissingError).message).toContain('npm i -D @foundry-rs/anvil')
    // The alternative it offers exists: startDevnet takes anvilBinary (anvil-binary.test.ts).
    expect((error as DevnetDependencyMissingError).message).toContain('`anvilBinary`')
    // With the package there, the same lookup finds the binary.
    expect(resolveAnvilBinary()).toMatch(/@foundry-rs\/anvil-[\w-]+\/bin\/anvil$/)
  })

  it('a given anvilBinary is not looked up: only the missing HTTP packages are named', async () => {
    const result = await startWithout(['hono', '@hono/node-server'], {
      anvilBinary: '/nonexistent/anvil',
    })
    expect(result.packageNames).toEqual(['hono', '@hono/node-server'])
  })

  it('names several missing packages in one sentence, in install order', () => {
    // (Every package missing at once, for real, is test/package/packed-app.ts's app without peers.)
    const error = new DevnetDependencyMissingError({
      packageNames: ['hono', '@foundry-rs/anvil', '@hono/node-server'],
    })
    expect(error.shortMessage).toBe(
      'supertx-kit/devnet needs @foundry-rs/anvil, hono and @hono/node-server, which are not installed. Install them: npm i -D @foundry-rs/anvil hono @hono/node-server',
    )
    expect(error.packageName).toBe('@foundry-rs/anvil')
  })

  it('maps only a devnet package’s "not found" and leaves every other error alone', () => {
    const notFound = (name: string) =>
      Object.assign(new Error(`Cannot find package '${name}' imported from /app/x.js`), {
        code: 'ERR_MODULE_NOT_FOUND',
      })
    expect(toDevnetDependencyError(notFound('hono'))).toBeInstanceOf(DevnetDependencyMissingError)
    const other = notFound('left-pad')
    expect(toDevnetDependencyError(other)).toBe(other)
    const syntax = new SyntaxError("Unexpected token 'hono'")
    expect(toDevnetDependencyError(syntax)).toBe(syntax)
  })

  it('with the peers installed, loads the API app, its server and the anvil binary', async () => {
    const { createApiApp, serveApp } = await loadHttpServer()
    expect(typeof createApiApp).toBe('function')
    expect(typeof serveApp).toBe('function')
    const { anvilBinary } = await loadDevnetPackages(undefined)
    expect(anvilBinary).toBe(resolveAnvilBinary())
    expect((await loadDevnetPackages('/opt/anvil')).anvilBinary).toBe('/opt/anvil')
  })
})
