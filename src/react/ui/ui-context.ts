'use client'
import { createContext } from 'react'
import type { TokenList } from '../../core/tokens/token-list.js'
import type { SupertxMessagesOverride } from '../i18n/types.js'

/** What the components read besides the config: words, locale, tokens, explorers, theme. */
export type SupertxUi = {
  /** BCP 47 tag for `Intl` (numbers, amounts, times). */
  locale: string
  /**
   * The locale's words with the app's overrides over them, section by section; no English: each
   * component lays these over its own defaults (`useMessages`).
   */
  messages: SupertxMessagesOverride
  /** `light`, `dark`, or undefined to follow the system setting. */
  theme: 'light' | 'dark' | undefined
  /** Chain id → explorer base URL, over each chain's `blockExplorers.default.url`. */
  blockExplorers: Record<number, string> | undefined
  /** Symbols and decimals of the tokens the app uses; read from the chain where missing. */
  tokenList: TokenList | undefined
  /**
   * The app's contracts (`labels`) by lowercased address (every chain) and `chainId:address`
   * (one chain), read through `labelOf`: named instead of a short address.
   */
  labels: ReadonlyMap<string, string> | undefined
}

export const defaultUi: SupertxUi = {
  locale: 'en',
  messages: {},
  theme: undefined,
  blockExplorers: undefined,
  tokenList: undefined,
  labels: undefined,
}

/** Set by `<SupertxProvider>`; components fall back to `defaultUi` outside one. */
export const SupertxUiContext = createContext<SupertxUi>(defaultUi)
