import type { defaultMessages } from './en.js'

/** Every user-facing string of the components: English defaults in `defaultMessages`. */
export type SupertxMessages = typeof defaultMessages

/** What an app may override: any subset, at any depth. */
export type SupertxMessagesOverride = {
  [section in keyof SupertxMessages]?: Partial<SupertxMessages[section]>
}
