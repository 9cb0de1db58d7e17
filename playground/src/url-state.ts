// The playground's choices live in the URL (`?preset=…&mode=…&fee=…&theme=…&locale=…&account=…`),
// so a link reproduces a setup and a reload keeps it.
import { useCallback, useSyncExternalStore } from 'react'
import type { Mode } from '../../src/core/index.js'
import { PRESET_IDS, type PresetChoice } from './presets.js'

export const MODES = ['smart-account', 'eoa', 'eoa-7702'] as const satisfies readonly Mode[]
export const THEMES = ['light', 'dark'] as const
/** The locales the kit speaks (its messages are English and German): no locale that would show English. */
export const LOCALES = ['en-US', 'de-DE'] as const
/** The page shown: the playground itself, or the integrators' view of the components. */
export const VIEWS = ['playground', 'integrate'] as const

export type Choices = {
  /** The form (the default), a ready-made preset, or `custom` once its flows were edited in the builder. */
  preset: PresetChoice
  mode: Mode
  /** `sponsored`, or `<symbol>` of a token on chain A paying the fee. */
  fee: string
  theme: (typeof THEMES)[number]
  locale: (typeof LOCALES)[number]
  /** Dev account index, 0–9. */
  account: number
  view: (typeof VIEWS)[number]
}

const DEFAULTS: Choices = {
  preset: 'form',
  mode: 'smart-account',
  fee: 'sponsored',
  theme: 'light',
  locale: 'en-US',
  account: 0,
  view: 'playground',
}

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback

function read(search: string): Choices {
  const params = new URLSearchParams(search)
  const account = Number(params.get('account') ?? DEFAULTS.account)
  return {
    preset: pick(params.get('preset'), ['form', ...PRESET_IDS, 'custom'] as const, DEFAULTS.preset),
    mode: pick(params.get('mode'), MODES, DEFAULTS.mode),
    fee: params.get('fee') || DEFAULTS.fee,
    theme: pick(params.get('theme'), THEMES, DEFAULTS.theme),
    locale: pick(params.get('locale'), LOCALES, DEFAULTS.locale),
    account: Number.isInteger(account) && account >= 0 && account <= 9 ? account : 0,
    view: pick(params.get('view'), VIEWS, DEFAULTS.view),
  }
}

let cached: { search: string; choices: Choices } | undefined
const listeners = new Set<() => void>()
const snapshot = () => {
  if (cached?.search !== location.search)
    cached = { search: location.search, choices: read(location.search) }
  return cached.choices
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  window.addEventListener('popstate', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('popstate', listener)
  }
}

/** The choices and a setter that writes them to the URL (replaceState: no history spam). */
export function useChoices(): [Choices, (change: Partial<Choices>) => void] {
  const choices = useSyncExternalStore(subscribe, snapshot, snapshot)
  const set = useCallback((change: Partial<Choices>) => {
    const params = new URLSearchParams(location.search)
    for (const [key, value] of Object.entries(change)) params.set(key, String(value))
    history.replaceState(null, '', `${location.pathname}?${params}`)
    for (const listener of listeners) listener()
  }, [])
  return [choices, set]
}

/** The choices at load time, before React renders. */
export const initialChoices = (): Choices => read(location.search)
