'use client'
export const supertxButtonMessages = {
  idle: 'Get quote',
  quoting: 'Getting a quote…',
  authorizationReview: 'Authorize and get quote',
  authorizing: 'Waiting for the authorization in your wallet…',
  quoted: 'Sign and execute',
  funding: 'Sending your smart account its funds…',
  signing: (v: { current: number; total: number }) =>
    v.total > 1
      ? `Waiting for signature ${v.current} of ${v.total}…`
      : 'Waiting for your signature…',
  confirming: (v: { current: number; total: number }) =>
    v.total > 1
      ? `Waiting for approval ${v.current} of ${v.total} to confirm…`
      : 'Waiting for the approval to confirm…',
  executing: 'Executing…',
  tracking: 'Tracking…',
  success: 'Done',
  failed: 'Try again',
  /** After a run that ran in part (funds moved across chains): start over, never run it again. */
  startNew: 'Start a new transaction',
  error: 'Try again',
  notConnected: 'Connect your wallet to continue.',
  wrongAccount: (v: { owner: string; connected: string }) =>
    `Switch your wallet to the owner’s account ${v.owner}: the connected account ${v.connected} is not the owner of this supertransaction, so it cannot sign it.`,
  wrongChain: (v: { chain: string }) =>
    `Your wallet is on ${v.chain}, which this app does not support. Switch networks in your wallet.`,
  insufficientBalance: (v: { needed: string; balance: string }) =>
    `Not enough funds: this needs ${v.needed}, your balance is ${v.balance}.`,
  noFlows: 'Nothing to send yet: add at least one action.',
  invalidFee: 'Correct the fee settings first.',
  /** The balance preview says an operation would revert (its reason is shown there). */
  wouldRevert: (v: { chain: string }) =>
    `This would fail on ${v.chain}, so it is not signed: see why under “Your balances after”.`,
  /** The checks before signing refused the quote: it does not do what was asked. */
  quoteRefused:
    'This quote does not do exactly what you asked for, so it is not signed: see why in the review.',
  /** The balance preview is still running (signing waits for it in every mode). */
  previewPending: 'Previewing what each chain will do to your balances before you sign…',
  /**
   * A chain's node does not answer (in every mode: the run would stop half-way there); the run
   * previews it again by itself, and the button comes on once it answers.
   */
  previewUnreachable: (v: { chain: string }) =>
    `${v.chain} is not answering, so what this does there cannot be previewed, and it is not signed until it answers.`,
  /** `requirePreview`: a chain cannot be previewed (by default that does not block signing). */
  previewUnavailable:
    'This app signs only what it could preview, and a chain’s balance changes cannot be previewed.',
}
