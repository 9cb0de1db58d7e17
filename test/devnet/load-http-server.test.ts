import { describe, expect, it } from 'vitest'
import {
  DevnetDependencyMissingError,
  loadHttpServer,
  toDevnetDependencyError,
} from '../../src/devnet/load-http-server.js'

/** What Node throws when an ES module imports a package that is not installed. */
function moduleNotFound(specifier: string) {
  const error = new Error(
    `Cannot find package '${specifier}' imported from /app/node_modules/supertx-kit/dist/devnet.js`,
  )
  return Object.assign(error, { code: 'ERR_MODULE_NOT_FOUND' })
}

describe('the devnet without its optional HTTP peers', () => {
  it.each(['hono', '@hono/node-server'])('a missing %s says what to install', (name) => {
    const error = toDevnetDependencyError(moduleNotFound(name))
    expect(error).toBeInstanceOf(DevnetDependencyMissingError)
    const missing = error as DevnetDependencyMissingError
    expect(missing.code).toBe('DEVNET_DEPENDENCY_MISSING')
    expect(missing.packageName).toBe(name)
    expect(missing.shortMessage).toContain('supertx-kit/devnet needs hono and @hono/node-server')
    expect(missing.shortMessage).toContain('npm i -D hono @hono/node-server @foundry-rs/anvil')
  })

  it('Node names a missing subpath import by its package too', () => {
    const error = new Error(
      "Cannot find module '/app/node_modules/hono/dist/cors' imported from 'hono/cors'",
    )
    const mapped = toDevnetDependencyError(Object.assign(error, { code: 'ERR_MODULE_NOT_FOUND' }))
    expect((mapped as DevnetDependencyMissingError).packageName).toBe('hono')
  })

  it('leaves every other error alone', () => {
    const other = moduleNotFound('left-pad')
    expect(toDevnetDependencyError(other)).toBe(other)
    const syntax = new SyntaxError("Unexpected token 'hono'")
    expect(toDevnetDependencyError(syntax)).toBe(syntax)
    expect(toDevnetDependencyError(undefined)).toBeUndefined()
  })

  it('with the peers installed, loads the API app and its server', async () => {
    const { createApiApp, serveApp } = await loadHttpServer()
    expect(typeof createApiApp).toBe('function')
    expect(typeof serveApp).toBe('function')
  })
})
