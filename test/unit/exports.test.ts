// The public surface of each entry point, by name. A change here is an API change: review it, then
// update with `npx vitest run test/unit/exports.test.ts -u`.
import { describe, expect, it } from 'vitest'

const names = (module: object) => Object.keys(module).sort()

describe('entry point exports', () => {
  it('supertx-kit/core', async () => {
    expect(names(await import('../../src/core/index.js'))).toMatchInlineSnapshot(`
      [
        "AbortError",
        "ApiError",
        "ApiValidationError",
        "ApprovalRevertedError",
        "AuthorizationNotSupportedError",
        "AuthorizationRequiredError",
        "BadRequestError",
        "BaseError",
        "ExecutionRejectedError",
        "IncompleteParametersError",
        "InternalServerError",
        "InvalidChainError",
        "InvalidClientConfigError",
        "InvalidSignatureError",
        "MalformedJsonError",
        "NetworkError",
        "NoUpgradeNeededError",
        "QuotePayloadMismatchError",
        "ReceiptTimeoutError",
        "RequestValidationError",
        "ResponseValidationError",
        "SupertxFailedError",
        "SupertxProviderNotFoundError",
        "TimeoutError",
        "UnauthorizedError",
        "UnexpectedResponseError",
        "UserRejectedError",
        "WalletAccountMismatchError",
        "WalletNotConnectedError",
        "addressSchema",
        "amountSchema",
        "authorizationRequiredBodySchema",
        "authorizationSchema",
        "authorizationToSignSchema",
        "buildCcip",
        "buildCcipRequestSchema",
        "buildCcipResponseSchema",
        "buildInstructions",
        "buildInstructionsRequestSchema",
        "buildInstructionsResponseSchema",
        "bytes32Schema",
        "callSchema",
        "chainIdSchema",
        "checksumAddressSchema",
        "cleanUpSchema",
        "composeFlowSchema",
        "createDefaultStorage",
        "createMemoryStorage",
        "createSupertransaction",
        "createSupertxClient",
        "createSupertxConfig",
        "errorBodySchema",
        "executeQuote",
        "executeRequestSchema",
        "executeResponseSchema",
        "feeTokenSchema",
        "fundingTokenSchema",
        "getIntentRoute",
        "getOrchestrator",
        "getQuote",
        "getSupertxReceipt",
        "getUpgradeQuote",
        "hexSchema",
        "instructionSchema",
        "intentSimpleRequestSchema",
        "intentSimpleResponseSchema",
        "modeSchema",
        "orchestratorRequestSchema",
        "orchestratorResponseSchema",
        "payloadToSignSchema",
        "prepare7702",
        "prepare7702RequestSchema",
        "prepare7702ResponseSchema",
        "quoteRequestSchema",
        "quoteResponseSchema",
        "routeSchema",
        "runtimeBalanceSchema",
        "signAuthorizations",
        "signQuote",
        "supertxReceiptSchema",
        "timestampSchema",
        "toErrorEntries",
        "upgradeAccount",
        "upgradeDetailSchema",
        "upgradeRequestSchema",
        "upgradeResponseSchema",
        "verifyQuote",
        "waitForSupertxReceipt",
      ]
    `)
  })

  it('supertx-kit/query', async () => {
    expect(names(await import('../../src/core/query/index.js'))).toMatchInlineSnapshot(`
      [
        "buildCcipQueryKey",
        "buildCcipQueryOptions",
        "buildInstructionsQueryKey",
        "buildInstructionsQueryOptions",
        "executeQuoteMutationOptions",
        "getQuoteMutationOptions",
        "hashQueryKey",
        "intentRouteQueryKey",
        "intentRouteQueryOptions",
        "isFinalReceipt",
        "missingQuoteParameters",
        "orchestratorQueryKey",
        "orchestratorQueryOptions",
        "prepare7702QueryKey",
        "prepare7702QueryOptions",
        "quoteQueryKey",
        "quoteQueryOptions",
        "shouldRetry",
        "signAuthorizationsMutationOptions",
        "signQuoteMutationOptions",
        "supertxQueryKeyPrefix",
        "supertxReceiptQueryKey",
        "supertxReceiptQueryOptions",
        "upgradeAccountMutationOptions",
      ]
    `)
  })

  it('supertx-kit (React)', async () => {
    expect(names(await import('../../src/react/index.js'))).toMatchInlineSnapshot(`
      [
        "SupertxProvider",
        "createSupertxConfig",
        "supertxQueryKeyPrefix",
        "useBuildInstructions",
        "useExecute",
        "useIntentRoute",
        "useOrchestrator",
        "usePrepare7702",
        "useQuote",
        "useQuoteMutation",
        "useSignPayloads",
        "useSupertransaction",
        "useSupertxConfig",
        "useSupertxReceipt",
        "useUpgrade",
      ]
    `)
  })

  it('supertx-kit/devnet', async () => {
    expect(names(await import('../../src/devnet/index.js'))).toMatchInlineSnapshot(`
      [
        "AnvilNotFoundError",
        "AnvilPortInUseError",
        "AnvilStartError",
        "ChainDeployError",
        "DEFAULT_DEVNET_API_KEY",
        "DEVNET_MNEMONIC",
        "DEV_ACCOUNT_FUNDING",
        "InvalidChainsParametersError",
        "POOL_LIQUIDITY",
        "devnetAccounts",
        "devnetRoles",
        "resolveAnvilBinary",
        "spawnAnvil",
        "startChains",
        "startDevnet",
      ]
    `)
  })
})
