import { BaseError } from '../core/errors/base.js'

export type InvalidProxyConfigErrorParameters = {
  /** The option at fault, e.g. `allowedOrigins`. */
  option: string
  /** What is wrong with it; never quotes the API key. */
  problem: string
}

/**
 * `createSupertxProxy` got an option it cannot work with; raised when the proxy is created (at
 * the server's start), never per request. The message never carries the API key.
 */
export class InvalidProxyConfigError extends BaseError {
  override name = 'InvalidProxyConfigError'
  override readonly code = 'INVALID_PROXY_CONFIG' as const
  declare readonly option: string

  constructor({ option, problem }: InvalidProxyConfigErrorParameters) {
    super(
      `createSupertxProxy: \`${option}\` ${problem}.`,
      {
        metaMessages: [
          "Example: createSupertxProxy({ apiKey: process.env.SUPERTX_API_KEY, baseUrl: SUPERTX_API_URL, allowedOrigins: ['https://app.example'], pathPrefix: '/api/supertx' })",
        ],
        docsPath: 'https://github.com/supertx-kit/supertx-kit/blob/main/docs/security.md',
      },
      { option },
    )
  }
}
