'use client'
import { type ForwardedRef, type ReactNode, useContext } from 'react'
import { useAccount, WagmiContext } from 'wagmi'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import { SupertxButtonView } from './SupertxButtonView.js'
import {
  type SupertxButtonRenderProps,
  type UseSupertxButtonParameters,
  useSupertxButton,
} from './useSupertxButton.js'

type OwnProps = Omit<UseSupertxButtonParameters, 'connected'> & {
  /**
   * The id of the element that already shows the last attempt's error, e.g. `<SigningSteps
   * reasonId>` (its failed step says why and offers retry): the button is described by it and does
   * not repeat the error beneath itself. Default: the error shows under the button, as an alert.
   */
  errorShownIn?: string | undefined
  /** Render your own button from the same state. */
  children?: ((props: SupertxButtonRenderProps) => ReactNode) | undefined
  className?: string | undefined
}
export type SupertxButtonProps = OwnProps & RootAttributes<OwnProps, HTMLDivElement>

function SupertxButtonContent(props: SupertxButtonProps, ref: ForwardedRef<HTMLDivElement>) {
  // wagmi's hooks throw outside a WagmiProvider: the account is read only inside one.
  return useContext(WagmiContext) ? (
    <WithAccount {...props} rootRef={ref} />
  ) : (
    <Button {...props} rootRef={ref} />
  )
}

type InnerProps = SupertxButtonProps & { rootRef: ForwardedRef<HTMLDivElement> }

function WithAccount(props: InnerProps) {
  return <Button {...props} connected={useAccount().address ?? null} />
}

function Button(props: InnerProps & { connected?: string | null | undefined }) {
  const { state, onClick, disabledReason, busyLabel, labels, connected, ...view } = props
  const { children, rootRef, ...rest } = view
  const button = useSupertxButton({ state, onClick, disabledReason, busyLabel, labels, connected })
  const custom = children
  if (custom) return <>{custom(button)}</>
  return <SupertxButtonView {...rest} {...button} ref={rootRef} />
}

/**
 * The one button of a supertransaction: its label and action follow the run (Get quote → Sign
 * and execute → what it waits for → Done / Try again). When it cannot be pressed, the reason shows
 * as text next to it; after an error the reason says what happened and what to do.
 */
export const SupertxButton = /* @__PURE__ */ withErrorBoundary(
  'supertx-button',
  SupertxButtonContent,
)

export type {
  SupertxButtonLabels,
  SupertxButtonRenderProps,
  UseSupertxButtonParameters,
} from './useSupertxButton.js'
