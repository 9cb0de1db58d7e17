import { BaseError } from './base.js'

export type InvalidClientConfigErrorParameters = {
  /** The option at fault, e.g. `baseUrl`. */
  option: string
  problem: string
}

/** `createSupertxClient` got an option it cannot work with; raised at creation, not at first call. */
export class InvalidClientConfigError extends BaseError {
  override name = 'InvalidClientConfigError'
  override readonly code = 'INVALID_CLIENT_CONFIG' as const
  declare readonly option: string

  constructor({ option, problem }: InvalidClientConfigErrorParameters) {
    super(
      `createSupertxClient: \`${option}\` ${problem}.`,
      {
        metaMessages: [
          'Example: createSupertxClient({ baseUrl: "http://127.0.0.1:4337", apiKey, timeoutMs: 30_000 })',
        ],
      },
      { option },
    )
  }
}
