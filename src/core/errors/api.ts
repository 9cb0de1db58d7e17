import { BaseError } from './base.js'
import { type ErrorEntry, formatEntry } from './validation.js'

/**
 * The API's error body (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Errors): `code`, `message`, `errors[]`.
 */
export type ApiErrorBody = { code: string; message: string; errors: ErrorEntry[] }

export type ApiErrorParameters = {
  /** e.g. `POST /v1/quote`. */
  endpoint: string
  status: number
  body: ApiErrorBody
}

/**
 * The service refused the request with the spec's error body. The body is kept whole in `body`,
 * its sub-errors in `errors`. Known codes have their own subclass (`InvalidSignatureError`,
 * `NoUpgradeNeededError`, ...), so `instanceof` picks the case; `code` names it too.
 */
export class ApiError extends BaseError {
  override name = 'ApiError'
  /** The API's error code, e.g. `INVALID_CHAIN`; `INVALID_SIGNATURE` for signature sub-errors. */
  override readonly code: string
  declare readonly endpoint: string
  declare readonly status: number
  /** The sub-errors as the API sent them. */
  declare readonly errors: ErrorEntry[]
  declare readonly body: ApiErrorBody

  constructor({ endpoint, status, body }: ApiErrorParameters, advice = defaultAdvice(status)) {
    super(
      `${endpoint} failed with ${status} ${body.code}: ${body.message}`,
      {
        metaMessages: [...body.errors.map(formatEntry), advice],
      },
      { endpoint, status, errors: body.errors, body },
    )
    this.code = body.code
  }
}

function defaultAdvice(status: number): string {
  return status >= 500
    ? 'The service failed; retry later, and report it to the service operator if it persists.'
    : 'Read the sub-errors above, correct the request and send it again.'
}

/** 400 VALIDATION_ERROR: some request fields are invalid; `errors` names each one. */
export class ApiValidationError extends ApiError {
  override name = 'ApiValidationError'
  override readonly code: 'VALIDATION_ERROR' | 'INVALID_SIGNATURE' = 'VALIDATION_ERROR'
  constructor(parameters: ApiErrorParameters, advice?: string) {
    super(parameters, advice ?? 'Correct the fields listed above and send the request again.')
  }
}

/**
 * A signature in `payloadToSign` (or an authorization) does not verify against the owner: a
 * VALIDATION_ERROR whose sub-error has code INVALID_SIGNATURE (`body.code` stays as sent).
 */
export class InvalidSignatureError extends ApiValidationError {
  override name = 'InvalidSignatureError'
  override readonly code = 'INVALID_SIGNATURE' as const
  constructor(parameters: ApiErrorParameters) {
    super(
      parameters,
      'Sign the quote again with the wallet of ownerAddress, signing exactly the payload the quote returned.',
    )
  }
}

/** 400 NO_UPGRADE_NEEDED: no 2.1.0 deployment needs upgrading on the given chains. */
export class NoUpgradeNeededError extends ApiError {
  override name = 'NoUpgradeNeededError'
  override readonly code = 'NO_UPGRADE_NEEDED' as const
  constructor(parameters: ApiErrorParameters) {
    super(
      parameters,
      'Nothing to do: the account is already current on these chains; skip the upgrade.',
    )
  }
}

/** 400 INVALID_CHAIN: a chain id is not supported by the service. */
export class InvalidChainError extends ApiError {
  override name = 'InvalidChainError'
  override readonly code = 'INVALID_CHAIN' as const
  constructor(parameters: ApiErrorParameters) {
    super(parameters, 'Use only chain ids the service supports (see the path above for the field).')
  }
}

/** 400 BAD_REQUEST, e.g. `eoa-7702` mode used for an upgrade. */
export class BadRequestError extends ApiError {
  override name = 'BadRequestError'
  override readonly code = 'BAD_REQUEST' as const
  constructor(parameters: ApiErrorParameters) {
    super(
      parameters,
      'The service refused the request as a whole; change it as the message says (e.g. upgrades accept mode eoa or smart-account, not eoa-7702).',
    )
  }
}

/** 500 INTERNAL_ERROR: the service failed; the request may well be fine. */
export class InternalServerError extends ApiError {
  override name = 'InternalServerError'
  override readonly code = 'INTERNAL_ERROR' as const
  constructor(parameters: ApiErrorParameters) {
    super(parameters, 'The service failed unexpectedly; retry later. Report it if it persists.')
  }
}

/** Picks the `ApiError` subclass for a spec error body. Unknown codes stay a plain `ApiError`. */
export function createApiError(parameters: ApiErrorParameters): ApiError {
  const { body } = parameters
  if (body.errors.some((e) => e.code === 'INVALID_SIGNATURE'))
    return new InvalidSignatureError(parameters)
  switch (body.code) {
    case 'VALIDATION_ERROR':
      return new ApiValidationError(parameters)
    case 'NO_UPGRADE_NEEDED':
      return new NoUpgradeNeededError(parameters)
    case 'INVALID_CHAIN':
      return new InvalidChainError(parameters)
    case 'BAD_REQUEST':
      return new BadRequestError(parameters)
    case 'INTERNAL_ERROR':
      return new InternalServerError(parameters)
    default:
      return new ApiError(parameters)
  }
}
