import { createSupertxClient } from '../client/createSupertxClient.js'
import type { SupertxClient } from '../client/types.js'
import { createDefaultStorage, type SupertxStorage } from './storage.js'

export type CreateSupertxConfigParameters = {
  /** Where the Supertransaction API lives, e.g. a devnet's `http://127.0.0.1:4337`. */
  baseUrl: string
  /** Sent as `X-API-Key`. */
  apiKey?: string | undefined
  /**
   * Base of the explorer pages, `{explorerUrl}/details/{supertxHash}`
   * (docs/spec/supertransaction-api.md, Events). Default: the origin of `baseUrl`, which is where
   * the devnet serves them.
   */
  explorerUrl?: string | undefined
  /** Where the in-flight supertxHash is kept across reloads. Default: `localStorage` where it exists. */
  storage?: SupertxStorage | undefined
  /** How often receipts are polled, in ms. Default 2 000. */
  pollingInterval?: number | undefined
  /** A client to use instead of one built from `baseUrl` and `apiKey` (e.g. with a custom fetch). */
  client?: SupertxClient | undefined
  /** Per-request time limit of the built client, in ms. */
  timeoutMs?: number | undefined
}

/** Everything the actions and hooks need besides the wallet: the API client and the settings. */
export type SupertxConfig = {
  readonly client: SupertxClient
  readonly explorerUrl: string
  /** The explorer page of a supertransaction. */
  getExplorerUrl(supertxHash: string): string
  readonly storage: SupertxStorage
  readonly pollingInterval: number
}
export type CreateSupertxConfigReturnType = SupertxConfig

/**
 * Creates the kit's config: pass it to `<SupertxProvider config>` or to any action. Touches no
 * browser API when called, so it can be created at module scope in server-rendered apps.
 *
 * @example
 * const supertxConfig = createSupertxConfig({ baseUrl: 'http://127.0.0.1:4337', apiKey })
 * const quote = await getQuote(supertxConfig, { mode: 'smart-account', ownerAddress, composeFlows })
 */
export function createSupertxConfig(
  parameters: CreateSupertxConfigParameters,
): CreateSupertxConfigReturnType {
  const { baseUrl, apiKey, pollingInterval = 2_000, timeoutMs } = parameters
  const client = parameters.client ?? createSupertxClient({ baseUrl, apiKey, timeoutMs })
  const explorerUrl = (parameters.explorerUrl ?? originOf(client.baseUrl)).replace(/\/+$/, '')
  let storage = parameters.storage
  return {
    client,
    explorerUrl,
    getExplorerUrl: (supertxHash) => `${explorerUrl}/details/${supertxHash}`,
    // Built on first use, not here: creating the config must stay free of side effects.
    get storage() {
      storage ??= createDefaultStorage()
      return storage
    },
    pollingInterval,
  }
}

function originOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).origin
  } catch {
    return baseUrl
  }
}
