// Its own module: the receipt query (`query/receipt.ts`) reads it without bringing in
// `waitForSupertxReceipt` and the errors it throws.
/** The delay before the second receipt poll, in ms: a devnet lands within it, a real service soon after. */
export const firstPollDelay = 150
