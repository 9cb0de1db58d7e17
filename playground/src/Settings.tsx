// Another Supertransaction API (base URL and key), kept in this browser only.
import { useState } from 'react'
import type { PlaygroundDevnet } from './devnet-info.js'
import { type PlaygroundSettings, saveSettings } from './settings.js'

export function Settings(props: {
  devnet: PlaygroundDevnet
  settings: PlaygroundSettings
  onChange: (settings: PlaygroundSettings) => void
}) {
  const { devnet, settings, onChange } = props
  const [draft, setDraft] = useState(settings)
  const apply = (next: PlaygroundSettings) => {
    saveSettings(next)
    setDraft(next)
    onChange(next)
  }
  return (
    <section aria-labelledby="settings-heading">
      <details open={Boolean(settings.baseUrl || settings.apiKey)}>
        <summary id="settings-heading">Settings</summary>
        <p className="warning">
          Warning: a real Supertransaction service moves real funds. Point the playground at one
          only with a wallet and amounts you mean to use; the dev wallet refuses any chain that is
          not local. These settings stay in this browser (localStorage) and are sent nowhere else.
        </p>
        <form
          onSubmit={(e) => {
            e.preventDefault()
            apply(draft)
          }}
        >
          <label>
            API base URL{' '}
            <input
              type="url"
              placeholder={devnet.apiUrl}
              value={draft.baseUrl}
              onChange={(e) => setDraft({ ...draft, baseUrl: e.target.value.trim() })}
            />
          </label>
          <label>
            API key{' '}
            <input
              type="password"
              autoComplete="off"
              placeholder="the devnet's key"
              value={draft.apiKey}
              onChange={(e) => setDraft({ ...draft, apiKey: e.target.value })}
            />
          </label>
          <button type="submit">Save settings</button>
          <button type="button" onClick={() => apply({ baseUrl: '', apiKey: '' })}>
            Use the local devnet
          </button>
        </form>
      </details>
    </section>
  )
}
