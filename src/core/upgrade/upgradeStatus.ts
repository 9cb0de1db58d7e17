import type { GetOrchestratorReturnType } from '../actions/getOrchestrator.js'
import type { UpgradeReturnType, UpgradeStep } from '../actions/upgrade.js'

/** `checking` (lookup), `needed`, `nothing-to-do`, a running step, `upgraded` or `error`. */
export type UpgradeStatus =
  | 'idle'
  | 'checking'
  | 'needed'
  | 'nothing-to-do'
  | UpgradeStep
  | 'upgraded'
  | 'error'

/**
 * The chains whose legacy (2.1.0) account still needs the upgrade, from the orchestrator lookup
 * (POST /v1/mee/orchestrator with `ownerAddress` alone), limited to `chainIds` when given.
 *
 * @example
 * const lookup = await getOrchestrator(config, { ownerAddress })
 * chainsNeedingUpgrade(lookup) // [31337]
 */
export function chainsNeedingUpgrade(
  lookup: GetOrchestratorReturnType | undefined,
  chainIds?: readonly number[] | undefined,
): number[] {
  const deployments = lookup && 'deployments' in lookup ? lookup.deployments : []
  return deployments
    .filter((d) => d.isUpgradeNeeded && (!chainIds || chainIds.includes(d.chainId)))
    .map((d) => d.chainId)
}

export type UpgradeStatusParameters = {
  lookup: {
    data: GetOrchestratorReturnType | undefined
    error: Error | null
    /** The lookup runs and has no answer yet. */
    pending: boolean
  }
  run: {
    status: 'idle' | 'pending' | 'success' | 'error'
    data?: UpgradeReturnType | undefined
    /** The step `upgrade` reported last. */
    step?: UpgradeStep | undefined
  }
  chainIds?: readonly number[] | undefined
}

/**
 * One status for an upgrade from the lookup and the run of `upgrade`: what an upgrade
 * notice shows. "No upgrade needed" is `nothing-to-do`, not an error.
 *
 * @example
 * upgradeStatus({ lookup: { data, error: null, pending: false }, run: { status: 'idle' } }) // 'needed'
 */
export function upgradeStatus({ lookup, run, chainIds }: UpgradeStatusParameters): UpgradeStatus {
  if (run.status === 'error') return 'error'
  if (run.status === 'pending') return run.step ?? 'lookup'
  if (run.data) return run.data.status === 'upgraded' ? 'upgraded' : 'nothing-to-do'
  // A background refetch that fails keeps the answer it had: the notice shows what it knows.
  if (lookup.error && !lookup.data) return 'error'
  if (lookup.pending && !lookup.data) return 'checking'
  if (!lookup.data) return 'idle'
  return chainsNeedingUpgrade(lookup.data, chainIds).length ? 'needed' : 'nothing-to-do'
}
