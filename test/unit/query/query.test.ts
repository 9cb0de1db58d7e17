// Query keys and options of `supertx-kit/query`.
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { quoteRequestFor } from '../../../fixtures/verifiable-quotes.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { ApiValidationError, InternalServerError } from '../../../src/core/errors/api.js'
import { NetworkError } from '../../../src/core/errors/transport.js'
import * as query from '../../../src/core/query/index.js'
import {
  buildInstructionsQueryOptions,
  getQuoteQueryKey,
  getQuoteQueryOptions,
  getSupertxReceiptQueryOptions,
  hashQueryKey,
  missingQuoteParameters,
  receiptPollDelay,
  receiptRetrying,
  shouldRetry,
} from '../../../src/core/query/index.js'

const config = createSupertxConfig({ baseUrl: 'http://127.0.0.1:9', pollingInterval: 1234 })

describe('query keys', () => {
  it("keys are ['supertx', actionName, parameters], named after the action", () => {
    const request = quoteRequestFor('simple')
    expect(getQuoteQueryKey(request)).toEqual(['supertx', 'getQuote', request])
    const owner = { ownerAddress: request.ownerAddress }
    expect(query.getOrchestratorQueryKey(owner)).toEqual(['supertx', 'getOrchestrator', owner])
    expect(query.getOrchestratorQueryOptions(config, owner).queryKey).toEqual(
      query.getOrchestratorQueryKey(owner),
    )
  })

  it('each XQueryOptions has an XQueryKey of the same name', () => {
    const names = Object.keys(query)
    for (const name of names.filter((n) => n.endsWith('QueryOptions')))
      expect(names).toContain(name.replace(/QueryOptions$/, 'QueryKey'))
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

describe('getQuoteQueryOptions', () => {
  it('names what is missing and refuses to send an incomplete request', async () => {
    expect(missingQuoteParameters({ mode: 'eoa' })).toEqual(['ownerAddress', 'composeFlows'])
    const options = getQuoteQueryOptions(config, { mode: 'eoa' })
    expect(options.enabled).toBe(false)
    expect(getQuoteQueryOptions(config, quoteRequestFor('simple')).enabled).toBe(true)
    await expect(options.queryFn({ signal: new AbortController().signal })).rejects.toThrow(
      'getQuote cannot run yet: ownerAddress, composeFlows missing.',
    )
  })
})

describe('shouldRetry', () => {
  const body = { code: 'X', message: 'm', errors: [] }
  it('retries a 5xx once; never a network error (a dead API shows at once) nor a 4xx', () => {
    expect(shouldRetry(0, new NetworkError({ endpoint: 'POST /v1/quote', origin: 'x' }))).toBe(
      false,
    )
    expect(shouldRetry(0, new InternalServerError({ endpoint: 'e', status: 500, body }))).toBe(true)
    expect(shouldRetry(1, new InternalServerError({ endpoint: 'e', status: 500, body }))).toBe(
      false,
    )
    expect(shouldRetry(0, new ApiValidationError({ endpoint: 'e', status: 400, body }))).toBe(false)
  })
})

describe('getSupertxReceiptQueryOptions', () => {
  it('waits with its own retries (TanStack retries nothing), enabled once the hash is given', () => {
    const options = getSupertxReceiptQueryOptions(config, { supertxHash: `0x${'ab'.repeat(32)}` })
    expect(options.retry).toBe(false)
    expect(options.enabled).toBe(true)
    expect(getSupertxReceiptQueryOptions(config, { supertxHash: undefined }).enabled).toBe(false)
  })

  it('the wait polls soon, backing off up to pollingInterval', () => {
    expect(receiptPollDelay(1, 1234)).toBe(150)
    expect(receiptPollDelay(2, 1234)).toBe(300)
    expect(receiptPollDelay(4, 1234)).toBe(1200)
    expect(receiptPollDelay(5, 1234)).toBe(1234)
    expect(receiptPollDelay(50, 1234)).toBe(1234)
  })

  it('receiptRetrying reads a retried failure off the result while the fetch goes on', () => {
    const error = new Error('down')
    const result = { fetchStatus: 'fetching', failureCount: 2, failureReason: error }
    expect(receiptRetrying(result)).toEqual({ attempt: 2, error })
    expect(receiptRetrying({ ...result, fetchStatus: 'idle' })).toBeUndefined()
    expect(receiptRetrying({ ...result, failureCount: 0, failureReason: null })).toBeUndefined()
  })
})
