import { QuoteUnverifiableError } from '../errors/wallet.js'

/**
 * The checks before signing, loaded on first use: they are most of what signing costs an app up
 * front (the operations read back, Keccak, the Merkle root). Nothing is signed if they cannot load.
 */
export function loadChecks(): Promise<typeof import('./checks.js')> {
  return import('./checks.js').catch(() => {
    throw new QuoteUnverifiableError({ missing: 'checks' })
  })
}
