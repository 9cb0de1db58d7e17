import type * as z from 'zod/mini'
import {
  AbortError,
  NetworkError,
  TimeoutError,
  UnexpectedResponseError,
} from '../errors/transport.js'
import { MAX_RESPONSE_BYTES, readBody } from './read-body.js'
import { createRedact } from './redact.js'
import { readResponse } from './response.js'
import { anySignal } from './signal.js'

/** Per-call options every client method accepts. */
export type RequestOptions = {
  /** Aborts the call; it then rejects with `AbortError`. */
  signal?: AbortSignal | undefined
  /** Overrides the client's `timeoutMs` for this call; past it, the call rejects with `TimeoutError`. */
  timeoutMs?: number | undefined
}

/** What the transport closes over. Internal: never returned to callers, so the key stays in here. */
export type TransportSettings = {
  /** Without a trailing slash. */
  baseUrl: string
  apiKey: string | undefined
  fetch: typeof fetch | undefined
  timeoutMs: number
  headers: Record<string, string>
}

export type SendParameters<schema extends z.ZodMiniType> = {
  method: 'GET' | 'POST'
  path: string
  body?: unknown
  schema: schema
  options?: RequestOptions | undefined
}

/** Sends one request and returns the response body parsed by `schema`, or throws a typed error. */
export async function send<schema extends z.ZodMiniType>(
  transport: TransportSettings,
  { method, path, body, schema, options }: SendParameters<schema>,
): Promise<z.output<schema>> {
  const endpoint = `${method} ${path}`
  const timeoutMs = options?.timeoutMs ?? transport.timeoutMs
  const timeout = AbortSignal.timeout(timeoutMs)
  const callerSignal = options?.signal
  const signal = callerSignal ? anySignal([timeout, callerSignal]) : timeout
  const { apiKey } = transport

  const headers: Record<string, string> = { accept: 'application/json', ...transport.headers }
  if (body !== undefined) headers['content-type'] = 'application/json'
  // The key travels in this header only: never in the URL, never in a message.
  if (apiKey) headers['x-api-key'] = apiKey

  // Why a call failed is read off which signal fired, not off the thrown value, which differs
  // between runtimes and fetch polyfills.
  const fail = (cause: unknown): never => {
    if (callerSignal?.aborted) throw new AbortError({ endpoint, cause: callerSignal.reason })
    if (timeout.aborted) throw new TimeoutError({ endpoint, timeoutMs, cause })
    throw new NetworkError({ endpoint, origin: originOf(transport.baseUrl), cause })
  }

  if (callerSignal?.aborted) throw new AbortError({ endpoint, cause: callerSignal.reason })
  let response: Response
  let text: string | undefined
  try {
    const init: RequestInit = { method, headers, signal }
    if (body !== undefined) init.body = JSON.stringify(body)
    const url = `${transport.baseUrl}${path}`
    // Unbound `fetch` throws "Illegal invocation" in browsers, so call the global as a method.
    response = transport.fetch
      ? await transport.fetch(url, init)
      : await globalThis.fetch(url, init)
    // Reading the body is part of the call: the timeout and the caller's signal cover it too.
    text = await readBody(response, MAX_RESPONSE_BYTES)
  } catch (error) {
    return fail(error)
  }
  // No API answer comes near the limit: whatever this is, it is not the API talking.
  if (text === undefined)
    throw new UnexpectedResponseError({
      endpoint,
      status: response.status,
      contentType: response.headers.get('content-type'),
      bodySnippet: `(over ${MAX_RESPONSE_BYTES} bytes, not read)`,
    })

  return readResponse({
    endpoint,
    status: response.status,
    contentType: response.headers.get('content-type'),
    text,
    schema,
    apiKeySent: Boolean(apiKey),
    redact: createRedact(apiKey),
  })
}

/** `http://host:port` of a base URL, for messages; a relative base URL is shown as given. */
export function originOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).origin
  } catch {
    return baseUrl
  }
}
