// The real Supertransaction service and its explorer, as named presets (https://github.com/supertx-kit/supertx-kit/tree/main/docs/spec/: the OpenAPI's
// `servers`; MEE Scan as the real SDK's `getMeeScanLink` builds its links).

/** The Supertransaction API in production. Give it to `createSupertxProxy` on your server. */
export const SUPERTX_API_URL = 'https://api.biconomy.io'

/** The Supertransaction API's staging service. */
export const SUPERTX_STAGING_API_URL = 'https://api-staging.biconomy.io'

/**
 * MEE Scan, the explorer of supertransactions on the real network: a supertransaction's page is
 * `${MEE_SCAN_URL}/details/<supertxHash>`. The kit's default `explorerUrl` unless `baseUrl` is on
 * this machine (a devnet, which serves its own explorer at its origin).
 */
export const MEE_SCAN_URL = 'https://meescan.biconomy.io'
