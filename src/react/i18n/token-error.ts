'use client'
// The two readers of a revert reason that both the error sentences (`kit-error-sentences.ts`,
// loaded on first use) and the balance preview (up front) need: a module of their own, so the
// preview does not carry the sentences.

/** OpenZeppelin's ERC-20 errors (ERC-6093) as a receipt words them, and the failing call's place. */
export const tokenError =
  /\b(ERC20InsufficientBalance|ERC20InsufficientAllowance)\((0x[0-9a-fA-F]{40}),\s*(\d{1,78}),\s*(\d{1,78})\)/

const fullAddress = /0x[0-9a-fA-F]{40}\b/g
/** `0x1234…abcd` for every address in outside text: the sentence stays readable. */
export const shortenAddresses = (text: string) =>
  text.replace(fullAddress, (a) => `${a.slice(0, 6)}…${a.slice(-4)}`)
