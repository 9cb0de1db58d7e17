import { toErrorEntries } from '../core/schemas/format-issues.js'
import {
  DEVNET_DESCRIPTION_PATH,
  type DevnetDescription,
  devnetDescriptionSchema,
} from './description.js'
import { DevnetDescriptionError } from './errors.js'

export type FetchDevnetParameters = {
  /**
   * Where the description is; default {@link DEVNET_DESCRIPTION_PATH} on this page's origin (the
   * Vite plugin's). Outside a browser, an absolute URL.
   */
  url?: string | URL | undefined
  signal?: AbortSignal | undefined
}

export type FetchDevnetReturnType = DevnetDescription

export type FetchDevnetErrorType = DevnetDescriptionError

/**
 * Reads the description of the devnet the dev server started: API URL and key, explorer, chains
 * with their RPC URLs, tokens and dev accounts. Checked against its schema; any failure is a
 * {@link DevnetDescriptionError} that says what to start or add.
 *
 * @example
 * ```ts
 * import { devnetChains, devnetTransports, fetchDevnet } from 'supertx-kit/devnet/client'
 *
 * const devnet = await fetchDevnet()
 * const wagmiConfig = createConfig({
 *   chains: devnetChains(devnet),
 *   transports: devnetTransports(devnet),
 * })
 * ```
 */
export async function fetchDevnet(
  parameters: FetchDevnetParameters = {},
): Promise<FetchDevnetReturnType> {
  const url = absolute(parameters.url ?? DEVNET_DESCRIPTION_PATH)
  let response: Response
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal: parameters.signal ?? null,
    })
  } catch (cause) {
    if (parameters.signal?.aborted) throw cause
    throw new DevnetDescriptionError({ url, problem: 'unreachable', cause })
  }
  const body = await response.text()
  const json = parseJson(body)
  const failure = (json as { error?: { message?: unknown } } | undefined)?.error
  if (!response.ok && typeof failure?.message === 'string')
    throw new DevnetDescriptionError({ url, problem: 'not-started', reason: failure.message })
  if (!response.ok || json === undefined) {
    const type = response.headers.get('content-type') ?? ''
    const answered = type.includes('html') ? 'an HTML page' : type ? type : 'a body of no type'
    throw new DevnetDescriptionError({
      url,
      problem: 'not-served',
      status: response.status,
      answered,
    })
  }
  const result = devnetDescriptionSchema.safeParse(json)
  if (!result.success)
    throw new DevnetDescriptionError({
      url,
      problem: 'invalid',
      issues: toErrorEntries(result.error),
    })
  return result.data
}

/** The URL against this page (a browser), else as given (it must be absolute then). */
function absolute(url: string | URL): string {
  const base = globalThis.location?.href
  try {
    return new URL(url, base).href
  } catch (cause) {
    throw new DevnetDescriptionError({ url: String(url), problem: 'relative-url', cause })
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
