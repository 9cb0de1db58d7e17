import { parseArgs } from 'node:util'
import type { StartDevnetParameters } from '../start-devnet.js'

export const DEVNET_USAGE = `Usage: supertx-kit devnet [options]

Starts a local supertransaction network (anvil chains, contracts, the API) on 127.0.0.1 and prints
what a dApp or a test needs. Ctrl-C stops it. Flags win over environment variables.

  --port <n>        API port (DEVNET_PORT; default 4337, 0 = any free port)
  --rpc-port <n>    RPC port of the first chain, the next ones count up (DEVNET_RPC_PORT; default
                    8545, 0 = free ports)
  --chains <n|ids>  how many chains, or their ids: 2, or 31337,31338 (DEVNET_CHAINS; default 2)
  --api-key <key>   the X-API-Key the API requires (DEVNET_API_KEY; default devnet-local-key)
  --state <dir>     keep the network in <dir> and start from it next time (DEVNET_STATE)
  --anvil <path>    the anvil binary to run (DEVNET_ANVIL; default: @foundry-rs/anvil's)
  --info-file <f>   write the devnet's description (JSON, for fetchDevnet) to <f> while it runs
                    (DEVNET_INFO_FILE)
  --allow-origin <origins>  web pages allowed besides localhost ones, comma-separated, or *
                    (DEVNET_ALLOW_ORIGINS; default: none, pages on this machine only)
  --allow-host <names>      Host names allowed besides localhost, 127.0.0.1 and [::1] (a tunnel),
                    comma-separated, or * (DEVNET_ALLOW_HOSTS; default: none)
  -h, --help        this text`

export type DevnetOptions = {
  devnet: StartDevnetParameters
  /** Where to write the description while the devnet runs. */
  infoFile?: string | undefined
}

/** A flag or variable that does not make sense; the message says which and what it takes. */
export class DevnetUsageError extends Error {
  override name = 'DevnetUsageError'
}

/**
 * The options of `supertx-kit devnet` from its arguments and environment, or `'help'`.
 *
 * @example
 * parseDevnetOptions(['--chains', '31337,31338', '--rpc-port', '0'], {})
 */
export function parseDevnetOptions(
  args: string[],
  env: Record<string, string | undefined>,
): DevnetOptions | 'help' {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      port: { type: 'string' },
      chains: { type: 'string' },
      'api-key': { type: 'string' },
      'rpc-port': { type: 'string' },
      state: { type: 'string' },
      anvil: { type: 'string' },
      'info-file': { type: 'string' },
      'allow-origin': { type: 'string' },
      'allow-host': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) return 'help'
  const port = portOf('--port', values.port ?? env.DEVNET_PORT ?? '4337')
  const chainsText = values.chains ?? env.DEVNET_CHAINS ?? '2'
  const ids = chainsText.split(',').map((part) => Number(part.trim()))
  if (ids.some((id) => !Number.isInteger(id) || id < 1))
    throw new DevnetUsageError(
      `--chains takes a count or chain ids separated by commas, got ${chainsText}.`,
    )
  const chains = chainsText.includes(',') ? { chainIds: ids } : (ids[0] as number)
  const count = typeof chains === 'number' ? chains : ids.length
  const rpcPort = portOf('--rpc-port', values['rpc-port'] ?? env.DEVNET_RPC_PORT ?? '8545', count)
  const stateDir = values.state ?? env.DEVNET_STATE
  const anvilBinary = values.anvil ?? env.DEVNET_ANVIL
  const infoFile = values['info-file'] ?? env.DEVNET_INFO_FILE
  const allowedOrigins = list(values['allow-origin'] ?? env.DEVNET_ALLOW_ORIGINS)
  const allowedHosts = list(values['allow-host'] ?? env.DEVNET_ALLOW_HOSTS)
  for (const [flag, value] of [
    ['--state', stateDir],
    ['--anvil', anvilBinary],
    ['--info-file', infoFile],
  ] as const)
    if (value === '') throw new DevnetUsageError(`${flag} needs a path.`)
  return {
    devnet: {
      port,
      chains,
      ...(rpcPort === 0 ? {} : { rpcPorts: Array.from({ length: count }, (_, i) => rpcPort + i) }),
      ...((values['api-key'] ?? env.DEVNET_API_KEY)
        ? { apiKey: values['api-key'] ?? env.DEVNET_API_KEY }
        : {}),
      ...(stateDir ? { stateDir } : {}),
      ...(anvilBinary ? { anvilBinary } : {}),
      ...(allowedOrigins ? { allowedOrigins } : {}),
      ...(allowedHosts ? { allowedHosts } : {}),
    },
    ...(infoFile ? { infoFile } : {}),
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

/** A port 0-65535; with `count`, the first of `count` ports in a row. */
function portOf(flag: string, text: string, count = 1): number {
  const port = Number(text)
  if (!Number.isInteger(port) || port < 0 || port + count - 1 > 65535)
    throw new DevnetUsageError(`${flag} takes a port 0-65535, got ${text}.`)
  return port
}
