// `signPayloads`'s public face: its code loads on first use with the rest of signing (src/core/signing),
// so an app pays for it, and the wallet's transaction code it needs, when it is about to sign.

import { loadSigning } from '../signing/load.js'
import type { SignPayloadsParameters, SignPayloadsReturnType } from '../signing/signPayloads.js'
import type { WalletParameter } from '../wallet/types.js'

export type {
  SignItemKind,
  SignItemStatus,
  SignPayloadsErrorType,
  SignPayloadsParameters,
  SignPayloadsReturnType,
  SignProgressItem,
  WalletRequestErrorType,
} from '../signing/signPayloads.js'

/**
 * Signs every `payloadToSign` item with the owner's wallet (a `SupertxWallet`, or a viem wallet
 * client with an account). First `verifyQuote` compares every field the wallet would sign with
 * the request and the owner's accounts (looked up with `config`, or given as `accounts`), so a
 * payload the user did not ask for never reaches the wallet. Then one wallet request per item,
 * chosen by the quote type, never by the item's shape (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md,
 * Signing by quoteType): `permit` and `permit-sca` → `signTypedData`; `onchain` → switch to its
 * chain if needed, send the approval, wait for it to be mined, the transaction hash is the
 * signature; `simple` → `signMessage` of the raw quote hash. A rejection in the wallet throws
 * `UserRejectedError`; pass the signatures gathered so far (`signatures`) to retry without asking
 * again for what was already signed.
 *
 * @example
 * const { signedQuote } = await signPayloads(walletClient, {
 *   quote,
 *   request,
 *   config, // or accounts: { 8453: orchestratorAccount }
 *   onProgress: (items) => console.log(items.map((item) => item.status)),
 * })
 */
export async function signPayloads(
  walletParameter: WalletParameter,
  parameters: SignPayloadsParameters,
): Promise<SignPayloadsReturnType> {
  return (await loadSigning()).signPayloads(walletParameter, parameters)
}
