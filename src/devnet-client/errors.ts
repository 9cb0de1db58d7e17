import { BaseError } from '../core/errors/base.js'
import { type ErrorEntry, formatEntry } from '../core/errors/validation.js'

/** Why the description could not be read. */
export type DevnetDescriptionProblem =
  /** Nothing answered at the URL (the dev server or the devnet is not running). */
  | 'unreachable'
  /** Something answered, but not with a description: the plugin is not installed, a wrong URL. */
  | 'not-served'
  /** The plugin answered that the devnet failed to start; its reason is in the message. */
  | 'not-started'
  /** JSON came back, but not a description this kit can use. */
  | 'invalid'
  /** A relative URL outside a browser, where there is no page to resolve it against. */
  | 'relative-url'

const SERVE_IT =
  "Add supertxDevnet() from 'supertx-kit/devnet/vite' to the plugins in vite.config, or outside Vite run `npx supertx-kit devnet --info-file <file>` and serve that file (then pass its URL: fetchDevnet({ url }))."

/**
 * `fetchDevnet` could not get the devnet's description. The message says why and what to start or
 * add; it never repeats the body (which holds the API key).
 */
export class DevnetDescriptionError extends BaseError {
  override name = 'DevnetDescriptionError'
  override readonly code = 'DEVNET_DESCRIPTION_UNAVAILABLE' as const
  declare readonly url: string
  declare readonly problem: DevnetDescriptionProblem
  /** For `not-served`: the HTTP status that came back. */
  declare readonly status: number | undefined
  /** For `invalid`: every field that does not match the description's schema. */
  declare readonly issues: ErrorEntry[]

  constructor(parameters: DevnetDescriptionErrorParameters) {
    const { url, problem, status, reason, issues = [], cause } = parameters
    const [shortMessage = '', ...metaMessages] = sentences(parameters)
    super(
      shortMessage,
      { cause, metaMessages, details: problem === 'not-started' ? reason : undefined },
      { url, problem, status, issues },
    )
  }
}

export type DevnetDescriptionErrorParameters = {
  url: string
  problem: DevnetDescriptionProblem
  status?: number | undefined
  /** For `not-served`: what answered, e.g. `an HTML page`. */
  answered?: string | undefined
  /** For `not-started`: the devnet's own error message, as the plugin reported it. */
  reason?: string | undefined
  issues?: ErrorEntry[] | undefined
  cause?: unknown
}

function sentences(parameters: DevnetDescriptionErrorParameters): string[] {
  const { url, problem, status, answered, issues = [] } = parameters
  switch (problem) {
    case 'unreachable':
      return [
        `Cannot read the devnet's description at ${url}: nothing answered.`,
        'Start the dev server that runs the devnet (vite with supertxDevnet()), or `npx supertx-kit devnet`, and reload.',
      ]
    case 'not-served':
      return [
        `${url} is not the devnet's description: the server answered ${status} with ${answered}.`,
        SERVE_IT,
      ]
    case 'not-started':
      return [
        `The devnet did not start, so there is no description at ${url}.`,
        'Fix what the devnet reported (below, and in the dev server’s terminal), then restart the dev server.',
      ]
    case 'relative-url':
      return [
        `fetchDevnet got the URL ${url}, which is relative, outside a browser.`,
        'Pass an absolute URL, e.g. http://127.0.0.1:5173/__supertx/devnet.json.',
      ]
    case 'invalid':
      return [
        `${url} answered JSON that is not a devnet description (${issues.length} problem(s)).`,
        ...issues.slice(0, 10).map(formatEntry),
        'Is it the description of a devnet from the same supertx-kit version? Restart the devnet with this one.',
      ]
  }
}
