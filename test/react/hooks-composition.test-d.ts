// Type tests of the brief's hooks as one chain (run by the node project's typecheck), the chain
// test/react/devnet/hooks-composition.test.tsx runs on the devnet: each step's result, as a hook
// returns it, is what the next step takes, with no cast. If a step stops returning what the next
// one needs (a field renamed, made optional, widened), a line here stops compiling.
import { describe, expectTypeOf, it } from 'vitest'
import type { AuthorizationRequiredError } from '../../src/core/index.js'
import type {
  UseBuildInstructionsReturnType,
  UseExecuteReturnType,
  UsePrepare7702Parameters,
  UsePrepare7702ReturnType,
  UseQuoteParameters,
  UseQuoteReturnType,
  UseSignPayloadsReturnType,
  UseSupertxReceiptParameters,
  UseUpgradeReturnType,
} from '../../src/react/index.js'

type Quoted = Extract<UseQuoteReturnType, { data: object }>
type SignInput = Parameters<UseSignPayloadsReturnType['signPayloadsAsync']>[0]
type Signed = Awaited<ReturnType<UseSignPayloadsReturnType['signPayloadsAsync']>>
type ExecuteInput = Parameters<UseExecuteReturnType['executeAsync']>[0]
type Executed = Awaited<ReturnType<UseExecuteReturnType['executeAsync']>>

describe('the hooks as one chain: each step returns what the next takes', () => {
  it('useBuildInstructions → usePrepare7702: the built instructions are what prepare7702 asks about', () => {
    expectTypeOf<NonNullable<UseBuildInstructionsReturnType['data']>['instructions']>().toExtend<
      NonNullable<UsePrepare7702Parameters['instructions']>
    >()
    // Before the build answers, `data?.instructions` is undefined, and usePrepare7702 waits.
    expectTypeOf<{
      mode: 'eoa-7702'
      instructions: NonNullable<UseBuildInstructionsReturnType['data']>['instructions'] | undefined
    }>().toExtend<UsePrepare7702Parameters>()
  })

  it("usePrepare7702 → useQuote: what it signed is the quote request's authorizations", () => {
    // `authorizations` (undefined until signed) goes into the request as it is.
    expectTypeOf<{
      mode: 'eoa-7702'
      authorizations: UsePrepare7702ReturnType['authorizations']
    }>().toExtend<UseQuoteParameters>()
    expectTypeOf<Awaited<ReturnType<UsePrepare7702ReturnType['authorizeAsync']>>>().toExtend<
      NonNullable<UseQuoteParameters['authorizations']>
    >()
    // The quote's 412 lists what to sign in the shape prepare7702 answers.
    expectTypeOf<NonNullable<UsePrepare7702ReturnType['data']>>().toExtend<
      AuthorizationRequiredError['authorizations']
    >()
  })

  it('useUpgrade → useQuote: the upgraded account addresses are a quote request field', () => {
    expectTypeOf<UseUpgradeReturnType['accountAddress']>().toExtend<
      NonNullable<UseQuoteParameters['accountAddress']>
    >()
  })

  it('useQuote → useSignPayloads → useExecute → useSupertxReceipt', () => {
    expectTypeOf<{ quote: Quoted['data']; request: Quoted['request'] }>().toExtend<SignInput>()
    expectTypeOf<{ signedQuote: Signed['signedQuote'] }>().toExtend<ExecuteInput>()
    expectTypeOf<{
      supertxHash: Executed['supertxHash'] | undefined
    }>().toExtend<UseSupertxReceiptParameters>()
    expectTypeOf<{
      supertxHash: NonNullable<UseExecuteReturnType['data']>['supertxHash'] | undefined
    }>().toExtend<UseSupertxReceiptParameters>()
  })
})
