// The playground's own words (its headings, labels and hints), in each locale the Locale select
// offers. The kit's components speak through the kit's messages; these words are the page around
// them and never go into the package. German: formal "Sie", the kit's terms (de.ts) for "Wallet",
// "Smart Account", "Angebot", "Gebühr".
import type {
  SupertransactionStatus,
  SupertransactionStep,
} from '../../src/core/supertransaction/types.js'
import type { DevnetLabelNames } from './devnet-info.js'
import type { PresetId, PresetSays } from './presets.js'
import type { FlowKind } from './run-labels.js'
import { type LOCALES, type THEMES, useChoices, type VIEWS } from './url-state.js'

/** The Integrate view's ways to use a component. */
export type Way = 'default' | 'compound' | 'render prop'
/** The components the Integrate view shows. */
export type ExampleName =
  | 'Supertransaction'
  | 'SupertxButton'
  | 'QuoteSummary'
  | 'SigningSteps'
  | 'SupertxTracker'
  | 'SupertxHistory'
/** Marks the words of a sentence that show as code or in bold (the page makes the elements). */
type Marks<T> = { code: (text: string) => T; strong: (text: string) => T }
/** A sentence with marked words: its parts, in order, for the page to render. */
export type Marked = <T>(marks: Marks<T>) => Array<string | T>

export type PlaygroundWords = {
  views: string
  /** What the kit calls the devnet's vault, pools and bridges (its `labels`). */
  labels: DevnetLabelNames
  viewNames: Record<(typeof VIEWS)[number], string>
  themeNames: Record<(typeof THEMES)[number], string>
  theme: string
  locale: string
  otherApi: (url: string) => string
  wallet: {
    heading: string
    account: string
    browserWallet: string
    devAccount: (index: number, address: string) => string
    connect: (name: string) => string
    connected: (
      address: string,
      chainId: number | undefined,
      connector: string | undefined,
    ) => string
    notConnected: string
    aboutDev: string
    aboutDevText: string
  }
  flow: {
    heading: string
    preset: string
    mode: string
    fee: string
    formPreset: string
    customPreset: string
    smartAccountHint: (account: string, spends: string) => string
    eoaHint: (spends: string) => string
    eoa7702Hint: (spends: string) => string
    presetFlows: (count: number) => string
    customFlows: (count: number, base: string) => string
    /** The builder waits for the account the presets are built for. */
    flowsLater: string
    /** smart-account mode: the page sends the account what the run spends. */
    sendingFunds: string
    sendingNeed: (need: string) => string
    /** Why the run cannot start yet. */
    notReady: {
      connect: string
      lookingUp: string
      lookupFailed: (reason: string) => string
      fillForm: string
      correctFlows: string
      readingPool: (chain: string) => string
      poolFailed: (chain: string, reason: string) => string
    }
  }
  presets: {
    names: Record<PresetId, string>
    says: { [K in PresetId]: (says: Extract<PresetSays, { preset: K }>) => string }
  }
  /** What the flows spend, as the hints, the funding and the reasons not offered say it. */
  funding: {
    /** An exact decimal amount ("0.99") in the page's language. */
    amount: (exact: string) => string
    /** "25 USDC on Devnet A". */
    tokenAmount: (amount: string, token: string) => string
    /** A token the devnet does not list, by its address. */
    baseUnits: (units: string, token: string) => string
    tokenOnChain: (symbol: string, chain: string) => string
    unknownChain: (chainId: number) => string
    /** "a, b and c". */
    list: (parts: string[]) => string
    nothing: string
  }
  offers: {
    sponsored: string
    feeOption: (token: string, usable: boolean) => string
    intentNotInEoa7702: string
    noFeeToken: (fee: string, chain: string) => string
    eoaNoAmount: string
    eoaManyNeeds: (needs: string) => string
    eoaFeeToken: (token: string) => string
  }
  balances: {
    heading: string
    chain: string
    token: string
    wallet: string
    smartAccount: string
    upgraded: string
    legacy: string
    unreachable: string
  }
  history: {
    heading: string
    empty: string
    /** What a run of edited flows (or the form) did, from the kinds of its flows. */
    custom: (flows: string) => string
    flowKinds: Record<Exclude<FlowKind, { function: string }>['kind'], string>
  }
  upgrade: {
    heading: string
    nothing: string
    lookingUp: string
    lookupFirst: string
    tryIt: string
    make: string
    making: string
    upgradedAlready: (account: string) => Marked
    makeFailed: (reason: string) => string
    devnetAnswered: (status: number) => string
    /** The Balances section's note on the legacy account's own funds. */
    ownFunds: (upgraded: boolean, account: string) => Marked
  }
  run: {
    rejectNext: string
    /** The name of the page's one status region (`role="status"`). */
    statusRegion: string
    fundAccount: string
    fundingReverted: (chainId: number, hash: string) => string
    status: Record<SupertransactionStatus, string>
    steps: Record<SupertransactionStep, string>
    /** The status region's line: a status word and, after an error, the step it stopped at. */
    statusLine: (status: string, step: string | undefined) => string
  }
  integrate: {
    heading: string
    intro: Marked
    lastRun: (status: string | undefined) => string
    copy: string
    copied: string
    ways: Record<Way, string>
    wayLegend: (name: string) => string
    what: Record<ExampleName, string>
    compoundElsewhere: Marked
    playgroundIsCompound: Marked
    previewOnly: string
    operations: (count: number, fee: string) => string
    noQuote: string
    noRun: string
    noReceipt: string
    receiptLine: (status: string, count: number) => string
    noEntries: string
  }
  boot: { failed: (reason: string) => string; startWithDev: (problem: string) => string }
  /** The Integrate view's live drop-in `<Supertransaction />`. */
  dropIn: {
    about: (preset: string, mode: string) => string
    /** The form or the builder the drop-in waits for is in the Playground view, not here. */
    fillFormThere: string
    correctFlowsThere: string
    openPlayground: string
  }
  eoaFeeNote: string
  statusLog: { heading: string; hint: string; empty: string; clear: string }
  settings: {
    heading: string
    warning: string
    baseUrl: string
    apiKey: string
    keyPlaceholder: string
    save: string
    useDevnet: string
  }
}

const inLocale = (locale: (typeof LOCALES)[number]) => {
  // The locale's decimal sign, from Intl; the digits stay viem's exact decimal (formatUnits), so
  // no amount is rounded, whatever its decimals.
  const sign =
    new Intl.NumberFormat(locale).formatToParts(0.5).find((part) => part.type === 'decimal')
      ?.value ?? '.'
  return {
    amount: (exact: string) => exact.replace('.', sign),
    list: (parts: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts),
  }
}

const enUs = inLocale('en-US')
const deDe = inLocale('de-DE')

export const en: PlaygroundWords = {
  views: 'Views',
  labels: { vault: 'Vault', pool: 'USDC/WETH pool', bridge: 'Devnet bridge' },
  viewNames: { playground: 'Playground', integrate: 'Integrate' },
  themeNames: { light: 'light', dark: 'dark' },
  theme: 'Theme',
  locale: 'Locale',
  otherApi: (url) => `Using the API at ${url}, not the local devnet.`,
  wallet: {
    heading: 'Wallet',
    account: 'Account',
    browserWallet: '(a browser wallet is connected)',
    devAccount: (index, address) => `Dev account ${index} — ${address}`,
    connect: (name) => `Connect ${name}`,
    connected: (address, chainId, connector) =>
      `Connected: ${address} on chain ${chainId} (${connector})`,
    notConnected: 'Not connected.',
    aboutDev: 'About the dev wallet',
    aboutDevText:
      'The dev wallet signs at once with the devnet’s public test keys; it refuses any chain that is not on this machine.',
  },
  flow: {
    heading: 'Supertransaction',
    preset: 'Preset',
    mode: 'Mode',
    fee: 'Fee',
    formPreset: 'What you fill in below',
    customPreset: 'Custom (the flows edited below)',
    smartAccountHint: (account, spends) =>
      `Runs from your smart account${account}. Get quote shows the fee; Sign and execute then sends the account what the flows spend that it does not hold yet${spends} plus that fee from your wallet, and signs.`,
    eoaHint: (spends) =>
      `Your wallet signs one permit or approval; your smart account pulls what the flows spend${spends} from it (plus the fee when it is paid in that token) and runs the flows.`,
    eoa7702Hint: (spends) =>
      `Your wallet itself runs the calls after an EIP-7702 delegation (the dev wallet signs it) and pays what the flows spend from its own balance${spends}.`,
    presetFlows: (count) => `Flows of this preset (${count}) — edit them to make a Custom preset`,
    customFlows: (count, base) => `Flows of the Custom preset (${count}), edited from “${base}”`,
    flowsLater: 'The flows appear once your account is known.',
    sendingFunds: 'Sending your smart account what this run needs…',
    sendingNeed: (need) => `Sending your smart account ${need} from your wallet…`,
    notReady: {
      connect: 'Connect a wallet first.',
      lookingUp: 'Looking up your smart account…',
      lookupFailed: (reason) => `Could not look up your smart account: ${reason}`,
      fillForm: 'Fill in the form first.',
      correctFlows: 'Correct the flows in the builder first.',
      readingPool: (chain) => `Reading the pool’s price on ${chain}…`,
      poolFailed: (chain, reason) => `The pool’s price on ${chain} could not be read: ${reason}`,
    },
  },
  presets: {
    names: {
      'send-usdc': 'Send 25 USDC on chain A',
      'swap-bridge-deposit': 'Swap 100 USDC→WETH on A, bridge it, deposit it on B',
      'ccip-bridge': 'Bridge 50 USDC from A to B (CCIP)',
      'intent-swap': 'Swap 100 USDC on A for WETH on B (intent)',
      reverting: 'A flow that reverts (a swap asking more than the pool gives)',
    },
    says: {
      'send-usdc': ({ chain }) => `Sends 25 USDC to the vault on ${chain}.`,
      'swap-bridge-deposit': ({ weth, from, to }) =>
        `Swaps 100 USDC for at least ${enUs.amount(weth)} WETH on ${from} (the pool’s price less 1 %), bridges exactly ${enUs.amount(weth)} WETH to ${to} and deposits them into the vault there once they arrive. Any WETH the swap gives above that stays with the account that runs it, on ${from}.`,
      'ccip-bridge': ({ from, to, toWallet }) =>
        toWallet
          ? `Bridges 50 USDC from ${from} to your wallet on ${to}.`
          : `Bridges 50 USDC from ${from} to your smart account on ${to}, which sends those 50 USDC on to your wallet once they arrive.`,
      'intent-swap': ({ from, to }) =>
        `Swaps 100 USDC on ${from} for WETH on ${to} along the service’s route (at most 1 % slippage); the WETH stays in your smart account on ${to}. The route’s later steps spend the account’s whole balance of the token they carry on, so any of it your smart account already holds joins in and stays yours.`,
      reverting: ({ chain }) =>
        `Swaps 1 USDC on ${chain} asking 2^128 WETH for it: the pool refuses, the operation reverts and nothing moves.`,
    },
  },
  funding: {
    ...enUs,
    tokenAmount: (amount, token) => `${amount} ${token}`,
    baseUnits: (units, token) => `${units} base units of ${token}`,
    tokenOnChain: (symbol, chain) => `${symbol} on ${chain}`,
    unknownChain: (chainId) => `chain ${chainId}`,
    nothing: 'nothing',
  },
  offers: {
    sponsored: 'sponsored',
    feeOption: (token, usable) => (usable ? token : `${token} (not in eoa mode)`),
    intentNotInEoa7702:
      'Not in eoa-7702 mode: after its first step the intent’s route spends the whole balance of the token it carries on, which in eoa-7702 is your wallet’s own balance. Choose smart-account or eoa mode.',
    noFeeToken: (fee, chain) =>
      `The devnet has no fee token ${fee} on ${chain}: choose sponsored or one it lists.`,
    eoaNoAmount:
      'eoa mode pulls the tokens a supertransaction spends from your wallet, and these flows name no amount to pull: choose smart-account or eoa-7702 mode.',
    eoaManyNeeds: (needs) =>
      `eoa mode pulls one token on one chain with one permit or approval, and these flows spend ${needs}: choose smart-account or eoa-7702 mode.`,
    eoaFeeToken: (token) =>
      `In eoa mode the fee is paid with the funding token (${token}): choose it or sponsored.`,
  },
  balances: {
    heading: 'Balances',
    chain: 'Chain',
    token: 'Token',
    wallet: 'Wallet',
    smartAccount: 'Smart account',
    upgraded: 'Upgraded account (2.2.1)',
    legacy: 'Legacy account (2.1.0)',
    unreachable: 'Unreachable',
  },
  history: {
    heading: 'History (this browser)',
    empty: 'Nothing yet: pick a preset, press Get quote, then Sign and execute.',
    custom: (flows) => `Custom: ${flows}`,
    flowKinds: { call: 'call', bridge: 'bridge', intent: 'intent', raw: 'raw call' },
  },
  upgrade: {
    heading: 'Account upgrade',
    nothing: 'Nothing to upgrade: no legacy account for this wallet.',
    lookingUp: 'Looking for a legacy account…',
    lookupFirst: 'A legacy account shows here once your accounts can be looked up.',
    tryIt:
      'To try the upgrade, make a legacy 2.1.0 account for this wallet on the devnet (on every chain, with 1,000 USDC each).',
    make: 'Make a legacy account',
    making: 'Making a legacy account…',
    upgradedAlready:
      (account) =>
      ({ code }) => [
        'Your legacy account ',
        code(account),
        ' runs 2.2.1 already: nothing to upgrade.',
      ],
    makeFailed: (reason) => `The legacy account could not be made: ${reason}`,
    devnetAnswered: (status) => `The devnet answered ${status}.`,
    ownFunds:
      (upgraded, account) =>
      ({ code }) => [
        upgraded ? 'Your upgraded account ' : 'Your legacy account ',
        code(account),
        ' holds its own funds, apart from your smart account: an app spends them by passing it as the quote request’s ',
        code('accountAddress'),
        ' (the presets here run from the smart account).',
      ],
  },
  run: {
    rejectNext: 'Reject next request',
    statusRegion: 'Run status',
    fundAccount: 'Fund account',
    fundingReverted: (chainId, hash) =>
      `Funding the smart account reverted on chain ${chainId} (transaction ${hash}): check that your wallet holds what the flows spend.`,
    // The state machine's own words: the end-to-end tests and the bench read them.
    status: {
      idle: 'idle',
      authorizationReview: 'authorizationReview',
      authorizing: 'authorizing',
      quoting: 'quoting',
      quoted: 'quoted',
      funding: 'funding',
      signing: 'signing',
      executing: 'executing',
      tracking: 'tracking',
      success: 'success',
      failed: 'failed',
      error: 'error',
    },
    steps: {
      authorizing: 'authorizing',
      quoting: 'quoting',
      funding: 'funding',
      signing: 'signing',
      executing: 'executing',
      tracking: 'tracking',
    },
    statusLine: (status, step) => `Status: ${status}${step ? ` (at ${step})` : ''}`,
  },
  integrate: {
    heading: 'Integrate',
    intro: ({ code, strong }) => [
      'The kit’s components, each three ways: ',
      strong('default'),
      ' (the whole part from props), ',
      strong('compound'),
      ' (inside ',
      code('<Supertransaction>'),
      ', reading its flow), ',
      strong('render prop'),
      ' (your markup from the same state). The previews show the last run of the Playground view. Every example sits inside your app’s providers:',
    ],
    lastRun: (status) => `Status of the last run: ${status ?? 'none yet'}`,
    copy: 'Copy code',
    copied: 'Copied',
    ways: { default: 'default', compound: 'compound', 'render prop': 'render prop' },
    wayLegend: (name) => `${name}: way`,
    what: {
      Supertransaction: 'The whole flow: review, fee, the one button, signing steps and tracking.',
      SupertxButton:
        'The one button: its label and action follow the flow; the reason shows when it cannot.',
      QuoteSummary:
        'What the quote does on each chain, what it takes from the wallet, the fee, the window.',
      SigningSteps: 'Authorize, quote, sign (each signature), execute, track: where the flow is.',
      SupertxTracker:
        'Each chain’s operations with their live status and transactions, and the explorer link.',
      SupertxHistory:
        'The supertransactions this app executed, newest first, tracked again after a reload.',
    },
    compoundElsewhere: ({ code }) => [
      'Compound: live in the Playground view, where this part sits inside its ',
      code('<Supertransaction>'),
      '.',
    ],
    playgroundIsCompound: ({ code }) => [
      'The Playground view is this component, compound: its run is a ',
      code('<Supertransaction>'),
      ' with the parts below laid out by the page.',
    ],
    previewOnly:
      'A preview of the last run’s state: pressing it opens the Playground view, where Get quote and Sign and execute run one.',
    operations: (count, fee) => `Operations: ${count}, fee ${fee} (base units)`,
    noQuote: 'No quote yet.',
    noRun: 'No run yet: run one in the Playground view.',
    noReceipt: 'No receipt yet: run one in the Playground view.',
    receiptLine: (status, count) => `${status}: ${count} operations`,
    noEntries: 'No entries yet.',
  },
  boot: {
    failed: (reason) => `The playground failed to start: ${reason}`,
    startWithDev: (problem) =>
      `${problem} Start the playground with \`npm run dev\`, which starts the devnet and this page together.`,
  },
  dropIn: {
    about: (preset, mode) =>
      `The drop-in <Supertransaction /> with no children, as an app embeds it, for the Playground view’s current choice: ${preset}, ${mode} mode. Change the preset, mode and fee there.`,
    fillFormThere: 'Its flows come from the form in the Playground view: fill it in there first.',
    correctFlowsThere:
      'Its flows come from the builder in the Playground view: correct them there first.',
    openPlayground: 'Open the Playground view',
  },
  eoaFeeNote:
    'In eoa mode only the funding token can pay the fee: your wallet approves both at once.',
  statusLog: {
    heading: 'onStatus log',
    hint: 'Every call of onStatus(state), as your app would receive it (time since the page loaded).',
    empty: 'No events yet: run a supertransaction in the Playground view.',
    clear: 'Clear the log',
  },
  settings: {
    heading: 'Settings',
    warning:
      'Warning: a real Supertransaction service moves real funds. Point the playground at one only with a wallet and amounts you mean to use; the dev wallet refuses any chain that is not local. These settings stay in this browser (localStorage) and are sent nowhere else.',
    baseUrl: 'API base URL',
    apiKey: 'API key',
    keyPlaceholder: 'the devnet’s key',
    save: 'Save settings',
    useDevnet: 'Use the local devnet',
  },
}

export const de: PlaygroundWords = {
  views: 'Ansichten',
  labels: { vault: 'Vault', pool: 'USDC/WETH-Pool', bridge: 'Devnet-Bridge' },
  viewNames: { playground: 'Playground', integrate: 'Integration' },
  themeNames: { light: 'hell', dark: 'dunkel' },
  theme: 'Design',
  locale: 'Sprache',
  otherApi: (url) => `Die API unter ${url} wird verwendet, nicht das lokale Devnet.`,
  wallet: {
    heading: 'Wallet',
    account: 'Konto',
    browserWallet: '(eine Browser-Wallet ist verbunden)',
    devAccount: (index, address) => `Dev-Konto ${index} — ${address}`,
    connect: (name) => `${name} verbinden`,
    connected: (address, chainId, connector) =>
      `Verbunden: ${address} auf Chain ${chainId} (${connector})`,
    notConnected: 'Nicht verbunden.',
    aboutDev: 'Über die Dev-Wallet',
    aboutDevText:
      'Die Dev-Wallet signiert sofort mit den öffentlichen Testschlüsseln des Devnets; sie lehnt jede Chain ab, die nicht auf diesem Rechner läuft.',
  },
  flow: {
    heading: 'Supertransaktion',
    preset: 'Vorlage',
    mode: 'Modus',
    fee: 'Gebühr',
    formPreset: 'Was Sie unten ausfüllen',
    customPreset: 'Eigene (die unten bearbeiteten Flows)',
    smartAccountHint: (account, spends) =>
      `Läuft von Ihrem Smart Account${account}. „Angebot holen“ zeigt die Gebühr; „Signieren und ausführen“ sendet dem Konto dann aus Ihrer Wallet, was die Flows ausgeben und es noch nicht hat${spends}, zuzüglich dieser Gebühr, und signiert.`,
    eoaHint: (spends) =>
      `Ihre Wallet signiert eine Genehmigung (Permit oder Approval); Ihr Smart Account holt sich daraus, was die Flows ausgeben${spends} (und die Gebühr, wenn sie in diesem Token gezahlt wird), und führt die Flows aus.`,
    eoa7702Hint: (spends) =>
      `Ihre Wallet führt die Aufrufe nach einer EIP-7702-Delegation selbst aus (die Dev-Wallet signiert sie) und zahlt, was die Flows ausgeben, aus ihrem eigenen Guthaben${spends}.`,
    presetFlows: (count) =>
      `Flows dieser Vorlage (${count}) — bearbeiten Sie sie für eine eigene Vorlage`,
    customFlows: (count, base) => `Flows der eigenen Vorlage (${count}), bearbeitet aus „${base}“`,
    flowsLater: 'Die Flows erscheinen, sobald Ihr Konto bekannt ist.',
    sendingFunds: 'Ihr Smart Account erhält, was dieser Lauf braucht…',
    sendingNeed: (need) => `Ihr Smart Account erhält ${need} aus Ihrer Wallet…`,
    notReady: {
      connect: 'Verbinden Sie zuerst eine Wallet.',
      lookingUp: 'Ihr Smart Account wird gesucht…',
      lookupFailed: (reason) => `Ihr Smart Account ließ sich nicht finden: ${reason}`,
      fillForm: 'Füllen Sie zuerst das Formular aus.',
      correctFlows: 'Korrigieren Sie zuerst die Flows im Editor.',
      readingPool: (chain) => `Der Preis des Pools auf ${chain} wird gelesen…`,
      poolFailed: (chain, reason) =>
        `Der Preis des Pools auf ${chain} ließ sich nicht lesen: ${reason}`,
    },
  },
  presets: {
    names: {
      'send-usdc': '25 USDC auf Chain A senden',
      'swap-bridge-deposit': '100 USDC→WETH auf A tauschen, überbrücken, auf B einzahlen',
      'ccip-bridge': '50 USDC von A nach B überbrücken (CCIP)',
      'intent-swap': '100 USDC auf A gegen WETH auf B tauschen (Intent)',
      reverting: 'Ein Flow, der scheitert (ein Tausch, der mehr verlangt, als der Pool gibt)',
    },
    says: {
      'send-usdc': ({ chain }) => `Sendet 25 USDC an den Vault auf ${chain}.`,
      'swap-bridge-deposit': ({ weth, from, to }) =>
        `Tauscht 100 USDC auf ${from} gegen mindestens ${deDe.amount(weth)} WETH (der Preis des Pools abzüglich 1 %), überbrückt genau ${deDe.amount(weth)} WETH nach ${to} und zahlt sie dort in den Vault ein, sobald sie ankommen. WETH, das der Tausch darüber hinaus ergibt, bleibt bei dem Konto, das ihn ausführt, auf ${from}.`,
      'ccip-bridge': ({ from, to, toWallet }) =>
        toWallet
          ? `Überbrückt 50 USDC von ${from} an Ihre Wallet auf ${to}.`
          : `Überbrückt 50 USDC von ${from} an Ihren Smart Account auf ${to}, der die 50 USDC nach ihrer Ankunft an Ihre Wallet weitersendet.`,
      'intent-swap': ({ from, to }) =>
        `Tauscht 100 USDC auf ${from} gegen WETH auf ${to} über die Route des Dienstes (höchstens 1 % Slippage); das WETH bleibt in Ihrem Smart Account auf ${to}. Die späteren Schritte der Route geben das ganze Guthaben des Kontos an dem Token aus, den sie weitertragen: Was Ihr Smart Account davon schon hält, geht mit ein und bleibt Ihres.`,
      reverting: ({ chain }) =>
        `Tauscht 1 USDC auf ${chain} und verlangt dafür 2^128 WETH: Der Pool lehnt ab, die Operation wird zurückgesetzt und nichts bewegt sich.`,
    },
  },
  funding: {
    ...deDe,
    tokenAmount: (amount, token) => `${amount} ${token}`,
    baseUnits: (units, token) => `${units} Basiseinheiten von ${token}`,
    tokenOnChain: (symbol, chain) => `${symbol} auf ${chain}`,
    unknownChain: (chainId) => `Chain ${chainId}`,
    nothing: 'nichts',
  },
  offers: {
    sponsored: 'gesponsert',
    feeOption: (token, usable) => (usable ? token : `${token} (nicht im eoa-Modus)`),
    intentNotInEoa7702:
      'Nicht im Modus eoa-7702: Nach ihrem ersten Schritt gibt die Route des Intents das ganze Guthaben des Tokens aus, den sie weiterträgt, und das ist in eoa-7702 das Guthaben Ihrer Wallet. Wählen Sie den Modus smart-account oder eoa.',
    noFeeToken: (fee, chain) =>
      `Das Devnet hat keinen Gebühren-Token ${fee} auf ${chain}: Wählen Sie „gesponsert“ oder einen der angebotenen.`,
    eoaNoAmount:
      'Der Modus eoa holt, was eine Supertransaktion ausgibt, aus Ihrer Wallet, und diese Flows nennen keinen Betrag dafür: Wählen Sie den Modus smart-account oder eoa-7702.',
    eoaManyNeeds: (needs) =>
      `Der Modus eoa holt einen Token auf einer Chain mit einer Genehmigung (Permit oder Approval), und diese Flows geben ${needs} aus: Wählen Sie den Modus smart-account oder eoa-7702.`,
    eoaFeeToken: (token) =>
      `Im Modus eoa wird die Gebühr mit dem Finanzierungstoken (${token}) gezahlt: Wählen Sie ihn oder „gesponsert“.`,
  },
  balances: {
    heading: 'Guthaben',
    chain: 'Chain',
    token: 'Token',
    wallet: 'Wallet',
    smartAccount: 'Smart Account',
    upgraded: 'Aktualisiertes Konto (2.2.1)',
    legacy: 'Altes Konto (2.1.0)',
    unreachable: 'Nicht erreichbar',
  },
  history: {
    heading: 'Verlauf (dieser Browser)',
    empty:
      'Noch nichts: Wählen Sie eine Vorlage, klicken Sie auf „Angebot holen“ und dann auf „Signieren und ausführen“.',
    custom: (flows) => `Eigene: ${flows}`,
    flowKinds: { call: 'Aufruf', bridge: 'Brücke', intent: 'Intent', raw: 'Rohaufruf' },
  },
  upgrade: {
    heading: 'Konto-Upgrade',
    nothing: 'Nichts zu aktualisieren: Diese Wallet hat kein altes Konto.',
    lookingUp: 'Altes Konto wird gesucht…',
    lookupFirst: 'Ein altes Konto erscheint hier, sobald Ihre Konten abgefragt werden können.',
    tryIt:
      'Um das Upgrade auszuprobieren, legen Sie im Devnet ein altes 2.1.0-Konto für diese Wallet an (auf jeder Chain, mit je 1.000 USDC).',
    make: 'Altes Konto anlegen',
    making: 'Altes Konto wird angelegt…',
    upgradedAlready:
      (account) =>
      ({ code }) => [
        'Ihr altes Konto ',
        code(account),
        ' läuft schon mit 2.2.1: Es gibt nichts zu aktualisieren.',
      ],
    makeFailed: (reason) => `Das alte Konto ließ sich nicht anlegen: ${reason}`,
    devnetAnswered: (status) => `Das Devnet antwortete mit ${status}.`,
    ownFunds:
      (upgraded, account) =>
      ({ code }) => [
        upgraded ? 'Ihr aktualisiertes Konto ' : 'Ihr altes Konto ',
        code(account),
        ' hat eigene Guthaben, getrennt von Ihrem Smart Account: Eine App gibt sie aus, indem sie es in der Angebotsanfrage als ',
        code('accountAddress'),
        ' übergibt (die Vorlagen hier laufen vom Smart Account).',
      ],
  },
  run: {
    rejectNext: 'Nächste Anfrage ablehnen',
    statusRegion: 'Status des Laufs',
    fundAccount: 'Konto aufladen',
    fundingReverted: (chainId, hash) =>
      `Das Aufladen des Smart Accounts wurde auf Chain ${chainId} zurückgesetzt (Transaktion ${hash}): Prüfen Sie, ob Ihre Wallet hält, was die Flows ausgeben.`,
    status: {
      idle: 'Bereit',
      authorizationReview: 'Autorisierung zur Prüfung',
      authorizing: 'Wird autorisiert',
      quoting: 'Angebot wird geholt',
      quoted: 'Angebot liegt vor',
      funding: 'Smart Account wird aufgeladen',
      signing: 'Wird signiert',
      executing: 'Wird ausgeführt',
      tracking: 'Wird verfolgt',
      success: 'Erfolgreich',
      failed: 'Fehlgeschlagen',
      error: 'Fehler',
    },
    steps: {
      authorizing: 'beim Autorisieren',
      quoting: 'beim Angebot',
      funding: 'beim Aufladen',
      signing: 'beim Signieren',
      executing: 'beim Ausführen',
      tracking: 'beim Verfolgen',
    },
    statusLine: (status, step) => `Status: ${status}${step ? ` (${step})` : ''}`,
  },
  integrate: {
    heading: 'Integration',
    intro: ({ code, strong }) => [
      'Die Komponenten des Kits, jede auf drei Arten: ',
      strong('Standard'),
      ' (der ganze Teil aus Props), ',
      strong('zusammengesetzt'),
      ' (in ',
      code('<Supertransaction>'),
      ', liest dessen Ablauf), ',
      strong('Render-Prop'),
      ' (Ihr Markup aus demselben Zustand). Die Vorschauen zeigen den letzten Lauf der Ansicht „Playground“. Jedes Beispiel steht in den Providern Ihrer App:',
    ],
    lastRun: (status) => `Status des letzten Laufs: ${status ?? 'noch keiner'}`,
    copy: 'Code kopieren',
    copied: 'Kopiert',
    ways: { default: 'Standard', compound: 'zusammengesetzt', 'render prop': 'Render-Prop' },
    wayLegend: (name) => `${name}: Art`,
    what: {
      Supertransaction:
        'Der ganze Ablauf: Prüfung, Gebühr, die eine Schaltfläche, Signierschritte und Verfolgung.',
      SupertxButton:
        'Die eine Schaltfläche: Beschriftung und Aktion folgen dem Ablauf; geht es nicht, steht der Grund daneben.',
      QuoteSummary:
        'Was das Angebot auf jeder Chain tut, was es aus der Wallet nimmt, die Gebühr, das Zeitfenster.',
      SigningSteps:
        'Autorisieren, Angebot, Signieren (jede Signatur), Ausführen, Verfolgen: wo der Ablauf steht.',
      SupertxTracker:
        'Die Operationen jeder Chain mit ihrem aktuellen Status und ihren Transaktionen, dazu der Explorer-Link.',
      SupertxHistory:
        'Die Supertransaktionen, die diese App ausgeführt hat, die neueste zuerst, nach einem Neuladen weiter verfolgt.',
    },
    compoundElsewhere: ({ code }) => [
      'Zusammengesetzt: live in der Ansicht „Playground“, wo dieser Teil in seinem ',
      code('<Supertransaction>'),
      ' steht.',
    ],
    playgroundIsCompound: ({ code }) => [
      'Die Ansicht „Playground“ ist diese Komponente, zusammengesetzt: Ihr Lauf ist ein ',
      code('<Supertransaction>'),
      ' mit den Teilen unten, angeordnet von der Seite.',
    ],
    previewOnly:
      'Eine Vorschau des Zustands des letzten Laufs: Ein Klick öffnet die Ansicht „Playground“, wo „Angebot holen“ und „Signieren und ausführen“ einen Lauf starten.',
    operations: (count, fee) => `Operationen: ${count}, Gebühr ${fee} (Basiseinheiten)`,
    noQuote: 'Noch kein Angebot.',
    noRun: 'Noch kein Lauf: Starten Sie einen in der Ansicht „Playground“.',
    noReceipt: 'Noch kein Beleg: Starten Sie einen Lauf in der Ansicht „Playground“.',
    receiptLine: (status, count) => `${status}: ${count} Operationen`,
    noEntries: 'Noch keine Einträge.',
  },
  boot: {
    failed: (reason) => `Der Playground ließ sich nicht starten: ${reason}`,
    startWithDev: (problem) =>
      `${problem} Starten Sie den Playground mit \`npm run dev\`, das das Devnet und diese Seite zusammen startet.`,
  },
  dropIn: {
    about: (preset, mode) =>
      `Das eingebaute <Supertransaction /> ohne children, wie eine App es einbettet, für die aktuelle Auswahl der Playground-Ansicht: ${preset}, Modus ${mode}. Vorlage, Modus und Gebühr ändern Sie dort.`,
    fillFormThere:
      'Seine Flows kommen aus dem Formular der Playground-Ansicht: Füllen Sie es zuerst dort aus.',
    correctFlowsThere:
      'Seine Flows kommen aus dem Editor der Playground-Ansicht: Korrigieren Sie sie zuerst dort.',
    openPlayground: 'Zur Playground-Ansicht',
  },
  eoaFeeNote:
    'Im eoa-Modus kann nur der Finanzierungstoken die Gebühr zahlen: Ihre Wallet genehmigt beides auf einmal.',
  statusLog: {
    heading: 'onStatus-Protokoll',
    hint: 'Jeder Aufruf von onStatus(state), wie Ihre App ihn erhielte (Zeit seit dem Laden der Seite).',
    empty:
      'Noch keine Ereignisse: Führen Sie in der Ansicht „Playground“ eine Supertransaktion aus.',
    clear: 'Protokoll leeren',
  },
  settings: {
    heading: 'Einstellungen',
    warning:
      'Achtung: Ein echter Supertransaction-Dienst bewegt echtes Geld. Richten Sie den Playground nur mit einer Wallet und Beträgen darauf aus, die Sie wirklich verwenden wollen; die Dev-Wallet lehnt jede nicht lokale Chain ab. Diese Einstellungen bleiben in diesem Browser (localStorage) und werden nirgendwohin gesendet.',
    baseUrl: 'API-Basis-URL',
    apiKey: 'API-Schlüssel',
    keyPlaceholder: 'der Schlüssel des Devnets',
    save: 'Einstellungen speichern',
    useDevnet: 'Lokales Devnet verwenden',
  },
}

const WORDS = { 'en-US': en, 'de-DE': de } as const

/** The playground's words in a locale, outside React (the boot's messages). */
export const wordsIn = (locale: (typeof LOCALES)[number]): PlaygroundWords => WORDS[locale]

/** What a preset does, in these words (each preset's sentence takes its own figures). */
export const sayPreset = (says: PresetSays, words: Pick<PlaygroundWords, 'presets'>): string =>
  (words.presets.says[says.preset] as (says: PresetSays) => string)(says)

/** The words the funding sentences use (funding.ts). */
export type FundingWords = PlaygroundWords['funding']

/** The playground's own words in the locale the Locale select chose. */
export function useWords(): PlaygroundWords {
  const [{ locale }] = useChoices()
  return WORDS[locale]
}
