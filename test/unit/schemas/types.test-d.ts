import { describe, expectTypeOf, it } from 'vitest'
import type {
  ComposeFlow,
  ExecuteRequest,
  OrchestratorResponse,
  PayloadToSign,
  QuoteRequest,
  QuoteRequestInput,
  QuoteResponse,
  SupertxReceipt,
  UpgradeRequest,
  UpgradeRequestInput,
} from '../../../src/core/index.js'

describe('inferred types', () => {
  it('types addresses and hashes as viem hex strings', () => {
    expectTypeOf<QuoteRequest['ownerAddress']>().toEqualTypeOf<`0x${string}`>()
    expectTypeOf<QuoteResponse['quote']['hash']>().toEqualTypeOf<`0x${string}`>()
    expectTypeOf<SupertxReceipt['supertxHash']>().toEqualTypeOf<`0x${string}`>()
  })

  it('narrows a compose flow by its type', () => {
    expectTypeOf<
      Extract<ComposeFlow, { type: '/instructions/intent-simple' }>['data']['slippage']
    >().toEqualTypeOf<number>()
    expectTypeOf<
      Extract<ComposeFlow, { type: '/instructions/build-raw' }>['data']['data']
    >().toEqualTypeOf<`0x${string}`>()
  })

  it('lets callers leave defaulted fields out of the input types', () => {
    type IntentInput = Extract<
      NonNullable<QuoteRequestInput['composeFlows']>[number],
      { type: '/instructions/intent-simple' }
    >
    expectTypeOf<IntentInput['data']['slippage']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<UpgradeRequestInput['simulate']>().toEqualTypeOf<boolean | undefined>()
    expectTypeOf<UpgradeRequest['simulate']>().toEqualTypeOf<boolean>()
    expectTypeOf<UpgradeRequest['mode']>().toEqualTypeOf<'eoa' | 'smart-account'>()
  })

  it('keeps mode optional on responses and required on requests', () => {
    expectTypeOf<QuoteResponse['mode']>().toEqualTypeOf<
      'smart-account' | 'eoa' | 'eoa-7702' | undefined
    >()
    expectTypeOf<QuoteRequest['mode']>().toEqualTypeOf<'smart-account' | 'eoa' | 'eoa-7702'>()
  })

  it('types quote fields a client relies on', () => {
    expectTypeOf<QuoteResponse['quote']['userOps'][number]['chainId']>().toEqualTypeOf<number>()
    expectTypeOf<QuoteResponse['quoteType']>().toEqualTypeOf<
      'permit' | 'onchain' | 'simple' | 'permit-sca' | 'mm-dtk'
    >()
    expectTypeOf<
      ExecuteRequest['payloadToSign'][number]['signature']
    >().toEqualTypeOf<`0x${string}`>()
    expectTypeOf<PayloadToSign['signature']>().toEqualTypeOf<`0x${string}` | undefined>()
  })

  it('offers both orchestrator response shapes', () => {
    expectTypeOf<Extract<OrchestratorResponse, unknown[]>[number]['chains']>().toEqualTypeOf<
      string[]
    >()
    expectTypeOf<
      Exclude<OrchestratorResponse, unknown[]>['deployments'][number]['isUpgradeNeeded']
    >().toEqualTypeOf<boolean>()
  })
})
