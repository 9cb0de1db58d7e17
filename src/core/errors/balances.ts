import { BaseError } from './base.js'

export type BalancePreviewUnavailableReason =
  /** No client to read the chain with. */
  | 'no-client'
  /** The chain's RPC does not know `eth_simulateV1`. */
  | 'unsupported'
  /** The chain's RPC did not answer, or answered with an error. */
  | 'unreachable'
  /** An operation's `callData` is not in an encoding the kit reads. */
  | 'unreadable'

export type BalancePreviewUnavailableErrorParameters = {
  chainId: number
  reason: BalancePreviewUnavailableReason
  cause?: unknown
}

/**
 * Whether a chain that cannot be previewed for `reason` is one no one can reach (no client, or its
 * node did not answer): a run holds signing back for it in every mode (`previewGateOf`).
 */
export function isUnreachableReason(reason: BalancePreviewUnavailableReason): boolean {
  return reason === 'no-client' || reason === 'unreachable'
}

const why: Record<BalancePreviewUnavailableReason, string> = {
  'no-client': 'no client reads that chain',
  unsupported: 'its RPC does not offer eth_simulateV1',
  unreachable: 'its RPC did not answer',
  unreadable: 'an operation there is in an encoding the kit cannot read',
}

/**
 * The balance changes of one chain could not be simulated. It stands in that chain's place of the
 * result (`getBalanceChanges` never throws it): the other chains are still previewed. A run holds
 * signing back for a chain no one can reach (`no-client`, `unreachable`); for the other reasons
 * only with `requirePreview` (`previewGateOf`).
 */
export class BalancePreviewUnavailableError extends BaseError {
  override name = 'BalancePreviewUnavailableError'
  override readonly code = 'BALANCE_PREVIEW_UNAVAILABLE' as const
  declare readonly chainId: number
  declare readonly reason: BalancePreviewUnavailableReason

  constructor({ chainId, reason, cause }: BalancePreviewUnavailableErrorParameters) {
    super(
      `The balance changes on chain ${chainId} cannot be previewed: ${why[reason]}.`,
      {
        cause,
        metaMessages: [
          isUnreachableReason(reason)
            ? 'The other chains are still previewed; a run does not sign until this chain answers.'
            : 'The other chains are still previewed; the supertransaction can still be signed.',
        ],
      },
      { chainId, reason },
    )
  }
}

export type BalancePreviewBlockedErrorParameters =
  | { reason: 'reverts'; chainId: number; detail: string }
  | { reason: 'unreachable'; chainId: number }
  | { reason: 'unavailable'; chainId?: number | undefined }

/**
 * The run's balance preview (`previewBalances`) holds the quote back from the wallet: a call on
 * `chainId` would revert (`reverts`, with the decoded reason), `chainId`'s node did not answer or
 * no client reaches it (`unreachable`, in every mode), or, with `requirePreview`, a chain could not
 * be previewed (`unavailable`). Nothing was signed; quote again (`retry()`).
 */
export class BalancePreviewBlockedError extends BaseError {
  override name = 'BalancePreviewBlockedError'
  override readonly code = 'BALANCE_PREVIEW_BLOCKED' as const
  declare readonly reason: 'reverts' | 'unreachable' | 'unavailable'
  declare readonly chainId: number | undefined

  constructor(parameters: BalancePreviewBlockedErrorParameters) {
    const { reason, chainId } = parameters
    super(
      reason === 'reverts'
        ? `The quote would revert on chain ${chainId}, so it is not signed.`
        : reason === 'unreachable'
          ? `Chain ${chainId} did not answer, so what the quote does there cannot be previewed and it is not signed.`
          : 'A chain of the quote could not be previewed and the app signs only what it previewed.',
      {
        ...(parameters.reason === 'reverts' ? { details: parameters.detail } : {}),
        metaMessages: ['Nothing was signed. Request a new quote, review it, then sign it.'],
      },
      { reason, chainId },
    )
  }
}
