import { BaseError } from '../../core/errors/base.js'
import { devnetCommand } from './devnet-command.js'
import { DevnetUsageError } from './devnet-options.js'

const USAGE = `Usage: supertx-kit <command> [options]

Commands:
  devnet   start the local supertransaction network (supertx-kit devnet --help)`

const commands: Record<string, (args: string[]) => Promise<void>> = { devnet: devnetCommand }

/**
 * The `supertx-kit` command line. Resolves with the exit code once the command has done its part
 * (a running devnet keeps the process alive until it is stopped).
 */
export async function main(args: string[]): Promise<number> {
  const [name, ...rest] = args
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
    // The kit's errors say what happened and what to do; a stack trace would only bury that.
    if (error instanceof BaseError) console.error(`The devnet could not start.\n\n${error.message}`)
    else console.error('The devnet could not start:', error)
    return 1
  }
}

function isParseArgsError(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_')
}
