// A small real DevnetService for HTTP-layer tests: it follows the spec's rules the API layer must
// carry through (412 in eoa-7702 without authorizations, INVALID_CHAIN), and keeps receipts in
// memory. The engine's own behaviour is tested with the engine.
import type { Hex } from 'viem'
import {
  buildCcipResponse,
  executeResponse,
  orchestratorResponse,
  quoteResponse,
} from '../../../fixtures/spec-payloads.js'
import type {
  BuildCcipResponse,
  BuildInstructionsResponse,
} from '../../../src/core/schemas/instructions.js'
import type { OrchestratorResponse } from '../../../src/core/schemas/orchestrator.js'
import type { QuoteResponse } from '../../../src/core/schemas/quote-response.js'
import type { SupertxReceipt } from '../../../src/core/schemas/receipt.js'
import { DevnetApiError } from '../../../src/devnet/service/errors.js'
import type { DevnetService } from '../../../src/devnet/service/types.js'

/** An owner whose requests make the service fail unexpectedly (a bug, not a spec error). */
export const BROKEN_OWNER = '0x000000000000000000000000000000000000dEaD'
export const SUPPORTED_CHAINS = [31337, 31338]

export type TestService = DevnetService & {
  receipts: Map<string, SupertxReceipt>
  /** Names of the methods called, in order. */
  calls: string[]
}

export function createTestService(): TestService {
  const receipts = new Map<string, SupertxReceipt>()
  const calls: string[] = []
  const checkOwner = (owner: string) => {
    if (owner === BROKEN_OWNER) {
      throw new TypeError("Cannot read properties of undefined (reading 'nonce')")
    }
  }
  return {
    receipts,
    calls,
    async quote(request) {
      calls.push('quote')
      checkOwner(request.ownerAddress)
      const chainId = request.composeFlows
        .map((flow) => (flow.data as { chainId?: number }).chainId)
        .find((id) => id !== undefined && !SUPPORTED_CHAINS.includes(id))
      if (chainId !== undefined) {
        const message = `Chain ${chainId} is not supported by this devnet; use one of ${SUPPORTED_CHAINS.join(', ')}.`
        throw DevnetApiError.status400('INVALID_CHAIN', message, [
          { code: 'INVALID_CHAIN', path: ['composeFlows', '0', 'data', 'chainId'], message },
        ])
      }
      // Spec "POST /v1/quote" rule 1.
      if (request.mode === 'eoa-7702' && !request.authorizations) {
        throw new DevnetApiError(412, {
          code: 'AUTHORIZATIONS_REQUIRED',
          message: 'Sign these EIP-7702 authorizations and repeat the request with authorizations.',
          errors: [],
          authorizations: [{ address: request.ownerAddress, chainId: 0, nonce: 0 }],
        })
      }
      return {
        ...quoteResponse,
        ownerAddress: request.ownerAddress,
        mode: request.mode,
      } as QuoteResponse
    },
    async execute(request) {
      calls.push('execute')
      checkOwner(request.ownerAddress)
      const hash = request.quote.hash as Hex
      receipts.set(hash.toLowerCase(), {
        supertxHash: hash,
        status: 'pending',
        userOps: [{ chainId: 31337, executionStatus: 'PENDING' }],
      })
      return { ...executeResponse, supertxHash: hash }
    },
    async orchestrator() {
      calls.push('orchestrator')
      return orchestratorResponse as OrchestratorResponse
    },
    async prepare7702(request) {
      calls.push('prepare7702')
      return [{ address: request.ownerAddress, chainId: 0, nonce: 0 }]
    },
    async upgrade() {
      calls.push('upgrade')
      return quoteResponse as QuoteResponse
    },
    async buildInstructions() {
      calls.push('buildInstructions')
      return { instructions: buildCcipResponse.instructions } as BuildInstructionsResponse
    },
    async buildCcip() {
      calls.push('buildCcip')
      return buildCcipResponse as BuildCcipResponse
    },
    async intentSimple() {
      calls.push('intentSimple')
      throw new Error('intent-simple is not part of this test service')
    },
    async createLegacyAccount(request) {
      calls.push('createLegacyAccount')
      return {
        ownerAddress: request.ownerAddress,
        address: request.ownerAddress,
        accountVersion: '2.1.0',
        deployments: [],
      }
    },
    // No chains behind it: every explorer page is of an unknown chain.
    async explorerTransaction() {
      calls.push('explorerTransaction')
      return 'no chain' as const
    },
    async explorerAddress() {
      calls.push('explorerAddress')
      return 'no chain' as const
    },
    async getReceipt(hash) {
      calls.push('getReceipt')
      return receipts.get(hash.toLowerCase())
    },
  }
}
