// Every explorer link the kit renders starts from the config's explorer base: it must be https:,
// http: on this machine, or a path on the app's origin. Checked when the config is created.
import { describe, expect, it } from 'vitest'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import {
  MEE_SCAN_URL,
  SUPERTX_API_URL,
  SUPERTX_STAGING_API_URL,
} from '../../../src/core/config/presets.js'
import { InvalidClientConfigError } from '../../../src/core/errors/config.js'

const hash = `0x${'ab'.repeat(32)}`

describe('the explorer base of the config', () => {
  it.each([
    ['https://explorer.example/', 'https://explorer.example'],
    ['http://127.0.0.1:4337', 'http://127.0.0.1:4337'],
    ['http://localhost:4337/', 'http://localhost:4337'],
    ['http://[::1]:4337', 'http://[::1]:4337'],
    ['/explorer', '/explorer'],
  ])('accepts %s', (explorerUrl, base) => {
    const config = createSupertxConfig({ baseUrl: 'https://api.example', explorerUrl })
    expect(config.explorerUrl).toBe(base)
    expect(config.getExplorerUrl(hash)).toBe(`${base}/details/${hash}`)
  })

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'http://phishing.example',
    'http://127.0.0.1.phishing.example',
    '//phishing.example',
    'ftp://127.0.0.1',
    '',
  ])('refuses %s with InvalidClientConfigError', (explorerUrl) => {
    expect(() => createSupertxConfig({ baseUrl: 'https://api.example', explorerUrl })).toThrow(
      InvalidClientConfigError,
    )
  })

  it('refuses a default taken from a plain-http baseUrl on another host, saying where it came from', () => {
    expect(() => createSupertxConfig({ baseUrl: 'http://10.0.0.5:4337' })).toThrow(
      /`explorerUrl` must be an https: URL, or http: on localhost, 127.0.0.1 or \[::1\] \(got http:\/\/10\.0\.0\.5:4337\): it defaults to the origin of an http: baseUrl/,
    )
    expect(createSupertxConfig({ baseUrl: 'http://127.0.0.1:4337/v1' }).explorerUrl).toBe(
      'http://127.0.0.1:4337',
    )
  })

  it('keeps a hash given to getExplorerUrl inside the details path', () => {
    const config = createSupertxConfig({ baseUrl: 'http://127.0.0.1:4337' })
    expect(config.getExplorerUrl('../../../evil?x=1#')).toBe(
      'http://127.0.0.1:4337/details/..%2F..%2F..%2Fevil%3Fx%3D1%23',
    )
  })

  it.each([
    SUPERTX_API_URL,
    SUPERTX_STAGING_API_URL,
    '/api/supertx',
    'https://app.example/api/supertx',
  ])('defaults to MEE Scan for the real service (%s), as its SDK links', (baseUrl) => {
    const config = createSupertxConfig({ baseUrl })
    expect(config.explorerUrl).toBe(MEE_SCAN_URL)
    expect(config.getExplorerUrl(hash)).toBe(`https://meescan.biconomy.io/details/${hash}`)
  })

  it("defaults to the devnet's own explorer for a devnet on this machine", () => {
    expect(createSupertxConfig({ baseUrl: 'http://localhost:4337' }).explorerUrl).toBe(
      'http://localhost:4337',
    )
  })
})
