'use client'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { Address } from 'viem'
import type {
  GetOrchestratorErrorType,
  GetOrchestratorReturnType,
} from '../../core/actions/getOrchestrator.js'
import type {
  UpgradeErrorType,
  UpgradeParameters,
  UpgradeReturnType,
  UpgradeStep,
} from '../../core/actions/upgrade.js'
import { getOrchestratorQueryOptions } from '../../core/query/api.js'
import { upgradeMutationOptions } from '../../core/query/mutations.js'
import {
  chainsNeedingUpgrade,
  type UpgradeStatus,
  upgradeStatus,
} from '../../core/upgrade/upgradeStatus.js'
import { useWagmiWallet } from '../wagmi/useWagmiWallet.js'
import { useApiQuery } from './useApiQuery.js'
import { useOwnerAddress } from './useOwnerAddress.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseUpgradeParameters = Omit<UpgradeParameters, 'onStep' | 'signal' | 'ownerAddress'> & {
  /** Default: the connected account; nothing is looked up while there is none. */
  ownerAddress?: Address | undefined
}

/** `checking` (lookup), `needed`, `nothing-to-do`, a running step, `upgraded` or `error`. */
export type UseUpgradeStatus = UpgradeStatus

export type UseUpgradeReturnType = {
  status: UseUpgradeStatus
  /** Chains whose 2.1.0 account still needs the upgrade (from the lookup). */
  chainsNeedingUpgrade: number[]
  /** Chain id → legacy address: pass as `accountAddress` in later quote requests. */
  accountAddress: Record<string, Address>
  supertxHash: `0x${string}` | undefined
  explorerUrl: string | undefined
  error: UpgradeErrorType | GetOrchestratorErrorType | null
  /** Runs lookup → upgrade quote → signature → execute → receipt. */
  upgrade: () => void
  reset: () => void
}

/**
 * Upgrades the owner's legacy (2.1.0) orchestrator accounts to 2.2.1. Looks them up on mount;
 * `upgrade()` runs the whole upgrade. "No upgrade needed" is the `nothing-to-do` status, not an
 * error. Afterwards `accountAddress` holds the legacy addresses for later quotes. The status is
 * the core's `upgradeStatus`, so a component or a script derives it the same way.
 *
 * @example
 * const { status, upgrade, accountAddress } = useUpgrade({ mode: 'smart-account' })
 * if (status === 'needed') upgrade()
 */
export function useUpgrade(parameters: UseUpgradeParameters): UseUpgradeReturnType {
  const config = useSupertxConfig('useUpgrade')
  const wallet = useWagmiWallet()
  const ownerAddress = useOwnerAddress(parameters.ownerAddress)
  const lookup = useApiQuery<GetOrchestratorReturnType, GetOrchestratorErrorType>(
    getOrchestratorQueryOptions(config, { ownerAddress }),
    undefined,
  )
  const [step, setStep] = useState<{ step: UpgradeStep; supertxHash?: `0x${string}` }>()
  const options = upgradeMutationOptions(config, wallet)
  const run = useMutation<UpgradeReturnType, UpgradeErrorType, void>({
    mutationKey: options.mutationKey,
    mutationFn: () =>
      options.mutationFn({
        ...parameters,
        ownerAddress: ownerAddress as Address,
        onStep: (next, supertxHash) => setStep({ step: next, supertxHash }),
      }),
    onSuccess: () => lookup.refetch(),
  })
  const result = run.data
  const data = lookup.data && 'deployments' in lookup.data ? lookup.data : undefined
  const supertxHash = result?.supertxHash ?? step?.supertxHash
  return {
    status: upgradeStatus({
      lookup: { data: lookup.data, error: lookup.error, pending: lookup.isFetching },
      run: { status: run.status, data: result, step: step?.step },
      chainIds: parameters.chainIds,
    }),
    chainsNeedingUpgrade: chainsNeedingUpgrade(lookup.data, parameters.chainIds),
    accountAddress: { ...data?.upgradedAddresses, ...result?.accountAddress },
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
