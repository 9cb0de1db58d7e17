// `signAuthorizations`'s public face: its code loads on first use with the rest of signing (src/core/signing),
// so an app pays for it, and the wallet's transaction code it needs, when it is about to sign.

import { loadSigning } from '../signing/load.js'
import type {
  SignAuthorizationsParameters,
  SignAuthorizationsReturnType,
} from '../signing/signAuthorizations.js'
import type { WalletParameter } from '../wallet/types.js'

export type {
  SignAuthorizationsErrorType,
  SignAuthorizationsParameters,
  SignAuthorizationsReturnType,
} from '../signing/signAuthorizations.js'

/**
 * Signs EIP-7702 authorizations on the user's terms (viem `signAuthorization`). What the service
 * asked for is checked first, and refused with `AuthorizationRefusedError` before the wallet is
 * asked: only the config's trusted delegation contracts, only the chains the request runs on, at
 * the EOA's nonce read from each chain (the wallet's public clients; a chain it cannot read is
 * refused). A `chainId: 0` (every chain) authorization becomes one per chain of the request that
 * is not delegated yet, unless the config opts in to multichain. Only a wallet that exposes a
 * local account can sign: browser wallets do not let dApps sign delegations today, and then this
 * throws `AuthorizationNotSupportedError`; use `smart-account` or `eoa` mode with such wallets.
 *
 * @example
 * try {
 *   await getQuote(config, request)
 * } catch (error) {
 *   if (!(error instanceof AuthorizationRequiredError)) throw error
 *   const { authorizations: asked } = error
 *   const authorizations = await signAuthorizations(walletClient, { authorizations: asked, request, config })
 *   await getQuote(config, { ...request, authorizations })
 * }
 */
export async function signAuthorizations(
  walletParameter: WalletParameter,
  parameters: SignAuthorizationsParameters,
): Promise<SignAuthorizationsReturnType> {
  return (await loadSigning()).signAuthorizations(walletParameter, parameters)
}
