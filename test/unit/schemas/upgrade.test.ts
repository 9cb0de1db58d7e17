import { describe, expect, it } from 'vitest'
import { delegation, owner, quoteResponse, usdc } from '../../../fixtures/openapi-bodies.js'
import { upgradeRequestSchema, upgradeResponseSchema } from '../../../src/core/schemas/upgrade.js'
import { codesAndPaths, problems, valid, without } from './helpers.js'

const request = { ownerAddress: owner, mode: 'smart-account', chainIds: [1, 8453] }
const detail = {
  chainId: 1,
  addressVersion: '2.1.0',
  address: delegation,
  nexusVersion: '2.1.0',
  targetVersion: '2.2.1',
}

describe('upgrade request (spec: POST /v1/mee/upgrade)', () => {
  it('accepts eoa and smart-account, with simulate defaulting to true', () => {
    expect(valid(upgradeRequestSchema, request).simulate).toBe(true)
    valid(upgradeRequestSchema, {
      ...request,
      mode: 'eoa',
      feeToken: { address: usdc, chainId: 1 },
      simulate: false,
    })
  })

  it.each(['ownerAddress', 'mode', 'chainIds'])('requires %s', (field) => {
    expect(codesAndPaths(problems(upgradeRequestSchema, without(request, [field])))).toEqual([
      ['REQUIRED', field],
    ])
  })

  it('rejects eoa-7702 and says why', () => {
    expect(problems(upgradeRequestSchema, { ...request, mode: 'eoa-7702' })).toEqual([
      {
        code: 'INVALID_VALUE',
        path: ['mode'],
        message:
          'mode must be "eoa" or "smart-account": the upgrade is for orchestrator smart accounts, and an eoa-7702 EOA delegates to the current implementation directly, so it has nothing to upgrade (got "eoa-7702")',
      },
    ])
  })

  it('rejects a feeToken with a gasRefundAddress (the spec lists address and chainId)', () => {
    const body = { ...request, feeToken: { address: usdc, chainId: 1, gasRefundAddress: owner } }
    expect(codesAndPaths(problems(upgradeRequestSchema, body))).toEqual([
      ['UNRECOGNIZED_KEYS', 'feeToken.gasRefundAddress'],
    ])
  })
})

describe('upgrade response (spec: quote response plus upgradeDetails)', () => {
  it('accepts a simple quote with its upgrade details', () => {
    const parsed = valid(upgradeResponseSchema, { ...quoteResponse, upgradeDetails: [detail] })
    expect(parsed.upgradeDetails[0]?.targetVersion).toBe('2.2.1')
  })

  it('requires upgradeDetails', () => {
    expect(codesAndPaths(problems(upgradeResponseSchema, quoteResponse))).toEqual([
      ['REQUIRED', 'upgradeDetails'],
    ])
  })

  it.each(Object.keys(detail))('requires %s on each detail', (field) => {
    const body = { ...quoteResponse, upgradeDetails: [without(detail, [field])] }
    expect(codesAndPaths(problems(upgradeResponseSchema, body))).toEqual([
      ['REQUIRED', `upgradeDetails.0.${field}`],
    ])
  })
})
