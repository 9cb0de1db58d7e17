// Mutation options of the actions that change something (sign, execute, upgrade).
import type { Config } from 'wagmi'
import {
  type ExecuteQuoteParameters,
  type ExecuteQuoteReturnType,
  executeQuote,
} from '../actions/executeQuote.js'
import {
  type SignAuthorizationsParameters,
  type SignAuthorizationsReturnType,
  signAuthorizations,
} from '../actions/signAuthorizations.js'
import {
  type SignQuoteParameters,
  type SignQuoteReturnType,
  signQuote,
} from '../actions/signQuote.js'
import {
  type UpgradeAccountParameters,
  type UpgradeAccountReturnType,
  upgradeAccount,
} from '../actions/upgradeAccount.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import type { SupertxMutationOptions } from './types.js'

/**
 * Signing the quote's payloads with the connected wallet (`signQuote`) as a mutation.
 *
 * @example
 * const { mutateAsync } = useMutation(signQuoteMutationOptions(wagmiConfig))
 */
export function signQuoteMutationOptions(
  wagmiConfig: Config,
): SupertxMutationOptions<SignQuoteReturnType, SignQuoteParameters> {
  return {
    mutationKey: ['supertx', 'signQuote'],
    mutationFn: (parameters) => signQuote(wagmiConfig, parameters),
  }
}

/**
 * POST /v1/execute (`executeQuote`) as a mutation.
 *
 * @example
 * const { mutateAsync } = useMutation(executeQuoteMutationOptions(config))
 * const { supertxHash } = await mutateAsync({ signedQuote })
 */
export function executeQuoteMutationOptions(
  config: SupertxConfig,
): SupertxMutationOptions<ExecuteQuoteReturnType, ExecuteQuoteParameters> {
  return {
    mutationKey: ['supertx', 'executeQuote'],
    mutationFn: (parameters) => executeQuote(config, parameters),
  }
}

/**
 * EIP-7702 authorizations signed by the connected wallet (`signAuthorizations`) as a mutation.
 *
 * @example
 * const { mutateAsync } = useMutation(signAuthorizationsMutationOptions(wagmiConfig))
 * const authorizations = await mutateAsync({ authorizations: error.authorizations })
 */
export function signAuthorizationsMutationOptions(
  wagmiConfig: Config,
): SupertxMutationOptions<SignAuthorizationsReturnType, SignAuthorizationsParameters> {
  return {
    mutationKey: ['supertx', 'signAuthorizations'],
    mutationFn: (parameters) => signAuthorizations(wagmiConfig, parameters),
  }
}

/**
 * The legacy account upgrade (`upgradeAccount`) as a mutation.
 *
 * @example
 * const { mutate } = useMutation(upgradeAccountMutationOptions(config, wagmiConfig))
 * mutate({ ownerAddress, mode: 'smart-account' })
 */
export function upgradeAccountMutationOptions(
  config: SupertxConfig,
  wagmiConfig: Config,
): SupertxMutationOptions<UpgradeAccountReturnType, UpgradeAccountParameters> {
  return {
    mutationKey: ['supertx', 'upgradeAccount'],
    mutationFn: (parameters) => upgradeAccount(config, wagmiConfig, parameters),
  }
}
