// The owner's Nexus account version on a chain of a real quote: it fixes the composability layout,
// the meeUserOpHash formula, the payload and the EIP-7702 delegate. Never read from the quote.
import { type NexusContracts, trustedNexusContractsOn } from '../../config/nexus-contracts.js'
import { QuoteUnverifiableError } from '../../errors/wallet.js'
import { type NexusVersion, nexusVersions } from '../../protocol/nexus/index.js'
import type { VerifyContext } from '../types.js'

/**
 * The version the app or the orchestrator's upgrade lookup gave for `chainId` (eoa-7702 without
 * one: 2.1.0, the version the API documents for it). Unknown: `QuoteUnverifiableError`.
 */
export function versionOn(ctx: VerifyContext, chainId: number): NexusVersion {
  const given =
    ctx.accountVersions?.[chainId] ?? (ctx.request.mode === 'eoa-7702' ? '2.1.0' : undefined)
  if (given === undefined || !Object.hasOwn(nexusVersions, given))
    throw new QuoteUnverifiableError({
      missing: 'accountVersion',
      at: `chain ${chainId}${given === undefined ? '' : ` (version ${given})`}`,
    })
  return given as NexusVersion
}

/**
 * The contracts of `version` the app trusts on `chainId` (`nexusContracts`): what the op's
 * `initCode`, EIP-7702 authorization and nonce may name. None: `QuoteUnverifiableError`.
 */
export function suiteOn(
  ctx: VerifyContext,
  chainId: number,
  version: NexusVersion,
): NexusContracts {
  const suite = trustedNexusContractsOn(ctx.nexusContracts, chainId)[version]
  if (!suite)
    throw new QuoteUnverifiableError({
      missing: 'nexusContracts',
      at: `chain ${chainId} (version ${version})`,
    })
  return suite
}
