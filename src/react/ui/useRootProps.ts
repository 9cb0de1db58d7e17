'use client'
import { cx } from './class-names.js'
import { useSupertxUi } from './useSupertxUi.js'

/**
 * The props of a component's own root element: the `stx-root` scope (variables, reset), the
 * component's class, the app's `className`, and the theme. Every component is its own scoped root,
 * so the kit never needs a wrapper element around the app.
 */
export function useRootProps(component: string, className: string | undefined) {
  const { theme } = useSupertxUi()
  return {
    className: cx('stx-root', `stx-${component}`, className),
    'data-stx-theme': theme,
  }
}
