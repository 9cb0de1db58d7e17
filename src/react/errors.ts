'use client'
// Errors only the React layer raises: the core knows no provider.
import { BaseError } from '../core/errors/base.js'

export type SupertxProviderNotFoundErrorParameters = { hook?: string | undefined }

/** A hook or component ran outside `<SupertxProvider>`. */
export class SupertxProviderNotFoundError extends BaseError {
  override name = 'SupertxProviderNotFoundError'
  override readonly code = 'PROVIDER_NOT_FOUND' as const

  constructor({ hook }: SupertxProviderNotFoundErrorParameters = {}) {
    super(`${hook ?? 'This hook'} must be used inside <SupertxProvider>.`, {
      metaMessages: [
        'Wrap your app: <WagmiProvider><QueryClientProvider><SupertxProvider baseUrl apiKey>...',
      ],
    })
  }
}

export type SupertransactionStateNotFoundErrorParameters = { component: string }

/**
 * A part of `<Supertransaction>` rendered outside it without a `state` prop: it has no run to
 * show. Thrown at render (its error boundary shows the kit's sentence and warns on the console),
 * never a list that waits forever.
 */
export class SupertransactionStateNotFoundError extends BaseError {
  override name = 'SupertransactionStateNotFoundError'
  override readonly code = 'STATE_NOT_FOUND' as const

  constructor({ component }: SupertransactionStateNotFoundErrorParameters) {
    super(`<${component}> has no supertransaction to show.`, {
      metaMessages: [
        `Render it inside <Supertransaction>, or pass the state: <${component} state={tx} /> with tx = useSupertransaction(…).`,
      ],
    })
  }
}
