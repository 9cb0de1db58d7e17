// The devnet-only POST /dev/legacy-account and startDevnet({ legacyAccounts }): a legacy 2.1.0
// account to upgrade, over real HTTP on a real devnet.
import { describe, expect, it } from 'vitest'
import { startDevnet } from '../../../src/devnet/index.js'
import { setupDevnet } from '../setup-devnet.js'

const devnet = setupDevnet(() => startDevnet({ chains: 2, legacyAccounts: [startOwner] }))
const owner = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' // dev account 3
const startOwner = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65' // dev account 4

const post = (path: string, body: unknown, apiKey = devnet.apiKey) =>
  fetch(`${devnet.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify(body),
  })

type Lookup = {
  deployments: { chainId: number; addressVersion: string; isUpgradeNeeded: boolean }[]
}
const legacyChains = async (ownerAddress: string) => {
  const res = await post('/v1/mee/orchestrator', { ownerAddress })
  expect(res.status).toBe(200)
  const { deployments } = (await res.json()) as Lookup
  return deployments
    .filter((d) => d.addressVersion === '2.1.0' && d.isUpgradeNeeded)
    .map((d) => d.chainId)
}

describe('legacy 2.1.0 accounts on the devnet', () => {
  it('startDevnet({ legacyAccounts }) has them deployed before it resolves', async () => {
    expect(await legacyChains(startOwner)).toEqual(devnet.chains.map((c) => c.id))
  })

  it('POST /dev/legacy-account deploys one on the chains asked for', async () => {
    expect(await legacyChains(owner)).toEqual([])
    const chainId = devnet.chains[1]!.id
    const res = await post('/dev/legacy-account', { ownerAddress: owner, chainIds: [chainId] })
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      accountVersion: string
      deployments: { chainId: number }[]
    }
    expect(body.accountVersion).toBe('2.1.0')
    expect(body.deployments.map((d) => d.chainId)).toEqual([chainId])
    expect(await legacyChains(owner)).toEqual([chainId])
  })

  it('requires the API key and validates the body like every other route', async () => {
    expect((await post('/dev/legacy-account', { ownerAddress: owner }, 'wrong')).status).toBe(401)
    const res = await post('/dev/legacy-account', { ownerAddress: 'nope' })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_ERROR')
  })
})
