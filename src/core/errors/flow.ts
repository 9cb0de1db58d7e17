import { BaseError } from './base.js'

export type ExecutionRejectedErrorParameters = {
  endpoint: string
  /** The service's `error` of an execute response with `success: false`. */
  serviceError: string | null
  supertxHash?: string | null | undefined
}

/** POST /v1/execute answered 200 with `success: false`: the service did not take the quote. */
export class ExecutionRejectedError extends BaseError {
  override name = 'ExecutionRejectedError'
  override readonly code = 'EXECUTION_REJECTED' as const
  readonly endpoint: string
  readonly serviceError: string | null
  readonly supertxHash: string | null

  constructor({ endpoint, serviceError, supertxHash }: ExecutionRejectedErrorParameters) {
    super(`${endpoint} did not execute the supertransaction.`, {
      details: serviceError ?? 'the service gave no reason',
      metaMessages: ['Request a new quote, sign it and execute again.'],
    })
    this.endpoint = endpoint
    this.serviceError = serviceError
    this.supertxHash = supertxHash ?? null
  }
}

export type ReceiptTimeoutErrorParameters = { supertxHash: string; timeoutMs: number }

/** No final receipt (`success` or `failed`) arrived in time. The supertransaction may still land. */
export class ReceiptTimeoutError extends BaseError {
  override name = 'ReceiptTimeoutError'
  override readonly code = 'RECEIPT_TIMEOUT' as const
  readonly supertxHash: string
  readonly timeoutMs: number

  constructor({ supertxHash, timeoutMs }: ReceiptTimeoutErrorParameters) {
    super(`Supertransaction ${supertxHash} did not finish within ${timeoutMs} ms.`, {
      metaMessages: [
        'It may still complete: keep tracking it by its hash (explorer or getReceipt), or wait',
        'again with a longer timeout. Do not execute the same quote again.',
      ],
    })
    this.supertxHash = supertxHash
    this.timeoutMs = timeoutMs
  }
}

export type SupertxFailedErrorParameters = {
  supertxHash: string
  reason?: string | undefined
  /** The explorer page of the supertransaction, where each operation's status and reason show. */
  explorerUrl?: string | undefined
}

/** The receipt reports the supertransaction as `failed`. */
export class SupertxFailedError extends BaseError {
  override name = 'SupertxFailedError'
  override readonly code = 'SUPERTX_FAILED' as const
  readonly supertxHash: string
  readonly explorerUrl: string | undefined

  constructor({ supertxHash, reason, explorerUrl }: SupertxFailedErrorParameters) {
    super(`Supertransaction ${supertxHash} failed.`, {
      details: reason,
      metaMessages: [
        explorerUrl
          ? `Check the per-operation statuses at ${explorerUrl}; funds not spent stay in the account.`
          : 'Check the per-operation statuses in its receipt; funds not spent stay in the account.',
        'Fix the cause (e.g. a constraint or balance), then quote and sign again.',
      ],
    })
    this.supertxHash = supertxHash
    this.explorerUrl = explorerUrl
  }
}

export type SupertxProviderNotFoundErrorParameters = { hook?: string | undefined }

/** A hook or component ran outside `<SupertxProvider>`. */
export class SupertxProviderNotFoundError extends BaseError {
  override name = 'SupertxProviderNotFoundError'
  override readonly code = 'PROVIDER_NOT_FOUND' as const

  constructor({ hook }: SupertxProviderNotFoundErrorParameters = {}) {
    super(`${hook ?? 'This hook'} must be used inside <SupertxProvider>.`, {
      metaMessages: [
        'Wrap your app: <WagmiProvider><QueryClientProvider><SupertxProvider baseUrl apiKey>...',
      ],
    })
  }
}
