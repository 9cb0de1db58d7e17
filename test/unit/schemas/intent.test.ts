import { describe, expect, it } from 'vitest'
import { instruction, owner, usdc, usdcBase } from '../../../fixtures/openapi-bodies.js'
import {
  intentSimpleRequestSchema,
  intentSimpleResponseSchema,
} from '../../../src/core/schemas/intent.js'
import { codesAndPaths, problems, valid, without } from './helpers.js'

const request = {
  srcToken: usdcBase,
  dstToken: usdc,
  srcChainId: 8453,
  dstChainId: 1,
  ownerAddress: owner,
  amount: '1000000',
  mode: 'eoa',
  allowBridgeProviders: 'across,lifi',
}

const route = {
  summary: 'USDC on Base -> USDC on Ethereum via the devnet bridge',
  steps: [
    {
      type: 'bridge',
      protocol: 'devnet-bridge',
      srcToken: usdcBase,
      dstToken: usdc,
      srcChainId: 8453,
      dstChainId: 1,
      inputAmount: '1000000',
      outputAmount: '1000000',
      minOutputAmount: '990000',
      isFirstStep: true,
    },
  ],
  totalGasFeesUsd: 0.12,
  totalBridgeFeesUsd: 0,
  estimatedTime: 30,
  outputAmount: '1000000',
  minOutputAmount: '990000',
  type: 'bridge',
}

describe('intent-simple request (spec: POST /v1/instructions/intent-simple)', () => {
  it('accepts a swap request and defaults slippage to 0.01', () => {
    expect(valid(intentSimpleRequestSchema, request).slippage).toBe(0.01)
  })

  it.each(['srcToken', 'dstToken', 'srcChainId', 'dstChainId', 'ownerAddress', 'amount', 'mode'])(
    'requires %s',
    (field) => {
      expect(codesAndPaths(problems(intentSimpleRequestSchema, without(request, [field])))).toEqual(
        [['REQUIRED', field]],
      )
    },
  )

  it.each([
    [1.0000001, 'TOO_BIG'],
    [-0.1, 'TOO_SMALL'],
  ])('rejects slippage %s (spec: Limits, 0 to 1 inclusive)', (slippage, code) => {
    expect(codesAndPaths(problems(intentSimpleRequestSchema, { ...request, slippage }))).toEqual([
      [code, 'slippage'],
    ])
  })
})

describe('intent-simple response', () => {
  const response = {
    instructions: [instruction],
    outputAmount: '1000000',
    minOutputAmount: '990000',
    route,
  }

  it('accepts instructions, amounts and a route', () => {
    expect(valid(intentSimpleResponseSchema, response).route.steps).toHaveLength(1)
  })

  it.each(['instructions', 'outputAmount', 'minOutputAmount', 'route'])('requires %s', (field) => {
    expect(codesAndPaths(problems(intentSimpleResponseSchema, without(response, [field])))).toEqual(
      [['REQUIRED', field]],
    )
  })

  it('rejects an output amount in decimal units instead of wei', () => {
    expect(
      codesAndPaths(problems(intentSimpleResponseSchema, { ...response, outputAmount: '1.0' })),
    ).toEqual([['INVALID_FORMAT', 'outputAmount']])
  })
})
