// Mutation options of the actions that change something (sign, execute, upgrade).
import { type ExecuteParameters, type ExecuteReturnType, execute } from '../actions/execute.js'
import type {
  SignAuthorizationsParameters,
  SignAuthorizationsReturnType,
} from '../actions/signAuthorizations.js'
import type { SignPayloadsParameters, SignPayloadsReturnType } from '../actions/signPayloads.js'
import { type UpgradeParameters, type UpgradeReturnType, upgrade } from '../actions/upgrade.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import type { WalletParameter } from '../wallet/types.js'
import type { SupertxMutationOptions } from './types.js'

/**
 * Signing the quote's payloads with the owner's wallet (`signPayloads`) as a mutation; `config`
 * looks the owner's accounts up for the check before signing.
 *
 * @example
 * const { mutateAsync } = useMutation(signPayloadsMutationOptions(wallet, config))
 */
export function signPayloadsMutationOptions(
  wallet: WalletParameter,
  config?: SupertxConfig | undefined,
): SupertxMutationOptions<SignPayloadsReturnType, SignPayloadsParameters> {
  return {
    mutationKey: ['supertx', 'signPayloads'],
    // Signing loads on first use, with the wallet's transaction code it reaches.
    mutationFn: async (parameters) =>
      (await import('../actions/signPayloads.js')).signPayloads(wallet, { config, ...parameters }),
  }
}

/**
 * POST /v1/execute (`execute`) as a mutation.
 *
 * @example
 * const { mutateAsync } = useMutation(executeMutationOptions(config))
 * const { supertxHash } = await mutateAsync({ signedQuote })
 */
export function executeMutationOptions(
  config: SupertxConfig,
): SupertxMutationOptions<ExecuteReturnType, ExecuteParameters> {
  return {
    mutationKey: ['supertx', 'execute'],
    mutationFn: (parameters) => execute(config, parameters),
  }
}

/**
 * EIP-7702 authorizations signed by the owner's wallet (`signAuthorizations`) as a mutation.
 *
 * @example
 * const { mutateAsync } = useMutation(signAuthorizationsMutationOptions(wallet))
 * const authorizations = await mutateAsync({ authorizations: error.authorizations })
 */
export function signAuthorizationsMutationOptions(
  wallet: WalletParameter,
): SupertxMutationOptions<SignAuthorizationsReturnType, SignAuthorizationsParameters> {
  return {
    mutationKey: ['supertx', 'signAuthorizations'],
    mutationFn: async (parameters) =>
      (await import('../actions/signAuthorizations.js')).signAuthorizations(wallet, parameters),
  }
}

/**
 * The legacy account upgrade (`upgrade`) as a mutation.
 *
 * @example
 * const { mutate } = useMutation(upgradeMutationOptions(config, wallet))
 * mutate({ ownerAddress, mode: 'smart-account' })
 */
export function upgradeMutationOptions(
  config: SupertxConfig,
  wallet: WalletParameter,
): SupertxMutationOptions<UpgradeReturnType, UpgradeParameters> {
  return {
    mutationKey: ['supertx', 'upgrade'],
    mutationFn: (parameters) => upgrade(config, wallet, parameters),
  }
}
