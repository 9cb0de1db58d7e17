// The public surface of each entry point, by name. A change here is an API change: review it, then
// update with `npx vitest run test/unit/exports.test.ts -u`.
import { describe, expect, it } from 'vitest'

const names = (module: object) => Object.keys(module).sort()

describe('entry point exports', () => {
  it('supertx-kit/core', async () => {
    expect(names(await import('../../src/core/index.js'))).toMatchInlineSnapshot(`
      [
        "AbortError",
        "AccountFundingRevertedError",
        "ApiError",
        "ApiValidationError",
        "ApprovalRevertedError",
        "AuthorizationNotSupportedError",
        "AuthorizationRefusedError",
        "AuthorizationRequiredError",
        "BadRequestError",
        "BalancePreviewUnavailableError",
        "BaseError",
        "ExecuteOutcomeUnknownError",
        "ExecutionRejectedError",
        "IncompleteParametersError",
        "InternalServerError",
        "InvalidChainError",
        "InvalidClientConfigError",
        "InvalidSignatureError",
        "InvalidTokenAmountError",
        "MAX_COMPOSE_FLOWS",
        "MEE_SCAN_URL",
        "MalformedJsonError",
        "NetworkError",
        "NoUpgradeNeededError",
        "QuotePayloadMismatchError",
        "QuoteStaleError",
        "QuoteUnverifiableError",
        "ReceiptTimeoutError",
        "ReceiptUnavailableError",
        "RequestValidationError",
        "ResponseValidationError",
        "SUPERTX_API_URL",
        "SUPERTX_STAGING_API_URL",
        "SupertxFailedError",
        "SupertxNotFoundError",
        "TEXT_LIMITS",
        "TimeoutError",
        "UnauthorizedError",
        "UnexpectedResponseError",
        "UnsupportedFlowError",
        "UserRejectedError",
        "WalletAccountMismatchError",
        "WalletChainMismatchError",
        "WalletNotConnectedError",
        "accountFundingNeedsOf",
        "addressSchema",
        "alignArgs",
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
        "chainsNeedingUpgrade",
        "chainsOfComposeFlows",
        "chainsOfRequest",
        "checkTokenList",
        "checksumAddressSchema",
        "cleanText",
        "cleanUpSchema",
        "clearHistory",
        "composeFlowSchema",
        "createDefaultStorage",
        "createFlowDraft",
        "createMemoryStorage",
        "createSupertransaction",
        "createSupertxClient",
        "createSupertxConfig",
        "defaultArgDraft",
        "defaultDelegates",
        "defaultHistoryKey",
        "defaultHistoryLimit",
        "describeOperations",
        "devnetChainIds",
        "devnetDelegate",
        "errorBodySchema",
        "execute",
        "executeRequestSchema",
        "executeResponseSchema",
        "feeTokenSchema",
        "findToken",
        "flowDraftTypes",
        "formatAmount",
        "fromComposeFlows",
        "fundingTokenSchema",
        "fundingTokensOf",
        "getBalanceChanges",
        "getHistoryStore",
        "getIntentRoute",
        "getOrchestrator",
        "getQuote",
        "getSupertxReceipt",
        "getUpgradeQuote",
        "hexSchema",
        "instructionSchema",
        "intentSimpleRequestSchema",
        "intentSimpleResponseSchema",
        "isTokenDecimals",
        "modeSchema",
        "orchestratorRequestSchema",
        "orchestratorResponseSchema",
        "parseAmount",
        "parseFunctionSignature",
        "payloadToSignSchema",
        "planAuthorizations",
        "prepare7702",
        "prepare7702RequestSchema",
        "prepare7702ResponseSchema",
        "prepareQuoteAuthorizations",
        "quoteRequestSchema",
        "quoteResponseSchema",
        "readHistory",
        "realNetworkDelegates",
        "recordHistory",
        "resolveAccounts",
        "routeSchema",
        "runtimeBalanceSchema",
        "signAuthorizations",
        "signPayloads",
        "splitSupertransactionOptions",
        "subscribeHistory",
        "supertxReceiptSchema",
        "timestampSchema",
        "toBaseUnits",
        "toComposeFlows",
        "toErrorEntries",
        "toSupertxWallet",
        "trustedDelegatesOn",
        "upgrade",
        "upgradeDetailSchema",
        "upgradeRequestSchema",
        "upgradeResponseSchema",
        "upgradeStatus",
        "validateFlowDraft",
        "waitForSupertxReceipt",
        "withFundingTokens",
      ]
    `)
  })

  it('supertx-kit/verify', async () => {
    expect(names(await import('../../src/verify/index.js'))).toMatchInlineSnapshot(`
      [
        "verifyQuote",
      ]
    `)
  })

  it('supertx-kit/server', async () => {
    expect(names(await import('../../src/server/index.js'))).toMatchInlineSnapshot(`
      [
        "InvalidProxyConfigError",
        "MEE_SCAN_URL",
        "SUPERTX_API_URL",
        "SUPERTX_STAGING_API_URL",
        "createSupertxProxy",
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
        "executeMutationOptions",
        "getBalanceChangesQueryKey",
        "getBalanceChangesQueryOptions",
        "getIntentRouteQueryKey",
        "getIntentRouteQueryOptions",
        "getOrchestratorQueryKey",
        "getOrchestratorQueryOptions",
        "getQuoteMutationOptions",
        "getQuoteQueryKey",
        "getQuoteQueryOptions",
        "getSupertxReceiptQueryKey",
        "getSupertxReceiptQueryOptions",
        "hashQueryKey",
        "isFinalReceipt",
        "missingParameters",
        "missingQuoteParameters",
        "prepare7702QueryKey",
        "prepare7702QueryOptions",
        "prepareQuoteAuthorizationsQueryKey",
        "prepareQuoteAuthorizationsQueryOptions",
        "receiptPollDelay",
        "receiptRetrying",
        "shouldRetry",
        "signAuthorizationsMutationOptions",
        "signPayloadsMutationOptions",
        "supertxQueryKeyPrefix",
        "upgradeMutationOptions",
      ]
    `)
  })

  it('supertx-kit (React)', async () => {
    expect(names(await import('../../src/react/index.js'))).toMatchInlineSnapshot(`
      [
        "BalanceChanges",
        "BalanceChangesChain",
        "BalanceChangesChains",
        "BalanceChangesStatus",
        "BalanceChangesView",
        "ExplorerLink",
        "ExplorerLinkView",
        "FeeTokenSelect",
        "FeeTokenSelectView",
        "FlowBuilder",
        "FlowBuilderView",
        "QuoteSummary",
        "QuoteSummaryView",
        "RouteSummary",
        "RouteSummaryView",
        "SigningSteps",
        "SigningStepsView",
        "Supertransaction",
        "SupertransactionStateNotFoundError",
        "SupertransactionView",
        "SupertxButton",
        "SupertxButtonView",
        "SupertxHistory",
        "SupertxHistoryView",
        "SupertxProvider",
        "SupertxProviderNotFoundError",
        "SupertxTracker",
        "SupertxTrackerView",
        "TokenAmount",
        "UpgradeNotice",
        "UpgradeNoticeView",
        "classifyError",
        "createFlowDraft",
        "createSupertxConfig",
        "describeError",
        "feeChoiceOf",
        "feeTokenOf",
        "formatTimestamp",
        "fromComposeFlows",
        "isNoExpiry",
        "isValidFeeChoice",
        "signingStepsOf",
        "supertxQueryKeyPrefix",
        "toComposeFlows",
        "useBalanceChanges",
        "useBuildInstructions",
        "useDescribeError",
        "useExecute",
        "useExplorerLink",
        "useFeeTokenSelect",
        "useFlowBuilder",
        "useIntentRoute",
        "useOrchestrator",
        "usePrepare7702",
        "useQuote",
        "useQuoteMutation",
        "useQuoteSummary",
        "useRouteSummary",
        "useSignPayloads",
        "useSigningSteps",
        "useSupertransaction",
        "useSupertransactionFlow",
        "useSupertxButton",
        "useSupertxConfig",
        "useSupertxFlow",
        "useSupertxHistory",
        "useSupertxReceipt",
        "useSupertxTracker",
        "useTokenInfo",
        "useUpgrade",
        "useUpgradeNotice",
        "wagmiWallet",
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
        "DEVNET_HTTP_PACKAGES",
        "DEVNET_MNEMONIC",
        "DEVNET_PACKAGES",
        "DEV_ACCOUNT_FUNDING",
        "DevnetDependencyMissingError",
        "DevnetStateError",
        "InvalidChainsParametersError",
        "POOL_LIQUIDITY",
        "describeDevnet",
        "devnetAccounts",
        "devnetRoles",
        "resolveAnvilBinary",
        "spawnAnvil",
        "startChains",
        "startDevnet",
      ]
    `)
  })

  it('supertx-kit/devnet in a browser bundle names the same exports (each throws)', async () => {
    const { readFileSync } = await import('node:fs')
    const stub = readFileSync(new URL('../../src/devnet/browser.ts', import.meta.url), 'utf8')
    const stubNames = [...stub.matchAll(/nodeOnly as (\w+)/g)].map(([, name]) => name).sort()
    expect(stubNames).toEqual(names(await import('../../src/devnet/index.js')))
  })

  it('supertx-kit/devnet/client', async () => {
    expect(names(await import('../../src/devnet-client/index.js'))).toMatchInlineSnapshot(`
      [
        "DEVNET_DESCRIPTION_PATH",
        "DevnetDescriptionError",
        "devnetChains",
        "devnetDescriptionSchema",
        "devnetProviderProps",
        "devnetTokenList",
        "devnetTransports",
        "devnetWagmiParameters",
        "fetchDevnet",
      ]
    `)
  })

  it('supertx-kit/devnet/vite', async () => {
    expect(names(await import('../../src/devnet/vite/index.js'))).toMatchInlineSnapshot(`
      [
        "supertxDevnet",
      ]
    `)
  })
})
