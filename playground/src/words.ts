// The playground's own words (its headings, labels and hints), in each locale the Locale select
// offers. The kit's components speak through the kit's messages; these words are the page around
// them and never go into the package. German: formal "Sie", the kit's terms (de.ts) for "Wallet",
// "Smart Account", "Angebot", "Gebühr".
import { useChoices } from './url-state.js'

export type PlaygroundWords = {
  views: string
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
  history: { heading: string; empty: string }
  upgrade: {
    heading: string
    nothing: string
    lookingUp: string
    lookupFirst: string
    tryIt: string
    make: string
    making: string
  }
  run: {
    rejectNext: string
    /** The name of the page's one status region (`role="status"`). */
    statusRegion: string
  }
  /** The Integrate view's live drop-in `<Supertransaction />`. */
  dropIn: { about: (preset: string, mode: string) => string }
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

export const en: PlaygroundWords = {
  views: 'Views',
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
  },
  run: { rejectNext: 'Reject next request', statusRegion: 'Run status' },
  dropIn: {
    about: (preset, mode) =>
      `The drop-in <Supertransaction /> with no children, as an app embeds it, for the Playground view’s current choice: ${preset}, ${mode} mode. Change the preset, mode and fee there.`,
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
  },
  run: { rejectNext: 'Nächste Anfrage ablehnen', statusRegion: 'Status des Laufs' },
  dropIn: {
    about: (preset, mode) =>
      `Das eingebaute <Supertransaction /> ohne children, wie eine App es einbettet, für die aktuelle Auswahl der Playground-Ansicht: ${preset}, Modus ${mode}. Vorlage, Modus und Gebühr ändern Sie dort.`,
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

/** The playground's own words in the locale the Locale select chose. */
export function useWords(): PlaygroundWords {
  const [{ locale }] = useChoices()
  return WORDS[locale]
}
