'use client'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import {
  type UpgradeAccountParameters,
  type UpgradeStep,
  upgradeAccount,
} from '../../core/actions/upgradeAccount.js'
import { orchestratorQueryOptions } from '../../core/query/api.js'
import { useApiQuery } from './useApiQuery.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseUpgradeParameters = Omit<
  UpgradeAccountParameters,
  'onStep' | 'signal' | 'ownerAddress'
> & {
  /** Leave undefined until known (e.g. no wallet connected): nothing is looked up. */
  ownerAddress: Address | undefined
}

/** `checking` (lookup), `needed`, `nothing-to-do`, a running step, `upgraded` or `error`. */
export type UseUpgradeStatus =
  | 'idle'
  | 'checking'
  | 'needed'
  | 'nothing-to-do'
  | UpgradeStep
  | 'upgraded'
  | 'error'

export type UseUpgradeReturnType = {
  status: UseUpgradeStatus
  /** Chains whose 2.1.0 account still needs the upgrade (from the lookup). */
  chainsNeedingUpgrade: number[]
  /** Chain id → legacy address: pass as `accountAddress` in later quote requests. */
  accountAddress: Record<string, Address>
  supertxHash: `0x${string}` | undefined
  explorerUrl: string | undefined
  error: Error | null
  /** Runs lookup → upgrade quote → signature → execute → receipt. */
  upgrade: () => void
  reset: () => void
}

/**
 * Upgrades the owner's legacy (2.1.0) orchestrator accounts to 2.2.1. Looks them up on mount;
 * `upgrade()` runs the whole upgrade. "No upgrade needed" is the `nothing-to-do` status, not an
 * error. Afterwards `accountAddress` holds the legacy addresses for later quotes.
 *
 * @example
 * const { status, upgrade, accountAddress } = useUpgrade({ ownerAddress, mode: 'smart-account' })
 * if (status === 'needed') upgrade()
 */
export function useUpgrade(parameters: UseUpgradeParameters): UseUpgradeReturnType {
  const { ownerAddress } = parameters
  const config = useSupertxConfig('useUpgrade')
  const wagmiConfig = useConfig()
  const lookup = useApiQuery(
    orchestratorQueryOptions(config, ownerAddress ? { ownerAddress } : undefined),
    Boolean(ownerAddress),
    undefined,
  )
  const [step, setStep] = useState<{ step: UpgradeStep; supertxHash?: `0x${string}` }>()
  const run = useMutation({
    mutationKey: ['supertx', 'upgradeAccount'],
    mutationFn: () =>
      upgradeAccount(config, wagmiConfig, {
        ...parameters,
        ownerAddress: ownerAddress as Address,
        onStep: (next, supertxHash) => setStep({ step: next, supertxHash }),
      }),
    onSuccess: () => lookup.refetch(),
  })
  const data = lookup.data && 'deployments' in lookup.data ? lookup.data : undefined
  const wanted = parameters.chainIds
  const chainsNeedingUpgrade = (data?.deployments ?? [])
    .filter((d) => d.isUpgradeNeeded && (!wanted || wanted.includes(d.chainId)))
    .map((d) => d.chainId)
  const supertxHash = run.data?.supertxHash ?? step?.supertxHash
  return {
    status: statusOf(
      run,
      step?.step,
      lookup.isFetching && !data,
      chainsNeedingUpgrade,
      lookup.error,
    ),
    chainsNeedingUpgrade,
    accountAddress: { ...data?.upgradedAddresses, ...run.data?.accountAddress },
    supertxHash,
    explorerUrl: supertxHash ? config.getExplorerUrl(supertxHash) : undefined,
    error: run.error ?? lookup.error,
    upgrade: () => run.mutate(),
    reset: () => {
      setStep(undefined)
      run.reset()
    },
  }
}

function statusOf(
  run: { status: string; data?: { status: string } | undefined },
  step: UpgradeStep | undefined,
  checking: boolean,
  needed: number[],
  lookupError: Error | null,
): UseUpgradeStatus {
  if (run.status === 'error' || (run.status === 'idle' && lookupError)) return 'error'
  if (run.status === 'pending') return step ?? 'lookup'
  if (run.data) return run.data.status === 'upgraded' ? 'upgraded' : 'nothing-to-do'
  if (checking) return 'checking'
  return needed.length ? 'needed' : lookupError ? 'error' : 'nothing-to-do'
}
