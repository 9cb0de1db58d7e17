import { errorBody, errorResponse } from '../error-response.js'

const SUPERTX_HASH = /^0x[0-9a-fA-F]{64}$/

/** A supertransaction hash is 32 bytes of 0x-prefixed hex. */
export function isSupertxHash(value: string): value is `0x${string}` {
  return SUPERTX_HASH.test(value)
}

export function invalidSupertxHash(value: string): Response {
  const message = `supertxHash must be 0x followed by 64 hex characters (32 bytes); got ${value.length} characters.`
  return errorResponse(
    400,
    errorBody('VALIDATION_ERROR', message, [
      { code: 'INVALID_SUPERTX_HASH', path: ['supertxHash'], message },
    ]),
  )
}

export function unknownSupertx(hash: string): Response {
  const message = `No supertransaction ${hash} on this devnet. It may belong to another devnet run (the devnet keeps receipts in memory) or was never executed.`
  return errorResponse(
    404,
    errorBody('NOT_FOUND', message, [
      { code: 'SUPERTX_NOT_FOUND', path: ['supertxHash'], message },
    ]),
  )
}
