'use client'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import {
  type CreateSupertxConfigParameters,
  createSupertxConfig,
  type SupertxConfig,
} from '../core/config/createSupertxConfig.js'
import { cleanText, TEXT_LIMITS } from '../core/text/clean-text.js'
import { checkTokenList, type TokenList } from '../core/tokens/token-list.js'
import { SupertxContext } from './config-context.js'
import { loadMessages } from './i18n/load-messages.js'
import { mergeMessages } from './i18n/merge-messages.js'
import type { SupertxLocaleMessages, SupertxMessagesOverride } from './i18n/types.js'
import { type SupertxUi, SupertxUiContext } from './ui/ui-context.js'

/** How the components look and speak; every field is optional. */
export type SupertxUiProps = {
  /**
   * BCP 47 locale for numbers, amounts and times (`Intl`). Default `en`. A language the kit
   * translates (`de`) also loads its words on demand: the first render is English, then German.
   */
  locale?: string | undefined
  /** Partial overrides of the components' words, section by section. */
  messages?: SupertxMessagesOverride | undefined
  /** `light` or `dark`; undefined follows the system setting. */
  theme?: 'light' | 'dark' | undefined
  /** Chain id → explorer base URL, over each chain's `blockExplorers.default.url`. */
  blockExplorers?: Record<number, string> | undefined
  /**
   * Token symbols and decimals (Uniswap Token List format); read on chain where missing. A token
   * with decimals outside 0–255 or a malformed chain id or address is left out, with a warning.
   */
  tokenList?: TokenList | undefined
  /**
   * Your app's own contracts by address, as the review, the tracker, the history and the error
   * sentences name them: `{ '0xa0Ee…': 'Savings vault' }` makes "Send 25 USDC to Savings vault".
   * A chain id as key names addresses on that chain alone (`{ 8453: { '0xa0Ee…': 'Vault' } }`),
   * over a label for every chain. Keys in any letter case; a key that is neither an address nor
   * a chain id is left out; labels are cleaned like symbols. A label never renames the user's own
   * accounts ("you", "your account", "your wallet") nor a token of `tokenList`.
   */
  labels?: AddressLabels | undefined
}

/**
 * The app's names for addresses: an address key names it on every chain, a chain id key holds
 * that chain's own names (`{ [address]: name }`).
 */
export type AddressLabels = Readonly<Record<string, string | Readonly<Record<string, string>>>>

export type SupertxProviderProps = { children?: ReactNode } & SupertxUiProps &
  ({ config: SupertxConfig } | (CreateSupertxConfigParameters & { config?: undefined }))

/**
 * Gives the hooks and components their config. Place it inside your `WagmiProvider` and
 * `QueryClientProvider`. Pass a config from `createSupertxConfig`, or its parameters directly.
 * Renders no element of its own.
 *
 * @example
 * <WagmiProvider config={wagmiConfig}>
 *   <QueryClientProvider client={queryClient}>
 *     <SupertxProvider baseUrl="http://127.0.0.1:4337" apiKey={apiKey}>
 *       <App />
 *     </SupertxProvider>
 *   </QueryClientProvider>
 * </WagmiProvider>
 */
export function SupertxProvider(props: SupertxProviderProps) {
  const {
    children,
    config: given,
    locale = 'en',
    messages,
    theme,
    blockExplorers,
    tokenList,
    labels,
  } = props
  const parameters = given ? undefined : (props as CreateSupertxConfigParameters)
  const baseUrl = parameters?.baseUrl
  const apiKey = parameters?.apiKey
  const explorerUrl = parameters?.explorerUrl
  const storage = parameters?.storage
  const pollingInterval = parameters?.pollingInterval
  const fetchFn = parameters?.fetch
  const timeoutMs = parameters?.timeoutMs
  // Compared by content: an inline `headers={{…}}` or `eip7702={{…}}` is a new object on every
  // render.
  const headersKey = JSON.stringify(parameters?.headers ?? {})
  const eip7702Key = JSON.stringify(parameters?.eip7702 ?? {})
  // Every parameter is a dependency: a changed baseUrl or apiKey gives the hooks a new config
  // (and useSupertransaction a new machine).
  const config = useMemo(
    () =>
      given ??
      createSupertxConfig({
        baseUrl: baseUrl as string,
        apiKey,
        explorerUrl,
        storage,
        pollingInterval,
        fetch: fetchFn,
        timeoutMs,
        headers: JSON.parse(headersKey) as Record<string, string>,
        eip7702: JSON.parse(eip7702Key) as CreateSupertxConfigParameters['eip7702'],
      }),
    [
      given,
      baseUrl,
      apiKey,
      explorerUrl,
      storage,
      pollingInterval,
      fetchFn,
      timeoutMs,
      headersKey,
      eip7702Key,
    ],
  )
  const translation = useTranslation(locale)
  const ui = useMemo<SupertxUi>(
    () => ({
      locale,
      messages: mergeMessages(translation, messages),
      theme,
      blockExplorers,
      // The door of every list the components read: a hostile one cannot freeze the page.
      tokenList: checkTokenList(tokenList),
      labels: addressLabels(labels),
    }),
    [locale, translation, messages, theme, blockExplorers, tokenList, labels],
  )
  return (
    <SupertxContext.Provider value={config}>
      <SupertxUiContext.Provider value={ui}>{children}</SupertxUiContext.Provider>
    </SupertxContext.Provider>
  )
}

/**
 * `labels` by lowercased address (every chain) and by `chainId:address` (one chain): keys that are
 * neither an address nor a chain id left out, text cleaned.
 */
function addressLabels(labels: AddressLabels | undefined): ReadonlyMap<string, string> | undefined {
  if (!labels) return undefined
  const named = new Map<string, string>()
  const add = (key: string, address: string, label: unknown) => {
    if (!isAddress(address) || typeof label !== 'string') return
    const text = cleanText(label, TEXT_LIMITS.name)
    if (text) named.set(`${key}${address.toLowerCase()}`, text)
  }
  for (const [key, value] of Object.entries(labels)) {
    if (typeof value === 'string') add('', key, value)
    else if (/^[1-9]\d{0,15}$/.test(key) && value && typeof value === 'object')
      for (const [address, label] of Object.entries(value)) add(`${key}:`, address, label)
  }
  return named
}

const isAddress = (key: string) => /^0x[0-9a-fA-F]{40}$/.test(key)

/**
 * The kit's own words for `locale`, loaded after the first render (which stays English, so server
 * and client render the same); undefined for English or until loaded.
 */
function useTranslation(locale: string): SupertxLocaleMessages | undefined {
  const [loaded, setLoaded] = useState<{ locale: string; messages: SupertxLocaleMessages }>()
  useEffect(() => {
    let current = true
    void loadMessages(locale).then((messages) => {
      if (current && messages) setLoaded({ locale, messages })
    })
    return () => {
      current = false
    }
  }, [locale])
  return loaded?.locale === locale ? loaded.messages : undefined
}
