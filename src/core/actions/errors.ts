// Wallet-side failures the actions raise. They live beside the actions because only the actions
// meet a wallet; they share BaseError with every other error of the kit.
import { BaseError } from '../errors/base.js'

/** An action needs the wallet and no account is connected in the wagmi config. */
export class WalletNotConnectedError extends BaseError {
  override name = 'WalletNotConnectedError'
  override readonly code = 'WALLET_NOT_CONNECTED' as const
  constructor({ action }: { action: string }) {
    super(`Cannot ${action}: no wallet is connected.`, {
      metaMessages: ['Connect the wallet of the quote owner (wagmi `connect`) and try again.'],
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

/** A query ran before its parameters were complete (hooks keep it disabled until they are). */
export class IncompleteParametersError extends BaseError {
  override name = 'IncompleteParametersError'
  override readonly code = 'INCOMPLETE_PARAMETERS' as const
  declare readonly missing: string[]
  constructor({ action, missing }: { action: string; missing: string[] }) {
    super(
      `${action} cannot run yet: ${missing.join(', ')} missing.`,
      {
        metaMessages: ['Provide every required parameter; hooks wait for them on their own.'],
      },
      { missing },
    )
  }
}
