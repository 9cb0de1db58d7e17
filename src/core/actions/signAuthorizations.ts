import { type Address, getAddress } from 'viem'
import { signAuthorization } from 'viem/actions'
import type { Eip7702Policy, SupertxConfig } from '../config/createSupertxConfig.js'
import { defaultDelegates } from '../config/delegates.js'
import type { AuthorizationRefusedError, WalletNotConnectedError } from '../errors/wallet.js'
import { AuthorizationNotSupportedError, type UserRejectedError } from '../errors/wallet.js'
import type { Authorization, AuthorizationToSign } from '../schemas/authorization.js'
import { planAuthorizations } from '../verify/authorizations.js'
import { type ChainsRequest, chainsOfRequest } from '../verify/chains.js'
import type { WalletParameter } from '../wallet/types.js'
import { connectedAccount, toSupertxWallet } from '../wallet/wallet.js'
import { isUserRejection, walletRequest } from './internal.js'
import { readAccountState } from './readAccountState.js'

export type SignAuthorizationsParameters = {
  /** What the 412 of POST /v1/quote or POST /v1/mee/prepare7702 asked for: checked, not trusted. */
  authorizations: readonly AuthorizationToSign[]
  /** The quote request they are for: its owner (the connected account) and the chains it runs on. */
  request: ChainsRequest & { ownerAddress: string }
  /** Its `eip7702` terms (trusted delegates, multichain opt-in). Default: `defaultDelegates` (the devnet's on its chains, the real service's elsewhere). */
  config?: Pick<SupertxConfig, 'eip7702'> | undefined
  /** Called with what will be signed once it is checked, before the wallet is asked (to show it). */
  onPlanned?: ((authorizations: AuthorizationToSign[]) => void) | undefined
}
/** Signed, in the request shape (`r`, `s`, `v` as a decimal string, `yParity`). */
export type SignAuthorizationsReturnType = Authorization[]
export type SignAuthorizationsErrorType =
  | AuthorizationRefusedError
  | AuthorizationNotSupportedError
  | UserRejectedError
  | WalletNotConnectedError

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
  const wallet = toSupertxWallet(walletParameter)
  const planned = await planAuthorizationsToSign(wallet, parameters)
  parameters.onPlanned?.(planned)
  if (!planned.length) return []
  const client = await wallet.getWalletClient()
  if (client.account?.type !== 'local' || !client.account.signAuthorization)
    throw new AuthorizationNotSupportedError({ wallet: wallet.name })
  const signed: Authorization[] = []
  for (const item of planned) {
    const where = item.chainId === 0 ? 'every chain' : `chain ${item.chainId}`
    const action = `sign the EIP-7702 delegation to ${item.address} on ${where}`
    const result = await walletRequest(action, () =>
      signAuthorization(client, {
        account: client.account,
        contractAddress: item.address as Address,
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

/**
 * What `signAuthorizations` would ask the wallet to sign, checked on the user's terms (the same
 * checks, the same `AuthorizationRefusedError`), without asking the wallet anything: what a
 * review lists before the user confirms.
 *
 * @example
 * const toSign = await planAuthorizationsToSign(wallet, { authorizations: asked, request, config })
 */
export async function planAuthorizationsToSign(
  walletParameter: WalletParameter,
  parameters: Omit<SignAuthorizationsParameters, 'onPlanned'>,
): Promise<AuthorizationToSign[]> {
  const { request } = parameters
  const wallet = toSupertxWallet(walletParameter)
  const owner = connectedAccount(wallet, 'sign EIP-7702 authorizations', request.ownerAddress)
  const chainIds = chainsOfRequest(request)
  return planAuthorizations({
    asked: parameters.authorizations,
    chainIds,
    policy: policyOf(parameters.config),
    state: await readAccountState(wallet, getAddress(owner), chainIds),
  })
}

function policyOf(config: Pick<SupertxConfig, 'eip7702'> | undefined): Eip7702Policy {
  return config?.eip7702 ?? { delegates: defaultDelegates, multichain: false }
}
