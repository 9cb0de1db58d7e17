'use client'
import { useContext } from 'react'
import { type SupertxUi, SupertxUiContext } from './ui-context.js'

/** The words, locale, theme and explorer overrides of the nearest `<SupertxProvider>`. */
export function useSupertxUi(): SupertxUi {
  return useContext(SupertxUiContext)
}
