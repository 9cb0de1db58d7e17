import { describe, expect, it } from 'vitest'
import {
  authorization,
  buildFlow,
  owner,
  quoteRequest,
  usdc,
} from '../../../fixtures/openapi-bodies.js'
import { quoteRequestSchema } from '../../../src/core/schemas/quote.js'
import { codesAndPaths, problems, valid, withField, without } from './helpers.js'
import { openapiExample } from './openapi-example.js'

describe('quote request (spec: Quote request, POST /v1/quote)', () => {
  it('accepts a smart-account request with funding, a fee token and a build flow', () => {
    expect(valid(quoteRequestSchema, quoteRequest).composeFlows).toHaveLength(1)
  })

  it("accepts the OpenAPI's example request", () => {
    valid(quoteRequestSchema, openapiExample('/v1/quote', 'request'))
  })

  it('accepts every optional field of the spec, accountAddress and batch included', () => {
    valid(quoteRequestSchema, {
      ...quoteRequest,
      accountAddress: { '8453': owner },
      authorizations: [authorization],
      cleanUps: [{ tokenAddress: usdc, chainId: 1, recipientAddress: owner }],
      gasLimit: '150000',
      lowerBoundTimestamp: 1710000000,
      upperBoundTimestamp: 1710003600,
      simulate: true,
      batch: false,
      simulationOverrides: {
        tokenOverrides: [{ tokenAddress: usdc, chainId: 1, balance: '5' }],
        customOverrides: [
          { contractAddress: usdc, storageSlot: `0x${'00'.repeat(32)}`, chainId: 1, value: '0x01' },
        ],
      },
    })
  })

  it.each(['mode', 'ownerAddress', 'composeFlows'])('requires %s', (field) => {
    const entries = problems(quoteRequestSchema, without(quoteRequest, [field]))
    expect(codesAndPaths(entries)).toEqual([['REQUIRED', field]])
    expect(entries[0]?.message).toMatch(new RegExp(`^${field} is required`))
  })

  it('rejects a field the spec does not list (OpenAPI: additionalProperties false)', () => {
    expect(codesAndPaths(problems(quoteRequestSchema, { ...quoteRequest, owner }))).toEqual([
      ['UNRECOGNIZED_KEYS', 'owner'],
    ])
  })

  it('rejects an unknown mode and names the allowed ones', () => {
    const [entry] = problems(quoteRequestSchema, { ...quoteRequest, mode: 'eoa7702' })
    expect(entry?.code).toBe('INVALID_VALUE')
    expect(entry?.message).toBe(
      'mode must be one of "smart-account", "eoa", "eoa-7702" (got "eoa7702")',
    )
  })

  describe('composeFlows count is 1 to 30 (spec: Limits)', () => {
    it('accepts 30 flows', () => {
      valid(quoteRequestSchema, { ...quoteRequest, composeFlows: Array(30).fill(buildFlow) })
    })

    it('rejects 31 flows, saying the bound and the count', () => {
      const entries = problems(quoteRequestSchema, {
        ...quoteRequest,
        composeFlows: Array(31).fill(buildFlow),
      })
      expect(entries).toEqual([
        {
          code: 'TOO_BIG',
          path: ['composeFlows'],
          message: 'composeFlows must have at most 30 items (got 31)',
        },
      ])
    })

    it('rejects an empty list', () => {
      expect(problems(quoteRequestSchema, { ...quoteRequest, composeFlows: [] })).toEqual([
        {
          code: 'TOO_SMALL',
          path: ['composeFlows'],
          message: 'composeFlows must have at least 1 item (got 0)',
        },
      ])
    })
  })

  describe('Authorization (all fields required but v, no extra fields)', () => {
    const request = { ...quoteRequest, mode: 'eoa-7702', authorizations: [authorization] }

    it('accepts chainId 0, meaning multichain, and no v (EIP-2098)', () => {
      valid(
        quoteRequestSchema,
        withField(
          without(request, ['authorizations', 0, 'v']),
          ['authorizations', 0, 'chainId'],
          0,
        ),
      )
    })

    it.each(['address', 'chainId', 'nonce', 'r', 's', 'yParity'])('requires %s', (field) => {
      expect(
        codesAndPaths(problems(quoteRequestSchema, without(request, ['authorizations', 0, field]))),
      ).toEqual([['REQUIRED', `authorizations.0.${field}`]])
    })

    it('rejects an extra field', () => {
      const entries = problems(
        quoteRequestSchema,
        withField(request, ['authorizations', 0, 'signer'], owner),
      )
      expect(codesAndPaths(entries)).toEqual([['UNRECOGNIZED_KEYS', 'authorizations.0.signer']])
    })

    it('rejects yParity 2 and an r that is not 32 bytes', () => {
      const bad = withField(
        withField(request, ['authorizations', 0, 'yParity'], 2),
        ['authorizations', 0, 'r'],
        '0x1234',
      )
      expect(codesAndPaths(problems(quoteRequestSchema, bad))).toEqual([
        ['INVALID_FORMAT', 'authorizations.0.r'],
        ['INVALID_VALUE', 'authorizations.0.yParity'],
      ])
    })
  })

  describe('amounts are non-negative integer decimal strings; chain ids positive integers', () => {
    it.each(['-1', '1.5', '1e6', '0x10', ''])('rejects the funding amount %j', (amount) => {
      const entries = problems(
        quoteRequestSchema,
        withField(quoteRequest, ['fundingTokens', 0, 'amount'], amount),
      )
      expect(codesAndPaths(entries)).toEqual([['INVALID_FORMAT', 'fundingTokens.0.amount']])
    })

    it('rejects an amount as a number, saying what it got', () => {
      const [entry] = problems(
        quoteRequestSchema,
        withField(quoteRequest, ['fundingTokens', 0, 'amount'], 1000),
      )
      expect(entry).toEqual({
        code: 'INVALID_TYPE',
        path: ['fundingTokens', '0', 'amount'],
        message: 'fundingTokens[0].amount must be a string (got 1000)',
      })
    })

    it('rejects an amount above uint256', () => {
      const amount = (2n ** 256n).toString()
      const entries = problems(
        quoteRequestSchema,
        withField(quoteRequest, ['fundingTokens', 0, 'amount'], amount),
      )
      expect(codesAndPaths(entries)).toEqual([['TOO_BIG', 'fundingTokens.0.amount']])
    })

    it.each([0, -1, 1.5])('rejects the fee token chain id %j', (chainId) => {
      const entries = problems(
        quoteRequestSchema,
        withField(quoteRequest, ['feeToken', 'chainId'], chainId),
      )
      expect(entries.map((e) => e.path.join('.'))).toEqual(['feeToken.chainId'])
    })

    it('rejects an address that is not 0x + 40 hex', () => {
      const entries = problems(quoteRequestSchema, { ...quoteRequest, ownerAddress: '0x1234' })
      expect(entries).toEqual([
        {
          code: 'INVALID_FORMAT',
          path: ['ownerAddress'],
          message:
            'ownerAddress must be a 0x-prefixed 20-byte hex address (0x followed by 40 hex characters) (got "0x1234")',
        },
      ])
    })
  })

  it('requires both override lists inside simulationOverrides', () => {
    const entries = problems(quoteRequestSchema, {
      ...quoteRequest,
      simulationOverrides: { tokenOverrides: [] },
    })
    expect(codesAndPaths(entries)).toEqual([['REQUIRED', 'simulationOverrides.customOverrides']])
  })

  it('keys accountAddress by chain id', () => {
    const entries = problems(quoteRequestSchema, {
      ...quoteRequest,
      accountAddress: { base: owner },
    })
    expect(entries.map((e) => e.path.join('.'))).toEqual(['accountAddress.base'])
  })
})
