import type { devWallet } from '../../src/dev-wallet/index.js'

/** The playground's wallet: the dev-wallet connector over the devnet's funded accounts. */
export type DevWallet = ReturnType<typeof devWallet>
