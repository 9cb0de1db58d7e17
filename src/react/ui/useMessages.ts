'use client'
import { useMemo } from 'react'
import { deepMerge } from '../i18n/merge-messages.js'
import type { DeepPartial, SupertxMessages } from '../i18n/types.js'
import { useSupertxUi } from './useSupertxUi.js'

/**
 * One component's words: its own English `defaults` with the provider's locale and the app's
 * overrides for that section laid over them (at any depth). Each component brings its own defaults, so an app
 * ships only the English of the components it renders (the provider carries no words itself).
 */
export function useMessages<section extends keyof SupertxMessages>(
  section: section,
  defaults: SupertxMessages[section],
): SupertxMessages[section] {
  const given = useSupertxUi().messages[section]
  return useMemo(
    () =>
      given
        ? deepMerge<SupertxMessages[section]>(
            defaults,
            given as DeepPartial<SupertxMessages[section]>,
          )
        : defaults,
    [defaults, given],
  )
}
