// The funding step's transfers (the wallet sends the smart account what it lacks): the code loads
// on first use with the rest of signing (src/core/signing/account-funding.ts).
import type * as funding from '../signing/account-funding.js'
import { loadSigning } from '../signing/load.js'

export type { AccountFundingTransfer } from '../signing/account-funding.js'

/**
 * What the smart account lacks of each need (`accountFundingNeedsOf`), read on chain: one transfer
 * per token and chain it lacks, none when it holds enough.
 */
export async function planAccountFunding(
  ...args: Parameters<typeof funding.planAccountFunding>
): ReturnType<typeof funding.planAccountFunding> {
  return (await loadSigning()).planAccountFunding(...args)
}

/**
 * Sends one planned transfer from the wallet on its chain and waits for it to be mined; reports
 * each status. A rejection is `UserRejectedError`, a revert `AccountFundingRevertedError`.
 */
export async function sendAccountFunding(
  ...args: Parameters<typeof funding.sendAccountFunding>
): ReturnType<typeof funding.sendAccountFunding> {
  return (await loadSigning()).sendAccountFunding(...args)
}
