'use client'
import type { supertxButtonMessages } from '../../i18n/messages/supertx-button.js'

/** What decides whether the run's button can start, in the order the reasons are said. */
export type DisabledReasonInputs = {
  /** The request has flows. */
  hasFlows: boolean
  /** A wallet is connected. */
  connected: boolean
  /** The connected account is not the owner (both named), or undefined when it is or unknown. */
  wrongAccount: { owner: string; connected: string } | undefined
  /** The wallet is on a chain the app's wagmi config does not have (its name), else undefined. */
  wrongChain: string | undefined
  /** The fee choice can go into a request (a refund address, if any, is an address). */
  feeValid: boolean
  /** What the owner lacks for the quote's funding, or undefined when enough or unknown. */
  shortfall: { needed: string; balance: string } | undefined
  /**
   * With a quote, in every mode: `pending` (no preview yet), a chain whose preview would revert or
   * whose node does not answer (its name); with `requirePreview` also `unavailable` (a chain cannot be previewed); else
   * undefined (signing may go ahead).
   */
  preview: { reverts: string } | { unreachable: string } | 'pending' | 'unavailable' | undefined
  /** The checks before signing refused the quote under review (its error is shown with it). */
  refused?: boolean | undefined
}

/**
 * Why `<Supertransaction>`'s button cannot start now, the first reason that holds: no flows, no
 * wallet, the wrong account, the wrong chain, an invalid fee, a shortfall, then the preview.
 */
export function disabledReasonOf(
  inputs: DisabledReasonInputs,
  m: typeof supertxButtonMessages,
): string | undefined {
  if (!inputs.hasFlows) return m.noFlows
  if (!inputs.connected) return m.notConnected
  if (inputs.wrongAccount) return m.wrongAccount(inputs.wrongAccount)
  if (inputs.wrongChain !== undefined) return m.wrongChain({ chain: inputs.wrongChain })
  if (!inputs.feeValid) return m.invalidFee
  if (inputs.refused) return m.quoteRefused
  if (inputs.shortfall) return m.insufficientBalance(inputs.shortfall)
  const { preview } = inputs
  if (preview === 'pending') return m.previewPending
  if (preview === 'unavailable') return m.previewUnavailable
  if (preview && 'unreachable' in preview)
    return m.previewUnreachable({ chain: preview.unreachable })
  if (preview) return m.wouldRevert({ chain: preview.reverts })
  return undefined
}
