// Another API base URL and key, kept in this browser only (localStorage). Empty: the devnet's.
export type PlaygroundSettings = { baseUrl: string; apiKey: string }

const KEY = 'supertx-playground:settings'

export function loadSettings(): PlaygroundSettings {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<PlaygroundSettings>
    return {
      baseUrl: typeof parsed.baseUrl === 'string' ? parsed.baseUrl : '',
      apiKey: typeof parsed.apiKey === 'string' ? parsed.apiKey : '',
    }
  } catch {
    return { baseUrl: '', apiKey: '' }
  }
}

export function saveSettings(settings: PlaygroundSettings): void {
  if (!settings.baseUrl && !settings.apiKey) localStorage.removeItem(KEY)
  else localStorage.setItem(KEY, JSON.stringify(settings))
}
