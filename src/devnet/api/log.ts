// The devnet's log, apart from the HTTP layer: startDevnet takes a logger before it has loaded hono
// (which it loads only on start, so `supertx-kit/devnet` imports without it).

/** Where unexpected errors go; the default writes to stderr. Never receives headers or the key. */
export type ApiErrorLogger = (message: string, error: unknown) => void

export const defaultApiErrorLogger: ApiErrorLogger = (message, error) => {
  if (error === undefined) console.error(message)
  else console.error(message, error)
}
