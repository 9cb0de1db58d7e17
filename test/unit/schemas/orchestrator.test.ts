import { describe, expect, it } from 'vitest'
import { delegation, owner } from '../../../fixtures/openapi-bodies.js'
import {
  orchestratorRequestSchema,
  orchestratorResponseSchema,
} from '../../../src/core/schemas/orchestrator.js'
import { codesAndPaths, problems, valid } from './helpers.js'
import { openapiExample } from './openapi-example.js'

describe('orchestrator request (spec: POST /v1/mee/orchestrator)', () => {
  it('accepts an owner and unique chains', () => {
    valid(orchestratorRequestSchema, { ownerAddress: owner, chains: [1, 8453] })
  })

  it("accepts the OpenAPI's example request", () => {
    valid(orchestratorRequestSchema, openapiExample('/v1/mee/orchestrator', 'request'))
  })

  it('accepts ownerAddress alone: the upgrade lookup', () => {
    valid(orchestratorRequestSchema, { ownerAddress: owner })
  })

  it('requires ownerAddress', () => {
    expect(codesAndPaths(problems(orchestratorRequestSchema, { chains: [1] }))).toEqual([
      ['REQUIRED', 'ownerAddress'],
    ])
  })

  it('rejects an empty chains list (spec: Limits, at least 1)', () => {
    expect(problems(orchestratorRequestSchema, { ownerAddress: owner, chains: [] })).toEqual([
      { code: 'TOO_SMALL', path: ['chains'], message: 'chains must have at least 1 item (got 0)' },
    ])
  })

  it('rejects a repeated chain id at the repeat (spec: Limits, unique)', () => {
    expect(
      problems(orchestratorRequestSchema, { ownerAddress: owner, chains: [1, 8453, 1] }),
    ).toEqual([
      {
        code: 'INVALID_VALUE',
        path: ['chains', '2'],
        message: 'chains[2] repeats chain id 1 (already at index 0); list each chain once',
      },
    ])
  })

  it('rejects chain ids given as strings and extra fields', () => {
    expect(
      codesAndPaths(
        problems(orchestratorRequestSchema, { ownerAddress: owner, chains: ['1'], mode: 'eoa' }),
      ),
    ).toEqual([
      ['INVALID_TYPE', 'chains.0'],
      ['UNRECOGNIZED_KEYS', 'mode'],
    ])
  })
})

describe('orchestrator response', () => {
  it('accepts address groups (chain ids as strings)', () => {
    const groups = valid(orchestratorResponseSchema, [
      { address: delegation, chains: ['1', '8453'] },
    ])
    expect(groups).toEqual([{ address: delegation, chains: ['1', '8453'] }])
  })

  it('accepts the upgrade lookup of an owner with a legacy account', () => {
    valid(orchestratorResponseSchema, {
      deployments: [
        {
          chainId: 1,
          addressVersion: '2.1.0',
          address: delegation,
          isDeployed: true,
          isUpgradeNeeded: true,
        },
        {
          chainId: 8453,
          addressVersion: '2.2.1',
          address: owner,
          isDeployed: false,
          isUpgradeNeeded: false,
        },
      ],
      upgradedAddresses: { '10': delegation },
    })
  })

  it('rejects a deployment without isUpgradeNeeded, which the upgrade reads', () => {
    const lookup = {
      deployments: [{ chainId: 1, addressVersion: '2.1.0', address: delegation, isDeployed: true }],
      upgradedAddresses: {},
    }
    expect(codesAndPaths(problems(orchestratorResponseSchema, lookup))).toEqual([
      ['REQUIRED', 'deployments.0.isUpgradeNeeded'],
    ])
  })

  it('rejects a group whose chains are numbers', () => {
    expect(
      codesAndPaths(problems(orchestratorResponseSchema, [{ address: delegation, chains: [1] }])),
    ).toEqual([['INVALID_TYPE', '0.chains.0']])
  })
})
