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
        "AuthorizationNotSupportedError",
        "AuthorizationRequiredError",
        "BadRequestError",
        "BaseError",
        "ExecutionRejectedError",
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
        "addressSchema",
        "amountSchema",
        "authorizationRequiredBodySchema",
        "authorizationSchema",
        "authorizationToSignSchema",
        "buildCcipRequestSchema",
        "buildCcipResponseSchema",
        "buildInstructionsRequestSchema",
        "buildInstructionsResponseSchema",
        "bytes32Schema",
        "callSchema",
        "chainIdSchema",
        "checksumAddressSchema",
        "cleanUpSchema",
        "composeFlowSchema",
        "createSupertxClient",
        "errorBodySchema",
        "executeRequestSchema",
        "executeResponseSchema",
        "feeTokenSchema",
        "fundingTokenSchema",
        "hexSchema",
        "instructionSchema",
        "intentSimpleRequestSchema",
        "intentSimpleResponseSchema",
        "modeSchema",
        "orchestratorRequestSchema",
        "orchestratorResponseSchema",
        "payloadToSignSchema",
        "prepare7702RequestSchema",
        "prepare7702ResponseSchema",
        "quoteRequestSchema",
        "quoteResponseSchema",
        "routeSchema",
        "runtimeBalanceSchema",
        "supertxReceiptSchema",
        "timestampSchema",
        "toErrorEntries",
        "upgradeDetailSchema",
        "upgradeRequestSchema",
        "upgradeResponseSchema",
      ]
    `)
  })

  it('supertx-kit/query', async () => {
    expect(names(await import('../../src/core/query/index.js'))).toMatchInlineSnapshot(`
      [
        "supertxQueryKeyPrefix",
      ]
    `)
  })

  it('supertx-kit (React)', async () => {
    expect(names(await import('../../src/react/index.js'))).toMatchInlineSnapshot(`
      [
        "supertxQueryKeyPrefix",
      ]
    `)
  })

  it('supertx-kit/devnet', async () => {
    expect(names(await import('../../src/devnet/index.js'))).toMatchInlineSnapshot(`
      [
        "resolveAnvilBinary",
        "spawnAnvil",
      ]
    `)
  })
})
