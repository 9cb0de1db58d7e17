/** Arguments shared by every error of the kit; each subclass fills them from its own fields. */
export type BaseErrorParameters = {
  /** The underlying error, kept so `walk()` and `error.cause` reach the root. */
  cause?: unknown
  /** What went wrong in more depth, e.g. the underlying error's message. */
  details?: string | undefined
  /** Extra lines printed under the short message: the values involved and what to do. */
  metaMessages?: string[] | undefined
  /** A documentation hint, e.g. `/errors#unauthorized`; printed as `Docs:`. */
  docsPath?: string | undefined
}

/**
 * The root of every error the kit throws. Modelled on viem's `BaseError`: a one-line
 * `shortMessage`, optional `metaMessages` and `details`, a `cause` chain walked by `walk()`, and a
 * stable `code` per subclass so callers can switch on it without parsing messages.
 *
 * @example
 * try {
 *   await client.quote(request)
 * } catch (error) {
 *   if (error instanceof BaseError) console.log(error.code, error.shortMessage)
 * }
 */
export class BaseError extends Error {
  override name = 'SupertxBaseError'
  /** A stable identifier of the failure, e.g. `'UNAUTHORIZED'`; never reworded. */
  readonly code: string = 'SUPERTX_ERROR'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: string[] | undefined
  readonly docsPath: string | undefined

  /**
   * `fields` are the subclass's own fields (`endpoint`, `status`, ...), set here in one place
   * rather than line by line in each subclass, which declares them with `declare readonly`.
   */
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}, fields?: object) {
    const { cause, metaMessages, docsPath } = parameters
    // Like viem, a cause lends its details (a kit error) or message (any other error), unless the
    // subclass says something more useful itself.
    const details =
      parameters.details ??
      (cause instanceof BaseError
        ? cause.details
        : cause instanceof Error
          ? cause.message
          : undefined)
    const message = [
      shortMessage,
      ...(metaMessages?.length ? ['', ...metaMessages] : []),
      ...(docsPath || details ? [''] : []),
      ...(docsPath ? [`Docs: ${docsPath}`] : []),
      ...(details ? [`Details: ${details}`] : []),
    ].join('\n')
    super(message, cause === undefined ? undefined : { cause })
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = metaMessages
    this.docsPath = docsPath
    Object.assign(this, fields)
  }

  /**
   * Follows `cause` from this error down. Without `fn`, returns the deepest cause; with `fn`,
   * returns the first error in the chain for which `fn` is true, or `null`.
   *
   * @example
   * const rejected = error.walk((e) => e instanceof UserRejectedError)
   */
  walk(fn?: (error: unknown) => boolean): unknown {
    return walk(this, fn)
  }
}

function walk(error: unknown, fn?: (error: unknown) => boolean): unknown {
  if (fn?.(error)) return error
  if (error && typeof error === 'object' && 'cause' in error && error.cause !== undefined)
    return walk(error.cause, fn)
  return fn ? null : error
}
