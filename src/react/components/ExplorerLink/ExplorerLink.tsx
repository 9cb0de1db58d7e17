'use client'
import { type ReactNode, useId } from 'react'
import type { Hex } from 'viem'
import { explorerLinkMessages } from '../../i18n/messages/explorer-link.js'
import { shortAddress } from '../../ui/short-address.js'
import { useExplorer } from '../../ui/useExplorer.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'

export type ExplorerLinkProps = {
  className?: string | undefined
  /** The link's text; default "View on explorer", or the shortened transaction hash. */
  children?: ReactNode
} & (
  | { supertxHash: Hex; chainId?: undefined; transactionHash?: undefined }
  | { chainId: number; transactionHash: Hex; supertxHash?: undefined }
)

/**
 * A link to a supertransaction's explorer page (`supertxHash`, on the config's explorer) or to a
 * transaction (`chainId` + `transactionHash`, through the provider's `blockExplorers` map or the
 * chain's own explorer). Opens in a new tab and says so; with no explorer known it renders the
 * text alone, never a dead link.
 *
 * @example
 * <ExplorerLink supertxHash={supertxHash} />
 * <ExplorerLink chainId={8453} transactionHash={op.transactionHash} />
 */
export function ExplorerLink(props: ExplorerLinkProps) {
  const { className, children } = props
  const explorer = useExplorer()
  const messages = useMessages('explorerLink', explorerLinkMessages)
  const hintId = useId()
  const href = props.supertxHash
    ? explorer.supertxUrl(props.supertxHash)
    : explorer.transactionUrl(props.chainId, props.transactionHash)
  const text =
    children ??
    (props.supertxHash
      ? messages.supertx
      : messages.transaction({ hash: shortAddress(props.transactionHash) }))
  // Its own root like every component: the theme too, or a link inside a dark app reads light.
  const root = useRootProps('explorer-link', className)
  if (!href) return <span {...root}>{text}</span>
  return (
    <a {...root} href={href} target="_blank" rel="noreferrer noopener" aria-describedby={hintId}>
      {text}
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
}
