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
// The playground learns the devnet's URLs, key, chains and contract addresses from `/devnet.json`,
// served by its dev server from what `startDevnet` returned; it hard-codes none of them.
import { fstatSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { Plugin } from 'vite'
import type { PlaygroundDevnet } from '../playground/src/devnet-info.js'
import { DEVNET_INFO_PATH } from '../playground/src/devnet-info.js'
import {
  type StartDevnetParameters,
  type StartDevnetReturnType,
  startDevnet,
} from '../src/devnet/start-devnet.js'

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
  /** What the playground reads at `/devnet.json`. */
  info: PlaygroundDevnet
  /** Stops the playground's server and the devnet; safe to call twice. */
  stop: () => Promise<void>
}

/** The devnet tokens' names, for the token list (symbols and decimals come from the deployment). */
const TOKEN_NAMES: Record<string, string> = {
  USDC: 'USD Coin',
  WETH: 'Wrapped Ether',
  USDT: 'Tether USD',
}

/** The playground's view of a started devnet. */

export function playgroundDevnet(devnet: StartDevnetReturnType): PlaygroundDevnet {
  const chains = devnet.chains.map((chain) => {
    const deployment = devnet.deployments[chain.id]
    if (!deployment) throw new Error(`startDevnet returned no deployment for chain ${chain.id}`)
    return {
      id: chain.id,
      name: chain.name,
      rpcUrl: chain.rpcUrls.default.http[0] as string,
      pool: deployment.pool,
      bridge: deployment.bridge,
      tokens: Object.values(deployment.tokens).map((token) => ({
        symbol: token.symbol,
        address: token.address,
        decimals: token.decimals,
        permit: token.permit,
      })),
    }
  })
  return {
    apiUrl: devnet.apiUrl,
    apiKey: devnet.apiKey,
    explorerUrl: devnet.explorerUrl,
    chains,
    // A Uniswap-format token list of every devnet token, for the provider's `tokenList`.
    tokenList: {
      name: 'supertx-kit devnet',
      tokens: chains.flatMap((chain) =>
        chain.tokens.map((token) => ({
          chainId: chain.id,
          address: token.address,
          symbol: token.symbol,
          name: TOKEN_NAMES[token.symbol] ?? token.symbol,
          decimals: token.decimals,
        })),
      ),
    },
  }
}

/** Serves `/devnet.json` once the devnet is up (the page may load before). */
function devnetInfoPlugin(info: Promise<PlaygroundDevnet>): Plugin {
  return {
    name: 'supertx-playground-devnet',
    configureServer(server) {
      server.middlewares.use(DEVNET_INFO_PATH, (_request, response) => {
        info.then(
          (value) => {
            response.setHeader('content-type', 'application/json')
            response.setHeader('cache-control', 'no-store')
            response.end(JSON.stringify(value))
          },
          (error: unknown) => {
            response.statusCode = 503
            response.setHeader('content-type', 'application/json')
            response.end(JSON.stringify({ error: `The devnet did not start: ${String(error)}` }))
          },
        )
      })
    },
  }
}

/**
 * The playground's Vite dev server: `supertx-kit` imports resolve to `src/`. Vite runs in
 * middleware mode behind our own HTTP server: a listening Vite server installs process-wide
 * SIGTERM and stdin handlers that exit the process before the devnet has stopped.
 */
export async function createPlaygroundServer(parameters: {
  port: number
  info: Promise<PlaygroundDevnet>
}): Promise<{ port: number; close: () => Promise<void> }> {
  const { port, info } = parameters
  // Loaded here, not at the top: the import overlaps with the anvil chains starting.
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
    plugins: [react(), devnetInfoPlugin(info)],
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
  await new Promise<void>((resolvePromise, reject) => {
    http.once('error', reject)
    http.listen(port, '127.0.0.1', () => resolvePromise())
  })
  const address = http.address()
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: async () => {
      http.closeAllConnections()
      await Promise.allSettled([
        vite.close(),
        new Promise<void>((resolvePromise) => http.close(() => resolvePromise())),
      ])
    },
  }
}

/**
 * Starts the devnet and the playground together (in parallel) and resolves once both answer.
 *
 * @example
 * const dev = await startDev({ port: 0, devnet: { port: 0 } })
 * await page.goto(dev.url)
 * await dev.stop()
 */
export async function startDev(parameters: StartDevParameters = {}): Promise<StartDevReturnType> {
  const { port = 5173 } = parameters
  const devnetStarting = startDevnet(parameters.devnet)
  const info = devnetStarting.then(playgroundDevnet)
  info.catch(() => {})
  const serverStarting = createPlaygroundServer({ port, info })
  const [devnet, server] = await Promise.allSettled([devnetStarting, serverStarting])
  if (devnet.status === 'rejected' || server.status === 'rejected') {
    await Promise.allSettled([
      devnet.status === 'fulfilled' ? devnet.value.stop() : undefined,
      server.status === 'fulfilled' ? server.value.close() : undefined,
    ])
    throw devnet.status === 'rejected' ? devnet.reason : (server as PromiseRejectedResult).reason
  }
  let stopping: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${server.value.port}/`,
    devnet: devnet.value,
    info: await info,
    stop: () => {
      stopping ??= Promise.allSettled([server.value.close(), devnet.value.stop()]).then(() => {})
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
