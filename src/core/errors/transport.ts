import { BaseError } from './base.js'

export type TimeoutErrorParameters = { endpoint: string; timeoutMs: number; cause?: unknown }

/** The service did not answer within `timeoutMs`; the request was cancelled. */
export class TimeoutError extends BaseError {
  override name = 'TimeoutError'
  override readonly code = 'TIMEOUT' as const
  declare readonly endpoint: string
  declare readonly timeoutMs: number

  constructor({ endpoint, timeoutMs, cause }: TimeoutErrorParameters) {
    super(
      `${endpoint} did not answer within ${timeoutMs} ms and was cancelled.`,
      {
        cause,
        metaMessages: [
          'Retry; if the service is slow rather than down, raise `timeoutMs` on the call, or on',
          'SupertxProvider / createSupertxConfig / createSupertxClient.',
        ],
      },
      { endpoint, timeoutMs },
    )
  }
}

export type AbortErrorParameters = { endpoint: string; cause?: unknown }

/** The caller's `signal` aborted the request (e.g. a component unmounted). */
export class AbortError extends BaseError {
  override name = 'AbortError'
  override readonly code = 'ABORTED' as const
  declare readonly endpoint: string

  constructor({ endpoint, cause }: AbortErrorParameters) {
    super(
      `${endpoint} was aborted by the caller's signal.`,
      {
        cause,
        metaMessages: [
          'Nothing to fix if the abort was intended; otherwise call again without aborting.',
        ],
      },
      { endpoint },
    )
  }
}

export type NetworkErrorParameters = {
  endpoint: string
  /** The origin tried, e.g. `http://127.0.0.1:4337`; never a key, never a full URL with query. */
  origin: string
  cause?: unknown
}

/** `fetch` itself failed: connection refused, DNS, TLS, CORS or offline. No response exists. */
export class NetworkError extends BaseError {
  override name = 'NetworkError'
  override readonly code = 'NETWORK_ERROR' as const
  declare readonly endpoint: string
  declare readonly origin: string

  constructor({ endpoint, origin, cause }: NetworkErrorParameters) {
    super(
      `Could not reach the Supertransaction API at ${origin} (${endpoint}).`,
      {
        cause,
        details: describeNetworkCause(cause),
        metaMessages: [
          'Check the `baseUrl` given to SupertxProvider / createSupertxConfig / createSupertxClient,',
          'that the service is running (for the local devnet: `npm run devnet`), and, in a browser,',
          'that the service allows this origin (CORS).',
        ],
      },
      { endpoint, origin },
    )
  }
}

// undici hides the useful part (ECONNREFUSED, ENOTFOUND, "bad port") one level down: "fetch
// failed" alone does not tell the user anything.
function describeNetworkCause(cause: unknown): string | undefined {
  if (!(cause instanceof Error)) return undefined
  const inner = cause.cause as { code?: unknown; message?: unknown } | undefined
  const reason =
    typeof inner?.code === 'string'
      ? inner.code
      : typeof inner?.message === 'string' && inner.message
        ? inner.message
        : undefined
  return reason ? `${cause.message} (${reason})` : cause.message
}

export type UnexpectedResponseErrorParameters = {
  endpoint: string
  status: number
  contentType: string | null
  /** The start of the body (at most ~200 characters). */
  bodySnippet: string
}

/**
 * The service answered with something that is not the API's JSON: an HTML error page from a proxy
 * (e.g. a 502), plain text, JSON that is not the API's error body
 * (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Errors), or a body over `MAX_RESPONSE_BYTES` (8 MiB, left
 * unread; `bodySnippet` then says so).
 */
export class UnexpectedResponseError extends BaseError {
  override name = 'UnexpectedResponseError'
  override readonly code = 'UNEXPECTED_RESPONSE' as const
  declare readonly endpoint: string
  declare readonly status: number
  declare readonly contentType: string | null
  declare readonly bodySnippet: string

  constructor({ endpoint, status, contentType, bodySnippet }: UnexpectedResponseErrorParameters) {
    super(
      `${endpoint} answered ${status} with ${contentType ?? 'no content type'}, not the API's JSON.`,
      {
        details: bodySnippet ? `body starts with: ${bodySnippet}` : 'empty body',
        metaMessages: [
          status >= 500
            ? 'A gateway or the service is failing; retry later.'
            : 'Check that `baseUrl` points at the Supertransaction API itself, not a web page or proxy.',
        ],
      },
      { endpoint, status, contentType, bodySnippet },
    )
  }
}

export type MalformedJsonErrorParameters = {
  endpoint: string
  status: number
  bodySnippet: string
  cause?: unknown
}

/** The body claimed to be JSON (content type) but does not parse, e.g. cut off mid-way. */
export class MalformedJsonError extends BaseError {
  override name = 'MalformedJsonError'
  override readonly code = 'MALFORMED_JSON' as const
  declare readonly endpoint: string
  declare readonly status: number
  declare readonly bodySnippet: string

  constructor({ endpoint, status, bodySnippet, cause }: MalformedJsonErrorParameters) {
    super(
      `${endpoint} answered ${status} with JSON that does not parse.`,
      {
        cause,
        metaMessages: [
          `Body starts with: ${bodySnippet || '(empty)'}`,
          'The response was probably cut off or rewritten by a proxy; retry, and check `baseUrl`.',
        ],
      },
      { endpoint, status, bodySnippet },
    )
  }
}
