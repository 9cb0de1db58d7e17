import { QuoteUnverifiableError } from '../errors/wallet.js'

/**
 * The signing code (this folder), loaded on first use: what signs payloads and EIP-7702
 * authorizations, upgrades, sends the smart account's funding and checks eoa-7702 delegations,
 * with the wallet's transaction code they need. Only through here: nothing outside this folder
 * imports its modules but for their types (test/unit/import-layers.test.ts). Nothing is signed or
 * sent if it cannot load.
 */
export function loadSigning(): Promise<typeof import('./index.js')> {
  return import('./index.js').catch(() => {
    throw new QuoteUnverifiableError({ missing: 'checks' })
  })
}

/**
 * Starts loading the signing code and its checks before the user signs (a quote under review, a
 * page that shows signing); a failure here is said when signing needs them.
 */
export function preloadSigning(): void {
  void loadSigning().catch(() => {})
}
