import { resolveAnvilBinary } from './anvil.js'
import { DevnetDependencyMissingError, missingDevnetPackage } from './dependencies.js'

/**
 * Loads the API app and its HTTP server on first use, so importing `supertx-kit/devnet` works
 * without hono; a missing package is named in a {@link DevnetDependencyMissingError}.
 */
export async function loadHttpServer() {
  const [app, server] = await Promise.allSettled([
    import('./api/create-api-app.js'),
    import('./api/serve-app.js'),
  ])
  if (app.status === 'fulfilled' && server.status === 'fulfilled')
    return { createApiApp: app.value.createApiApp, serveApp: server.value.serveApp }
  throw missingOrFirst([app, server])
}

/**
 * Everything the devnet runs on, checked together so one error names every missing package: the
 * HTTP server and the anvil binary (`anvilBinary` when given, else the one `@foundry-rs/anvil`
 * installed).
 */
export async function loadDevnetPackages(anvilBinary: string | undefined) {
  const [http, anvil] = await Promise.allSettled([
    loadHttpServer(),
    (async () => anvilBinary ?? resolveAnvilBinary())(),
  ])
  if (http.status === 'fulfilled' && anvil.status === 'fulfilled')
    return { ...http.value, anvilBinary: anvil.value }
  throw missingOrFirst([http, anvil])
}

/** One DevnetDependencyMissingError naming every missing package, else the first failure. */
function missingOrFirst(results: PromiseSettledResult<unknown>[]): unknown {
  const reasons = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []))
  const missing = reasons.flatMap((reason) =>
    reason instanceof DevnetDependencyMissingError
      ? reason.packageNames
      : [missingDevnetPackage(reason)].filter((name): name is string => name !== undefined),
  )
  if (missing.length === 0) return reasons[0]
  return new DevnetDependencyMissingError({ packageNames: missing, cause: reasons[0] })
}
