// Type tests: what the hooks accept and return (run by the node project's typecheck). Every hook
// takes one parameters object (the action's parameters flat, plus `query` or `mutation`), and its
// `error` is its action's error union, not `Error`.
import type { UseMutationResult } from '@tanstack/react-query'
import { describe, expectTypeOf, it } from 'vitest'
import type { ExecuteErrorType, ExecuteParameters } from '../../src/core/actions/execute.js'
import type { GetIntentRouteErrorType } from '../../src/core/actions/getIntentRoute.js'
import type { GetOrchestratorErrorType } from '../../src/core/actions/getOrchestrator.js'
import type { GetQuoteErrorType, GetQuoteParameters } from '../../src/core/actions/getQuote.js'
import type { Prepare7702ErrorType } from '../../src/core/actions/prepare7702.js'
import type { SignAuthorizationsErrorType } from '../../src/core/actions/signAuthorizations.js'
import type {
  SignPayloadsErrorType,
  SignPayloadsParameters,
  SignPayloadsReturnType,
  SignProgressItem,
} from '../../src/core/actions/signPayloads.js'
import type { UpgradeErrorType, UpgradeReturnType } from '../../src/core/actions/upgrade.js'
import type { WaitForSupertxReceiptErrorType } from '../../src/core/actions/waitForSupertxReceipt.js'
import type { AuthorizationRequiredError } from '../../src/core/errors/auth.js'
import type { QuotePayloadMismatchError, UserRejectedError } from '../../src/core/errors/wallet.js'
import type { SupertxReceipt } from '../../src/core/schemas/receipt.js'
import type { FeeChoice } from '../../src/core/supertransaction/fee-choice.js'
import type { UpgradeStatus } from '../../src/core/upgrade/upgradeStatus.js'
import type {
  useBuildInstructions,
  useExecute,
  useIntentRoute,
  useOrchestrator,
  usePrepare7702,
  useQuote,
  useQuoteMutation,
  useSignPayloads,
  useSupertransaction,
  useSupertxReceipt,
  useUpgrade,
} from '../../src/react/index.js'

const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const

describe('hook parameters: one object, flat, with query / mutation', () => {
  it('useQuote takes a partial request; ownerAddress is optional (the connected account)', () => {
    type Params = Parameters<typeof useQuote>[0]
    expectTypeOf<{ mode: 'eoa' }>().toExtend<Params>()
    expectTypeOf<{ mode: 'wrong' }>().not.toExtend<Params>()
    expectTypeOf<{ mode: 'eoa'; composeFlows: [] }>().toExtend<Params>()
    expectTypeOf<{ autoAuthorize: true; query: { staleTime: 1 } }>().toExtend<Params>()
  })

  it('useSupertxReceipt takes { supertxHash, query }, not a positional hash', () => {
    type Params = Parameters<typeof useSupertxReceipt>[0]
    expectTypeOf<{ supertxHash: `0x${string}` | undefined }>().toExtend<Params>()
    expectTypeOf<{ supertxHash: undefined; query: { enabled: false } }>().toExtend<Params>()
    expectTypeOf<`0x${string}`>().not.toExtend<Params>()
  })

  it('useSupertransaction takes composeFlows (no flows alias) and an optional owner', () => {
    type Params = Parameters<typeof useSupertransaction>[0]
    expectTypeOf<{ mode: 'smart-account'; composeFlows: [] }>().toExtend<Params>()
    expectTypeOf<{
      mode: 'smart-account'
      composeFlows: []
      ownerAddress: typeof owner
    }>().toExtend<Params>()
    expectTypeOf<{ mode: 'smart-account'; flows: [] }>().not.toExtend<Params>()
    expectTypeOf<{ composeFlows: [] }>().not.toExtend<Params>()
  })

  it('the query hooks take their request flat; ownerAddress optional where they take one', () => {
    expectTypeOf<{ chains: [31337] }>().toExtend<Parameters<typeof useOrchestrator>[0]>()
    expectTypeOf<{ parameters: { ownerAddress: typeof owner } }>().not.toExtend<
      Parameters<typeof useOrchestrator>[0]
    >()
    expectTypeOf<{ mode: 'eoa-7702'; query: { staleTime: 1 } }>().toExtend<
      Parameters<typeof usePrepare7702>[0]
    >()
    expectTypeOf<{ to: typeof owner; chainId: 1 }>().toExtend<
      Parameters<typeof useBuildInstructions>[0]
    >()
    expectTypeOf<{ srcChainId: 1; amount: '1' }>().toExtend<Parameters<typeof useIntentRoute>[0]>()
  })

  it('useUpgrade refuses eoa-7702; ownerAddress is optional', () => {
    type Params = Parameters<typeof useUpgrade>[0]
    expectTypeOf<{ mode: 'eoa' }>().toExtend<Params>()
    expectTypeOf<{ ownerAddress: undefined; mode: 'eoa' }>().toExtend<Params>()
    expectTypeOf<{ mode: 'eoa-7702' }>().not.toExtend<Params>()
    expectTypeOf<ReturnType<typeof useUpgrade>['accountAddress']>().toEqualTypeOf<
      Record<string, `0x${string}`>
    >()
  })
})

describe("a hook's error is its action's error union", () => {
  it('query hooks', () => {
    expectTypeOf<ReturnType<typeof useQuote>['error']>().toEqualTypeOf<GetQuoteErrorType | null>()
    expectTypeOf<
      ReturnType<typeof useSupertxReceipt>['error']
    >().toEqualTypeOf<WaitForSupertxReceiptErrorType | null>()
    expectTypeOf<
      ReturnType<typeof useOrchestrator>['error']
    >().toEqualTypeOf<GetOrchestratorErrorType | null>()
    expectTypeOf<
      ReturnType<typeof useIntentRoute>['error']
    >().toEqualTypeOf<GetIntentRouteErrorType | null>()
    expectTypeOf<
      ReturnType<typeof usePrepare7702>['error']
    >().toEqualTypeOf<Prepare7702ErrorType | null>()
  })

  it('mutation hooks', () => {
    expectTypeOf<ReturnType<typeof useExecute>['error']>().toEqualTypeOf<ExecuteErrorType | null>()
    expectTypeOf<
      ReturnType<typeof useSignPayloads>['error']
    >().toEqualTypeOf<SignPayloadsErrorType | null>()
    expectTypeOf<
      ReturnType<typeof useQuoteMutation>['error']
    >().toEqualTypeOf<GetQuoteErrorType | null>()
    expectTypeOf<
      ReturnType<typeof usePrepare7702>['authorizeError']
    >().toEqualTypeOf<SignAuthorizationsErrorType | null>()
    expectTypeOf<ReturnType<typeof useUpgrade>['error']>().toEqualTypeOf<UpgradeErrorType | null>()
    expectTypeOf<
      ReturnType<typeof useUpgrade>['lookup']['error']
    >().toEqualTypeOf<GetOrchestratorErrorType | null>()
  })

  it('the unions keep their members (no `| Error` collapsing them to Error)', () => {
    expectTypeOf<Error>().not.toExtend<SignPayloadsErrorType>()
    expectTypeOf<Error>().not.toExtend<UpgradeErrorType>()
    expectTypeOf<Error>().not.toExtend<GetQuoteErrorType>()
    expectTypeOf<UserRejectedError>().toExtend<SignPayloadsErrorType>()
    expectTypeOf<QuotePayloadMismatchError>().toExtend<SignPayloadsErrorType>()
    expectTypeOf<AuthorizationRequiredError>().toExtend<GetQuoteErrorType>()
  })
})

describe('what the hooks return', () => {
  it('useQuote: the fee is typed and a wrong path does not compile', () => {
    type Quote = NonNullable<ReturnType<typeof useQuote>['data']>
    expectTypeOf<Quote['fee']['amount']>().toEqualTypeOf<string>()
    expectTypeOf<Quote['fee']['token']>().toEqualTypeOf<`0x${string}`>()
    expectTypeOf<Quote>().not.toHaveProperty('fees')
    // In eoa-7702 the 412 is the error, listing what to sign; useQuote signs nothing itself.
    expectTypeOf<ReturnType<typeof useQuote>>().not.toHaveProperty('authorize')
    expectTypeOf<AuthorizationRequiredError['authorizations']>().toEqualTypeOf<
      { address: `0x${string}`; chainId: number; nonce: number; [k: string]: unknown }[]
    >()
  })

  it('useSignPayloads reports progress per item, and the request it signed against', () => {
    expectTypeOf<ReturnType<typeof useSignPayloads>['request']>().toEqualTypeOf<
      SignPayloadsParameters['request'] | undefined
    >()
    expectTypeOf<ReturnType<typeof useSignPayloads>['items']>().toEqualTypeOf<SignProgressItem[]>()
    expectTypeOf<SignProgressItem['status']>().toEqualTypeOf<
      'pending' | 'signing' | 'confirming' | 'signed' | 'error'
    >()
  })

  it("useQuote's request, once data is there, is what useSignPayloads takes; its result feeds useExecute", () => {
    type Quote = ReturnType<typeof useQuote>
    // Before the quote the request may be missing fields (the form is being filled in)...
    expectTypeOf<Quote['request']>().not.toExtend<SignPayloadsParameters['request']>()
    // ...once `data` is there it is complete: the narrowed result signs with no cast.
    type Quoted = Extract<Quote, { data: object }>
    expectTypeOf<Quoted['request']>().toExtend<SignPayloadsParameters['request']>()
    expectTypeOf<Quoted['request']>().toEqualTypeOf<GetQuoteParameters>()
    expectTypeOf<Quoted['data']>().toExtend<SignPayloadsParameters['quote']>()
    expectTypeOf<{
      quote: Quoted['data']
      request: Quoted['request']
    }>().toExtend<Parameters<ReturnType<typeof useSignPayloads>['signPayloadsAsync']>[0]>()
    type Signed = NonNullable<ReturnType<typeof useSignPayloads>['data']>
    expectTypeOf<{ signedQuote: Signed['signedQuote'] }>().toExtend<
      Parameters<ReturnType<typeof useExecute>['executeAsync']>[0]
    >()
    expectTypeOf<NonNullable<ReturnType<typeof useSignPayloads>['request']>>().toExtend<
      SignPayloadsParameters['request']
    >()
    // No placeholder data: another request's quote never stands in for this one's.
    expectTypeOf<{ mode: 'eoa'; query: { placeholderData: undefined } }>().not.toExtend<
      Parameters<typeof useQuote>[0]
    >()
    expectTypeOf<Quote['isPlaceholderData']>().toEqualTypeOf<false>()
  })

  it('useExecute returns the hash and its explorer URL', () => {
    type Result = ReturnType<typeof useExecute>
    expectTypeOf<Result['data']>().toEqualTypeOf<{ supertxHash: `0x${string}` } | undefined>()
    expectTypeOf<Result['explorerUrl']>().toEqualTypeOf<string | undefined>()
  })

  it("a mutation hook's functions carry its action's name, as wagmi's do (signPayloads, execute)", () => {
    type Sign = ReturnType<typeof useSignPayloads>
    expectTypeOf<Sign['signPayloads']>().toEqualTypeOf<
      (parameters: SignPayloadsParameters) => void
    >()
    expectTypeOf<
      Sign['signPayloadsAsync']
    >().returns.resolves.toEqualTypeOf<SignPayloadsReturnType>()
    type Execute = ReturnType<typeof useExecute>
    expectTypeOf<Execute['execute']>().toEqualTypeOf<(parameters: ExecuteParameters) => void>()
    expectTypeOf<Execute['executeAsync']>().returns.resolves.toEqualTypeOf<{
      supertxHash: `0x${string}`
    }>()
  })

  it("useUpgrade is a mutation result (TanStack's, as useExecute's), its status beside", () => {
    type Upgrade = ReturnType<typeof useUpgrade>
    expectTypeOf<Upgrade>().toExtend<UseMutationResult<UpgradeReturnType, UpgradeErrorType, void>>()
    expectTypeOf<Upgrade['status']>().toEqualTypeOf<'idle' | 'pending' | 'success' | 'error'>()
    expectTypeOf<Upgrade['data']>().toEqualTypeOf<UpgradeReturnType | undefined>()
    expectTypeOf<Upgrade['upgrade']>().toEqualTypeOf<() => void>()
    expectTypeOf<Upgrade['upgradeAsync']>().returns.resolves.toEqualTypeOf<UpgradeReturnType>()
    expectTypeOf<Upgrade['upgradeStatus']>().toEqualTypeOf<UpgradeStatus>()
    expectTypeOf<{
      mode: 'smart-account'
      mutation: { onSuccess: (data: UpgradeReturnType) => void }
    }>().toExtend<Parameters<typeof useUpgrade>[0]>()
  })

  it('useSupertxReceipt returns the receipt', () => {
    expectTypeOf<ReturnType<typeof useSupertxReceipt>['data']>().toEqualTypeOf<
      SupertxReceipt | undefined
    >()
  })

  it('useSupertransaction: the state is a union narrowed by status; quoted carries a typed fee', () => {
    type Result = ReturnType<typeof useSupertransaction>
    // The engine's fee choice: sponsored, or a token with an optional refund address.
    expectTypeOf<Result['fee']>().toEqualTypeOf<FeeChoice>()
    expectTypeOf<Result['setFee']>().toEqualTypeOf<(fee: FeeChoice) => void>()
    expectTypeOf<Result['status']>().toEqualTypeOf<
      | 'idle'
      | 'authorizationReview'
      | 'authorizing'
      | 'quoting'
      | 'quoted'
      | 'funding'
      | 'signing'
      | 'executing'
      | 'tracking'
      | 'success'
      | 'failed'
      | 'error'
    >()
    type Quoted = Extract<Result, { status: 'quoted' }>
    expectTypeOf<Quoted['data']['quote']['fee']['amount']>().toEqualTypeOf<string>()
    expectTypeOf<Quoted['data']['quote']>().not.toHaveProperty('fees')
    type Failed = Extract<Result, { status: 'error' }>
    expectTypeOf<Failed['step']>().toEqualTypeOf<
      'authorizing' | 'quoting' | 'funding' | 'signing' | 'executing' | 'tracking'
    >()
  })
})
