'use client'
// English defaults of <SupertxForm> and its pickers: what an end user reads, in tokens, chains
// and amounts (no contract, function or argument).
import type { FormStepKind } from '../../../core/forms/form-steps.js'

type Amount = { amount: string; symbol: string; chain: string }

export const supertxFormMessages = {
  title: 'What do you want to do?',
  /** The step kinds, as the kind picker and each step's legend name them. */
  kinds: {
    send: 'Send',
    swap: 'Swap',
    bridge: 'Bridge',
    deposit: 'Deposit',
  } satisfies Record<FormStepKind, string>,
  kind: 'Action',
  stepLegend: (v: { number: number; kind: string }) => `Step ${v.number}: ${v.kind}`,
  addStep: 'Add a step',
  addStepKind: 'Next step',
  removeStep: (v: { number: number }) => `Remove step ${v.number}`,
  chain: 'Chain',
  fromChain: 'From chain',
  toChain: 'To chain',
  token: 'Token',
  fromToken: 'From token',
  toToken: 'To token',
  amount: 'Amount',
  max: 'Max',
  maxLabel: (v: { field: string }) => `Max: use your whole balance (${v.field})`,
  maxLeavesFee: (v: { fee: string }) => `Max leaves ${v.fee} for the fee.`,
  balance: (v: Amount) => `Balance: ${v.amount} ${v.symbol}`,
  balanceUnknown: 'Balance: …',
  /** The balance could not be read (its chain does not answer, or the token answers no balance). */
  balanceUnavailable: 'Balance: cannot be read',
  previous: 'Use all that the previous step gives',
  previousHint: (v: { symbol: string; chain: string }) =>
    `Spends the ${v.symbol} the previous step leaves on ${v.chain}, once it is there.`,
  recipient: 'Recipient',
  recipientPlaceholder: '0x… address',
  recipientPlaceholderEns: '0x… address or ENS name',
  recipientHint: 'Paste the address exactly as the recipient gave it to you.',
  ensResolving: (v: { name: string }) => `Looking up ${v.name}…`,
  ensResolved: (v: { name: string; address: string }) => `${v.name} is ${v.address}.`,
  slippage: 'Slippage (%)',
  slippageHint: 'The swap fails rather than give less than this below the quoted price.',
  vault: (v: { vault: string }) => `Into the vault ${v.vault}`,
  /** The token picker (combobox + listbox). */
  picker: {
    search: 'Search by name, symbol or address',
    choose: 'Choose a token',
    noMatch: 'No token matches. Paste a token’s address to use it.',
    unlisted: 'Not on this app’s list',
    unlistedWarning: (v: { address: string }) =>
      `This token (${v.address}) is not on this app’s list: check it is the one you mean.`,
    reading: 'Reading the token…',
    unreadable: 'This address does not answer as a token on this chain.',
    onChain: (v: { chain: string }) => `on ${v.chain}`,
    /** The picked token's chain does not answer: its balance is unknown until it does. */
    unreachable: (v: { chain: string }) =>
      `${v.chain} is not answering, so your balance there cannot be read.`,
    retry: 'Check again',
    count: (v: { count: number }) => (v.count === 1 ? '1 token' : `${v.count} tokens`),
  },
  chooseChain: 'Choose a chain',
  /** The chain picker (combobox + listbox, as the token picker). */
  chainPicker: {
    noMatch: 'No chain matches.',
    chainId: (v: { id: number }) => `Chain ID ${v.id}`,
    count: (v: { count: number }) => (v.count === 1 ? '1 chain' : `${v.count} chains`),
  },
  /** What is wrong with a field, in the user's words. */
  issues: {
    required: (v: { field: string }) => `${v.field}: choose or enter one.`,
    amountInvalid: 'Enter an amount as a number, for example 12.5.',
    zero: 'Enter an amount above 0.',
    tooManyDecimals: (v: { decimals: number; symbol: string }) =>
      `${v.symbol} has at most ${v.decimals} decimal places.`,
    unknownDecimals: 'Waiting for the token’s details before reading the amount…',
    recipientInvalid: 'This is not an address: it starts with 0x and has 40 more characters.',
    recipientChecksum:
      'This address has a typo or was changed on the way: its capital letters do not match its checksum. Copy it again from the recipient.',
    ensUnavailable: (v: { name: string; chain: string }) =>
      `${v.chain} has no ENS, so ${v.name} cannot be looked up there. Paste the recipient’s address instead.`,
    ensNotFound: (v: { name: string }) => `${v.name} does not point to an address.`,
    slippageInvalid: 'Enter a slippage from 0 to 50 %.',
    sameToken: 'Choose a different token to swap to.',
    sameChain: 'Choose a different chain to bridge to.',
    noTwin: (v: { symbol: string; chain: string }) => `${v.symbol} is not available on ${v.chain}.`,
    previousNone: 'The first step has no previous step: enter an amount.',
    previousGivesNothing: 'The previous step sends its tokens away, so nothing is left to use.',
    previousMismatch: (v: { symbol: string; chain: string }) =>
      `The previous step leaves ${v.symbol} on ${v.chain}: choose that token and chain.`,
    previousNotQuoted: 'Getting the swap’s price to know what it gives…',
    previousNotQuotedFailed: (v: { reason: string }) =>
      `The swap’s price could not be read: ${v.reason}`,
    insufficient: (v: Amount & { needed: string }) =>
      `You have ${v.amount} ${v.symbol} on ${v.chain}; this needs ${v.needed} ${v.symbol}.`,
  },
  /** Said under the whole form. */
  runtimeNote:
    'A step that uses what the previous one gives spends all of that token your account holds when it runs.',
  notInEoa7702:
    'In eoa-7702 mode your wallet itself runs the steps, so “all that the previous step gives” would be your wallet’s whole balance: enter amounts instead.',
}

export type SupertxFormMessages = typeof supertxFormMessages
