import { BaseError } from './base.js'

export type UserRejectedErrorParameters = {
  /** What the wallet was asked to do, e.g. `sign the permit for USDC on chain 8453`. */
  action: string
  cause?: unknown
}

/** The user declined a signature or transaction in their wallet. Nothing was submitted. */
export class UserRejectedError extends BaseError {
  override name = 'UserRejectedError'
  override readonly code = 'USER_REJECTED' as const
  declare readonly action: string

  constructor({ action, cause }: UserRejectedErrorParameters) {
    super(
      `The wallet request to ${action} was rejected.`,
      {
        cause,
        metaMessages: ['Nothing was submitted. Approve the request in the wallet to continue.'],
      },
      { action },
    )
  }
}

export type QuotePayloadMismatchErrorParameters = {
  /** The field that disagrees, e.g. `payloadToSign[0].signablePayload.message.spender`. */
  field: string
  expected: string
  actual: string
}

/**
 * What the wallet would sign differs from what the quote says (owner, chain, spender, value,
 * deadline, message). Raised before anything reaches the wallet, so nothing was signed.
 */
export class QuotePayloadMismatchError extends BaseError {
  override name = 'QuotePayloadMismatchError'
  override readonly code = 'QUOTE_PAYLOAD_MISMATCH' as const
  declare readonly field: string
  declare readonly expected: string
  declare readonly actual: string

  constructor({ field, expected, actual }: QuotePayloadMismatchErrorParameters) {
    super(
      `The payload to sign does not match the quote at ${field}; nothing was signed.`,
      {
        metaMessages: [
          `Expected: ${expected}`,
          `Actual:   ${actual}`,
          'Request a new quote. If this repeats, the service or something between it and this app',
          'is altering payloads: do not sign them.',
        ],
      },
      { field, expected, actual },
    )
  }
}

export type AuthorizationNotSupportedErrorParameters = {
  /** The wallet or connector name, if known. */
  wallet?: string | undefined
  cause?: unknown
}

/** The connected wallet cannot sign EIP-7702 authorizations, which `eoa-7702` mode needs. */
export class AuthorizationNotSupportedError extends BaseError {
  override name = 'AuthorizationNotSupportedError'
  override readonly code = 'AUTHORIZATION_NOT_SUPPORTED' as const
  declare readonly wallet: string | undefined

  constructor({ wallet, cause }: AuthorizationNotSupportedErrorParameters = {}) {
    super(
      `${wallet ?? 'The connected wallet'} cannot sign EIP-7702 authorizations.`,
      {
        cause,
        metaMessages: [
          'Use mode `smart-account` or `eoa` with this wallet, or connect a wallet (or local account)',
          'that supports signAuthorization for `eoa-7702`.',
        ],
      },
      { wallet },
    )
  }
}

/** An action needs the wallet and no account is connected to it. */
export class WalletNotConnectedError extends BaseError {
  override name = 'WalletNotConnectedError'
  override readonly code = 'WALLET_NOT_CONNECTED' as const
  constructor({ action }: { action: string }) {
    super(`Cannot ${action}: no wallet is connected.`, {
      metaMessages: ['Connect the wallet of the quote owner and try again.'],
    })
  }
}

/** The connected account is not the one the quote (or request) belongs to. */
export class WalletAccountMismatchError extends BaseError {
  override name = 'WalletAccountMismatchError'
  override readonly code = 'WALLET_ACCOUNT_MISMATCH' as const
  declare readonly expected: string
  declare readonly connected: string
  constructor({ expected, connected }: { expected: string; connected: string }) {
    super(
      `The connected account ${connected} is not the quote owner ${expected}.`,
      {
        metaMessages: [
          'Switch the wallet to the owner account, or request a quote for the connected account.',
        ],
      },
      { expected, connected },
    )
  }
}

/** The wallet stayed on another chain than the one a transaction must go out on. */
export class WalletChainMismatchError extends BaseError {
  override name = 'WalletChainMismatchError'
  override readonly code = 'WALLET_CHAIN_MISMATCH' as const
  declare readonly expected: number
  declare readonly current: number
  constructor({ expected, current }: { expected: number; current: number }) {
    super(
      `The wallet is on chain ${current}, but this transaction must go out on chain ${expected}.`,
      { metaMessages: [`Switch the wallet to chain ${expected} and try again.`] },
      { expected, current },
    )
  }
}

/** The `onchain` approval transaction was mined but reverted, so it authorizes nothing. */
export class ApprovalRevertedError extends BaseError {
  override name = 'ApprovalRevertedError'
  override readonly code = 'APPROVAL_REVERTED' as const
  declare readonly transactionHash: string
  declare readonly chainId: number
  constructor({ transactionHash, chainId }: { transactionHash: string; chainId: number }) {
    super(
      `The approval transaction ${transactionHash} on chain ${chainId} reverted.`,
      {
        metaMessages: [
          'Check the owner holds the funding token on that chain, then request a new quote.',
        ],
      },
      { transactionHash, chainId },
    )
  }
}
