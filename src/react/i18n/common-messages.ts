'use client'
/** Strings shared by several components. */
export const commonMessages = {
  loading: 'Loading…',
  retry: 'Try again',
  close: 'Close',
  /** What a user operation does, one step (call) at a time: in the review, the tracker, the history. */
  operations: {
    transfer: (v: { amount: string; to: string }) => `Send ${v.amount} to ${v.to}`,
    /** The transfer the checks proved pays the quote's fee (`QuoteCheck.fee`) to the service. */
    fee: (v: { amount: string; to: string }) => `Pay the service’s fee: ${v.amount} to ${v.to}`,
    pull: (v: { amount: string; from: string }) => `Take ${v.amount} from ${v.from}`,
    approve: (v: { amount: string; spender: string }) => `Approve ${v.amount} for ${v.spender}`,
    swap: (v: { amount: string; pool: string }) => `Swap ${v.amount} on ${v.pool}`,
    bridge: (v: { amount: string; chain: string; to: string }) =>
      `Bridge ${v.amount} to ${v.to} on ${v.chain}`,
    upgrade: (v: { account: string; implementation: string }) =>
      `Upgrade account ${v.account} to ${v.implementation}`,
    native: (v: { amount: string; to: string }) => `Send ${v.amount} (native) to ${v.to}`,
    call: (v: { selector: string; target: string }) => `Call ${v.selector} on ${v.target}`,
    /**
     * A runtime balance: what the account that runs the step holds of the token then, and whose
     * (`holder` as after "in": "your smart account", German "Ihrem Smart Account").
     */
    allOf: (v: { token: string; holder: string }) => `all the ${v.token} in ${v.holder}`,
    /** A runtime balance where the sentence names its holder already ("Keep all the USDC in …"). */
    allTheToken: (v: { token: string }) => `all the ${v.token}`,
    /**
     * A transfer from the account to itself (the playground's wait for bridged funds: a runtime
     * balance with a floor): nothing moves, so it says so rather than "Send".
     */
    keep: (v: { amount: string; holder: string }) =>
      `Keep ${v.amount} in ${v.holder} (a transfer to itself, which moves nothing)`,
    /** A token the token list does not know: base units and its address. */
    units: (v: { value: string; token: string }) => `${v.value} base units of ${v.token}`,
    /**
     * The smart account that runs the operation, where a step pays it: the name the balance
     * preview gives it, so the review and the preview say the same.
     */
    yourAccount: 'your smart account',
    /** The smart account named on its own, as the addresses' full list names it (German: "Ihr Smart Account"). */
    yourAccountAlone: 'your smart account',
    /** The owner's wallet (in eoa-7702 also the account that runs the operation). */
    you: 'your wallet',
    /**
     * The owner where a step takes from it ("Take 25 USDC from your wallet"): its own key, as
     * languages decline it after "from" (German: "von Ihrer Wallet").
     */
    fromYou: 'your wallet',
    /** The smart account where a step takes from it (German: "von Ihrem Smart Account"). */
    fromYourAccount: 'your smart account',
    unreadable: 'An operation the kit cannot read',
    /** "Operation 1/2: Send 25 USDC to 0xa0Ee…9720" where one op has several steps. */
    numbered: (v: { index: number; text: string }) => `Operation ${v.index}: ${v.text}`,
  },
  /**
   * Beside a symbol read from the token's own contract (not in the app's token list): anyone can
   * deploy a contract whose symbol() says "USDC", so its short address goes with it.
   */
  unlisted: (v: { address: string }) => `(unlisted token ${v.address})`,
  /** Opens the list of the full addresses behind the names and short addresses shown. */
  addressesInFull: 'Addresses in full',
  /** In place of a part that could not be shown (its error boundary), above "Try again". */
  componentFailed: 'This part of the page could not be shown. Try again, or reload the page.',
  /** In place of an error's sentence when the words for it could not be loaded (offline). */
  errorUnexplained: 'Something went wrong. Try again, or reload the page.',
}
