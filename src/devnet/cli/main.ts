import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BaseError } from '../../core/errors/base.js'
import { AnvilPortInUseError, ApiPortInUseError } from '../chains/errors.js'
import { devnetCommand } from './devnet-command.js'
import { DevnetUsageError } from './devnet-options.js'

const USAGE = `Usage: supertx-kit <command> [options]

Commands:
  devnet   start the local supertransaction network (supertx-kit devnet --help)

Options:
  -v, --version   the kit's version
  -h, --help      this text`

const commands: Record<string, (args: string[]) => Promise<void>> = { devnet: devnetCommand }

/**
 * The `supertx-kit` command line. Resolves with the exit code once the command has done its part
 * (a running devnet keeps the process alive until it is stopped).
 */
export async function main(args: string[]): Promise<number> {
  const [name, ...rest] = args
  if (name === '--version' || name === '-v') {
    console.log(kitVersion())
    return 0
  }
  const command = name === undefined ? undefined : commands[name]
  if (!command) {
    if (name && name !== '--help' && name !== '-h') console.error(`Unknown command: ${name}\n`)
    console.error(USAGE)
    return name === '--help' || name === '-h' ? 0 : 2
  }
  try {
    await command(rest)
    return 0
  } catch (error) {
    if (error instanceof DevnetUsageError || isParseArgsError(error)) {
      console.error(
        `${(error as Error).message}\nRun \`supertx-kit ${name} --help\` for its options.`,
      )
      return 2
    }
    // A taken port is the common case (a devnet left running): one line, naming the flag.
    const taken = portTaken(error)
    if (taken) {
      console.error(taken)
      return 1
    }
    // The kit's errors say what happened and what to do; a stack trace would only bury that.
    if (error instanceof BaseError) console.error(`The devnet could not start.\n\n${error.message}`)
    else console.error(`The devnet could not start: ${(error as Error)?.message ?? error}`)
    return 1
  }
}

/** The one line to print when `error` (or its cause) is a taken port; undefined otherwise. */
function portTaken(error: unknown): string | undefined {
  const found = error instanceof BaseError ? error.walk(isPortInUse) : isPortInUse(error) && error
  if (found instanceof ApiPortInUseError)
    return `Port ${found.port} is already in use (the devnet API): pass --port <n> (or DEVNET_PORT), or --port 0 for a free one.`
  if (found instanceof AnvilPortInUseError)
    return `Port ${found.port} is already in use (the RPC of chain ${found.chainId}): pass --rpc-port <n> (or DEVNET_RPC_PORT), or --rpc-port 0 for free ones.`
  return undefined
}

const isPortInUse = (error: unknown) =>
  error instanceof ApiPortInUseError || error instanceof AnvilPortInUseError

function isParseArgsError(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_')
}

/** The version in the kit's package.json: found upwards from this module, in src/ or in dist/. */
function kitVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string }
      if (pkg.name === 'supertx-kit' && pkg.version) return pkg.version
    }
    const parent = dirname(dir)
    if (parent === dir) return 'unknown'
    dir = parent
  }
}
