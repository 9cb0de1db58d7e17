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

/** A complete locale: every section with every key (`de` is one). */
export type SupertxLocaleMessages = SupertxMessages
