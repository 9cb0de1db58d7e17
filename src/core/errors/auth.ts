import type { AuthorizationToSign } from '../schemas/authorization.js'
import { BaseError } from './base.js'

export type AuthorizationRequiredErrorParameters = {
  endpoint: string
  authorizations: AuthorizationToSign[]
  /** The 412 body as the service sent it. */
  body: unknown
}

/**
 * 412 from POST /v1/quote in `eoa-7702` mode: the owner's EOA must delegate first. Not a failure
 * of the run but its next step: sign each item of `authorizations` and repeat the quote with
 * `authorizations` filled in (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, POST /v1/quote, rule 1).
 */
export class AuthorizationRequiredError extends BaseError {
  override name = 'AuthorizationRequiredError'
  override readonly code = 'AUTHORIZATION_REQUIRED' as const
  readonly status = 412 as const
  declare readonly endpoint: string
  declare readonly authorizations: AuthorizationToSign[]
  declare readonly body: unknown

  constructor({ endpoint, authorizations, body }: AuthorizationRequiredErrorParameters) {
    super(
      `${endpoint} needs ${authorizations.length} EIP-7702 authorization(s) signed by the owner before it can quote.`,
      {
        metaMessages: [
          ...authorizations.map(
            (a) => `- delegate to ${a.address} on chain ${a.chainId} (nonce ${a.nonce})`,
          ),
          'Sign each item of `error.authorizations` (e.g. viem signAuthorization) and repeat the',
          'quote request with `authorizations` filled in (r, s, v, yParity included).',
        ],
      },
      { endpoint, authorizations, body },
    )
  }
}

export type UnauthorizedErrorParameters = {
  endpoint: string
  status: number
  /** Whether a key was sent at all; the key itself is never kept here. */
  apiKeySent: boolean
  /** The service's own explanation, if its body said one. */
  serviceMessage?: string | undefined
}

/**
 * 401 / 403: the service refused the API key, or none was sent. The message says where to set it
 * and never contains the key.
 */
export class UnauthorizedError extends BaseError {
  override name = 'UnauthorizedError'
  override readonly code = 'UNAUTHORIZED' as const
  declare readonly endpoint: string
  declare readonly status: number
  declare readonly apiKeySent: boolean

  constructor({ endpoint, status, apiKeySent, serviceMessage }: UnauthorizedErrorParameters) {
    super(
      apiKeySent
        ? `${endpoint} refused the API key (${status}).`
        : `${endpoint} requires an API key and none was sent (${status}).`,
      {
        details: serviceMessage,
        metaMessages: [
          apiKeySent
            ? 'Check the `apiKey` given to createSupertxClient (or <SupertxProvider apiKey>): it is wrong, expired or lacks access.'
            : 'Pass `apiKey` to createSupertxClient({ baseUrl, apiKey }) (or <SupertxProvider apiKey>); it is sent as the X-API-Key header.',
        ],
      },
      { endpoint, status, apiKeySent },
    )
  }
}
