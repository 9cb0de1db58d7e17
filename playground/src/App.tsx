import { useEffect, useMemo, useState } from 'react'
import { SupertxProvider } from '../../src/react/index.js'
import { AccountUpgrade } from './AccountUpgrade.js'
import { Balances } from './Balances.js'
import { Connect } from './Connect.js'
import type { DevWallet } from './dev-wallet.js'
import { devnetLabels, type PlaygroundDevnet } from './devnet-info.js'
import { FlowPanel } from './FlowPanel.js'
import { History } from './History.js'
import { Integrate } from './Integrate.js'
import { Settings } from './Settings.js'
import { StatusLog } from './StatusLog.js'
import { loadSettings, type PlaygroundSettings } from './settings.js'
import { LOCALES, THEMES, useChoices, VIEWS } from './url-state.js'
import { useWords } from './words.js'

export function App({ devnet, wallet }: { devnet: PlaygroundDevnet; wallet: DevWallet }) {
  const [choices, setChoices] = useChoices()
  const [settings, setSettings] = useState<PlaygroundSettings>(loadSettings)
  useEffect(() => {
    document.documentElement.dataset.theme = choices.theme
    document.documentElement.lang = choices.locale
  }, [choices.theme, choices.locale])
  const custom = Boolean(settings.baseUrl)
  const words = useWords()
  const labels = useMemo(() => devnetLabels(devnet, words.labels), [devnet, words])
  return (
    <SupertxProvider
      baseUrl={settings.baseUrl || devnet.apiUrl}
      apiKey={settings.apiKey || devnet.apiKey}
      explorerUrl={custom ? undefined : devnet.explorerUrl}
      pollingInterval={500}
      locale={choices.locale}
      theme={choices.theme}
      tokenList={custom ? undefined : devnet.tokenList}
      labels={custom ? undefined : labels}
    >
      {/* stx-root: the page's own controls read the kit's --stx-* variables and theme. */}
      <main className="playground stx-root" data-stx-theme={choices.theme}>
        <header>
          <h1>supertx-kit playground</h1>
          <nav className="views" aria-label={words.views}>
            {VIEWS.map((view) => {
              const params = new URLSearchParams(location.search)
              params.set('view', view)
              return (
                <a
                  key={view}
                  href={`?${params}`}
                  aria-current={choices.view === view ? 'page' : undefined}
                  onClick={(e) => {
                    e.preventDefault()
                    setChoices({ view })
                  }}
                >
                  {words.viewNames[view]}
                </a>
              )
            })}
          </nav>
          <label>
            <span className="label-text">{words.theme}</span>
            <select
              value={choices.theme}
              onChange={(e) => setChoices({ theme: e.target.value as (typeof THEMES)[number] })}
            >
              {THEMES.map((theme) => (
                <option key={theme} value={theme}>
                  {words.themeNames[theme]}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className="label-text">{words.locale}</span>
            <select
              value={choices.locale}
              onChange={(e) => setChoices({ locale: e.target.value as (typeof LOCALES)[number] })}
            >
              {LOCALES.map((locale) => (
                <option key={locale}>{locale}</option>
              ))}
            </select>
          </label>
        </header>
        {custom ? (
          <p className="warning" role="note">
            {words.otherApi(settings.baseUrl)}
          </p>
        ) : null}
        <Connect wallet={wallet} />
        {choices.view === 'integrate' ? (
          // Keyed by the API settings too: its drop-in gets a fresh run with the new config.
          <Integrate key={`${settings.baseUrl}|${settings.apiKey}`} devnet={devnet} />
        ) : (
          <>
            {/* Keyed by the API settings: a new API gets a fresh flow with the new config. */}
            <FlowPanel
              key={`${settings.baseUrl}|${settings.apiKey}`}
              devnet={devnet}
              wallet={wallet}
            />
            <Balances devnet={devnet} />
            <History devnet={devnet} />
            {/* The devnet-only legacy account is offered on the local devnet alone. */}
            <AccountUpgrade devnet={custom ? undefined : devnet} />
            <StatusLog />
          </>
        )}
        <Settings devnet={devnet} settings={settings} onChange={setSettings} />
      </main>
    </SupertxProvider>
  )
}
