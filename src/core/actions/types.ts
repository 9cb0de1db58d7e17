import type { ApiError } from '../errors/api.js'
import type { UnauthorizedError } from '../errors/auth.js'
import type {
  AbortError,
  MalformedJsonError,
  NetworkError,
  TimeoutError,
  UnexpectedResponseError,
} from '../errors/transport.js'
import type { RequestValidationError, ResponseValidationError } from '../errors/validation.js'

export type { RequestOptions } from '../client/request.js'

/** What any call to the API can throw. */
export type ClientErrorType =
  | ApiError
  | UnauthorizedError
  | RequestValidationError
  | ResponseValidationError
  | NetworkError
  | TimeoutError
  | AbortError
  | UnexpectedResponseError
  | MalformedJsonError
