// The Nexus version of each of the owner's accounts, from the orchestrator's upgrade lookup on a
// real HTTP server: a quote's hashes and payload depend on it. A legacy address upgraded in place
// (named in `upgradedAddresses`) runs 2.2.1, though its `addressVersion` stays 2.1.0.
import { describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import { resolveAccountVersions } from '../../../src/core/actions/resolveAccountVersions.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { createMemoryStorage } from '../../../src/core/config/storage.js'

const server = setupScriptedServer()
const owner = '0x1111111111111111111111111111111111111111'
const legacy = '0x2222222222222222222222222222222222222222'
const current = '0x3333333333333333333333333333333333333333'
const deployment = (chainId: number, address: string, addressVersion: string) => ({
  chainId,
  address,
  addressVersion,
  isDeployed: true,
  isUpgradeNeeded: false,
})
const config = () =>
  createSupertxConfig({ baseUrl: server.url, apiKey: 'k', storage: createMemoryStorage() })

describe('resolveAccountVersions', () => {
  it('each account’s addressVersion; one upgraded in place is 2.2.1; other addresses are left out', async () => {
    server.on('POST /v1/mee/orchestrator', {
      json: {
        deployments: [
          deployment(31337, legacy, '2.1.0'),
          deployment(31337, current, '2.2.1'),
          deployment(31338, legacy, '2.1.0'),
          deployment(31339, legacy, '2.1.0'),
        ],
        // 31338's legacy account was upgraded; 31340 names an address that is not the account used.
        upgradedAddresses: { '31338': legacy, '31340': legacy },
      },
    })
    const versions = await resolveAccountVersions(config(), {
      ownerAddress: owner,
      mode: 'smart-account',
      accounts: { 31337: current, 31338: legacy, 31339: legacy, 31340: current },
    })
    expect(versions).toEqual({ 31337: '2.2.1', 31338: '2.2.1', 31339: '2.1.0' })
  })

  it('eoa-7702 asks nothing', async () => {
    let asked = 0
    server.on('POST /v1/mee/orchestrator', () => {
      asked++
      return { json: { deployments: [], upgradedAddresses: {} } }
    })
    const versions = await resolveAccountVersions(config(), {
      ownerAddress: owner,
      mode: 'eoa-7702',
      accounts: { 31337: owner },
    })
    expect(versions).toEqual({})
    expect(asked).toBe(0)
  })
})
