'use client'
import type { defaultMessages } from './en.js'

/** Every user-facing string of the components: English defaults in `defaultMessages`. */
export type SupertxMessages = typeof defaultMessages

/**
 * Any subset of `T` at any depth: objects are partial all the way down, while a function or a
 * string is given whole (it replaces the default).
 */
export type DeepPartial<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { [key in keyof T]?: DeepPartial<T[key]> | undefined }
    : T

/** What an app may override: any subset, at any depth. */
export type SupertxMessagesOverride = DeepPartial<SupertxMessages>

/**
 * Sections of `defaultMessages` a locale may still lack. TEMPORARY: empty today (every section
 * present is translated); when a component's section lands before its translations, name it here
 * so the locales still type-check, and remove it once translated. Missing sections fall back to
 * English at run time.
 */
export type UntranslatedSectionsTemporary = never

/** A complete locale: every section (but the temporary list above) with every key. */
export type SupertxLocaleMessages = Omit<SupertxMessages, UntranslatedSectionsTemporary>
