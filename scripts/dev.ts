// `npm run dev`: the devnet and the playground together. Prints one URL to open, then the devnet's
// details. Ctrl-C, SIGTERM, SIGHUP or the parent going away (stdin closing, the parent pid
// changing) stop both, and the anvil chains with them.
//
// Options (flags win over environment variables; 0 = any free port):
//   --port <n>      playground port on 127.0.0.1 (PLAYGROUND_PORT; default 5173)
//   --api-port <n>  devnet API port (DEVNET_PORT; default 4337)
//   --rpc-port <n>  RPC port of the first chain, the next count up (DEVNET_RPC_PORT; default 8545)
//   --chains <n>    number of devnet chains (DEVNET_CHAINS; default 2)
//
// The playground runs the devnet as any Vite app would, with the kit's plugin
// (supertx-kit/devnet/vite), and reads it with fetchDevnet (playground/src/main.tsx): it hard-codes
// none of its URLs, keys or addresses.
import { fstatSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { type PlaygroundDevnet, playgroundDevnet } from '../playground/src/devnet-info.js'
import { describeDevnet } from '../src/devnet/describe-devnet.js'
import type { StartDevnetParameters, StartDevnetReturnType } from '../src/devnet/start-devnet.js'
import { acquireDevnet } from '../src/devnet/vite/shared-devnet.js'
import {
  pluginDevnetParameters,
  type SupertxDevnetPlugin,
  supertxDevnet,
} from '../src/devnet/vite/supertxDevnet.js'

const root = resolve(import.meta.dirname, '..')

export type StartDevParameters = {
  /** Playground port on 127.0.0.1; default 5173, 0 = a free one. */
  port?: number
  /** Passed to `startDevnet` (ports, chains, bridge delay, ...). */
  devnet?: StartDevnetParameters
}

export type StartDevReturnType = {
  /** The playground's URL, e.g. `http://127.0.0.1:5173/`. */
  url: string
  devnet: StartDevnetReturnType
  /** What the playground reads: the devnet's description, with its token list. */
  info: PlaygroundDevnet
  /** Stops the playground's server and the devnet; safe to call twice. */
  stop: () => Promise<void>
}

/**
 * The playground's Vite dev server, with the devnet's plugin: `supertx-kit` imports resolve to
 * `src/`. Vite runs in middleware mode behind our own HTTP server: a listening Vite server
 * installs process-wide SIGTERM and stdin handlers that exit the process before the devnet has
 * stopped.
 */
export async function createPlaygroundServer(parameters: {
  port: number
  devnet: SupertxDevnetPlugin
}): Promise<{ port: number; close: () => Promise<void> }> {
  const { port, devnet } = parameters
  const [{ createServer }, { default: react }] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
  ])
  const http = createHttpServer()
  const vite = await createServer({
    configFile: false,
    root: resolve(root, 'playground'),
    cacheDir: resolve(root, 'node_modules/.vite/playground'),
    appType: 'spa',
    logLevel: 'warn',
    clearScreen: false,
    plugins: [react(), devnet],
    resolve: {
      alias: [
        {
          find: /^supertx-kit\/dev-wallet$/,
          replacement: resolve(root, 'src/dev-wallet/index.ts'),
        },
        { find: /^supertx-kit\/core$/, replacement: resolve(root, 'src/core/index.ts') },
        { find: /^supertx-kit\/query$/, replacement: resolve(root, 'src/core/query/index.ts') },
        { find: /^supertx-kit\/styles\.css$/, replacement: resolve(root, 'src/react/styles.css') },
        { find: /^supertx-kit$/, replacement: resolve(root, 'src/react/index.ts') },
      ],
    },
    optimizeDeps: {
      // Known up front, so the first page load does not wait for a discovery pass and a reload.
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        '@tanstack/react-query',
        'wagmi',
        'wagmi/actions',
        'viem',
        'viem/accounts',
        'viem/actions',
        'viem/utils',
        'zod/mini',
      ],
    },
    server: { middlewareMode: true, hmr: { server: http } },
  })
  http.on('request', vite.middlewares)
  const listening = new Promise<void>((resolvePromise, reject) => {
    http.once('error', reject)
    http.listen(port, '127.0.0.1', () => resolvePromise())
  })
  const close = async () => {
    http.closeAllConnections()
    await Promise.allSettled([
      vite.close(),
      new Promise<void>((resolvePromise) => http.close(() => resolvePromise())),
    ])
  }
  await listening.catch(async (error: unknown) => {
    await close()
    throw error
  })
  const address = http.address()
  return { port: typeof address === 'object' && address ? address.port : port, close }
}

/**
 * Starts the playground's server, whose devnet plugin starts the devnet, and resolves once both
 * answer.
 *
 * @example
 * const dev = await startDev({ port: 0, devnet: { port: 0 } })
 * await page.goto(dev.url)
 * await dev.stop()
 */
export async function startDev(parameters: StartDevParameters = {}): Promise<StartDevReturnType> {
  const { port = 5173 } = parameters
  // On even under vitest (the e2e tests drive this), where the plugin is off unless asked.
  const options = { enabled: true, devnet: parameters.devnet }
  // The devnet starts while Vite loads: the plugin then finds it running under the same
  // parameters and takes it over (as it does across a config restart), instead of starting it
  // only once Vite has loaded.
  const early = acquireDevnet(pluginDevnetParameters(options))
  early.devnet.catch(() => undefined)
  const plugin = supertxDevnet(options)
  const server = await createPlaygroundServer({ port, devnet: plugin }).finally(() =>
    early.release(),
  )
  let devnet: StartDevnetReturnType
  try {
    devnet = await plugin.api.devnet()
  } catch (error) {
    await server.close()
    throw error
  }
  let stopping: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${server.port}/`,
    devnet,
    info: playgroundDevnet(describeDevnet(devnet)),
    // Closing the server closes the plugin's devnet (and awaits it).
    stop: () => {
      stopping ??= server.close()
      return stopping
    },
  }
}

function summary(dev: StartDevReturnType): string {
  const lines = [
    `Open the playground: ${dev.url}`,
    '',
    'Devnet (local only; test keys and test funds, nothing real):',
    `  API base URL  ${dev.info.apiUrl}   key ${dev.info.apiKey} (sent as X-API-Key)`,
    `  Explorer      ${dev.info.explorerUrl}/details/<supertxHash>`,
  ]
  for (const chain of dev.info.chains) {
    lines.push(`  ${chain.name} (${chain.id})  ${chain.rpcUrl}`)
    for (const token of chain.tokens)
      lines.push(`      ${token.symbol.padEnd(5)} ${token.address}  (${token.decimals} decimals)`)
  }
  lines.push(
    '  Dev accounts: the test mnemonic, indices 0–9 (`npm run devnet` prints the keys).',
    '',
    'Press Ctrl-C to stop.',
  )
  return lines.join('\n')
}

function portOption(text: string | undefined, fallback: number, name: string): number {
  const value = Number(text ?? fallback)
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(`${name} must be a port 0-65535, got ${text}.`)
    process.exit(2)
  }
  return value
}

async function main() {
  const started = performance.now()
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'api-port': { type: 'string' },
      'rpc-port': { type: 'string' },
      chains: { type: 'string' },
    },
  })
  const port = portOption(values.port ?? process.env.PLAYGROUND_PORT, 5173, '--port')
  const apiPort = portOption(values['api-port'] ?? process.env.DEVNET_PORT, 4337, '--api-port')
  const rpcPort = portOption(values['rpc-port'] ?? process.env.DEVNET_RPC_PORT, 8545, '--rpc-port')
  const count = Number(values.chains ?? process.env.DEVNET_CHAINS ?? 2)
  if (!Number.isInteger(count) || count < 1 || count > 16) {
    console.error(`--chains must be a count 1-16, got ${values.chains}.`)
    process.exit(2)
  }
  const rpcPorts = rpcPort === 0 ? undefined : Array.from({ length: count }, (_, i) => rpcPort + i)

  console.log('Starting the devnet and the playground...')
  const dev = await startDev({ port, devnet: { port: apiPort, chains: count, rpcPorts } })
  console.log(summary(dev))
  console.log(`(ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`)

  let stopping = false
  const stop = async (why: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${why}: stopping the playground and the devnet...`)
    const forced = setTimeout(() => {
      console.error('Stopping took over 10 s; exiting anyway.')
      process.exit(1)
    }, 10_000)
    forced.unref()
    await dev.stop()
    console.log('Stopped.')
    process.exit(0)
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => void stop(signal))
  // A parent that holds our stdin as a pipe and dies closes it: stop then. A terminal or
  // /dev/null stdin says nothing about the parent, so only pipes and sockets are watched.
  const stdin = fstatSync(0)
  if (stdin.isFIFO() || stdin.isSocket()) {
    process.stdin.on('end', () => void stop('stdin closed'))
    process.stdin.on('error', () => void stop('stdin closed'))
    process.stdin.resume()
  }
  const parent = process.ppid
  setInterval(() => {
    if (process.ppid !== parent) void stop('parent process gone')
  }, 500).unref()
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error('npm run dev failed to start:', error)
    process.exit(1)
  })
}
