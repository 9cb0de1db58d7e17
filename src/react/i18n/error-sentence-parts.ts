'use client'
// What the error sentences share (`describeError`): its options, the context each sentence is
// made in, and the small readers of an error's fields.
import type { ErrorEntry } from '../../core/schemas/format-issues.js'
import type { SupertxReceipt } from '../../core/schemas/receipt.js'
import type { errorMessages } from './error-messages.js'

export type ErrorMessages = typeof errorMessages

export type DescribeErrorOptions = {
  /** The `errors` section to speak with; default English (`useDescribeError` passes the provider's). */
  messages?: ErrorMessages | undefined
  /** A chain's name by id (e.g. from wagmi's config); default `chain <id>`. */
  chainName?: ((chainId: number) => string | undefined) | undefined
  /** The receipt of a failed supertransaction: names the chain and reason of the failed op. */
  receipt?: SupertxReceipt | undefined
  /**
   * The token a failed operation's call moves (by the operation's place in the receipt and, when
   * the reason names it, the call's place in the operation): a token error
   * (`ERC20InsufficientBalance(…)`) is then said in its symbol and decimals. `useFailureDescription`
   * reads it from the quote and the token list.
   */
  tokenOf?:
    | ((op: { chainId: number; index: number; call: number | undefined }) => TokenFacts | undefined)
    | undefined
  /**
   * A token by chain and address (the app's token list): the funds a partly run supertransaction
   * left on a chain are said in its symbol and decimals, else in base units.
   */
  tokenAt?: ((chainId: number, address: string) => TokenFacts | undefined) | undefined
  /**
   * The user's own smart accounts (a quote's operation senders, checked as the user's before
   * anything was signed): where a partly run supertransaction left funds in one, the sentence
   * names it ("your smart account") rather than its address.
   */
  ownAccounts?: readonly string[] | undefined
  /**
   * The owner's own wallet (the quote's `ownerAddress`: the eoa, or the smart account's owner):
   * where a partly run supertransaction left funds there, the sentence says "your wallet".
   */
  ownerAddress?: string | undefined
  /**
   * The app's name for an address on a chain (the provider's `labels`): a partly run
   * supertransaction's funds held by one of the app's contracts are said by that name.
   */
  nameOf?: ((chainId: number, address: string) => string | undefined) | undefined
  /** BCP 47 locale of the amounts in a sentence; default `en`. */
  locale?: string | undefined
}

/** What an error sentence needs to say an amount of a token. */
export type TokenFacts = { symbol: string; decimals: number }

/** Which sentence an error maps to: `key` of the `errors` section, or `other` for unknown errors. */
export type ErrorDescription = {
  key: keyof ErrorMessages
  sentence: string
  /**
   * `partialRun`: the sentence around where its funds are now, and those one per line (chain,
   * holder, token), for a list; absent when the app's own words give no place for them.
   */
  funds?:
    | {
        before: string
        lines: string[]
        after: string
        /** The holders the lines name rather than address ("your wallet", a label), in full. */
        addresses: { name: string; address: string }[]
      }
    | undefined
}

/** The sentence `key` with its values (none for a sentence that is plain text). */
export type Say = <key extends keyof ErrorMessages>(
  key: key,
  ...values: ErrorMessages[key] extends (v: infer V) => string ? [V] : []
) => ErrorDescription

/** What every sentence is made with. */
export type SentenceContext = {
  say: Say
  /** A chain's name by id, as the app names it (`chainName`), else the words' fallback. */
  chain: (id: number) => string
  messages: ErrorMessages
  options: DescribeErrorOptions
}

/**
 * A balance too low, as the service's free text says it: the API has no code for it
 * (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Errors), so its words are matched.
 */
export const insufficient = /insufficient|exceeds balance|not enough/i

export const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000))

export const fieldOf = (entry: ErrorEntry | undefined) =>
  entry?.path.length ? entry.path.join('.') : '(request)'

export const problemOf = (entry: ErrorEntry | undefined, fallback: string) => {
  if (!entry) return fallback
  // Our own entries start with the field (`composeFlows[0].data.chainId must be …`): drop it.
  const dotted = entry.path.join('.')
  const message = entry.message.startsWith(dotted)
    ? entry.message.slice(dotted.length).trim()
    : entry.message
  return message.replace(/[.\s]+$/, '') || fallback
}
