'use client'
import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react'
import { commonMessages } from '../i18n/common-messages.js'
import { useMessages } from './useMessages.js'
import { useRootProps } from './useRootProps.js'

type BoundaryProps = {
  /** The component's name, as in its root class (`stx-<name>`). */
  name: string
  children: ReactNode
}
type BoundaryState = { error: unknown; failed: boolean }

/**
 * Keeps a component's render error inside the component: in its place a plain sentence and "Try
 * again" (which renders it afresh), so the host app around it never unmounts. The error goes to
 * the console (React reports it there too), never onto the page.
 */
export class SupertxErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false }

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn(`supertx-kit: <${this.props.name}> could not render`, error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <BoundaryFallback
        name={this.props.name}
        onRetry={() => this.setState({ error: undefined, failed: false })}
      />
    )
  }
}

function BoundaryFallback({ name, onRetry }: { name: string; onRetry: () => void }) {
  const m = useMessages('common', commonMessages)
  const root = useRootProps('error-boundary', undefined)
  return (
    <div {...root} data-stx-component={name}>
      <p role="alert">{m.componentFailed}</p>
      <button type="button" className="stx-button stx-button--secondary" onClick={onRetry}>
        {m.retry}
      </button>
    </div>
  )
}

/**
 * `Component` inside its own error boundary (`SupertxErrorBoundary`): what every root component
 * of the kit is exported as.
 */
export function withErrorBoundary<props extends object>(
  name: string,
  Inner: ComponentType<props>,
): (props: props) => ReactNode {
  const Bounded = (props: props) => (
    <SupertxErrorBoundary name={name}>
      <Inner {...props} />
    </SupertxErrorBoundary>
  )
  Bounded.displayName = (Inner.displayName ?? Inner.name).replace(/Content$/, '')
  return Bounded
}
