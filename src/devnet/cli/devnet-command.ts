import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { describeDevnet } from '../describe-devnet.js'
import { type StartDevnetReturnType, startDevnet } from '../start-devnet.js'
import { DEVNET_USAGE, parseDevnetOptions } from './devnet-options.js'
import { devnetSummary } from './devnet-summary.js'

/**
 * `supertx-kit devnet`: starts the devnet, prints what it is, writes its description if asked, and
 * stops it (removing the description) on Ctrl-C, SIGTERM or SIGHUP. Throws what startDevnet throws.
 */
export async function devnetCommand(args: string[]): Promise<void> {
  const options = parseDevnetOptions(args, process.env)
  if (options === 'help') {
    console.log(DEVNET_USAGE)
    return
  }
  console.log('Starting the devnet (anvil chains, contracts, API)...')
  const devnet = await startDevnet(options.devnet)
  const infoFile = options.infoFile && resolve(options.infoFile)
  try {
    if (infoFile)
      await writeAtomically(infoFile, `${JSON.stringify(describeDevnet(devnet), null, 2)}\n`)
  } catch (error) {
    await devnet.stop()
    throw error
  }
  console.log(devnetSummary(devnet, options.infoFile, options.devnet))
  stopOnSignals(devnet, infoFile)
}

function stopOnSignals(devnet: StartDevnetReturnType, infoFile: string | undefined) {
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) {
      console.error('Forced quit while stopping; check for leftover anvil processes.')
      process.exit(1)
    }
    stopping = true
    console.log(`\n${signal}: stopping the devnet...`)
    await Promise.allSettled([devnet.stop(), infoFile && rm(infoFile, { force: true })])
    console.log('Devnet stopped.')
    process.exit(0)
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => void stop(signal))
}

/** Written beside and renamed, so a reader never sees half a file. */
async function writeAtomically(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, text)
  await rename(temporary, file)
}
