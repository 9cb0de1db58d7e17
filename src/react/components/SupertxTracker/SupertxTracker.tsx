'use client'
import type { ReactNode } from 'react'
import type { Hex } from 'viem'
import type { SupertxReceipt } from '../../../core/schemas/receipt.js'
import { useSupertxReceipt } from '../../hooks/useSupertxReceipt.js'
import { useDescribeError } from '../../i18n/useDescribeError.js'
import { liveRegion } from '../../ui/live-region.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { supertxTrackerMessages } from './messages.js'
import { TrackerView } from './TrackerView.js'

export type SupertxTrackerProps = {
  className?: string | undefined
  /** Render the receipt your way; the default view otherwise. */
  children?: ((receipt: SupertxReceipt) => ReactNode) | undefined
} & (
  | {
      /** A receipt you already have (e.g. from `useSupertransaction`). */ receipt: SupertxReceipt
      supertxHash?: undefined
    }
  | {
      /** Fetches and polls the receipt until it is final. */ supertxHash: Hex
      receipt?: undefined
    }
)

/**
 * Per-chain user ops of a supertransaction with their live status, each transaction linked to
 * its chain's explorer and the whole linked to the config's explorer page. Give it a `receipt`,
 * or a `supertxHash` to poll (inside `<SupertxProvider>`).
 *
 * @example
 * <SupertxTracker supertxHash={supertxHash} />
 */
export function SupertxTracker(props: SupertxTrackerProps) {
  const { receipt, supertxHash, ...rest } = props
  if (receipt) return <Shown {...rest} receipt={receipt} />
  return <Polled {...rest} supertxHash={supertxHash as Hex} />
}

type PartProps = Pick<SupertxTrackerProps, 'className' | 'children'>

function Shown(props: PartProps & { receipt: SupertxReceipt }) {
  return props.children ? (
    props.children(props.receipt)
  ) : (
    <TrackerView receipt={props.receipt} className={props.className} />
  )
}

function Polled(props: PartProps & { supertxHash: Hex }) {
  const { data: receipt, error } = useSupertxReceipt({ supertxHash: props.supertxHash })
  const root = useRootProps('supertx-tracker', props.className)
  const m = useMessages('supertxTracker', supertxTrackerMessages)
  const describe = useDescribeError()
  if (receipt) return <Shown {...props} receipt={receipt} />
  return (
    <section {...root} aria-label={m.title} aria-busy={!error}>
      <p {...(error ? { role: 'alert' } : liveRegion)}>{error ? describe(error) : m.loading}</p>
    </section>
  )
}
