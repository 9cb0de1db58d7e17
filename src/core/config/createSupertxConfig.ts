import { originOf } from '../client/request.js'
import {
  type CreateSupertxTransportParameters,
  createSupertxTransport,
  type SupertxTransport,
} from '../client/transport.js'
import { InvalidClientConfigError } from '../errors/config.js'
import { defaultAccountFactories, type TrustedAccountFactories } from './account-factories.js'
import { defaultDelegates, type TrustedDelegates } from './delegates.js'
import { isSafeLink } from './links.js'
import { defaultNexusContracts, type TrustedNexusContracts } from './nexus-contracts.js'
import { MEE_SCAN_URL } from './presets.js'
import { createDefaultStorage, type SupertxStorage } from './storage.js'

/** EIP-7702 on the user's terms: what an `eoa-7702` EOA may sign. */
export type Eip7702Policy = {
  /**
   * The only delegation contracts an authorization may name, per chain: the EOA's code becomes
   * theirs, so list only contracts you have checked. One list for every chain, a list per chain id
   * (`{ 8453: [...] }`; a chain missing from it trusts none), or a function of the chain id.
   * Default `defaultDelegates`: the devnet's contract on the devnet's chain ids, the real
   * service's Nexus implementations (`realNetworkDelegates`) on every other chain.
   */
  delegates: TrustedDelegates
  /**
   * Allow one authorization for every chain (`chainId: 0`), also chains the app never uses.
   * Default `false`: one authorization per chain of the request, each at that chain's nonce.
   */
  multichain: boolean
}

/** Where the API lives and how to reach it (`baseUrl`, `apiKey`, `fetch`, `timeoutMs`, `headers`), and the kit's settings. */
export type CreateSupertxConfigParameters = CreateSupertxTransportParameters & {
  /**
   * Base of the explorer pages, `{explorerUrl}/details/{supertxHash}`
   * ([the API's Events](https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md#events)).
   * Default: MEE Scan (`MEE_SCAN_URL`), the real network's explorer; but when `baseUrl` is a plain
   * `http:` URL (a devnet on this machine) the origin of `baseUrl`, where the devnet serves its
   * own. An `https:` URL, `http:` on localhost, 127.0.0.1 or [::1], or a path on the app's origin;
   * anything else is refused with `InvalidClientConfigError`, as the kit renders it as a link.
   */
  explorerUrl?: string | undefined
  /** Where the in-flight supertxHash is kept across reloads. Default: `localStorage` where it exists. */
  storage?: SupertxStorage | undefined
  /** The longest wait between receipt polls, in ms: polls start soon after execute and back off up to it. Default 2 000. */
  pollingInterval?: number | undefined
  /** What an `eoa-7702` EOA may sign (trusted delegation contracts, multichain opt-in). */
  eip7702?: Partial<Eip7702Policy> | undefined
  /**
   * The factories that may have deployed the owner's smart accounts, per chain. The kit reads from
   * them, on each chain, where the owner's account is, and refuses an account the service names
   * that none of them computes (`AccountRefusedError`). One list for every chain, a list per chain
   * id, or a function of the chain id. Default `defaultAccountFactories`: the devnet's factory on
   * the devnet's chain ids, the real service's Nexus factories (`realNetworkAccountFactories`)
   * everywhere else.
   */
  accountFactories?: TrustedAccountFactories | undefined
  /**
   * The Nexus suites (implementation = EIP-7702 delegate, factory and bootstrap of an `initCode`,
   * default validator, ETH forwarder) a real-shaped quote may name, per chain. One table for every
   * chain, a table per chain id, or a function of the chain id. Default `defaultNexusContracts`:
   * the devnet's own suites on the devnet's chain ids, the real service's
   * (`realNetworkNexusContracts`) everywhere else.
   */
  nexusContracts?: TrustedNexusContracts | undefined
}

/** Everything the actions and hooks need besides the wallet: the API transport and the settings. */
export type SupertxConfig = {
  /** How the actions reach the API; it holds the API key in a closure, out of reach. */
  readonly transport: SupertxTransport
  readonly explorerUrl: string
  /** The explorer page of a supertransaction. */
  getExplorerUrl(supertxHash: string): string
  readonly storage: SupertxStorage
  readonly pollingInterval: number
  readonly eip7702: Eip7702Policy
  readonly accountFactories: TrustedAccountFactories
  readonly nexusContracts: TrustedNexusContracts
}
export type CreateSupertxConfigReturnType = SupertxConfig

/**
 * The explorer of the service at `baseUrl`: a devnet (plain `http:`, which the kit allows on this
 * machine only) serves its own at its origin; the real service (`https:`, or a proxy's path on the
 * app's origin) is explored on MEE Scan.
 */
function defaultExplorerUrl(baseUrl: string): string {
  return /^http:/i.test(baseUrl) ? originOf(baseUrl) : MEE_SCAN_URL
}

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
  const { pollingInterval = 2_000 } = parameters
  const transport = createSupertxTransport(parameters)
  const explorerUrl = (parameters.explorerUrl ?? defaultExplorerUrl(transport.baseUrl)).replace(
    /\/+$/,
    '',
  )
  // Every explorer link the kit renders starts here (never with a URL the API or a storage gave).
  if (!isSafeLink(explorerUrl))
    throw new InvalidClientConfigError({
      option: 'explorerUrl',
      problem: `must be an https: URL, or http: on localhost, 127.0.0.1 or [::1] (got ${explorerUrl})${parameters.explorerUrl === undefined ? ': it defaults to the origin of an http: baseUrl; pass one that is' : ''}`,
    })
  let storage = parameters.storage
  return {
    transport,
    explorerUrl,
    getExplorerUrl: (supertxHash) => `${explorerUrl}/details/${encodeURIComponent(supertxHash)}`,
    // Built on first use, not here: creating the config must stay free of side effects.
    get storage() {
      storage ??= createDefaultStorage()
      return storage
    },
    pollingInterval,
    eip7702: {
      delegates: parameters.eip7702?.delegates ?? defaultDelegates,
      multichain: parameters.eip7702?.multichain ?? false,
    },
    accountFactories: parameters.accountFactories ?? defaultAccountFactories,
    nexusContracts: parameters.nexusContracts ?? defaultNexusContracts,
  }
}
