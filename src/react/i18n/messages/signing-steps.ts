'use client'
export const signingStepsMessages = {
  title: 'Progress',
  authorize: 'Authorize your account (EIP-7702)',
  quote: 'Get a quote',
  fund: 'Fund your smart account',
  /** smart-account: one transfer from your wallet to the smart account. */
  fundTransfer: (v: { amount: string; chain: string }) =>
    `Send ${v.amount} to your smart account on ${v.chain}`,
  fundStates: {
    pending: 'Waiting',
    sending: 'Waiting for your wallet',
    confirming: 'Confirming on chain',
    done: 'Confirmed',
  } as Record<string, string>,
  sign: 'Sign',
  execute: 'Execute',
  track: 'Track until done',
  kinds: {
    'typed-data': 'Sign a permit (typed data)',
    message: 'Sign the quote (message)',
    onchain: 'Send an approval transaction',
  } as Record<string, string>,
  item: (v: { what: string; index: number; total: number }) =>
    v.total > 1 ? `${v.what}, ${v.index} of ${v.total}` : v.what,
  onChain: (v: { chain: string }) => `on ${v.chain}`,
  /** eoa-7702: what one authorization does, shown before the wallet is asked to sign it. */
  delegation: (v: { chain: string; address: string }) =>
    `Turn your account on ${v.chain} into a smart account that delegates to ${v.address}`,
  /** The chain of a multichain (`chainId: 0`) authorization. */
  everyChain: 'every chain',
  /** Label of the list of authorizations. */
  delegations: 'What you authorize',
  stepStates: {
    pending: 'Waiting',
    active: 'In progress',
    done: 'Done',
    failed: 'Failed',
    /** Authorize, when the account was already set up and nothing had to be signed. */
    skipped: 'Not needed',
  },
  itemStates: {
    pending: 'Waiting',
    signing: 'Waiting for your wallet',
    confirming: 'Confirming on chain',
    signed: 'Signed',
    error: 'Failed',
  },
  confirmed: 'Confirmed',
  viewTransaction: 'View transaction',
  now: (v: { step: string }) => `Now: ${v.step}.`,
  failed: (v: { step: string; reason: string }) => `${v.step} failed. ${v.reason}`,
  finished: 'All steps are done.',
  /** While tracking, the status could not be read and is being read again. */
  retrying: (v: { attempt: number }) =>
    `The service is not answering right now; trying again (attempt ${v.attempt}). Your transaction was sent and is not sent again.`,
}
