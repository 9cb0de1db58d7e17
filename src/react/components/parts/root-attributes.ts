import type { HTMLAttributes } from 'react'

/**
 * The HTML attributes a component passes on to its root element (`id`, `style`, `data-*`,
 * `aria-*`, handlers …): all of them but the ones its own props name and `children`.
 */
export type RootAttributes<own, element extends HTMLElement = HTMLElement> = Omit<
  HTMLAttributes<element>,
  keyof own | 'children'
>
