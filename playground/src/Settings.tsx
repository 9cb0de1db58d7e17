// Another Supertransaction API (base URL and key), kept in this browser only.
import { useState } from 'react'
import type { PlaygroundDevnet } from './devnet-info.js'
import { type PlaygroundSettings, saveSettings } from './settings.js'
import { useWords } from './words.js'

export function Settings(props: {
  devnet: PlaygroundDevnet
  settings: PlaygroundSettings
  onChange: (settings: PlaygroundSettings) => void
}) {
  const { devnet, settings, onChange } = props
  const [draft, setDraft] = useState(settings)
  const w = useWords().settings
  const apply = (next: PlaygroundSettings) => {
    saveSettings(next)
    setDraft(next)
    onChange(next)
  }
  return (
    <section aria-labelledby="settings-heading">
      <details open={Boolean(settings.baseUrl || settings.apiKey)}>
        <summary id="settings-heading">{w.heading}</summary>
        <p className="warning">{w.warning}</p>
        <form
          onSubmit={(e) => {
            e.preventDefault()
            apply(draft)
          }}
        >
          <label>
            {w.baseUrl}{' '}
            <input
              type="url"
              placeholder={devnet.apiUrl}
              value={draft.baseUrl}
              onChange={(e) => setDraft({ ...draft, baseUrl: e.target.value.trim() })}
            />
          </label>
          <label>
            {w.apiKey}{' '}
            <input
              type="password"
              autoComplete="off"
              placeholder={w.keyPlaceholder}
              value={draft.apiKey}
              onChange={(e) => setDraft({ ...draft, apiKey: e.target.value })}
            />
          </label>
          <button type="submit">{w.save}</button>
          <button type="button" onClick={() => apply({ baseUrl: '', apiKey: '' })}>
            {w.useDevnet}
          </button>
        </form>
      </details>
    </section>
  )
}
