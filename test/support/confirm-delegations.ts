import { expect } from 'vitest'
import type { QuoteParameters } from '../../src/core/client/types.js'
import type { createSupertransaction } from '../../src/core/supertransaction/createSupertransaction.js'
import type { recordingWallet } from './recording-wallet.js'

/**
 * A run as the user confirms it: eoa-7702 stops at the review of the delegations with nothing
 * asked of the wallet, and only the user's confirming press (execute again) asks it.
 */
export async function executeConfirmed(
  {
    supertransaction,
    recorder,
  }: {
    supertransaction: ReturnType<typeof createSupertransaction>
    recorder: ReturnType<typeof recordingWallet>
  },
  request: QuoteParameters,
) {
  const reviewed = await supertransaction.execute(request)
  if (reviewed.status !== 'authorizationReview') return reviewed
  expect(recorder.prompts()).toEqual([])
  return supertransaction.execute(request)
}
