import type { Address } from 'viem'
import { signAuthorization } from 'viem/actions'
import type { WalletNotConnectedError } from '../errors/wallet.js'
import { AuthorizationNotSupportedError, type UserRejectedError } from '../errors/wallet.js'
import type { Authorization, AuthorizationToSign } from '../schemas/authorization.js'
import type { WalletParameter } from '../wallet/types.js'
import { connectedAccount, toSupertxWallet } from '../wallet/wallet.js'
import { isUserRejection, walletRequest } from './internal.js'

export type SignAuthorizationsParameters = {
  /** What the 412 of POST /v1/quote or POST /v1/mee/prepare7702 asked for. */
  authorizations: readonly AuthorizationToSign[]
  /** The EOA that delegates; must be the connected account. Default: the connected account. */
  ownerAddress?: Address | undefined
}
/** Signed, in the request shape (`r`, `s`, `v` as a decimal string, `yParity`). */
export type SignAuthorizationsReturnType = Authorization[]
export type SignAuthorizationsErrorType =
  | AuthorizationNotSupportedError
  | UserRejectedError
  | WalletNotConnectedError

/**
 * Signs EIP-7702 authorizations with the owner's wallet (viem `signAuthorization`). Only a
 * wallet that exposes a local account can: browser wallets do not let dApps sign delegations
 * today, and then this throws `AuthorizationNotSupportedError` saying so; use `smart-account` or
 * `eoa` mode with such wallets.
 *
 * @example
 * try {
 *   await getQuote(config, request)
 * } catch (error) {
 *   if (!(error instanceof AuthorizationRequiredError)) throw error
 *   const authorizations = await signAuthorizations(walletClient, error)
 *   await getQuote(config, { ...request, authorizations })
 * }
 */
export async function signAuthorizations(
  walletParameter: WalletParameter,
  parameters: SignAuthorizationsParameters,
): Promise<SignAuthorizationsReturnType> {
  const wallet = toSupertxWallet(walletParameter)
  connectedAccount(wallet, 'sign EIP-7702 authorizations', parameters.ownerAddress)
  const client = await wallet.getWalletClient()
  if (client.account?.type !== 'local' || !client.account.signAuthorization)
    throw new AuthorizationNotSupportedError({ wallet: wallet.name })
  const signed: Authorization[] = []
  for (const item of parameters.authorizations) {
    const action = `sign the EIP-7702 delegation to ${item.address} on chain ${item.chainId}`
    const result = await walletRequest(action, () =>
      signAuthorization(client, {
        account: client.account,
        contractAddress: item.address,
        chainId: item.chainId,
        nonce: item.nonce,
      }),
    ).catch((error: unknown) => {
      if (isUserRejection(error)) throw error
      throw new AuthorizationNotSupportedError({ wallet: wallet.name, cause: error })
    })
    const { r, s, v, yParity } = result
    signed.push({
      address: item.address,
      chainId: item.chainId,
      nonce: item.nonce,
      r,
      s,
      v: v === undefined ? String(27 + (yParity ?? 0)) : v.toString(),
      yParity: (yParity ?? 0) as 0 | 1,
    })
  }
  return signed
}
