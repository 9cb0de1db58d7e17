// Type tests of the core actions, as imported from `supertx-kit/core`: what each takes, returns and
// throws (run by the node project's typecheck).
import { describe, expectTypeOf, it } from 'vitest'
import {
  type AuthorizationRefusedError,
  type AuthorizationRequiredError,
  type BuildCcipParameters,
  type BuildInstructionsParameters,
  type ClientErrorType,
  type ExecuteErrorType,
  type ExecutionRejectedError,
  execute,
  type GetQuoteErrorType,
  getIntentRoute,
  getOrchestrator,
  getQuote,
  getSupertxReceipt,
  getUpgradeQuote,
  type OwnerWalletClient,
  type Prepare7702Parameters,
  type Prepare7702ReturnType,
  prepare7702,
  type QuotePayloadMismatchError,
  type QuoteResponse,
  type QuoteUnverifiableError,
  type ReceiptTimeoutError,
  type SignAuthorizationsErrorType,
  type SignPayloadsErrorType,
  type SupertxConfig,
  type SupertxReceipt,
  signAuthorizations,
  signPayloads,
  type UpgradeReturnType,
  type UserRejectedError,
  type VerifyQuoteErrorType,
  type WaitForSupertxReceiptErrorType,
  type WalletParameter,
  waitForSupertxReceipt,
} from '../../../src/core/index.js'
import { type VerifyQuoteReturnType, verifyQuote } from '../../../src/verify/index.js'

describe('core action types', () => {
  it('API actions take the config first and return the parsed answer', () => {
    expectTypeOf(getQuote).parameter(0).toEqualTypeOf<SupertxConfig>()
    expectTypeOf(getQuote).returns.resolves.toEqualTypeOf<QuoteResponse>()
    expectTypeOf<{ mode: 'eoa'; ownerAddress: `0x${string}`; composeFlows: [] }>().toExtend<
      Parameters<typeof getQuote>[1]
    >()
    expectTypeOf<{ mode: 'eoa'; composeFlows: [] }>().not.toExtend<Parameters<typeof getQuote>[1]>()
    expectTypeOf(getUpgradeQuote).returns.resolves.toHaveProperty('upgradeDetails')
    expectTypeOf(getIntentRoute).returns.resolves.toHaveProperty('minOutputAmount')
    expectTypeOf(getOrchestrator).parameter(1).toHaveProperty('ownerAddress')
    expectTypeOf(getSupertxReceipt).returns.resolves.toEqualTypeOf<SupertxReceipt>()
    expectTypeOf(waitForSupertxReceipt).returns.resolves.toEqualTypeOf<SupertxReceipt>()
    expectTypeOf(execute).returns.resolves.toEqualTypeOf<{ supertxHash: `0x${string}` }>()
    expectTypeOf(prepare7702).parameter(1).toEqualTypeOf<Prepare7702Parameters>()
    expectTypeOf<Prepare7702ReturnType[number]>().toHaveProperty('nonce')
    expectTypeOf<BuildInstructionsParameters>().toHaveProperty('functionSignature')
    expectTypeOf<BuildCcipParameters>().toHaveProperty('dstChainId')
  })

  it('wallet actions take the owner wallet first: a SupertxWallet or a viem wallet client', () => {
    expectTypeOf(signPayloads).parameter(0).toEqualTypeOf<WalletParameter>()
    expectTypeOf(signAuthorizations).parameter(0).toEqualTypeOf<WalletParameter>()
    expectTypeOf<OwnerWalletClient>().toExtend<WalletParameter>()
    expectTypeOf(signPayloads).returns.resolves.toHaveProperty('signedQuote')
    expectTypeOf(signAuthorizations).returns.resolves.items.toHaveProperty('yParity')
    expectTypeOf(verifyQuote).returns.toEqualTypeOf<VerifyQuoteReturnType>()
    expectTypeOf<UpgradeReturnType['status']>().toEqualTypeOf<'upgraded' | 'nothing-to-do'>()
  })

  it('each ErrorType names what the action can throw', () => {
    expectTypeOf<AuthorizationRequiredError>().toExtend<GetQuoteErrorType>()
    expectTypeOf<ClientErrorType>().toExtend<GetQuoteErrorType>()
    expectTypeOf<ExecutionRejectedError>().toExtend<ExecuteErrorType>()
    expectTypeOf<ReceiptTimeoutError>().toExtend<WaitForSupertxReceiptErrorType>()
    expectTypeOf<QuotePayloadMismatchError>().toExtend<SignPayloadsErrorType>()
    expectTypeOf<UserRejectedError>().toExtend<SignPayloadsErrorType>()
    expectTypeOf<UserRejectedError>().toExtend<SignAuthorizationsErrorType>()
    expectTypeOf<QuoteUnverifiableError>().toExtend<SignPayloadsErrorType>()
    expectTypeOf<AuthorizationRefusedError>().toExtend<SignAuthorizationsErrorType>()
    expectTypeOf<VerifyQuoteErrorType>().toEqualTypeOf<
      QuotePayloadMismatchError | QuoteUnverifiableError
    >()
  })
})
