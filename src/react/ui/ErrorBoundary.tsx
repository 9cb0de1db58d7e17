'use client'
import {
  Component,
  type ErrorInfo,
  type ForwardRefExoticComponent,
  type ForwardRefRenderFunction,
  forwardRef,
  type PropsWithoutRef,
  type ReactNode,
  type RefAttributes,
} from 'react'
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
 * A root component of the kit: `render` (props and the forwarded ref, which lands on the root
 * element) inside its own error boundary (`SupertxErrorBoundary`). `forwardRef`, so a `ref` works
 * on React 18 and 19 alike.
 */
export function withErrorBoundary<element extends HTMLElement, props extends object>(
  name: string,
  render: ForwardRefRenderFunction<element, props>,
): ForwardRefExoticComponent<PropsWithoutRef<props> & RefAttributes<element>> {
  // Called once per component, at module level (`export const X = withErrorBoundary(…)`).
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  const Inner = forwardRef(render as ForwardRefRenderFunction<element, PropsWithoutRef<props>>)
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  const Bounded = forwardRef<element, props>((props, ref) => (
    <SupertxErrorBoundary name={name}>
      <Inner {...(props as PropsWithoutRef<props>)} ref={ref} />
    </SupertxErrorBoundary>
  ))
  Bounded.displayName = render.name.replace(/Content$/, '')
  return Bounded
}
