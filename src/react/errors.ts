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
