// `npm run devnet`: starts the local supertransaction network (anvil chains + the API) and prints
// what a developer needs to point a dApp or a test at it. Ctrl-C stops everything.
//
// Options (flags win over environment variables):
//   --port <n>     API port on 127.0.0.1 (DEVNET_PORT; default 4337, 0 = any free port)
//   --chains <n>   number of chains (DEVNET_CHAINS; default 2), or a comma-separated list of chain ids
//   --api-key <k>  the X-API-Key to require (DEVNET_API_KEY; default devnet-local-key)
//   --rpc-port <n> RPC port of the first chain; the next chains count up (DEVNET_RPC_PORT; default
//                  8545, so wallets and scripts can keep one RPC URL; 0 = free ports)
//   --state <dir>  keep the chains, quotes, receipts and in-flight supertransactions in <dir>, and
//                  start from it again next time (DEVNET_STATE; default: nothing kept)
//   --allow-origin <origins>  web pages allowed besides localhost ones, comma-separated, or *
//                  (DEVNET_ALLOW_ORIGINS; default: none, pages on this machine only)
//   --allow-host <names>      Host names allowed besides localhost, 127.0.0.1 and [::1] (a tunnel),
//                  comma-separated, or * (DEVNET_ALLOW_HOSTS; default: none)
import { parseArgs } from 'node:util'
import { type StartDevnetReturnType, startDevnet } from '../src/devnet/start-devnet.js'

const USAGE =
  'Usage: npm run devnet -- [--port 4337] [--chains 2 | --chains 31337,31338] [--rpc-port 8545] [--api-key KEY] [--state DIR] [--allow-origin https://app.example,...] [--allow-host name,...]'

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`)
  process.exit(2)
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      chains: { type: 'string' },
      'api-key': { type: 'string' },
      'rpc-port': { type: 'string' },
      state: { type: 'string' },
      'allow-origin': { type: 'string' },
      'allow-host': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const portText = values.port ?? process.env.DEVNET_PORT ?? '4337'
  const port = Number(portText)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`--port must be 0-65535, got ${portText}.`)
  const chainsText = values.chains ?? process.env.DEVNET_CHAINS ?? '2'
  const ids = chainsText.split(',').map((part) => Number(part.trim()))
  if (ids.some((id) => !Number.isInteger(id) || id < 1)) {
    fail(`--chains must be a count or chain ids separated by commas, got ${chainsText}.`)
  }
  const chains = chainsText.includes(',') ? { chainIds: ids } : (ids[0] as number)
  const count = typeof chains === 'number' ? chains : ids.length
  const rpcText = values['rpc-port'] ?? process.env.DEVNET_RPC_PORT ?? '8545'
  const rpcPort = Number(rpcText)
  if (!Number.isInteger(rpcPort) || rpcPort < 0 || rpcPort + count - 1 > 65535)
    fail(`--rpc-port must be 0-65535, got ${rpcText}.`)
  const rpcPorts = rpcPort === 0 ? undefined : Array.from({ length: count }, (_, i) => rpcPort + i)
  const stateDir = values.state ?? process.env.DEVNET_STATE
  if (stateDir === '') fail('--state needs a folder.')
  return {
    port,
    chains,
    rpcPorts,
    apiKey: values['api-key'] ?? process.env.DEVNET_API_KEY,
    ...(stateDir ? { stateDir } : {}),
    allowedOrigins: list(values['allow-origin'] ?? process.env.DEVNET_ALLOW_ORIGINS),
    allowedHosts: list(values['allow-host'] ?? process.env.DEVNET_ALLOW_HOSTS),
  }
}

/** `a,b` → ['a', 'b']; `*` stays `*`; nothing → undefined (this machine only). */
function list(text: string | undefined): string[] | '*' | undefined {
  if (text === undefined || !text.trim()) return undefined
  if (text.trim() === '*') return '*'
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

function callers(options: ReturnType<typeof parseOptions>): string {
  const pages =
    options.allowedOrigins === '*'
      ? 'every web page'
      : ['pages on localhost, 127.0.0.1, [::1]', ...(options.allowedOrigins ?? [])].join(', ')
  const hosts = options.allowedHosts === '*' ? '; any Host' : ''
  return `${pages}${hosts}   (--allow-origin to widen)`
}

function summary(devnet: StartDevnetReturnType, options: ReturnType<typeof parseOptions>): string {
  const lines = [
    'supertx-kit devnet is running (local only; test keys and test funds, nothing real).',
    '',
    `  API base URL  ${devnet.apiUrl}`,
    `  API key       ${devnet.apiKey}   (send it as X-API-Key)`,
    `  Explorer      ${devnet.explorerUrl}/details/<supertxHash>`,
    `  Callers       ${callers(options)}`,
    ...(devnet.state
      ? [
          `  State         ${devnet.state.dir}   (${devnet.state.restored ? 'restored from the last run' : 'new; kept for the next run'})`,
        ]
      : []),
    '',
    '  Chains',
  ]
  for (const chain of devnet.chains) {
    lines.push(`    ${chain.id}  ${chain.rpcUrls.default.http[0]}`)
    const deployment = devnet.deployments[chain.id]
    if (!deployment) continue
    for (const token of Object.values(deployment.tokens)) {
      const permit = token.permit ? 'EIP-2612 permit' : 'no permit'
      lines.push(
        `          ${token.symbol.padEnd(5)} ${token.address}  (${token.decimals} decimals, ${permit})`,
      )
    }
  }
  lines.push(
    '',
    "  Funded dev accounts (the public test mnemonic 'test test ... junk'; never use these keys on a real network)",
  )
  for (const [index, account] of devnet.accounts.entries()) {
    lines.push(`    [${index}] ${account.address}  ${account.privateKey}`)
  }
  lines.push('', 'Press Ctrl-C to stop.')
  return lines.join('\n')
}

async function main() {
  const options = parseOptions()
  console.log('Starting the devnet (anvil chains, contracts, API)...')
  const devnet = await startDevnet(options)
  console.log(summary(devnet, options))
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) {
      console.error('Forced quit while stopping; check for leftover anvil processes.')
      process.exit(1)
    }
    stopping = true
    console.log(`\n${signal}: stopping the devnet...`)
    await devnet.stop()
    console.log('Devnet stopped.')
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error('The devnet failed to start:', error)
  process.exit(1)
})
