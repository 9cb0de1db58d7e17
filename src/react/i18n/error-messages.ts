'use client'
// English sentences for every error the kit can raise: what happened, then what to do next.
// `describeError` picks one and fills its values; an app overrides them through the provider's
// `messages.errors`, a locale replaces them all.

import { chainFallback } from './chain-fallback.js'

const secondsEn = (n: number) => (n === 1 ? '1 second' : `${n} seconds`)

export const errorMessages = {
  userRejected:
    'You declined the request in your wallet, so nothing was sent. Try again and approve it in your wallet to continue.',
  authorizationNotSupported: (v: { wallet: string | undefined }) =>
    `${v.wallet ?? 'Your wallet'} cannot sign the EIP-7702 authorization this payment needs. Connect a wallet that supports it, or pay from a smart account instead.`,
  authorizationRequired: (v: { chains: string }) =>
    `Your account must first authorize its smart account on ${v.chains}. Approve the authorization in your wallet to continue.`,
  unauthorizedKey:
    'The service refused this app’s API key, so no quote can be requested. The app’s operator needs to check or renew the key.',
  missingKey:
    'This app sent no API key and the service requires one. The app’s operator needs to configure it.',
  insufficientBalance: (v: { detail: string }) =>
    `Your balance is too low for this transaction (${v.detail}). Add funds or lower the amount, then get a new quote.`,
  quoteExpired:
    'The quote expired before it was executed. Get a new quote and sign it again; nothing was spent.',
  alreadyExecuted:
    'This quote was already executed once. Follow that transaction, or get a new quote to send another.',
  invalidField: (v: { field: string; problem: string }) =>
    `The service rejected the value of “${v.field}”: ${v.problem}. Correct it and try again.`,
  invalidSignature:
    'The signature does not match the account that requested the quote. Sign again with that account’s wallet.',
  noUpgradeNeeded:
    'Your account is already up to date on these chains; there is nothing to upgrade.',
  invalidChain: (v: { chain: string }) =>
    `The service does not support ${v.chain}. Choose another network and get a new quote.`,
  badRequest: (v: { reason: string }) =>
    `The service refused the request: ${v.reason}. Change it and try again.`,
  chainUnavailable: (v: { chain: string }) =>
    `The service cannot reach ${v.chain} right now, so nothing was sent there. Try again in a moment.`,
  serverError: (v: { status: number }) =>
    `The service failed on its side (error ${v.status}). Wait a moment and try again.`,
  apiError: (v: { code: string; reason: string }) =>
    `The service refused the request (${v.code}): ${v.reason}. Change it and try again.`,
  invalidConfig: (v: { option: string }) =>
    `This app is set up incorrectly: its “${v.option}” setting is invalid. The app’s operator needs to fix it.`,
  executionRejected: (v: { reason: string }) =>
    `The service did not execute the transaction (${v.reason}). Get a new quote and try again.`,
  receiptTimeout: (v: { seconds: number }) =>
    `The transaction has not finished after ${secondsEn(v.seconds)}. It may still complete: check it in the explorer before sending it again.`,
  receiptUnavailable: (v: { seconds: number }) =>
    `The transaction was sent, but its status could not be read for ${secondsEn(v.seconds)} (the service or the connection is failing). It may still complete: track it again in a moment; do not send it again.`,
  unknownSupertx:
    'The service knows no supertransaction with this hash. Check the hash; if it was sent just now, look again in a moment.',
  supertxNotFound:
    'The service no longer knows this transaction, although it accepted it. It may still complete: track it again in a moment or check the explorer; do not send it again.',
  quoteStale:
    'What you asked for changed after this quote was made, so it was not signed or sent. Get a new quote, check it, then sign.',
  executeOutcomeUnknown:
    'The connection failed while the transaction was being sent, so it is not known whether it went through. Try again: the app checks first and never sends it twice.',
  /** A token's balance was too low when the operation ran (ERC20InsufficientBalance), in its symbol and decimals. */
  tokenBalanceTooLow: (v: { token: string; chain: string; balance: string; needed: string }) =>
    `Your ${v.token} balance on ${v.chain} is ${v.balance}; this needs ${v.needed}. Add ${v.token} to your account there or lower the amount, then get a new quote.`,
  /** An allowance was too low when the operation ran (ERC20InsufficientAllowance). */
  tokenAllowanceTooLow: (v: {
    token: string
    chain: string
    spender: string
    allowance: string
    needed: string
  }) =>
    `${v.spender} may spend only ${v.allowance} of your ${v.token} on ${v.chain}; this needs ${v.needed}. Get a new quote, which asks for the approval again.`,
  /** An amount of a token the app's token list does not know: base units. */
  baseUnits: (v: { value: string }) => `${v.value} base units`,
  /** A token the app's token list does not know. */
  unknownToken: 'token',
  supertxFailed: (v: { chain: string; reason: string }) =>
    `The transaction failed on ${v.chain}: ${v.reason}. Funds not spent stay in your account; fix the cause and try again.`,
  /** It ran in part and moved funds across chains: where they are now (`fundsAt`, joined), no re-run. */
  partialRun: (v: { chain: string; reason: string; funds: string }) =>
    `Part of the transaction ran, then it failed on ${v.chain}: ${v.reason}. Your funds are now: ${v.funds}. Do not send it again, which would move them again: track it on the explorer, or start a new transaction from where they are.`,
  /** One line of `partialRun`'s funds: an amount, the account holding it, its chain. */
  fundsAt: (v: { amount: string; account: string; chain: string }) =>
    `${v.amount} at ${v.account} on ${v.chain}`,
  /** One line of `partialRun`'s funds held by the user's own smart account: named, not its address. */
  fundsInYourAccount: (v: { amount: string; chain: string }) =>
    `${v.amount} in your smart account on ${v.chain}`,
  /** One line of `partialRun`'s funds held by the owner's own wallet: named, not its address. */
  fundsInYourWallet: (v: { amount: string; chain: string }) =>
    `${v.amount} in your wallet on ${v.chain}`,
  /** The owner's wallet as `fundsInYourWallet` names it, beside its full address. */
  yourWallet: 'your wallet',
  /** The user's smart account as `fundsInYourAccount` names it, beside its full address. */
  yourAccount: 'your smart account',
  providerMissing:
    'This part of the app is set up incorrectly: it must be placed inside <SupertxProvider>. The app’s developer needs to fix it.',
  aborted: 'The request was cancelled before it finished. Try again when you are ready.',
  malformedResponse:
    'The service’s answer arrived incomplete. Try again; if it repeats, the connection to the service is unreliable.',
  network: (v: { origin: string }) =>
    `Could not reach the service at ${v.origin}. Check your internet connection and try again.`,
  /** The service runs on this machine (127.0.0.1, localhost): the internet is not the cause. */
  networkLocal: (v: { origin: string }) =>
    `The service at ${v.origin} did not answer. It runs on this computer: check that it (the devnet, or your local API) is running, then try again.`,
  timeout: (v: { seconds: number }) =>
    `The service did not answer within ${secondsEn(v.seconds)}. Try again in a moment.`,
  unavailable: (v: { status: number }) =>
    `The service is unavailable right now (error ${v.status}). Try again later.`,
  unexpectedResponse: (v: { status: number }) =>
    `The service address answered with something that is not the API (status ${v.status}). The app’s operator needs to check the service address.`,
  invalidRequest: (v: { field: string; problem: string }) =>
    `The request is invalid at “${v.field}”: ${v.problem}. Correct it and try again.`,
  responseFormat: (v: { field: string }) =>
    `The service answered in a format this app does not understand (at “${v.field}”). The app needs an update; try again later.`,
  unsupportedFlow: ({ number, type }: { number: number; type: string }) =>
    `Flow ${number} is a ${type} flow, which the flow builder cannot edit. Pass it to the quote request directly, beside the flows the builder makes.`,
  invalidTokenAmount:
    'An amount could not be shown: its token’s details (decimals) are not valid. The app’s token list needs correcting.',
  payloadMismatch: (v: { field: string }) =>
    `What your wallet would sign does not match the quote (at “${v.field}”), so nothing was signed. Get a new quote; if this repeats, do not sign.`,
  quoteUnverifiable: (v: { missing: string }) =>
    `This app cannot check what your wallet would sign (it lacks ${v.missing}), so nothing was signed. The app’s developer needs to pass it.`,
  checksUnloaded:
    'The page could not load its checks of what your wallet would sign, so nothing was signed. Reload the page and try again.',
  operationsUnreadable:
    'This app cannot read what the quote’s operations would do, so it cannot tell that they are what you asked for, and nothing was signed. Get a new quote; if this repeats, the service is not one this app can check.',
  authorizationUntrusted: (v: { address: string }) =>
    `The service asked to hand your account over to ${v.address}, a contract this app does not trust, so nothing was signed. Do not continue; if this repeats, the service is not safe to use.`,
  accountNotYours: (v: { address: string; chain: string }) =>
    `The service named ${v.address} as your account on ${v.chain}, but that is not your account, so nothing was sent or signed. Do not continue; if this repeats, the service is not safe to use.`,
  accountUnreadable: (v: { chain: string }) =>
    `Your account on ${v.chain} could not be checked, so nothing was sent or signed. Check the connection to that network and try again.`,
  authorizationOtherChain: (v: { chain: string }) =>
    `The service asked to authorize your account on ${v.chain}, which this payment does not use, so nothing was signed. Get a new quote; if this repeats, do not sign.`,
  authorizationNonce: (v: { chain: string }) =>
    `The authorization the service asked for does not match your account’s current state on ${v.chain}, so nothing was signed. Get a new quote and try again.`,
  authorizationNonceUnreadable: (v: { chain: string }) =>
    `Your account on ${v.chain} could not be read, so the authorization could not be checked and nothing was signed. Check the connection to that network and try again.`,
  authorizationConflict: (v: { chain: string }) =>
    `The service asked to delegate your account on ${v.chain} to two different contracts, so nothing was signed. Get a new quote; if this repeats, do not sign.`,
  previewUnavailable: (v: { chain: string }) =>
    `What this does to your balances on ${v.chain} cannot be previewed, but you can still review the quote and sign.`,
  /** A chain whose node did not answer (or that no client reaches): the run does not sign. */
  previewUnreachable: (v: { chain: string }) =>
    `What this does on ${v.chain} cannot be previewed because its node is not answering, so nothing is signed until it answers.`,
  previewBlockedUnreachable: (v: { chain: string }) =>
    `Nothing was signed: ${v.chain} did not answer, so what this does there could not be previewed. Try again once it answers.`,
  previewBlockedReverts: (v: { chain: string }) =>
    `This would fail on ${v.chain}, so nothing was signed. Get a new quote and check it again.`,
  previewBlockedUnavailable:
    'This app signs only what it could preview, and a chain’s balance changes could not be previewed, so nothing was signed.',
  accountFundingReverted: (v: { chain: string }) =>
    `The transfer to your smart account on ${v.chain} failed. Check that your wallet holds enough of the token there, then try again.`,
  approvalReverted: (v: { chain: string }) =>
    `The approval transaction on ${v.chain} failed. Check that you hold enough of the token there, then get a new quote.`,
  incomplete: (v: { missing: string }) =>
    `Some details are still missing: ${v.missing}. Fill them in to continue.`,
  accountMismatch: (v: { connected: string; expected: string }) =>
    `The connected account ${v.connected} is not the one this quote is for (${v.expected}). Switch accounts in your wallet, or get a new quote.`,
  notConnected: 'No wallet is connected. Connect your wallet to continue.',
  chainMismatch: (v: { chain: string }) =>
    `Your wallet is on another network. Switch it to ${v.chain} and try again.`,
  /**
   * A contract refused a transaction before it was sent (a simulation reverted) with an error the
   * kit cannot say in other words; `reason` is the contract's own text, when it gave one.
   */
  contractRefused: (v: { reason: string }) =>
    `A contract refused this transaction${v.reason ? ` (${v.reason})` : ''}, so nothing was sent. Check the amounts and your balances, then get a new quote.`,
  /** Any other error: its own short message, then what to do. */
  other: (v: { message: string }) =>
    `${v.message} Try again; if it repeats, contact the app’s support.`,
  /** `chain 8453` when the chain's name is unknown. */
  chainFallback,
  unknownReason: 'no reason given',
  /** Where a failed transaction failed when its receipt is not at hand. */
  someChain: 'one of its chains',
}
