import { describe, expect, it } from 'vitest'
import {
  buildCcipFlow,
  buildFlow,
  buildRawFlow,
  intentSimpleFlow,
  owner,
  usdcBase,
} from '../../../fixtures/openapi-bodies.js'
import { composeFlowSchema } from '../../../src/core/schemas/quote.js'
import { codesAndPaths, problems, valid, withField, without } from './helpers.js'
import { openapiSchema } from './openapi-example.js'

const strictFlows = [
  ['/instructions/build', buildFlow, ['to', 'chainId', 'functionSignature', 'args']],
  ['/instructions/build-raw', buildRawFlow, ['to', 'chainId', 'data']],
  [
    '/instructions/build-ccip',
    buildCcipFlow,
    ['srcToken', 'dstToken', 'srcChainId', 'dstChainId', 'amount'],
  ],
  [
    '/instructions/intent-simple',
    intentSimpleFlow,
    ['srcToken', 'dstToken', 'srcChainId', 'dstChainId', 'amount'],
  ],
] as const

describe('ComposeFlow (spec: one of, discriminated by type)', () => {
  describe.each(strictFlows)('%s', (_type, flow, required) => {
    it('accepts a valid flow', () => {
      valid(composeFlowSchema, flow)
    })

    it.each(required)('requires data.%s', (field) => {
      expect(codesAndPaths(problems(composeFlowSchema, without(flow, ['data', field])))).toEqual([
        ['REQUIRED', `data.${field}`],
      ])
    })

    it('requires data', () => {
      expect(codesAndPaths(problems(composeFlowSchema, without(flow, ['data'])))).toEqual([
        ['REQUIRED', 'data'],
      ])
    })

    it('rejects extra properties on the flow and in its data', () => {
      const extra = withField(withField(flow, ['chainId'], 1), ['data', 'owner'], owner)
      expect(codesAndPaths(problems(composeFlowSchema, extra))).toEqual([
        ['UNRECOGNIZED_KEYS', 'data.owner'],
        ['UNRECOGNIZED_KEYS', 'chainId'],
      ])
    })
  })

  it('takes per-instruction time bounds on build flows (spec: data fields)', () => {
    valid(composeFlowSchema, withField(buildRawFlow, ['data', 'lowerBoundTimestamp'], 1710000000))
  })

  it.each(['/instructions/intent', '/instructions/intent-vault'])(
    'accepts %s as an open object (its payload shape is not shown)',
    (type) => {
      const flow = { type, data: { slippage: 0.01, inputPositions: [], anything: true }, extra: 1 }
      expect(valid(composeFlowSchema, flow)).toEqual(flow)
    },
  )

  it('rejects an unknown type, listing the known ones', () => {
    const [entry] = problems(composeFlowSchema, { type: '/instructions/swap', data: {} })
    expect(entry?.code).toBe('INVALID_VALUE')
    expect(entry?.path).toEqual(['type'])
    expect(entry?.message).toContain('"/instructions/build-ccip"')
    expect(entry?.message).toContain('(got "/instructions/swap")')
  })

  it('requires type', () => {
    expect(codesAndPaths(problems(composeFlowSchema, { data: {} }))).toEqual([['REQUIRED', 'type']])
  })

  describe('build args may hold runtime balances', () => {
    it('checks an arg typed runtimeErc20Balance as a RuntimeBalance', () => {
      const flow = withField(buildFlow, ['data', 'args', 1], {
        type: 'runtimeErc20Balance',
        tokenAddress: usdcBase,
        constraints: { gte: 'one' },
      })
      expect(codesAndPaths(problems(composeFlowSchema, flow))).toEqual([
        ['INVALID_FORMAT', 'data.args.1.constraints.gte'],
      ])
    })

    it('accepts any other JSON value as an arg', () => {
      valid(
        composeFlowSchema,
        withField(buildFlow, ['data', 'args'], [1, 'a', [true], { x: null }]),
      )
    })
  })

  describe('build-ccip', () => {
    it('accepts a RuntimeBalance amount', () => {
      const amount = { type: 'runtimeErc20Balance', tokenAddress: usdcBase, targetAddress: owner }
      valid(composeFlowSchema, withField(buildCcipFlow, ['data', 'amount'], amount))
    })

    it('rejects a mixed-case token address with a wrong checksum, naming the right one', () => {
      const wrong = usdcBase.replace('fCD6', 'fcD6')
      const [entry] = problems(
        composeFlowSchema,
        withField(buildCcipFlow, ['data', 'srcToken'], wrong),
      )
      expect(entry?.path).toEqual(['data', 'srcToken'])
      expect(entry?.code).toBe('INVALID_FORMAT')
      expect(entry?.message).toContain(`write ${usdcBase}`)
    })

    it('accepts an all-lowercase token address (it carries no checksum)', () => {
      valid(
        composeFlowSchema,
        withField(buildCcipFlow, ['data', 'srcToken'], usdcBase.toLowerCase()),
      )
    })
  })

  describe('intent-simple slippage is 0 to 1 inclusive, default 0.01 (spec: Limits)', () => {
    it('defaults slippage to 0.01', () => {
      const flow = valid(composeFlowSchema, intentSimpleFlow)
      expect(flow.type === '/instructions/intent-simple' && flow.data.slippage).toBe(0.01)
    })

    it.each([0, 1, 0.5])('accepts %s', (slippage) => {
      valid(composeFlowSchema, withField(intentSimpleFlow, ['data', 'slippage'], slippage))
    })

    it.each([
      [1.0000001, 'TOO_BIG', 'data.slippage must be at most 1 (got 1.0000001)'],
      [-0.1, 'TOO_SMALL', 'data.slippage must be at least 0 (got -0.1)'],
    ])('rejects %s', (slippage, code, message) => {
      const entries = problems(
        composeFlowSchema,
        withField(intentSimpleFlow, ['data', 'slippage'], slippage),
      )
      expect(entries).toEqual([{ code, path: ['data', 'slippage'], message }])
    })

    it('rejects a routeSelectionMode outside cheap, fast-quote, fast-execution', () => {
      const flow = withField(intentSimpleFlow, ['data', 'routeSelectionMode'], 'fastest')
      expect(codesAndPaths(problems(composeFlowSchema, flow))).toEqual([
        ['INVALID_VALUE', 'data.routeSelectionMode'],
      ])
    })
  })

  it("knows every strict flow type of the OpenAPI's composeFlows", () => {
    const options = (
      openapiSchema('/v1/quote', 'request') as {
        properties: Record<
          string,
          { items: { anyOf: { properties: { type: { const: string } } }[] } }
        >
      }
    ).properties.composeFlows?.items.anyOf.map((o) => o.properties.type.const)
    expect(options).toBeDefined()
    for (const type of options ?? []) {
      expect(problems(composeFlowSchema, { type, data: {} })[0]?.path).not.toEqual(['type'])
    }
  })
})
