'use client'
import type { ReactNode } from 'react'
import type { Hex } from 'viem'
import { explorerLinkMessages } from '../../i18n/messages/explorer-link.js'
import { shortAddress } from '../../ui/short-address.js'
import { useExplorer } from '../../ui/useExplorer.js'
import { useMessages } from '../../ui/useMessages.js'

export type UseExplorerLinkParameters = {
  /** The link's text; default "View on explorer", or the shortened transaction hash. */
  children?: ReactNode
} & (
  | { supertxHash: Hex; chainId?: undefined; transactionHash?: undefined }
  | { chainId: number; transactionHash: Hex; supertxHash?: undefined }
)

export type UseExplorerLinkReturnType = {
  /** The explorer page; undefined when no explorer is known (the text is shown alone). */
  href: string | undefined
  children: ReactNode
}

/** Where `<ExplorerLink>` points (the config's explorer, or the chain's) and what it says. */
export function useExplorerLink(parameters: UseExplorerLinkParameters): UseExplorerLinkReturnType {
  const explorer = useExplorer()
  const messages = useMessages('explorerLink', explorerLinkMessages)
  const href = parameters.supertxHash
    ? explorer.supertxUrl(parameters.supertxHash)
    : explorer.transactionUrl(parameters.chainId, parameters.transactionHash)
  const children =
    parameters.children ??
    (parameters.supertxHash
      ? messages.supertx
      : messages.transaction({ hash: shortAddress(parameters.transactionHash) }))
  return { href, children }
}
