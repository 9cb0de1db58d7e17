import { createHash, timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { errorBody, errorResponse } from '../error-response.js'

const HEADER = 'X-API-Key'

// Hashing first gives equal-length inputs, so the comparison time says nothing about the key,
// not even its length.
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest()
}

function unauthorized(subCode: string, message: string): Response {
  return errorResponse(
    401,
    errorBody('UNAUTHORIZED', message, [{ code: subCode, path: [HEADER], message }]),
  )
}

/**
 * Requires the devnet's API key in `X-API-Key`. The spec (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md,
 * Authentication) declares the header on some endpoints only; the devnet requires it on every `/v1`
 * route so a client that forgets it fails locally rather than in production. The answer says
 * whether the key was missing or wrong, never echoes it.
 */
export function requireApiKey(apiKey: string): MiddlewareHandler {
  const expected = digest(apiKey)
  return async (c, next) => {
    const given = c.req.header(HEADER)
    if (!given) {
      return unauthorized(
        'MISSING_API_KEY',
        `Missing ${HEADER} header. Send the devnet's API key (printed by \`npm run devnet\`, or \`apiKey\` returned by startDevnet) in the ${HEADER} header.`,
      )
    }
    if (!timingSafeEqual(digest(given), expected)) {
      return unauthorized(
        'INVALID_API_KEY',
        `The ${HEADER} header does not match this devnet's API key. Use the key printed by \`npm run devnet\` (or \`apiKey\` returned by startDevnet).`,
      )
    }
    await next()
  }
}
