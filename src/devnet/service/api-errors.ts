import { DevnetApiError } from './errors.js'

/** 400 INVALID_CHAIN for a chain id the devnet does not run; `path` points at the offending field. */
export function invalidChain(chainId: number, path: string[], supported: number[]): DevnetApiError {
  const message = `Chain ${chainId} is not supported by this devnet; use one of ${supported.join(', ')}.`
  return DevnetApiError.status400('INVALID_CHAIN', message, [
    { code: 'INVALID_CHAIN', path, message },
  ])
}

/** 400 VALIDATION_ERROR with one sub-error (code defaults to INVALID_VALUE). */
export function validationError(
  message: string,
  path: string[],
  code = 'INVALID_VALUE',
): DevnetApiError {
  return DevnetApiError.status400('VALIDATION_ERROR', message, [{ code, path, message }])
}

/**
 * 400 BAD_REQUEST: the API's code (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Errors) for an upgrade in
 * eoa-7702 mode, and only that; anything else the devnet will not serve is a VALIDATION_ERROR with
 * a sub-error code saying why.
 */
export function badRequest(message: string, path: string[] = []): DevnetApiError {
  return DevnetApiError.status400('BAD_REQUEST', message, [{ code: 'BAD_REQUEST', path, message }])
}

/** Throws INVALID_CHAIN unless the chain runs on this devnet. */
export function assertChain<T>(chains: Map<number, T>, chainId: number, path: string[]): T {
  const context = chains.get(chainId)
  if (!context) throw invalidChain(chainId, path, [...chains.keys()])
  return context
}
