import type * as z from 'zod/mini'
import { RequestValidationError } from '../errors/validation.js'
import { safeParse } from '../schemas/safe-parse.js'
import { loadErrorEntries } from './error-entries.js'
import type { RequestOptions } from './request.js'
import type { SupertxTransport } from './transport.js'

/** One POST endpoint: its path and the schemas of its request and response. */
export type PostEndpoint = {
  path: `/v1/${string}`
  request: z.ZodMiniType
  response: z.ZodMiniType
}

/**
 * Validates `input` against the endpoint's request schema (`RequestValidationError`), posts it
 * and returns the answer parsed by the response schema.
 */
export function post<endpoint extends PostEndpoint>(
  transport: SupertxTransport,
  endpoint: endpoint,
  input: z.input<endpoint['request']>,
  options?: RequestOptions,
): Promise<z.output<endpoint['response']>> {
  const { path } = endpoint
  const checked = safeParse(endpoint.request, input)
  if (!checked.success)
    return loadErrorEntries(checked.error, input).then((issues) =>
      Promise.reject(new RequestValidationError({ endpoint: `POST ${path}`, issues })),
    )
  return transport.send<endpoint['response']>({
    method: 'POST',
    path,
    body: checked.data,
    schema: endpoint.response,
    options,
  })
}
