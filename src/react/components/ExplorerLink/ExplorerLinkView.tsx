'use client'
import { type ForwardedRef, forwardRef, type ReactNode, useId } from 'react'
import { explorerLinkMessages } from '../../i18n/messages/explorer-link.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import type { RootAttributes } from '../parts/root-attributes.js'

type OwnProps = {
  /** The page to open; without one the text is shown alone, never a dead link. */
  href: string | undefined
  children: ReactNode
  className?: string | undefined
}
export type ExplorerLinkViewProps = OwnProps & RootAttributes<OwnProps>

/** The link `<ExplorerLink>` renders, from its `href` and text: opens in a new tab and says so. */
export const ExplorerLinkView = /* @__PURE__ */ forwardRef(function ExplorerLinkView(
  { href, children, className, ...rest }: ExplorerLinkViewProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const messages = useMessages('explorerLink', explorerLinkMessages)
  const hintId = useId()
  // Its own root like every component: the theme too, or a link inside a dark app reads light.
  const root = useRootProps('explorer-link', className)
  if (!href)
    return (
      <span {...rest} {...root} ref={ref}>
        {children}
      </span>
    )
  return (
    <a
      {...rest}
      {...root}
      ref={ref as ForwardedRef<HTMLAnchorElement>}
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      aria-describedby={hintId}
    >
      {children}
      {/* Hidden, so it stays out of the link's name; a description may point at hidden text. */}
      <span id={hintId} hidden>
        {messages.newTab}
      </span>
      <svg
        className="stx-explorer-link__icon"
        viewBox="0 0 16 16"
        // The size without the stylesheet too (unstyled, the icon filled the page); CSS wins.
        width="1em"
        height="1em"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M6 3h7v7M13 3 6.5 9.5M11 9.5V13H3V5h3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
    </a>
  )
})
