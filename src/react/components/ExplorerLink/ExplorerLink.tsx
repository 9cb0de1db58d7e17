'use client'
import { type ForwardedRef, forwardRef } from 'react'
import type { RootAttributes } from '../parts/root-attributes.js'
import { ExplorerLinkView } from './ExplorerLinkView.js'
import { type UseExplorerLinkParameters, useExplorerLink } from './useExplorerLink.js'

export type ExplorerLinkProps = UseExplorerLinkParameters & {
  className?: string | undefined
} & RootAttributes<{ supertxHash: unknown; chainId: unknown; transactionHash: unknown }>

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
export const ExplorerLink = /* @__PURE__ */ forwardRef(function ExplorerLink(
  props: ExplorerLinkProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const { supertxHash, chainId, transactionHash, children, ...rest } = props
  const link = useExplorerLink(props)
  return <ExplorerLinkView {...rest} {...link} ref={ref} />
})
