import { BaseError } from '../core/errors/base.js'

/** The packages the devnet's HTTP API runs on: optional peers, so browser apps never install them. */
export const DEVNET_HTTP_PACKAGES = ['hono', '@hono/node-server'] as const

const INSTALL = 'npm i -D hono @hono/node-server @foundry-rs/anvil'

/** `supertx-kit/devnet` was started without `hono` or `@hono/node-server` installed. */
export class DevnetDependencyMissingError extends BaseError {
  override name = 'DevnetDependencyMissingError'
  override readonly code = 'DEVNET_DEPENDENCY_MISSING' as const
  /** The package that could not be loaded. */
  declare readonly packageName: string

  constructor({ packageName, cause }: { packageName: string; cause?: unknown }) {
    super(
      `supertx-kit/devnet needs hono and @hono/node-server (${packageName} is not installed): ${INSTALL}`,
      {
        cause,
        metaMessages: ['They are optional peer dependencies, needed only to run the devnet.'],
      },
      { packageName },
    )
  }
}

/**
 * Turns Node's "module not found" for one of the devnet's HTTP packages into a
 * {@link DevnetDependencyMissingError}; any other error comes back unchanged.
 */
export function toDevnetDependencyError(error: unknown): unknown {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (code !== 'ERR_MODULE_NOT_FOUND' || typeof message !== 'string') return error
  // Node: "Cannot find package 'hono' imported from …" (a subpath names its package the same way).
  const missing = DEVNET_HTTP_PACKAGES.find(
    (name) => message.includes(`'${name}'`) || message.includes(`'${name}/`),
  )
  return missing ? new DevnetDependencyMissingError({ packageName: missing, cause: error }) : error
}

/**
 * Loads the API app and its HTTP server on first use, so importing `supertx-kit/devnet` works
 * without hono and starting a devnet without it says what to install.
 */
export async function loadHttpServer() {
  try {
    const [{ createApiApp }, { serveApp }] = await Promise.all([
      import('./api/create-api-app.js'),
      import('./api/serve-app.js'),
    ])
    return { createApiApp, serveApp }
  } catch (error) {
    throw toDevnetDependencyError(error)
  }
}
