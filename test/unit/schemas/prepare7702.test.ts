import { describe, expect, it } from 'vitest'
import {
  authorization,
  delegation,
  instruction,
  owner,
  usdc,
} from '../../../fixtures/openapi-bodies.js'
import {
  prepare7702RequestSchema,
  prepare7702ResponseSchema,
} from '../../../src/core/schemas/prepare7702.js'
import { codesAndPaths, problems, valid, without } from './helpers.js'

const request = {
  mode: 'eoa-7702',
  ownerAddress: owner,
  instructions: [instruction],
  fundingTokens: [{ tokenAddress: usdc, chainId: 1, amount: '1' }],
  feeToken: { address: usdc, chainId: 1 },
}

describe('prepare7702 request (spec: POST /v1/mee/prepare7702)', () => {
  it('accepts instructions as the build endpoints return them', () => {
    valid(prepare7702RequestSchema, { ...request, authorizations: [authorization], gasLimit: '1' })
  })

  it.each(['mode', 'ownerAddress', 'instructions'])('requires %s', (field) => {
    expect(codesAndPaths(problems(prepare7702RequestSchema, without(request, [field])))).toEqual([
      ['REQUIRED', field],
    ])
  })

  it('rejects an empty instructions list (spec: Limits, at least 1)', () => {
    expect(problems(prepare7702RequestSchema, { ...request, instructions: [] })).toEqual([
      {
        code: 'TOO_SMALL',
        path: ['instructions'],
        message: 'instructions must have at least 1 item (got 0)',
      },
    ])
  })
})

describe('prepare7702 response', () => {
  it('accepts authorizations to sign, chainId 0 meaning multichain', () => {
    valid(prepare7702ResponseSchema, [{ address: delegation, chainId: 0, nonce: 3 }])
  })

  it.each(['address', 'chainId', 'nonce'])('requires %s on each item', (field) => {
    const item = { address: delegation, chainId: 1, nonce: 0 }
    expect(codesAndPaths(problems(prepare7702ResponseSchema, [without(item, [field])]))).toEqual([
      ['REQUIRED', `0.${field}`],
    ])
  })
})
