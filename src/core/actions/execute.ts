import { executeEndpoint, meeExecuteEndpoint } from '../client/endpoints.js'
import { post } from '../client/post.js'
import type { ExecuteRequestInput } from '../client/types.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import { ExecutionRejectedError } from '../errors/supertransaction.js'
import type { ClientErrorType, RequestOptions } from './types.js'

export type ExecuteParameters = {
  /** The quote response with every `payloadToSign` item signed (what `signPayloads` returns). */
  signedQuote: ExecuteRequestInput
  /** `execute` (default) posts to /v1/execute, `mee` to /v1/mee/execute. */
  endpoint?: 'execute' | 'mee' | undefined
}
export type ExecuteReturnType = {
  /** Tracks the supertransaction: `waitForSupertxReceipt`, or the explorer page. */
  supertxHash: `0x${string}`
}
export type ExecuteErrorType = ClientErrorType | ExecutionRejectedError

/**
 * POST /v1/execute (or /v1/mee/execute): submits the signed quote. Execution then continues
 * asynchronously across chains. An answer with `success: false` (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md,
 * Errors, "Execution failure with status 200") rejects with `ExecutionRejectedError` carrying the
 * service's message.
 *
 * @example
 * const { signedQuote } = await signPayloads(walletClient, { quote, request })
 * const { supertxHash } = await execute(config, { signedQuote })
 */
export async function execute(
  config: SupertxConfig,
  parameters: ExecuteParameters,
  options?: RequestOptions,
): Promise<ExecuteReturnType> {
  const mee = parameters.endpoint === 'mee'
  const response = mee
    ? await post(config.transport, meeExecuteEndpoint, parameters.signedQuote, options)
    : await post(config.transport, executeEndpoint, parameters.signedQuote, options)
  const endpoint = mee ? 'POST /v1/mee/execute' : 'POST /v1/execute'
  if (!response.success || !response.supertxHash)
    throw new ExecutionRejectedError({
      endpoint,
      serviceError: response.success
        ? 'the service reported success without a supertxHash'
        : response.error,
      supertxHash: response.supertxHash,
    })
  return { supertxHash: response.supertxHash }
}
