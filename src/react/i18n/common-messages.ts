'use client'
/** Strings shared by several components. */
export const commonMessages = {
  loading: 'Loading…',
  retry: 'Try again',
  close: 'Close',
  /** What a user operation does, one step (call) at a time: in the review, the tracker, the history. */
  operations: {
    transfer: (v: { amount: string; to: string }) => `Send ${v.amount} to ${v.to}`,
    pull: (v: { amount: string; from: string }) => `Take ${v.amount} from ${v.from}`,
    approve: (v: { amount: string; spender: string }) => `Approve ${v.amount} for ${v.spender}`,
    swap: (v: { amount: string; pool: string }) => `Swap ${v.amount} on ${v.pool}`,
    bridge: (v: { amount: string; chain: string; to: string }) =>
      `Bridge ${v.amount} to ${v.to} on ${v.chain}`,
    upgrade: (v: { account: string; implementation: string }) =>
      `Upgrade account ${v.account} to ${v.implementation}`,
    native: (v: { amount: string; to: string }) => `Send ${v.amount} (native) to ${v.to}`,
    call: (v: { selector: string; target: string }) => `Call ${v.selector} on ${v.target}`,
    /** A runtime balance: what the account holds of the token when the step runs. */
    allOf: (v: { token: string }) => `all its ${v.token}`,
    /** A token the token list does not know: base units and its address. */
    units: (v: { value: string; token: string }) => `${v.value} base units of ${v.token}`,
    yourAccount: 'your account',
    you: 'you',
    /**
     * The owner where a step takes from them ("Take 25 USDC from you"): its own key, as languages
     * decline it after "from" (German: "von Ihnen", not "von Sie").
     */
    fromYou: 'you',
    /** The smart account where a step takes from it (German: "von Ihrem Konto"). */
    fromYourAccount: 'your account',
    unreadable: 'An operation the kit cannot read',
    /** "Operation 1/2: Send 25 USDC to 0xa0Ee…9720" where one op has several steps. */
    numbered: (v: { index: number; text: string }) => `Operation ${v.index}: ${v.text}`,
  },
  /**
   * Beside a symbol read from the token's own contract (not in the app's token list): anyone can
   * deploy a contract whose symbol() says "USDC", so its short address goes with it.
   */
  unlisted: (v: { address: string }) => `(unlisted token ${v.address})`,
  /** In place of a part that could not be shown (its error boundary), above "Try again". */
  componentFailed: 'This part of the page could not be shown. Try again, or reload the page.',
  /** In place of an error's sentence when the words for it could not be loaded (offline). */
  errorUnexplained: 'Something went wrong. Try again, or reload the page.',
}
