'use client'
import { type UseMutationResult, type UseQueryResult, useMutation } from '@tanstack/react-query'
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
import type { MutationParameter } from './types.js'
import { useApiQuery } from './useApiQuery.js'
import { useOwnerAddress } from './useOwnerAddress.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseUpgradeParameters = Omit<UpgradeParameters, 'onStep' | 'signal' | 'ownerAddress'> & {
  /** Default: the connected account; nothing is looked up while there is none. */
  ownerAddress?: Address | undefined
  mutation?: MutationParameter<UpgradeReturnType, void, UpgradeErrorType> | undefined
}

/** `checking` (lookup), `needed`, `nothing-to-do`, a running step, `upgraded` or `error`. */
export type UseUpgradeStatus = UpgradeStatus

export type UseUpgradeReturnType = UseMutationResult<UpgradeReturnType, UpgradeErrorType, void> & {
  /** Runs lookup → upgrade quote → signature → execute → receipt (`mutate`). */
  upgrade: () => void
  upgradeAsync: () => Promise<UpgradeReturnType>
  /**
   * The lookup and the run in one word, what an upgrade notice shows: `checking`, `needed`,
   * `nothing-to-do`, a running step, `upgraded` or `error` (of the run, or of a lookup with no
   * answer: a failed refetch keeps the answer it had).
   */
  upgradeStatus: UseUpgradeStatus
  /** The owner's accounts looked up on mount (POST /v1/mee/orchestrator without chains). */
  lookup: UseQueryResult<GetOrchestratorReturnType, GetOrchestratorErrorType>
  /** Chains whose 2.1.0 account still needs the upgrade (from the lookup). */
  chainsNeedingUpgrade: number[]
  /** Chain id → legacy address: pass as `accountAddress` in later quote requests. */
  accountAddress: Record<string, Address>
  supertxHash: `0x${string}` | undefined
  explorerUrl: string | undefined
}

/**
 * Upgrades the owner's legacy (2.1.0) orchestrator accounts to 2.2.1: a TanStack mutation
 * (`upgrade()` is its `mutate`, `error` the action's error union) over a lookup run on mount.
 * "No upgrade needed" is the `nothing-to-do` upgrade status, not an error. Afterwards
 * `accountAddress` holds the legacy addresses for later quotes. `upgradeStatus` is the core's
 * `upgradeStatus`, so a component or a script derives it the same way.
 *
 * @example
 * const { upgradeStatus, upgrade, accountAddress } = useUpgrade({ mode: 'smart-account' })
 * if (upgradeStatus === 'needed') upgrade()
 */
export function useUpgrade({
  mutation,
  ...parameters
}: UseUpgradeParameters): UseUpgradeReturnType {
  const config = useSupertxConfig('useUpgrade')
  const wallet = useWagmiWallet()
  const ownerAddress = useOwnerAddress(parameters.ownerAddress)
  const lookup = useApiQuery<GetOrchestratorReturnType, GetOrchestratorErrorType>(
    getOrchestratorQueryOptions(config, { ownerAddress }),
    undefined,
  )
  const [step, setStep] = useState<{ step: UpgradeStep; supertxHash?: `0x${string}` }>()
  const options = upgradeMutationOptions(config, wallet)
  const result = useMutation<UpgradeReturnType, UpgradeErrorType, void>({
    ...mutation,
    mutationKey: options.mutationKey,
    mutationFn: () => {
      setStep(undefined)
      return options.mutationFn({
        ...parameters,
        ownerAddress: ownerAddress as Address,
        onStep: (next, supertxHash) => setStep({ step: next, supertxHash }),
      })
    },
    onSuccess: (...args) => {
      lookup.refetch()
      return mutation?.onSuccess?.(...args)
    },
  })
  const data = lookup.data && 'deployments' in lookup.data ? lookup.data : undefined
  const supertxHash = result.data?.supertxHash ?? step?.supertxHash
  const reset = result.reset
  return Object.assign(result, {
    upgrade: () => result.mutate(),
    upgradeAsync: () => result.mutateAsync(),
    reset: () => {
      setStep(undefined)
      reset()
    },
    upgradeStatus: upgradeStatus({
      lookup: { data: lookup.data, error: lookup.error, pending: lookup.isFetching },
      run: { status: result.status, data: result.data, step: step?.step },
      chainIds: parameters.chainIds,
    }),
    lookup,
    chainsNeedingUpgrade: chainsNeedingUpgrade(lookup.data, parameters.chainIds),
    accountAddress: { ...data?.upgradedAddresses, ...result.data?.accountAddress },
    supertxHash,
    explorerUrl: supertxHash ? config.getExplorerUrl(supertxHash) : undefined,
  })
}
