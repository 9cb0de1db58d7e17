import type * as z from 'zod/mini'
import { InvalidClientConfigError } from '../errors/config.js'
import {
  type RequestOptions,
  type SendParameters,
  send,
  type TransportSettings,
} from './request.js'

export type CreateSupertxTransportParameters = {
  /** Where the API lives, e.g. `https://api.example.com` or a devnet's `http://127.0.0.1:4337`. */
  baseUrl: string
  /** Sent as the `X-API-Key` header, and nowhere else. */
  apiKey?: string | undefined
  /** A `fetch` to use instead of the global one. */
  fetch?: typeof fetch | undefined
  /** Per-call time limit in ms, body included. Default 30 000. */
  timeoutMs?: number | undefined
  /** Extra headers sent with every request. */
  headers?: Record<string, string> | undefined
}

/**
 * How the actions reach the API: the base URL and one `send`. The settings (the API key among them)
 * are held in a closure, so they cannot be read back from the transport, its JSON or its errors.
 * It carries no endpoint's schemas: each action brings its own, so an app pays only for the
 * endpoints it calls.
 */
export type SupertxTransport = {
  /** The base URL requests go to, without a trailing slash. */
  readonly baseUrl: string
  send<schema extends z.ZodMiniType>(parameters: SendParameters<schema>): Promise<z.output<schema>>
}
export type { RequestOptions }

/** Checks the settings (`InvalidClientConfigError`) and closes over them. */
export function createSupertxTransport(
  parameters: CreateSupertxTransportParameters,
): SupertxTransport {
  const settings = toSettings(parameters)
  return {
    baseUrl: settings.baseUrl,
    send: (sendParameters) => send(settings, sendParameters),
  }
}

function toSettings(parameters: CreateSupertxTransportParameters): TransportSettings {
  const { baseUrl, apiKey, timeoutMs = 30_000 } = parameters
  if (typeof baseUrl !== 'string' || !baseUrl.trim())
    throw new InvalidClientConfigError({ option: 'baseUrl', problem: 'is required' })
  if (!(Number.isFinite(timeoutMs) && timeoutMs > 0))
    throw new InvalidClientConfigError({
      option: 'timeoutMs',
      problem: `must be a positive number of milliseconds (got ${timeoutMs})`,
    })
  return {
    baseUrl: baseUrl.trim().replace(/\/+$/, ''),
    apiKey: apiKey || undefined,
    fetch: parameters.fetch,
    timeoutMs,
    headers: { ...parameters.headers },
  }
}
