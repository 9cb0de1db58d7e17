// The one word an upgrade notice shows, from the lookup and the run (core `upgradeStatus`): a
// background lookup that fails while an answer is already there keeps that answer, so the notice
// shows what it knows rather than an error with nothing to say.
import { describe, expect, it } from 'vitest'
import type { GetOrchestratorReturnType } from '../../../src/core/actions/getOrchestrator.js'
import { upgradeStatus } from '../../../src/core/upgrade/upgradeStatus.js'

const legacy = '0x1111111111111111111111111111111111111111'
const lookupData = {
  deployments: [
    { chainId: 31337, address: legacy, addressVersion: '2.1.0', isUpgradeNeeded: true },
  ],
} as unknown as GetOrchestratorReturnType
const idle = { status: 'idle' } as const

describe('upgradeStatus', () => {
  it('a refetch that fails while the lookup has data: the data decides (needed), not the error', () => {
    expect(
      upgradeStatus({
        lookup: { data: lookupData, error: new Error('503'), pending: false },
        run: idle,
      }),
    ).toBe('needed')
  })

  it('a lookup that fails with no data: error', () => {
    expect(
      upgradeStatus({
        lookup: { data: undefined, error: new Error('503'), pending: false },
        run: idle,
      }),
    ).toBe('error')
  })

  it('the run failing is an error whatever the lookup holds', () => {
    expect(
      upgradeStatus({
        lookup: { data: lookupData, error: null, pending: false },
        run: { status: 'error' },
      }),
    ).toBe('error')
  })
})
