// The seam between the devnet's HTTP layer (src/devnet/api) and its behaviour (quotes, execution,
// instruction building). The API validates requests with the shared schemas (src/core/schemas), then calls these
// methods with parsed values; a method signals an API error (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md,
// Errors) by throwing DevnetApiError.
import type { ExecuteRequest, ExecuteResponse } from '../../core/schemas/execute.js'
import type {
  BuildCcipRequest,
  BuildCcipResponse,
  BuildInstructionsRequest,
  BuildInstructionsResponse,
} from '../../core/schemas/instructions.js'
import type { IntentSimpleRequest, IntentSimpleResponse } from '../../core/schemas/intent.js'
import type { OrchestratorRequest, OrchestratorResponse } from '../../core/schemas/orchestrator.js'
import type { Prepare7702Request, Prepare7702Response } from '../../core/schemas/prepare7702.js'
import type { QuoteRequest, QuoteResponse } from '../../core/schemas/quote.js'
import type { SupertxReceipt } from '../../core/schemas/receipt.js'
import type { UpgradeRequest } from '../../core/schemas/upgrade.js'
import type { ExplorerAddress, ExplorerTransaction } from './explorer.js'
import type {
  CreateLegacyAccountParameters,
  CreateLegacyAccountReturnType,
} from './legacy-accounts.js'

export type DevnetService = {
  quote(request: QuoteRequest): Promise<QuoteResponse>
  /** Serves both POST /v1/execute and POST /v1/mee/execute. */
  execute(request: ExecuteRequest): Promise<ExecuteResponse>
  orchestrator(request: OrchestratorRequest): Promise<OrchestratorResponse>
  prepare7702(request: Prepare7702Request): Promise<Prepare7702Response>
  upgrade(request: UpgradeRequest): Promise<QuoteResponse>
  buildInstructions(request: BuildInstructionsRequest): Promise<BuildInstructionsResponse>
  buildCcip(request: BuildCcipRequest): Promise<BuildCcipResponse>
  intentSimple(request: IntentSimpleRequest): Promise<IntentSimpleResponse>
  /** Devnet-only (`POST /dev/legacy-account`): a legacy 2.1.0 account for an owner, to upgrade. */
  createLegacyAccount(
    request: CreateLegacyAccountParameters,
  ): Promise<CreateLegacyAccountReturnType>
  /** `undefined` when the hash is unknown (the API answers 404). */
  getReceipt(supertxHash: `0x${string}`): Promise<SupertxReceipt | undefined>
  /** The explorer's page of a transaction on one chain, or which of the two is unknown. */
  explorerTransaction(
    chainId: number,
    hash: `0x${string}`,
  ): Promise<ExplorerTransaction | 'no chain' | 'no transaction'>
  /** The explorer's page of an address on one chain, or 'no chain'. */
  explorerAddress(chainId: number, address: `0x${string}`): Promise<ExplorerAddress | 'no chain'>
}
