import type { ExecuteResponse } from '../schemas/execute.js'
import type {
  OrchestratorAddressGroup,
  OrchestratorUpgradeLookup,
} from '../schemas/orchestrator.js'
import type { SupertxReceipt } from '../schemas/receipt.js'
import type { UpgradeRequestInput, UpgradeResponse } from '../schemas/upgrade.js'
import type { PostParameters, PostReturnType } from './endpoints.js'
import type { RequestOptions } from './request.js'

export type QuoteParameters = PostParameters<'quote'>
export type QuoteReturnType = PostReturnType<'quote'>
export type ExecuteRequestInput = PostParameters<'execute'>
export type OrchestratorParameters = PostParameters<'orchestrator'>
export type OrchestratorReturnType = PostReturnType<'orchestrator'>
export type Prepare7702Parameters = PostParameters<'prepare7702'>
export type Prepare7702ReturnType = PostReturnType<'prepare7702'>
export type BuildInstructionsParameters = PostParameters<'buildInstructions'>
export type BuildInstructionsReturnType = PostReturnType<'buildInstructions'>
export type BuildCcipParameters = PostParameters<'buildCcip'>
export type BuildCcipReturnType = PostReturnType<'buildCcip'>
export type IntentSimpleParameters = PostParameters<'intentSimple'>
export type IntentSimpleReturnType = PostReturnType<'intentSimple'>
export type GetReceiptReturnType = SupertxReceipt

/**
 * A client of the Supertransaction API. Every method validates its parameters before sending
 * (`RequestValidationError`), validates the answer (`ResponseValidationError`) and turns error
 * answers into typed errors (`ApiError` subclasses, `AuthorizationRequiredError`,
 * `UnauthorizedError`, `TimeoutError`, `AbortError`, `NetworkError`, ...).
 */
export type SupertxClient = {
  /** The base URL requests go to, without a trailing slash. */
  readonly baseUrl: string
  /** POST /v1/quote: compose flows into a quote with the payloads to sign. 412 in eoa-7702 mode → `AuthorizationRequiredError`. */
  quote(parameters: QuoteParameters, options?: RequestOptions): Promise<QuoteReturnType>
  /** POST /v1/execute: submit the signed quote; resolves with `supertxHash` (or `success: false`). */
  execute(parameters: ExecuteRequestInput, options?: RequestOptions): Promise<ExecuteResponse>
  /** POST /v1/mee/execute: the same as `execute` on the MEE path. */
  meeExecute(parameters: ExecuteRequestInput, options?: RequestOptions): Promise<ExecuteResponse>
  /**
   * POST /v1/mee/orchestrator: with `chains`, the owner's orchestrator account addresses grouped by
   * the chains they serve; with `ownerAddress` alone, the upgrade lookup (`deployments`,
   * `upgradedAddresses`).
   */
  orchestrator(
    parameters: OrchestratorParameters & { chains: readonly number[] },
    options?: RequestOptions,
  ): Promise<OrchestratorAddressGroup[]>
  orchestrator(
    parameters: OrchestratorParameters & { chains?: undefined },
    options?: RequestOptions,
  ): Promise<OrchestratorUpgradeLookup>
  orchestrator(
    parameters: OrchestratorParameters,
    options?: RequestOptions,
  ): Promise<OrchestratorReturnType>
  /** POST /v1/mee/prepare7702: the EIP-7702 authorizations to sign for these instructions. */
  prepare7702(
    parameters: Prepare7702Parameters,
    options?: RequestOptions,
  ): Promise<Prepare7702ReturnType>
  /** POST /v1/mee/upgrade: a quote upgrading 2.1.0 accounts to 2.2.1 (`NoUpgradeNeededError` if none). */
  upgrade(parameters: UpgradeRequestInput, options?: RequestOptions): Promise<UpgradeResponse>
  /** POST /v1/instructions/build: composable instructions from a function signature and args. */
  buildInstructions(
    parameters: BuildInstructionsParameters,
    options?: RequestOptions,
  ): Promise<BuildInstructionsReturnType>
  /** POST /v1/instructions/build-ccip: bridging instructions. */
  buildCcip(parameters: BuildCcipParameters, options?: RequestOptions): Promise<BuildCcipReturnType>
  /** POST /v1/instructions/intent-simple: a cross-chain swap route with its instructions. */
  intentSimple(
    parameters: IntentSimpleParameters,
    options?: RequestOptions,
  ): Promise<IntentSimpleReturnType>
  /** GET /v1/explorer/{supertxHash}: the receipt of a supertransaction. Unknown hash → `ApiError` with status 404. */
  getReceipt(supertxHash: `0x${string}`, options?: RequestOptions): Promise<GetReceiptReturnType>
}
