import type { Plugin, PreviewServer, ViteDevServer } from 'vite'
import { DEVNET_DESCRIPTION_PATH } from '../../devnet-client/description.js'
import type { StartDevnetParameters, StartDevnetReturnType } from '../start-devnet.js'
import { serveDescription } from './serve-description.js'
import { acquireDevnet, type SharedDevnet } from './shared-devnet.js'

export type SupertxDevnetParameters = {
  /** Passed to `startDevnet` (chains, ports, state folder, ...); default: free ports. */
  devnet?: StartDevnetParameters | undefined
  /** Where the dev server serves the description; default {@link DEVNET_DESCRIPTION_PATH}. */
  path?: string | undefined
  /**
   * Whether to start the devnet at all; default: yes, except under vitest (a test run that loads
   * vite.config would start chains no test asked for).
   */
  enabled?: boolean | undefined
}

export type SupertxDevnetPlugin = Plugin & {
  api: {
    /** The dev server's devnet once it answers (for scripts and tests that drive the server). */
    devnet(): Promise<StartDevnetReturnType>
  }
}

/** What the plugin passes to startDevnet: free ports unless given. */
export function pluginDevnetParameters(parameters: SupertxDevnetParameters): StartDevnetParameters {
  return { port: 0, ...parameters.devnet }
}

/**
 * A Vite plugin that runs the devnet with the dev server (and `vite preview`): it starts with the
 * server, stops with it, survives a config restart, and serves the devnet's description at
 * {@link DEVNET_DESCRIPTION_PATH}, which `fetchDevnet()` from `supertx-kit/devnet/client` reads.
 * Needs the devnet's packages as dev dependencies: `npm i -D @foundry-rs/anvil hono @hono/node-server`.
 *
 * @example
 * ```ts
 * // vite.config.ts
 * import react from '@vitejs/plugin-react'
 * import { supertxDevnet } from 'supertx-kit/devnet/vite'
 * import { defineConfig } from 'vite'
 *
 * export default defineConfig({ plugins: [react(), supertxDevnet()] })
 * ```
 */
export function supertxDevnet(parameters: SupertxDevnetParameters = {}): SupertxDevnetPlugin {
  const { path = DEVNET_DESCRIPTION_PATH, enabled = !process.env.VITEST } = parameters
  let latest: SharedDevnet | undefined
  let first: (shared: SharedDevnet) => void
  const acquired = new Promise<SharedDevnet>((resolve) => {
    first = resolve
  })
  // What each server holds, oldest first. A restart configures the new server before it closes
  // the old one, and a close hook is not told which server closes: it is the oldest one open.
  const held = { dev: [] as SharedDevnet[], preview: [] as SharedDevnet[] }

  const start = (kind: keyof typeof held) => (server: ViteDevServer | PreviewServer) => {
    const shared = acquireDevnet(pluginDevnetParameters(parameters))
    latest = shared
    first(shared)
    held[kind].push(shared)
    const began = performance.now()
    shared.devnet.then(
      (devnet) => server.config.logger.info(summary(devnet, performance.now() - began)),
      (error: unknown) =>
        server.config.logger.error(`supertx-kit devnet did not start: ${describe(error)}`),
    )
    const options = kind === 'dev' ? server.config.server : server.config.preview
    const allowedHosts =
      options.allowedHosts === true
        ? true
        : [
            ...(options.allowedHosts ?? []),
            ...(typeof options.host === 'string' ? [options.host] : []),
          ]
    server.middlewares.use(
      path,
      serveDescription(() => shared.devnet, allowedHosts),
    )
    // A close lets go of this server's devnet. Vite 8 also restarts without calling close (then
    // its closeServer hook, below, does it); Vite before 8 has no such hook.
    const close = server.close.bind(server)
    server.close = async () => {
      try {
        await close()
      } finally {
        await release(kind, shared)
      }
    }
  }
  const release = async (kind: keyof typeof held, shared = held[kind][0]) => {
    const list = held[kind]
    if (!shared || !list.includes(shared)) return
    list.splice(list.indexOf(shared), 1)
    await shared.release()
  }

  return {
    name: 'supertx-kit:devnet',
    apply: (_, env) => enabled && env.command === 'serve',
    configureServer: start('dev'),
    configurePreviewServer: start('preview'),
    closeServer: () => release('dev'),
    closePreviewServer: () => release('preview'),
    api: { devnet: () => acquired.then(() => (latest as SharedDevnet).devnet) },
  }
}

function summary(devnet: StartDevnetReturnType, ms: number): string {
  const chains = devnet.chains.map((c) => `${c.id} ${c.rpcUrls.default.http[0]}`).join(', ')
  return `  supertx-kit devnet ready in ${Math.round(ms)} ms: API ${devnet.apiUrl}, chains ${chains}`
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
