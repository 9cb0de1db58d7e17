'use client'
import type { SupertxLocaleMessages } from './types.js'

/** Locales shipped with the kit besides English (each a chunk of its own, loaded on demand). */
export const bundledLocales = ['de'] as const

/**
 * The kit's messages for a BCP 47 tag (`de`, `de-AT` → German), loaded by dynamic import so only
 * English sits in the main bundle; undefined for English and for languages the kit lacks.
 */
export async function loadMessages(locale: string): Promise<SupertxLocaleMessages | undefined> {
  const language = locale.toLowerCase().split('-')[0]
  switch (language) {
    case 'de':
      return (await import('./locales/de.js')).de
    default:
      return undefined
  }
}
