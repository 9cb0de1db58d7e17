import { BaseError } from '../core/errors/base.js'

// The devnet runs on optional peer dependencies, so an app that never starts it (a browser app)
// installs none of them. Starting it without them must say which to install, in one go.

/** The packages the devnet's HTTP API runs on. */
export const DEVNET_HTTP_PACKAGES = ['hono', '@hono/node-server'] as const

/** Every package the devnet needs besides viem: its chains (anvil) and its HTTP API. */
export const DEVNET_PACKAGES = ['@foundry-rs/anvil', ...DEVNET_HTTP_PACKAGES] as const

/** `supertx-kit/devnet` was started without one or more of {@link DEVNET_PACKAGES} installed. */
export class DevnetDependencyMissingError extends BaseError {
  override name = 'DevnetDependencyMissingError'
  override readonly code = 'DEVNET_DEPENDENCY_MISSING' as const
  /** The first package that could not be loaded. */
  declare readonly packageName: string
  /** Every package that could not be loaded, in {@link DEVNET_PACKAGES} order. */
  declare readonly packageNames: readonly string[]

  constructor({ packageNames, cause }: { packageNames: readonly string[]; cause?: unknown }) {
    const names = DEVNET_PACKAGES.filter((name) => packageNames.includes(name))
    const listed =
      names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]
    super(
      `supertx-kit/devnet needs ${listed}, which ${names.length > 1 ? 'are' : 'is'} not installed. Install ${names.length > 1 ? 'them' : 'it'}: npm i -D ${names.join(' ')}`,
      {
        cause,
        metaMessages: [
          'They are optional peer dependencies of supertx-kit, needed only where the devnet runs (scripts, tests, the dev server), never in a browser bundle.',
          ...(names.includes('@foundry-rs/anvil')
            ? [
                'Instead of @foundry-rs/anvil, an anvil you already have (e.g. from foundryup) will do: pass its path as `anvilBinary` to startDevnet, or `--anvil <path>` to `npx supertx-kit devnet`.',
              ]
            : []),
        ],
      },
      { packageName: names[0], packageNames: names },
    )
  }
}

/**
 * The devnet package an error says is not installed: Node's "Cannot find package 'hono' imported
 * from …" (a subpath names its package the same way), or undefined for any other error.
 */
export function missingDevnetPackage(error: unknown): string | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (typeof message !== 'string') return undefined
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return undefined
  return DEVNET_PACKAGES.find(
    (name) => message.includes(`'${name}'`) || message.includes(`'${name}/`),
  )
}

/**
 * Turns Node's "module not found" for one of the devnet's packages into a
 * {@link DevnetDependencyMissingError}; any other error comes back unchanged.
 */
export function toDevnetDependencyError(error: unknown): unknown {
  const missing = missingDevnetPackage(error)
  return missing
    ? new DevnetDependencyMissingError({ packageNames: [missing], cause: error })
    : error
}
