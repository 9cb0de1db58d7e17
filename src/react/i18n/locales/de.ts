'use client'
// German. Loaded on demand by `<SupertxProvider locale="de">` (never in the main bundle); typed
// as a complete locale, so a key added to the English defaults and missing here is a type error.
import type { SupertxLocaleMessages } from '../types.js'

const secondsDe = (n: number) => (n === 1 ? '1 Sekunde' : `${n} Sekunden`)

export const de: SupertxLocaleMessages = {
  common: {
    loading: 'Wird geladen…',
    retry: 'Erneut versuchen',
    close: 'Schließen',
    operations: {
      transfer: (v) => `${v.amount} an ${v.to} senden`,
      fee: (v) => `Gebühr des Dienstes zahlen: ${v.amount} an ${v.to}`,
      pull: (v) => `${v.amount} von ${v.from} abbuchen`,
      approve: (v) => `${v.amount} für ${v.spender} freigeben`,
      swap: (v) => `${v.amount} bei ${v.pool} tauschen`,
      bridge: (v) => `${v.amount} an ${v.to} auf ${v.chain} übertragen`,
      upgrade: (v) => `Konto ${v.account} auf ${v.implementation} aktualisieren`,
      native: (v) => `${v.amount} (nativ) an ${v.to} senden`,
      call: (v) => `${v.selector} auf ${v.target} aufrufen`,
      allOf: (v) => `das gesamte ${v.token} in ${v.holder}`,
      allTheToken: (v) => `das gesamte ${v.token}`,
      keep: (v) =>
        `${v.amount} in ${v.holder} behalten (eine Überweisung an sich selbst, die nichts bewegt)`,
      units: (v) => `${v.value} Basiseinheiten von ${v.token}`,
      yourAccount: 'Ihren Smart Account',
      yourAccountAlone: 'Ihr Smart Account',
      you: 'Ihre Wallet',
      fromYou: 'Ihrer Wallet',
      fromYourAccount: 'Ihrem Smart Account',
      unreadable: 'Eine Operation, die das Kit nicht lesen kann',
      numbered: (v) => `Operation ${v.index}: ${v.text}`,
    },
    unlisted: (v) => `(nicht gelisteter Token ${v.address})`,
    addressesInFull: 'Vollständige Adressen',
    componentFailed:
      'Dieser Teil der Seite konnte nicht angezeigt werden. Versuchen Sie es erneut oder laden Sie die Seite neu.',
    errorUnexplained:
      'Etwas ist schiefgegangen. Versuchen Sie es erneut oder laden Sie die Seite neu.',
  },
  flowBuilder: {
    legend: ({ number, type }) => `Flow ${number}: ${type}`,
    typeDescriptions: {
      build: 'Eine Vertragsfunktion aufrufen',
      'build-raw': 'Rohe Calldata senden',
      'build-ccip': 'Einen Token per CCIP überbrücken',
      'intent-simple': 'Auf der besten Route tauschen oder überbrücken',
    },
    newFlowType: 'Art des neuen Flows',
    addFlow: 'Flow hinzufügen',
    maxFlows: ({ max }) =>
      `Eine Supertransaktion fasst höchstens ${max} Flows. Entfernen Sie einen, um einen weiteren hinzuzufügen.`,
    empty: 'Noch keine Flows. Wählen Sie eine Art und fügen Sie den ersten hinzu.',
    moveUp: ({ number }) => `Flow ${number} nach oben`,
    moveDown: ({ number }) => `Flow ${number} nach unten`,
    remove: ({ number }) => `Flow ${number} entfernen`,
    added: ({ number, type }) => `Flow ${number} hinzugefügt: ${type}.`,
    moved: ({ from, to }) => `Flow ${from} an Position ${to} verschoben.`,
    removed: ({ number }) => `Flow ${number} entfernt.`,
    target: 'Zieladresse',
    chain: 'Chain',
    selectChain: 'Chain wählen',
    functionSignature: 'Funktionssignatur',
    functionSignatureHint: 'z. B. function transfer(address to, uint256 amount)',
    calldata: 'Calldata (hex)',
    srcToken: 'Quell-Token',
    dstToken: 'Ziel-Token',
    srcChain: 'Quell-Chain',
    dstChain: 'Ziel-Chain',
    tokenHint: 'Vorschlag wählen oder Token-Adresse einfügen',
    knownToken: ({ symbol, name }) => `${symbol} · ${name}`,
    amount: 'Betrag',
    amountValue: 'Wert',
    decimals: 'Dezimalstellen',
    baseUnits: 'Basiseinheiten (0)',
    decimalsOption: ({ decimals }) => `${decimals} Dezimalstellen`,
    decimalsOfToken: ({ decimals, symbol }) => `${decimals} Dezimalstellen (${symbol})`,
    inBaseUnits: ({ value }) => `= ${value} in Basiseinheiten`,
    useRuntimeBalance: 'Den Saldo zur Ausführungszeit verwenden (Runtime-Saldo)',
    runtimeBalance: 'Runtime-Saldo',
    runtimeToken: 'Token, dessen Saldo verwendet wird',
    runtimeTarget: 'Inhaber des Saldos',
    runtimeTargetHint: 'Leer lassen für Ihren Smart Account',
    constraintGte: 'Mindestens (gte)',
    constraintLte: 'Höchstens (lte)',
    constraintEq: 'Genau (eq)',
    constraintsHint: 'Optional; der Flow wartet, bis der Saldo sie erfüllt',
    slippage: 'Slippage (%)',
    slippageHint: 'Leer lassen für den Standard, 1 %',
    routeMode: 'Route',
    routeModes: { '': 'Standard', cheap: 'Am günstigsten', 'fast-quote': 'Schnellstes Angebot' },
    arguments: 'Argumente',
    noArguments: 'Diese Funktion hat keine Argumente.',
    argumentsAfterSignature:
      'Geben Sie eine gültige Funktionssignatur ein, um ihre Argumente auszufüllen.',
    argument: ({ name, type }) => `${name} (${type})`,
    item: ({ number }) => `Element ${number}`,
    addItem: ({ name }) => `Ein Element zu ${name} hinzufügen`,
    removeItem: ({ name, number }) => `Element ${number} von ${name} entfernen`,
    max: 'Max',
    maxFor: ({ label }) => `Max (${label})`,
    balance: ({ balance }) => `Ihr Saldo: ${balance}.`,
    balanceAfterFee: ({ balance, fee }) =>
      `Ihr Saldo: ${balance}. Max lässt ${fee} für die Gebühr übrig.`,
    maxNotConnected: 'Verbinden Sie Ihre Wallet, um Max zu nutzen: Ihr Saldo ist noch unbekannt.',
    maxReading: 'Ihr Saldo wird gelesen…',
    maxUnreadable:
      'Ihr Saldo dieses Tokens konnte auf dieser Chain nicht gelesen werden, daher ist Max aus. Geben Sie den Betrag ein.',
    maxNothing:
      'Sie halten auf dieser Chain nichts von diesem Token, daher hat Max nichts zu verwenden.',
    maxNothingAfterFee: ({ balance, fee }) =>
      `Ihr Saldo (${balance}) deckt die Gebühr (${fee}) nicht, daher bleibt nichts zu senden. Laden Sie Guthaben auf oder zahlen Sie die Gebühr anders.`,
    smartAccount: {
      balance: ({ balance }) => `Saldo Ihres Smart Accounts: ${balance}.`,
      balanceAfterFee: ({ balance, fee }) =>
        `Saldo Ihres Smart Accounts: ${balance}. Max lässt ${fee} für die Gebühr übrig.`,
      maxLookingUp: 'Ihr Smart Account wird gesucht…',
      maxAccountUnknown:
        'Die Adresse Ihres Smart Accounts konnte nicht gelesen werden, daher ist Max aus. Geben Sie den Betrag ein.',
      maxReading: 'Der Saldo Ihres Smart Accounts wird gelesen…',
      maxUnreadable:
        'Der Saldo Ihres Smart Accounts für dieses Token konnte auf dieser Chain nicht gelesen werden, daher ist Max aus. Geben Sie den Betrag ein.',
      maxNothing:
        'Ihr Smart Account hält auf dieser Chain nichts von diesem Token, daher hat Max nichts zu verwenden.',
      maxNothingAfterFee: ({ balance, fee }) =>
        `Der Saldo Ihres Smart Accounts (${balance}) deckt die Gebühr (${fee}) nicht, daher bleibt nichts zu senden. Laden Sie Guthaben auf oder zahlen Sie die Gebühr anders.`,
    },
    errorPrefix: 'Fehler:',
    issues: {
      required: ({ field }) => `${field} ist erforderlich`,
      chainRequired: ({ field }) => `${field} ist erforderlich: Wählen Sie eine Chain`,
      chainId: ({ field }) => `${field} muss eine Chain-ID sein (eine positive ganze Zahl)`,
      signatureRequired: ({ field }) =>
        `${field} ist erforderlich, z. B. function transfer(address to, uint256 amount)`,
      notAFunction: ({ field }) =>
        `${field} muss eine Funktion deklarieren, z. B. function transfer(address to, uint256 amount)`,
      invalidSignature: ({ field, reason }) =>
        `${field} ist keine gültige Solidity-Funktionsdeklaration (${reason}), z. B. function transfer(address to, uint256 amount)`,
      number: ({ field }) => `${field} muss eine Zahl sein, z. B. 1.5 oder -2`,
      nonNegativeNumber: ({ field }) =>
        `${field} muss eine nicht negative Zahl sein, z. B. 1.5 (ohne Minuszeichen, ohne Buchstaben)`,
      wholeBaseUnits: ({ field }) =>
        `${field} muss eine ganze Zahl von Basiseinheiten sein (wählen Sie die Dezimalstellen, um einen Dezimalbetrag einzugeben)`,
      tooManyDecimals: ({ field, decimals }) =>
        `${field} hat mehr als ${decimals} Nachkommastellen`,
      outOfRange: ({ field, type }) => `${field} passt nicht in einen ${type}`,
      address: ({ field }) =>
        `${field} muss eine 20-Byte-Hex-Adresse mit 0x sein (0x gefolgt von 40 Hex-Zeichen)`,
      checksum: ({ field, checksummed }) =>
        `${field} muss eine Adresse mit gültiger Prüfsumme sein: Die Groß-/Kleinschreibung passt nicht zur EIP-55-Prüfsumme (schreiben Sie ${checksummed} oder alles klein)`,
      hex: ({ field }) => `${field} muss Hex mit 0x sein (0x gefolgt nur von Hex-Zeichen)`,
      wholeBytes: ({ field }) =>
        `${field} muss eine gerade Anzahl von Hex-Zeichen haben (ganze Bytes)`,
      bytesLength: ({ field, size, got }) =>
        `${field} muss genau ${size} Bytes lang sein: 0x gefolgt von ${size * 2} Hex-Zeichen (erhalten: ${got} Bytes)`,
      slippage: ({ field }) => `${field} muss ein Prozentsatz von 0 bis 100 sein, z. B. 0.5`,
      list: ({ field, type }) => `${field} muss eine Liste von ${type}-Werten sein`,
      listLength: ({ field, length }) => `${field} muss genau ${length} Elemente haben`,
      runtimeSigned: ({ field, type }) =>
        `${field} kann kein Runtime-Saldo sein (es ist ein ${type})`,
      numberType: ({ field, type }) => `${field} muss eine ${type}-Zahl sein`,
      bool: ({ field }) => `${field} muss wahr oder falsch sein`,
      valueType: ({ field, type }) => `${field} muss ein ${type}-Wert sein`,
      unsupportedType: ({ field, type }) =>
        `${field} hat den Typ ${type}, den der Builder nicht bearbeiten kann; verwenden Sie einen build-raw-Flow`,
      invalid: ({ field, detail }) => `${field} ist ungültig (${detail})`,
      tooManyFlows: ({ max, got }) =>
        `Eine Supertransaktion fasst höchstens ${max} Flows (erhalten: ${got}); entfernen Sie ${got - max}.`,
      noFlows: () => 'Fügen Sie mindestens einen Flow hinzu.',
    },
  },
  explorerLink: {
    supertx: 'Im Explorer ansehen',
    transaction: ({ hash }) => `Transaktion ${hash}`,
    newTab: 'Öffnet in einem neuen Tab.',
  },
  routeSummary: {
    title: 'Route',
    stepType: { swap: 'Tausch', bridge: 'Brücke' },
    step: ({ type, protocol }) => `${type} über ${protocol}`,
    onChain: ({ chain }) => `auf ${chain}`,
    fromTo: ({ from, to }) => `${from} → ${to}`,
    unknownChain: ({ chainId }) => `Chain ${chainId}`,
    output: 'Sie erhalten',
    minOutput: 'Mindestens',
    gasFees: 'Gasgebühren',
    bridgeFees: 'Brückengebühren',
    estimatedTime: 'Geschätzte Dauer',
    seconds: ({ value }) => `etwa ${value} s`,
    minutes: ({ value }) => `etwa ${value} min`,
  },
  supertxHistory: {
    title: 'Ihre Supertransaktionen',
    empty: 'Noch keine Supertransaktionen. Die hier ausgeführten erscheinen in dieser Liste.',
    loading: 'Ihre Supertransaktionen werden gelesen…',
    status: {
      pending: 'Läuft',
      success: 'Erfolgreich',
      failed: 'Fehlgeschlagen',
      stopped: 'Vor der Ausführung angehalten',
    },
    fundsNow: ({ account, chain }) => `jetzt in Ihrem Smart Account ${account} auf ${chain}`,
    fundsAt: ({ account, chain }) => `jetzt bei ${account} auf ${chain}`,
    fundsInWallet: ({ chain }) => `jetzt in Ihrer Wallet auf ${chain}`,
    yourWallet: 'Ihre Wallet',
    mode: { 'smart-account': 'Smart Account', eoa: 'EOA', 'eoa-7702': 'EOA (7702)' },
    chains: ({ names }) => `auf ${names}`,
    unknownChain: ({ chainId }) => `Chain ${chainId}`,
    showMore: ({ count }) => `${count} weitere anzeigen`,
  },
  supertxTracker: {
    title: 'Supertransaktion',
    status: { pending: 'Läuft', success: 'Erfolgreich', failed: 'Fehlgeschlagen' },
    opStatus: {
      PENDING: 'Wartet',
      MINING: 'Wird gemined',
      MINED_SUCCESS: 'Erledigt',
      MINED_FAIL: 'Zurückgesetzt',
      FAILED: 'Fehlgeschlagen',
    },
    unknownChain: ({ chainId }) => `Chain ${chainId}`,
    operation: ({ index }) => `Operation ${index}`,
    cleanUp: ({ index }) => `Aufräumen ${index}`,
    progress: ({ done, total }) => `${done} von ${total} Operationen erledigt`,
    progressFailed: ({ done, failed, total }) =>
      `${done} von ${total} Operationen erledigt, ${failed} fehlgeschlagen`,
    reason: ({ reason }) => `Grund: ${reason}`,
    succeededGroup: ({ count }) => `${count} Operationen erfolgreich.`,
    moreOps: ({ count }) => `${count} weitere nicht aufgeführt.`,
    showAllOps: ({ count }) => `Alle ${count} Operationen anzeigen`,
    loading: 'Die Supertransaktion wird nachgeschlagen…',
    noOps: 'Diese Supertransaktion hat noch keine Operationen.',
    retrying: ({ attempt }) =>
      `Der Status kann gerade nicht gelesen werden; neuer Versuch (Versuch ${attempt}).`,
  },
  upgradeNotice: {
    title: 'Konto-Upgrade verfügbar',
    upToDate: 'Ihr Konto ist auf dem neuesten Stand',
    explain: ({ chains }) =>
      `Ihr Orchestrator-Konto auf ${chains} läuft mit Version 2.1.0. Das Upgrade bringt es auf 2.2.1 unter derselben Adresse: Ihr Guthaben bleibt, wo es ist, und es braucht eine Signatur.`,
    unknownChain: ({ chainId }) => `Chain ${chainId}`,
    upgrade: 'Konto upgraden',
    wrongAccount: (v) =>
      `Wechseln Sie in Ihrer Wallet zum Konto des Inhabers ${v.owner}: Das verbundene Konto ${v.connected} ist nicht der Inhaber dieser Konten und kann das Upgrade nicht signieren.`,
    checking: 'Ihre Konten werden geprüft…',
    steps: {
      lookup: 'Ihre Konten werden gesucht…',
      quoting: 'Das Upgrade wird vorbereitet…',
      signing: 'Warten auf Ihre Signatur…',
      executing: 'Das Upgrade wird übermittelt…',
      tracking: 'Upgrade auf der Chain…',
    },
    upgraded: 'Ihr Konto ist auf 2.2.1 aktualisiert. Sonst ist nichts zu tun.',
    failed: 'Das Upgrade ist nicht durchgegangen.',
  },
  errors: {
    userRejected:
      'Sie haben die Anfrage in Ihrer Wallet abgelehnt, daher wurde nichts gesendet. Versuchen Sie es erneut und bestätigen Sie die Anfrage in Ihrer Wallet.',
    authorizationNotSupported: (v) =>
      `${v.wallet ?? 'Ihre Wallet'} kann die für diese Zahlung nötige EIP-7702-Autorisierung nicht signieren. Verbinden Sie eine Wallet, die das unterstützt, oder zahlen Sie von einem Smart Account.`,
    authorizationRequired: (v) =>
      `Ihr Konto muss zuerst seinen Smart Account auf ${v.chains} autorisieren. Bestätigen Sie die Autorisierung in Ihrer Wallet, um fortzufahren.`,
    unauthorizedKey:
      'Der Dienst hat den API-Schlüssel dieser App abgelehnt, daher kann kein Angebot angefragt werden. Der Betreiber der App muss den Schlüssel prüfen oder erneuern.',
    missingKey:
      'Diese App hat keinen API-Schlüssel gesendet, der Dienst verlangt aber einen. Der Betreiber der App muss ihn einrichten.',
    insufficientBalance: (v) =>
      `Ihr Guthaben reicht für diese Transaktion nicht aus (${v.detail}). Laden Sie Guthaben auf oder verringern Sie den Betrag und holen Sie dann ein neues Angebot.`,
    quoteExpired:
      'Das Angebot ist abgelaufen, bevor es ausgeführt wurde. Holen Sie ein neues Angebot und signieren Sie es erneut; es wurde nichts ausgegeben.',
    alreadyExecuted:
      'Dieses Angebot wurde bereits einmal ausgeführt. Verfolgen Sie diese Transaktion oder holen Sie ein neues Angebot für eine weitere.',
    invalidField: (v) =>
      `Der Dienst hat den Wert von „${v.field}“ abgelehnt: ${v.problem}. Korrigieren Sie ihn und versuchen Sie es erneut.`,
    invalidSignature:
      'Die Signatur passt nicht zu dem Konto, das das Angebot angefragt hat. Signieren Sie erneut mit der Wallet dieses Kontos.',
    noUpgradeNeeded:
      'Ihr Konto ist auf diesen Chains bereits aktuell; es gibt nichts zu aktualisieren.',
    invalidChain: (v) =>
      `Der Dienst unterstützt ${v.chain} nicht. Wählen Sie ein anderes Netzwerk und holen Sie ein neues Angebot.`,
    badRequest: (v) =>
      `Der Dienst hat die Anfrage abgelehnt: ${v.reason}. Ändern Sie sie und versuchen Sie es erneut.`,
    chainUnavailable: (v) =>
      `Der Dienst erreicht ${v.chain} gerade nicht, daher wurde dort nichts gesendet. Versuchen Sie es gleich noch einmal.`,
    serverError: (v) =>
      `Beim Dienst ist ein Fehler aufgetreten (Fehler ${v.status}). Warten Sie einen Moment und versuchen Sie es erneut.`,
    apiError: (v) =>
      `Der Dienst hat die Anfrage abgelehnt (${v.code}): ${v.reason}. Ändern Sie sie und versuchen Sie es erneut.`,
    invalidConfig: (v) =>
      `Diese App ist falsch eingerichtet: die Einstellung „${v.option}“ ist ungültig. Der Betreiber der App muss das beheben.`,
    executionRejected: (v) =>
      `Der Dienst hat die Transaktion nicht ausgeführt (${v.reason}). Holen Sie ein neues Angebot und versuchen Sie es erneut.`,
    receiptTimeout: (v) =>
      `Die Transaktion ist nach ${secondsDe(v.seconds)} noch nicht abgeschlossen. Sie kann noch durchgehen: Prüfen Sie sie im Explorer, bevor Sie sie erneut senden.`,
    receiptUnavailable: (v) =>
      `Die Transaktion wurde gesendet, aber ihr Stand ließ sich ${secondsDe(v.seconds)} lang nicht abrufen (der Dienst oder die Verbindung hat Probleme). Sie kann noch durchgehen: Verfolgen Sie sie gleich erneut; senden Sie sie nicht noch einmal.`,
    unknownSupertx:
      'Der Dienst kennt keine Supertransaktion mit diesem Hash. Prüfen Sie den Hash; wurde sie gerade erst gesendet, schauen Sie gleich noch einmal.',
    supertxNotFound:
      'Der Dienst kennt diese Transaktion nicht mehr, obwohl er sie angenommen hat. Sie kann noch durchgehen: Verfolgen Sie sie gleich erneut oder prüfen Sie den Explorer; senden Sie sie nicht noch einmal.',
    quoteStale:
      'Ihre Angaben haben sich geändert, nachdem dieses Angebot erstellt wurde, daher wurde es weder signiert noch gesendet. Holen Sie ein neues Angebot, prüfen Sie es und signieren Sie dann.',
    executeOutcomeUnknown:
      'Die Verbindung ist beim Senden der Transaktion abgebrochen, daher ist unklar, ob sie angekommen ist. Versuchen Sie es erneut: Die App prüft das zuerst und sendet sie nie doppelt.',
    tokenBalanceTooLow: (v) =>
      `Ihr ${v.token}-Guthaben auf ${v.chain} beträgt ${v.balance}; benötigt werden ${v.needed}. Fügen Sie Ihrem Konto dort ${v.token} hinzu oder verringern Sie den Betrag und holen Sie dann ein neues Angebot.`,
    tokenAllowanceTooLow: (v) =>
      `${v.spender} darf nur ${v.allowance} Ihrer ${v.token} auf ${v.chain} ausgeben; benötigt werden ${v.needed}. Holen Sie ein neues Angebot, das die Freigabe erneut anfragt.`,
    baseUnits: (v) => `${v.value} Basiseinheiten`,
    unknownToken: 'Token',
    supertxFailed: (v) =>
      `Die Transaktion ist auf ${v.chain} fehlgeschlagen: ${v.reason}. Nicht ausgegebene Mittel bleiben in Ihrem Konto; beheben Sie die Ursache und versuchen Sie es erneut.`,
    partialRun: (v) =>
      `Ein Teil der Transaktion wurde ausgeführt, dann ist sie auf ${v.chain} fehlgeschlagen: ${v.reason}. Ihre Mittel sind jetzt: ${v.funds}. Senden Sie sie nicht erneut, das würde sie noch einmal bewegen: Verfolgen Sie sie im Explorer oder beginnen Sie eine neue Transaktion von dort, wo sie sind.`,
    fundsAt: (v) => `${v.amount} bei ${v.account} auf ${v.chain}`,
    fundsInYourAccount: (v) => `${v.amount} in Ihrem Smart Account auf ${v.chain}`,
    fundsInYourWallet: (v) => `${v.amount} in Ihrer Wallet auf ${v.chain}`,
    yourWallet: 'Ihre Wallet',
    yourAccount: 'Ihr Smart Account',
    providerMissing:
      'Dieser Teil der App ist falsch eingerichtet: Er muss innerhalb von <SupertxProvider> stehen. Der Entwickler der App muss das beheben.',
    aborted:
      'Die Anfrage wurde abgebrochen, bevor sie fertig war. Versuchen Sie es erneut, wenn Sie bereit sind.',
    malformedResponse:
      'Die Antwort des Dienstes kam unvollständig an. Versuchen Sie es erneut; wenn das wieder passiert, ist die Verbindung zum Dienst unzuverlässig.',
    network: (v) =>
      `Der Dienst unter ${v.origin} ist nicht erreichbar. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.`,
    networkLocal: (v) =>
      `Der Dienst unter ${v.origin} hat nicht geantwortet. Er läuft auf diesem Computer: Prüfen Sie, ob er (das Devnet oder Ihre lokale API) läuft, und versuchen Sie es dann erneut.`,
    timeout: (v) =>
      `Der Dienst hat nicht innerhalb von ${secondsDe(v.seconds)} geantwortet. Versuchen Sie es gleich noch einmal.`,
    unavailable: (v) =>
      `Der Dienst ist gerade nicht verfügbar (Fehler ${v.status}). Versuchen Sie es später erneut.`,
    unexpectedResponse: (v) =>
      `Unter der Adresse des Dienstes antwortet etwas anderes als die API (Status ${v.status}). Der Betreiber der App muss die Adresse des Dienstes prüfen.`,
    invalidRequest: (v) =>
      `Die Anfrage ist bei „${v.field}“ ungültig: ${v.problem}. Korrigieren Sie das und versuchen Sie es erneut.`,
    responseFormat: (v) =>
      `Der Dienst hat in einem Format geantwortet, das diese App nicht versteht (bei „${v.field}“). Die App braucht ein Update; versuchen Sie es später erneut.`,
    unsupportedFlow: ({ number, type }) =>
      `Flow ${number} ist ein ${type}-Flow, den der Flow-Builder nicht bearbeiten kann. Übergeben Sie ihn direkt an die Angebotsanfrage, neben den Flows des Builders.`,
    invalidTokenAmount:
      'Ein Betrag kann nicht angezeigt werden: Die Angaben seines Tokens (Dezimalstellen) sind ungültig. Die Token-Liste der App muss korrigiert werden.',
    payloadMismatch: (v) =>
      `Was Ihre Wallet signieren würde, passt nicht zum Angebot (bei „${v.field}“), daher wurde nichts signiert. Holen Sie ein neues Angebot; wenn das wieder passiert, signieren Sie nicht.`,
    quoteUnverifiable: (v) =>
      `Diese App kann nicht prüfen, was Ihre Wallet signieren würde (ihr fehlt ${v.missing}), daher wurde nichts signiert. Der Entwickler der App muss das übergeben.`,
    checksUnloaded:
      'Die Seite konnte ihre Prüfung dessen, was Ihre Wallet signieren würde, nicht laden, daher wurde nichts signiert. Laden Sie die Seite neu und versuchen Sie es noch einmal.',
    operationsUnreadable:
      'Diese App kann nicht lesen, was die Operationen des Angebots tun würden, und daher nicht prüfen, ob sie Ihrem Auftrag entsprechen; es wurde nichts signiert. Holen Sie ein neues Angebot; wenn das wieder passiert, kann diese App den Dienst nicht prüfen.',
    authorizationUntrusted: (v) =>
      `Der Dienst wollte Ihr Konto an ${v.address} übergeben, einen Vertrag, dem diese App nicht vertraut, daher wurde nichts signiert. Fahren Sie nicht fort; wenn das wieder passiert, ist der Dienst nicht sicher.`,
    accountNotYours: (v) =>
      `Der Dienst hat ${v.address} als Ihr Konto auf ${v.chain} genannt, aber das ist nicht Ihr Konto, daher wurde nichts gesendet oder signiert. Fahren Sie nicht fort; wenn das wieder passiert, ist der Dienst nicht sicher.`,
    accountUnreadable: (v) =>
      `Ihr Konto auf ${v.chain} konnte nicht geprüft werden, daher wurde nichts gesendet oder signiert. Prüfen Sie die Verbindung zu diesem Netzwerk und versuchen Sie es erneut.`,
    authorizationOtherChain: (v) =>
      `Der Dienst wollte Ihr Konto auf ${v.chain} autorisieren, das diese Zahlung nicht nutzt, daher wurde nichts signiert. Holen Sie ein neues Angebot; wenn das wieder passiert, signieren Sie nicht.`,
    authorizationNonce: (v) =>
      `Die verlangte Autorisierung passt nicht zum aktuellen Stand Ihres Kontos auf ${v.chain}, daher wurde nichts signiert. Holen Sie ein neues Angebot und versuchen Sie es erneut.`,
    authorizationNonceUnreadable: (v) =>
      `Ihr Konto auf ${v.chain} konnte nicht gelesen werden, daher ließ sich die Autorisierung nicht prüfen und es wurde nichts signiert. Prüfen Sie die Verbindung zu diesem Netzwerk und versuchen Sie es erneut.`,
    authorizationConflict: (v) =>
      `Der Dienst wollte Ihr Konto auf ${v.chain} an zwei verschiedene Verträge delegieren, daher wurde nichts signiert. Holen Sie ein neues Angebot; wenn das wieder passiert, signieren Sie nicht.`,
    previewUnavailable: (v) =>
      `Was dies mit Ihren Guthaben auf ${v.chain} macht, lässt sich nicht vorab zeigen; Sie können das Angebot trotzdem prüfen und signieren.`,
    previewUnreachable: (v) =>
      `Was dies auf ${v.chain} bewirkt, lässt sich nicht vorab zeigen, weil der Knoten nicht antwortet; daher wird nichts signiert, bis er antwortet.`,
    previewBlockedUnreachable: (v) =>
      `Es wurde nichts signiert: ${v.chain} hat nicht geantwortet, daher ließ sich nicht vorab zeigen, was dies dort bewirkt. Versuchen Sie es erneut, sobald es antwortet.`,
    previewBlockedReverts: (v) =>
      `Dies würde auf ${v.chain} scheitern, daher wurde nichts signiert. Holen Sie ein neues Angebot und prüfen Sie es erneut.`,
    previewBlockedUnavailable:
      'Diese App signiert nur, was sie vorab zeigen konnte, und die Guthabenänderungen einer Chain ließen sich nicht vorab zeigen, daher wurde nichts signiert.',
    accountFundingReverted: (v) =>
      `Die Überweisung an Ihren Smart Account auf ${v.chain} ist fehlgeschlagen. Prüfen Sie, ob Ihre Wallet dort genug vom Token hat, und versuchen Sie es erneut.`,
    approvalReverted: (v) =>
      `Die Freigabe-Transaktion auf ${v.chain} ist fehlgeschlagen. Prüfen Sie, ob Sie dort genug vom Token haben, und holen Sie dann ein neues Angebot.`,
    incomplete: (v) => `Es fehlen noch Angaben: ${v.missing}. Ergänzen Sie sie, um fortzufahren.`,
    accountMismatch: (v) =>
      `Das verbundene Konto ${v.connected} ist nicht das Konto dieses Angebots (${v.expected}). Wechseln Sie das Konto in Ihrer Wallet oder holen Sie ein neues Angebot.`,
    notConnected: 'Es ist keine Wallet verbunden. Verbinden Sie Ihre Wallet, um fortzufahren.',
    chainMismatch: (v) =>
      `Ihre Wallet ist mit einem anderen Netzwerk verbunden. Wechseln Sie zu ${v.chain} und versuchen Sie es erneut.`,
    contractRefused: (v) =>
      `Ein Vertrag hat diese Transaktion abgelehnt${v.reason ? ` (${v.reason})` : ''}, daher wurde nichts gesendet. Prüfen Sie die Beträge und Ihre Guthaben und holen Sie dann ein neues Angebot.`,
    other: (v) =>
      `${v.message} Versuchen Sie es erneut; wenn das wieder passiert, wenden Sie sich an den Support der App.`,
    chainFallback: (v) => `Chain ${v.id}`,
    unknownReason: 'kein Grund angegeben',
    someChain: 'einer ihrer Chains',
  },
  supertransaction: {
    title: 'Supertransaktion',
    tracking: 'Status auf jeder Chain',
    opStates: {
      PENDING: 'Ausstehend',
      MINING: 'Wird gemined',
      MINED_SUCCESS: 'Erfolgreich',
      MINED_FAIL: 'Zurückgesetzt',
      FAILED: 'Fehlgeschlagen',
    },
    op: (v) => `Operation ${v.index} auf ${v.chain}`,
    opDescribed: (v) => `Operation ${v.index} auf ${v.chain}: ${v.text}`,
    viewInExplorer: 'Im Explorer ansehen',
    success: 'Fertig: Jede Operation war erfolgreich.',
  },
  supertxButton: {
    idle: 'Angebot holen',
    quoting: 'Angebot wird geholt…',
    authorizationReview: 'Autorisieren und Angebot holen',
    authorizing: 'Warte auf die Autorisierung in Ihrer Wallet…',
    quoted: 'Signieren und ausführen',
    funding: 'Ihr Smart Account erhält seine Mittel…',
    signing: (v) =>
      v.total > 1 ? `Warte auf Signatur ${v.current} von ${v.total}…` : 'Warte auf Ihre Signatur…',
    confirming: (v) =>
      v.total > 1
        ? `Warte auf die Bestätigung der Freigabe ${v.current} von ${v.total}…`
        : 'Warte auf die Bestätigung der Freigabe…',
    executing: 'Wird ausgeführt…',
    tracking: 'Wird verfolgt…',
    success: 'Fertig',
    failed: 'Erneut versuchen',
    startNew: 'Neue Transaktion beginnen',
    error: 'Erneut versuchen',
    notConnected: 'Verbinden Sie Ihre Wallet, um fortzufahren.',
    wrongAccount: (v) =>
      `Wechseln Sie in Ihrer Wallet zum Konto des Inhabers ${v.owner}: Das verbundene Konto ${v.connected} ist nicht der Inhaber dieser Supertransaktion und kann sie nicht signieren.`,
    wrongChain: (v) =>
      `Ihre Wallet ist auf ${v.chain}, das diese App nicht unterstützt. Wechseln Sie das Netzwerk in Ihrer Wallet.`,
    insufficientBalance: (v) =>
      `Nicht genug Guthaben: Benötigt werden ${v.needed}, Ihr Guthaben beträgt ${v.balance}.`,
    noFlows: 'Noch nichts zu senden: Fügen Sie mindestens eine Aktion hinzu.',
    invalidFee: 'Korrigieren Sie zuerst die Gebühreneinstellungen.',
    wouldRevert: (v) =>
      `Dies würde auf ${v.chain} scheitern und wird daher nicht signiert: den Grund sehen Sie unter „Ihre Guthaben danach“.`,
    quoteRefused:
      'Dieses Angebot tut nicht genau das, worum Sie gebeten haben, und wird daher nicht signiert: den Grund sehen Sie in der Übersicht.',
    previewPending: 'Vorschau, was jede Chain mit Ihren Guthaben macht, bevor Sie signieren…',
    previewUnreachable: (v) =>
      `${v.chain} antwortet nicht, daher lässt sich nicht vorab zeigen, was dies dort bewirkt, und es wird erst signiert, wenn es antwortet.`,
    previewUnavailable:
      'Diese App signiert nur, was sie vorab zeigen konnte, und die Guthabenänderungen einer Chain lassen sich nicht vorab zeigen.',
  },
  feeTokenSelect: {
    legend: 'Gebühr',
    sponsored: 'Gesponsert: Sie zahlen keine Gebühr',
    payWithToken: 'Gebühr mit einem Token zahlen',
    token: 'Gebühren-Token',
    tokenOption: (v) => `${v.symbol} auf ${v.chain}`,
    noTokens: 'Kein Token zum Bezahlen verfügbar; die Gebühr wird gesponsert.',
    eoaFundingOnly:
      'Im eoa-Modus kann nur das Finanzierungs-Token die Gebühr zahlen: Ihre Wallet gibt beides auf einmal frei.',
    quotedFee: 'Angebotene Gebühr',
    feeUnchecked: '(laut Angebot, nicht geprüft)',
    refundAddress: 'Adresse für die Gas-Erstattung (optional)',
    refundHint: 'Nicht verbrauchtes Gas wird hierhin erstattet; leer bedeutet Ihr eigenes Konto.',
    refundInvalid: 'Geben Sie eine gültige Adresse ein: 0x, gefolgt von 40 Hexadezimalzeichen.',
  },
  balanceChanges: {
    title: 'Ihre Guthaben danach',
    simulating: 'Simuliert, was jede Chain mit Ihren Guthaben macht…',
    onChain: (v) => `Auf ${v.chain}`,
    wallet: 'Ihre Wallet',
    account: 'Ihr Smart Account',
    none: 'Keine Guthabenänderungen',
    beforeAfter: (v) => `${v.before} → ${v.after}`,
    estimated: 'geschätzt',
    runtime: 'alles, was bei Ausführung da ist',
    arrives: (v) => `${v.amount} kommt von ${v.chain} an`,
    reverts: (v) => `Würde scheitern: Operation ${v.op}, Aufruf ${v.call}: ${v.reason}`,
    balanceTooLow: (v) =>
      `Würde scheitern: Operation ${v.op} braucht ${v.needed}, das ${v.token}-Guthaben dort beträgt ${v.balance}. Fügen Sie ${v.token} hinzu oder verringern Sie den Betrag, dann holen Sie ein neues Angebot.`,
    allowanceTooLow: (v) =>
      `Würde scheitern: Operation ${v.op} braucht eine Freigabe von ${v.needed}, sie beträgt ${v.allowance}. Holen Sie ein neues Angebot.`,
    fundingTooLow: (v) =>
      `Würde scheitern: Ihre Wallet muss Ihrem Smart Account zuerst ${v.amount} senden und hält ${v.balance}. Fügen Sie Ihrer Wallet etwas hinzu oder verringern Sie den Betrag, dann holen Sie ein neues Angebot.`,
    fundingReverts: (v) =>
      `Würde scheitern: die Überweisung von ${v.amount} aus Ihrer Wallet an Ihren Smart Account schlägt fehl: ${v.reason}`,
    unavailable: {
      'no-client': 'Keine Vorschau möglich: keine Verbindung zu dieser Chain.',
      unsupported:
        'Keine Vorschau möglich: der Knoten dieser Chain kann nicht simulieren (kein eth_simulateV1).',
      unreachable: 'Keine Vorschau möglich: der Knoten dieser Chain hat nicht geantwortet.',
      unreadable:
        'Keine Vorschau möglich: eine Operation hier liegt in einer Form vor, die das Kit nicht lesen kann.',
    },
    failed:
      'Die Guthabenvorschau ist fehlgeschlagen. Sie können das Angebot trotzdem prüfen und signieren.',
  },
  quoteSummary: {
    title: 'Überblick',
    empty: 'Noch kein Angebot. Holen Sie ein Angebot, um zu sehen, was auf jeder Chain passiert.',
    authorizationsFirst: (v) =>
      `Sie signieren: ${v.count === 1 ? '1 Autorisierung' : `${v.count} Autorisierungen`}, dann 1 Signatur.`,
    feeAfterAuthorizing:
      'Die Gebühr wird nach der Autorisierung angezeigt: Der Dienst erstellt ein Angebot für Ihr Konto erst, wenn es autorisiert ist.',
    onChain: (v) => `Auf ${v.chain}`,
    fundingOn: (v) => `auf ${v.chain}`,
    operation: (v) => `Operation ${v.index}`,
    cleanUp: 'Aufräumen: gibt Ihnen den Rest zurück',
    flows: {
      transfer: (v) => `${v.amount} an ${v.to} senden`,
      call: (v) => `${v.fn} auf ${v.target} aufrufen`,
      callRaw: (v) => `Vertrag ${v.target} aufrufen`,
      bridge: (v) => `${v.amount ?? 'Token'} nach ${v.chain} übertragen`,
      swap: (v) => `${v.amount ?? 'Token'} tauschen`,
      swapTo: (v) => `${v.amount ?? 'Token'} tauschen nach ${v.chain}`,
    },
    funding: 'Von Ihrer Wallet abgebucht',
    fee: 'Gebühr',
    sponsored: 'Gesponsert',
    feeUnchecked: '(laut Angebot, nicht geprüft)',
    refused:
      'Abgelehnt: Dieses Angebot tut nicht genau das, worum Sie gebeten haben, und wird nicht signiert.',
    window: 'Läuft zwischen',
    windowRange: (v) => `${v.from} und ${v.to}`,
    windowOpen: (v) => `${v.from} und jedem späteren Zeitpunkt (ohne Ablauf)`,
    windowNow: 'jetzt',
    noOperations: 'Keine Operationen: nichts wird ausgeführt',
    quoteType: 'Angebotsart',
    quoteTypes: {
      permit: 'Freigabe per Signatur (EIP-2612)',
      onchain: 'On-Chain-Freigabe',
      simple: 'Eine Nachrichtensignatur',
      'permit-sca': 'Freigabe per Signatur an einen Smart Account',
      'mm-dtk': 'MetaMask-Delegation',
    },
    modes: {
      'smart-account': 'Smart Account',
      'eoa-7702': 'Ihre Wallet (EIP-7702)',
      eoa: 'Ihre Wallet',
    },
    signatures: 'Sie signieren',
    signatureCount: (v) => (v.count === 1 ? '1 Signatur' : `${v.count} Signaturen`),
    transactionCount: (v) =>
      v.count === 1
        ? '1 Transaktion (eine On-Chain-Freigabe)'
        : `${v.count} Transaktionen (On-Chain-Freigaben)`,
  },
  signingSteps: {
    title: 'Fortschritt',
    authorize: 'Konto autorisieren (EIP-7702)',
    quote: 'Angebot holen',
    fund: 'Smart Account aufladen',
    fundTransfer: (v) => `${v.amount} an Ihren Smart Account auf ${v.chain} senden`,
    fundStates: {
      pending: 'Wartet',
      sending: 'Warte auf Ihre Wallet',
      confirming: 'Wird on-chain bestätigt',
      done: 'Bestätigt',
    },
    sign: 'Signieren',
    execute: 'Ausführen',
    track: 'Bis zum Abschluss verfolgen',
    kinds: {
      'typed-data': 'Eine Freigabe signieren (Typed Data)',
      message: 'Das Angebot signieren (Nachricht)',
      onchain: 'Eine Freigabe-Transaktion senden',
    },
    item: (v) => (v.total > 1 ? `${v.what}, ${v.index} von ${v.total}` : v.what),
    onChain: (v) => `auf ${v.chain}`,
    delegation: (v) =>
      `Ihr Konto auf ${v.chain} in einen Smart Account umwandeln, der an ${v.address} delegiert`,
    everyChain: 'jeder Chain',
    delegations: 'Was Sie autorisieren',
    stepStates: {
      pending: 'Wartet',
      active: 'Läuft',
      done: 'Erledigt',
      failed: 'Fehlgeschlagen',
      skipped: 'Nicht nötig',
    },
    itemStates: {
      pending: 'Wartet',
      signing: 'Warte auf Ihre Wallet',
      confirming: 'Wird on-chain bestätigt',
      signed: 'Signiert',
      error: 'Fehlgeschlagen',
    },
    confirmed: 'Bestätigt',
    viewTransaction: 'Transaktion ansehen',
    now: (v) => `Jetzt: ${v.step}.`,
    failed: (v) => `${v.step} ist fehlgeschlagen. ${v.reason}`,
    finished: 'Alle Schritte sind erledigt.',
    retrying: (v) =>
      `Der Dienst antwortet gerade nicht; neuer Versuch (Versuch ${v.attempt}). Ihre Transaktion wurde gesendet und wird nicht erneut gesendet.`,
  },
  supertxForm: {
    title: 'Was möchten Sie tun?',
    kinds: { send: 'Senden', swap: 'Tauschen', bridge: 'Überbrücken', deposit: 'Einzahlen' },
    kind: 'Aktion',
    stepLegend: (v) => `Schritt ${v.number}: ${v.kind}`,
    addStep: 'Schritt hinzufügen',
    addStepKind: 'Nächster Schritt',
    removeStep: (v) => `Schritt ${v.number} entfernen`,
    chain: 'Chain',
    fromChain: 'Von Chain',
    toChain: 'Zu Chain',
    token: 'Token',
    fromToken: 'Von Token',
    toToken: 'Zu Token',
    amount: 'Betrag',
    max: 'Max',
    maxLabel: (v) => `Max: Ihr ganzes Guthaben verwenden (${v.field})`,
    maxLeavesFee: (v) => `Max lässt ${v.fee} für die Gebühr übrig.`,
    balance: (v) => `Guthaben: ${v.amount} ${v.symbol}`,
    balanceUnknown: 'Guthaben: …',
    balanceUnavailable: 'Guthaben: nicht lesbar',
    previous: 'Alles verwenden, was der vorige Schritt ergibt',
    previousHint: (v) =>
      `Verwendet die ${v.symbol}, die der vorige Schritt auf ${v.chain} hinterlässt, sobald sie dort sind.`,
    recipient: 'Empfänger',
    recipientPlaceholder: '0x…-Adresse',
    recipientPlaceholderEns: '0x…-Adresse oder ENS-Name',
    recipientHint: 'Fügen Sie die Adresse genau so ein, wie der Empfänger sie Ihnen gegeben hat.',
    ensResolving: (v) => `${v.name} wird nachgeschlagen…`,
    ensResolved: (v) => `${v.name} ist ${v.address}.`,
    slippage: 'Slippage (%)',
    slippageHint:
      'Der Tausch scheitert lieber, als um mehr als diesen Anteil unter dem angebotenen Preis zu geben.',
    vault: (v) => `In den Tresor ${v.vault}`,
    picker: {
      search: 'Nach Name, Symbol oder Adresse suchen',
      choose: 'Token wählen',
      noMatch: 'Kein Token passt. Fügen Sie die Adresse eines Tokens ein, um ihn zu verwenden.',
      unlisted: 'Nicht auf der Liste dieser App',
      unlistedWarning: (v) =>
        `Dieser Token (${v.address}) steht nicht auf der Liste dieser App: Prüfen Sie, ob es der richtige ist.`,
      reading: 'Token wird gelesen…',
      unreadable: 'Diese Adresse antwortet auf dieser Chain nicht als Token.',
      onChain: (v) => `auf ${v.chain}`,
      unreachable: (v) =>
        `${v.chain} antwortet nicht, daher kann Ihr Guthaben dort nicht gelesen werden.`,
      retry: 'Erneut prüfen',
      count: (v) => (v.count === 1 ? '1 Token' : `${v.count} Token`),
    },
    chooseChain: 'Chain wählen',
    chainPicker: {
      noMatch: 'Keine Chain passt.',
      chainId: (v) => `Chain-ID ${v.id}`,
      count: (v) => (v.count === 1 ? '1 Chain' : `${v.count} Chains`),
    },
    issues: {
      required: (v) => `${v.field}: Bitte wählen oder eingeben.`,
      amountInvalid: 'Geben Sie den Betrag als Zahl ein, zum Beispiel 12,5.',
      zero: 'Geben Sie einen Betrag über 0 ein.',
      tooManyDecimals: (v) => `${v.symbol} hat höchstens ${v.decimals} Nachkommastellen.`,
      unknownDecimals: 'Warte auf die Angaben des Tokens, um den Betrag zu lesen…',
      recipientInvalid:
        'Das ist keine Adresse: Sie beginnt mit 0x, gefolgt von 40 weiteren Zeichen.',
      recipientChecksum:
        'Diese Adresse enthält einen Tippfehler oder wurde unterwegs verändert: Ihre Großbuchstaben passen nicht zu ihrer Prüfsumme. Kopieren Sie sie erneut vom Empfänger.',
      ensUnavailable: (v) =>
        `${v.chain} hat kein ENS, daher kann ${v.name} dort nicht nachgeschlagen werden. Fügen Sie stattdessen die Adresse des Empfängers ein.`,
      ensNotFound: (v) => `${v.name} verweist auf keine Adresse.`,
      slippageInvalid: 'Geben Sie eine Slippage von 0 bis 50 % ein.',
      sameToken: 'Wählen Sie einen anderen Token als Ziel des Tauschs.',
      sameChain: 'Wählen Sie eine andere Chain als Ziel der Überbrückung.',
      noTwin: (v) => `${v.symbol} ist auf ${v.chain} nicht verfügbar.`,
      previousNone: 'Der erste Schritt hat keinen vorigen Schritt: Geben Sie einen Betrag ein.',
      previousGivesNothing:
        'Der vorige Schritt sendet seine Token weg, daher bleibt nichts zu verwenden.',
      previousMismatch: (v) =>
        `Der vorige Schritt hinterlässt ${v.symbol} auf ${v.chain}: Wählen Sie diesen Token und diese Chain.`,
      previousNotQuoted: 'Der Preis des Tauschs wird abgefragt, um zu wissen, was er ergibt…',
      previousNotQuotedFailed: (v) =>
        `Der Preis des Tauschs konnte nicht gelesen werden: ${v.reason}`,
      insufficient: (v) =>
        `Sie haben ${v.amount} ${v.symbol} auf ${v.chain}; benötigt werden ${v.needed} ${v.symbol}.`,
    },
    runtimeNote:
      'Ein Schritt, der verwendet, was der vorige ergibt, gibt alles von diesem Token aus, was Ihr Konto bei der Ausführung hält.',
    notInEoa7702:
      'Im eoa-7702-Modus führt Ihre Wallet die Schritte selbst aus, daher wäre „alles, was der vorige Schritt ergibt“ das ganze Guthaben Ihrer Wallet: Geben Sie stattdessen Beträge ein.',
  },
}
