// Type tests: what the hooks accept and return (run by the node project's typecheck).
import { describe, expectTypeOf, it } from 'vitest'
import type { SignProgressItem } from '../../src/core/actions/signQuote.js'
import type { QuoteResponse } from '../../src/core/schemas/quote-response.js'
import type { SupertxReceipt } from '../../src/core/schemas/receipt.js'
import {
  type useExecute,
  type useQuote,
  type useSignPayloads,
  type useSupertransaction,
  useSupertxReceipt,
  type useUpgrade,
} from '../../src/react/index.js'

describe('hook types', () => {
  it('useQuote takes a partial request and returns the quote and the 412 items', () => {
    type Params = Parameters<typeof useQuote>[0]
    expectTypeOf<{ mode: 'eoa' }>().toExtend<Params>()
    expectTypeOf<{ mode: 'wrong' }>().not.toExtend<Params>()
    expectTypeOf<{ autoAuthorize: true; query: { staleTime: 1 } }>().toExtend<Params>()
    type Result = ReturnType<typeof useQuote>
    expectTypeOf<Result['data']>().toEqualTypeOf<QuoteResponse | undefined>()
    expectTypeOf<Result['authorizationsRequired']>().toEqualTypeOf<
      { address: `0x${string}`; chainId: number; nonce: number; [k: string]: unknown }[] | undefined
    >()
  })

  it('useSignPayloads reports progress per item', () => {
    expectTypeOf<ReturnType<typeof useSignPayloads>['items']>().toEqualTypeOf<SignProgressItem[]>()
    expectTypeOf<SignProgressItem['status']>().toEqualTypeOf<
      'pending' | 'signing' | 'confirming' | 'signed' | 'error'
    >()
  })

  it('useExecute returns the hash and its explorer URL', () => {
    type Result = ReturnType<typeof useExecute>
    expectTypeOf<Result['data']>().toEqualTypeOf<{ supertxHash: `0x${string}` } | undefined>()
    expectTypeOf<Result['explorerUrl']>().toEqualTypeOf<string | undefined>()
  })

  it('useSupertxReceipt takes a hash (or undefined) and returns the receipt', () => {
    expectTypeOf(useSupertxReceipt).parameter(0).toEqualTypeOf<`0x${string}` | undefined>()
    expectTypeOf<ReturnType<typeof useSupertxReceipt>['data']>().toEqualTypeOf<
      SupertxReceipt | undefined
    >()
  })

  it('useSupertransaction: the state is a union narrowed by status', () => {
    type Result = ReturnType<typeof useSupertransaction>
    expectTypeOf<Result['status']>().toEqualTypeOf<
      | 'idle'
      | 'authorizing'
      | 'quoting'
      | 'quoted'
      | 'signing'
      | 'executing'
      | 'tracking'
      | 'success'
      | 'failed'
      | 'error'
    >()
    type Quoted = Extract<Result, { status: 'quoted' }>
    expectTypeOf<Quoted['data']['quote']>().toEqualTypeOf<QuoteResponse>()
    type Failed = Extract<Result, { status: 'error' }>
    expectTypeOf<Failed['step']>().toEqualTypeOf<
      'authorizing' | 'quoting' | 'signing' | 'executing' | 'tracking'
    >()
    expectTypeOf<{ mode: 'smart-account'; flows: [] }>().toExtend<
      Parameters<typeof useSupertransaction>[0]
    >()
    expectTypeOf<{ flows: [] }>().not.toExtend<Parameters<typeof useSupertransaction>[0]>()
  })

  it('useUpgrade refuses eoa-7702 and returns the legacy address map', () => {
    type Params = Parameters<typeof useUpgrade>[0]
    expectTypeOf<{ ownerAddress: undefined; mode: 'eoa' }>().toExtend<Params>()
    expectTypeOf<{ ownerAddress: undefined; mode: 'eoa-7702' }>().not.toExtend<Params>()
    expectTypeOf<ReturnType<typeof useUpgrade>['accountAddress']>().toEqualTypeOf<
      Record<string, `0x${string}`>
    >()
  })
})
