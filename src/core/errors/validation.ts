import type { ErrorEntry } from '../schemas/format-issues.js'
import { BaseError } from './base.js'

export type { ErrorEntry }

/** `composeFlows.0.data.chainId`, or `(root)` for the body itself. */
export function formatPath(path: readonly string[]): string {
  return path.length ? path.join('.') : '(root)'
}

/**
 * One entry as a line. Messages made by `toErrorEntries` (ours and the devnet's) already start
 * with the field (`composeFlows[0].data.chainId must be ...`); others get the path put in front.
 */
export function formatEntry({ code, path, message }: ErrorEntry): string {
  const dotted = path.join('.')
  const bracketed = path
    .map((key, i) => (/^\d+$/.test(key) ? `[${key}]` : i ? `.${key}` : key))
    .join('')
  const named = !path.length || message.startsWith(dotted) || message.startsWith(bracketed)
  return `- ${named ? '' : `${dotted}: `}${message} (${code})`
}

function issueLines(issues: readonly ErrorEntry[], limit = 10): string[] {
  const lines = issues.slice(0, limit).map(formatEntry)
  if (issues.length > limit)
    lines.push(`- ... and ${issues.length - limit} more (see error.issues)`)
  return lines
}

export type RequestValidationErrorParameters = {
  /** e.g. `POST /v1/quote`. */
  endpoint: string
  issues: ErrorEntry[]
}

/**
 * The parameters given to a client method do not match the API's request schema. Thrown before
 * anything is sent, so a malformed request never leaves the browser.
 */
export class RequestValidationError extends BaseError {
  override name = 'RequestValidationError'
  override readonly code = 'REQUEST_VALIDATION_ERROR' as const
  declare readonly endpoint: string
  /** Every offending field, in the same shape as the API's `errors[]`. */
  declare readonly issues: ErrorEntry[]

  constructor({ endpoint, issues }: RequestValidationErrorParameters) {
    super(
      `The request to ${endpoint} is invalid and was not sent (${issues.length} problem(s)).`,
      {
        metaMessages: [...issueLines(issues), 'Fix these fields of the parameters and call again.'],
      },
      { endpoint, issues },
    )
  }
}

export type ResponseValidationErrorParameters = {
  endpoint: string
  status: number
  issues: ErrorEntry[]
}

/**
 * The service answered, but its body does not match the response schema this kit was built for:
 * the API has drifted or a proxy altered the body. `path` names the first field that drifted.
 */
export class ResponseValidationError extends BaseError {
  override name = 'ResponseValidationError'
  override readonly code = 'RESPONSE_VALIDATION_ERROR' as const
  declare readonly endpoint: string
  declare readonly status: number
  declare readonly issues: ErrorEntry[]
  /** The first field that drifted, e.g. `['quote', 'hash']`. */
  declare readonly path: string[]

  constructor({ endpoint, status, issues }: ResponseValidationErrorParameters) {
    const path = issues[0]?.path ?? []
    super(
      `The response of ${endpoint} (status ${status}) does not match the expected shape at \`${formatPath(path)}\`.`,
      {
        metaMessages: [
          ...issueLines(issues),
          'The service may run a newer API version than this kit: update supertx-kit, or check that',
          'baseUrl points at a Supertransaction API and no proxy rewrites its responses.',
        ],
      },
      { endpoint, status, issues, path },
    )
  }
}
