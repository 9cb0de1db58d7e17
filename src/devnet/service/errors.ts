import type { AuthorizationRequiredBody, ErrorBody } from '../../core/schemas/error.js'

/**
 * An API error in the shape of https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md (Errors), thrown by the devnet's
 * service methods; the HTTP layer answers `status` with `body` as it is. 412 carries the
 * authorizations to sign instead of the usual error body.
 */
export class DevnetApiError extends Error {
  override name = 'DevnetApiError'
  constructor(
    readonly status: number,
    readonly body: ErrorBody | AuthorizationRequiredBody,
  ) {
    super('message' in body ? body.message : 'authorizations required')
  }

  /** Any 400 with the given code (VALIDATION_ERROR, INVALID_CHAIN…): one sub-error per offending field. */
  static status400(
    code: string,
    message: string,
    errors: ErrorBody['errors'] = [],
  ): DevnetApiError {
    return new DevnetApiError(400, { code, message, errors })
  }
}
