// Query keys and options of `supertx-kit/query`.
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { ApiValidationError, InternalServerError } from '../../../src/core/errors/api.js'
import { NetworkError } from '../../../src/core/errors/transport.js'
import * as query from '../../../src/core/query/index.js'
import {
  buildInstructionsQueryOptions,
  hashQueryKey,
  missingQuoteParameters,
  quoteQueryKey,
  quoteQueryOptions,
  shouldRetry,
  supertxReceiptQueryOptions,
} from '../../../src/core/query/index.js'
import { quoteRequestFor } from '../actions/fixtures.js'

const config = createSupertxConfig({ baseUrl: 'http://127.0.0.1:9', pollingInterval: 1234 })

describe('query keys', () => {
  it("quote keys are ['supertx', 'quote', parameters]", () => {
    const request = quoteRequestFor('simple')
    expect(quoteQueryKey(request)).toEqual(['supertx', 'quote', request])
  })

  it('hashQueryKey takes bigints and ignores object key order', () => {
    expect(hashQueryKey(['supertx', { amount: 10n ** 30n }])).toBe(
      '["supertx",{"amount":"1000000000000000000000000000000n"}]',
    )
    expect(hashQueryKey([{ a: 1, b: 2 }])).toBe(hashQueryKey([{ b: 2, a: 1 }]))
    expect(hashQueryKey([1n])).not.toBe(hashQueryKey(['1']))
  })
})

describe('query options hash their keys bigint-safely', () => {
  const factories = Object.entries(query).filter(([name]) => name.endsWith('QueryOptions'))

  it.each(factories.map(([name]) => name))('%s', (name) => {
    const factory = (query as Record<string, unknown>)[name] as (c: unknown, p: unknown) => unknown
    const options = factory(config, { amount: 1n }) as {
      queryKey: unknown[]
      queryKeyHashFn: unknown
    }
    expect(options.queryKey[0]).toBe('supertx')
    expect(options.queryKeyHashFn).toBe(hashQueryKey)
  })

  it('a bigint in the parameters works in a real QueryClient (the default hash would throw)', async () => {
    const client = new QueryClient()
    const options = buildInstructionsQueryOptions(config, {
      to: '0x3333333333333333333333333333333333333333',
      chainId: 31337,
      functionSignature: 'function transfer(address to, uint256 amount)',
      args: ['0x2222222222222222222222222222222222222222', 10n ** 30n],
    } as never)
    const data = await client.fetchQuery({
      ...options,
      queryFn: async () => ({ instructions: [] }),
    })
    expect(data).toEqual({ instructions: [] })
    const [cached] = client.getQueryCache().getAll()
    expect(cached?.queryHash).toBe(hashQueryKey(options.queryKey))
    expect(cached?.queryHash).toContain('"1000000000000000000000000000000n"')
  })
})

describe('quoteQueryOptions', () => {
  it('names what is missing and refuses to send an incomplete request', async () => {
    expect(missingQuoteParameters({ mode: 'eoa' })).toEqual(['ownerAddress', 'composeFlows'])
    const options = quoteQueryOptions(config, { mode: 'eoa' })
    await expect(options.queryFn({ signal: new AbortController().signal })).rejects.toThrow(
      'getQuote cannot run yet: ownerAddress, composeFlows missing.',
    )
  })
})

describe('shouldRetry', () => {
  const body = { code: 'X', message: 'm', errors: [] }
  it('retries what may pass on its own, twice at most; never a 4xx', () => {
    expect(shouldRetry(0, new NetworkError({ endpoint: 'POST /v1/quote', origin: 'x' }))).toBe(true)
    expect(shouldRetry(0, new InternalServerError({ endpoint: 'e', status: 500, body }))).toBe(true)
    expect(shouldRetry(2, new InternalServerError({ endpoint: 'e', status: 500, body }))).toBe(
      false,
    )
    expect(shouldRetry(0, new ApiValidationError({ endpoint: 'e', status: 400, body }))).toBe(false)
  })
})

describe('supertxReceiptQueryOptions', () => {
  it('polls every pollingInterval while pending, not once final', () => {
    const { refetchInterval } = supertxReceiptQueryOptions(config, `0x${'ab'.repeat(32)}`)
    const receipt = (status: 'pending' | 'success' | 'failed') => ({
      state: { data: { supertxHash: `0x${'ab'.repeat(32)}` as const, status, userOps: [] } },
    })
    expect(refetchInterval(receipt('pending'))).toBe(1234)
    expect(refetchInterval(receipt('success'))).toBe(false)
    expect(refetchInterval(receipt('failed'))).toBe(false)
  })
})
