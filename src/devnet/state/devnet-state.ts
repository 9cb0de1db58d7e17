import { mkdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import type { Hex } from 'viem'
import type { DevnetChainDeployment } from '../chains/deploy-chain.js'
import type { EngineSupertx } from '../engine/types.js'
import type { IssuedQuote } from '../service/quote-store.js'
import { DevnetStateError } from './errors.js'
import { decodeJson, encodeJson, JsonRecords, writeFileAtomic } from './json-records.js'

/** What a state folder records about the network it belongs to (`network.json`). */
export type NetworkManifest = {
  version: 1
  /**
   * The encoding of its quotes: `'nexus'`. A folder saved on the devnet's former encoding of its
   * own holds `'devnet'` (or nothing, if saved before it was recorded) and is refused.
   */
  encoding?: 'nexus' | 'devnet'
  chains: { chainId: number; port: number }[]
  deployments: Record<number, DevnetChainDeployment>
}

/**
 * The files of `startDevnet({ stateDir })`:
 *
 * - `network.json` — chain ids, RPC ports and contract addresses (written once the chains are
 *   deployed and their first snapshot is on disk; its presence means "restore, don't deploy");
 * - `chains/<chainId>.state` — each anvil's state (`anvil_dumpState`), every second while blocks
 *   are made and on stop; `chains/<chainId>.exit.json` — the state anvil itself writes when it
 *   exits (`--dump-state`), which also covers a Ctrl-C in a terminal, where the signal reaches
 *   anvil as well as the devnet. The newest of the two that reads whole is loaded (through
 *   `chains/<chainId>.load.json`, the periodic save unpacked for anvil's `--load-state`);
 * - `quotes/<hash>.json` — issued quotes, written before the quote is answered;
 * - `supertxs/<hash>.json` — accepted supertransactions and their ops' progress, written before
 *   the execute is answered and on every change.
 *
 * Every file is replaced atomically (temporary file, flush, rename).
 */
export type DevnetState = {
  dir: string
  quotes: JsonRecords<IssuedQuote>
  supertxs: JsonRecords<EngineSupertx>
  readManifest: () => Promise<NetworkManifest | undefined>
  writeManifest: (manifest: NetworkManifest) => Promise<void>
  /** A file holding the newest whole saved state of the chain, for anvil's `--load-state`. */
  readChainState: (chainId: number) => Promise<string | undefined>
  /** Where anvil writes its state when it exits (`--dump-state`). */
  exitStatePath: (chainId: number) => string
  writeChainState: (chainId: number, state: Hex) => Promise<void>
}

export async function openDevnetState(dir: string): Promise<DevnetState> {
  await mkdir(join(dir, 'chains'), { recursive: true })
  const manifestPath = join(dir, 'network.json')
  const chainPath = (chainId: number) => join(dir, 'chains', `${chainId}.state`)
  const exitStatePath = (chainId: number) => join(dir, 'chains', `${chainId}.exit.json`)
  const loadPath = (chainId: number) => join(dir, 'chains', `${chainId}.load.json`)
  const readIfThere = async (path: string) => {
    try {
      return await readFile(path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
  }
  return {
    dir,
    quotes: new JsonRecords(join(dir, 'quotes')),
    supertxs: new JsonRecords(join(dir, 'supertxs')),
    async readManifest() {
      const text = await readIfThere(manifestPath)
      if (text === undefined) return undefined
      try {
        return decodeJson<NetworkManifest>(text)
      } catch (cause) {
        throw new DevnetStateError({
          stateDir: dir,
          problem: 'network.json does not parse.',
          hint: 'It is written atomically, so something else changed it: delete the folder to start a fresh network.',
          cause,
        })
      }
    },
    writeManifest: (manifest) => writeFileAtomic(manifestPath, encodeJson(manifest)),
    async readChainState(chainId) {
      const candidates: { at: number; path: string }[] = []
      const saved = (await readIfThere(chainPath(chainId)))?.trim()
      if (saved && /^0x[0-9a-f]+$/i.test(saved)) {
        // anvil_dumpState answers gzip-compressed JSON; anvil's --load-state reads plain JSON.
        const bytes = Buffer.from(saved.slice(2), 'hex')
        const json = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes
        await writeFileAtomic(loadPath(chainId), json.toString('utf8'))
        candidates.push({ at: (await stat(chainPath(chainId))).mtimeMs, path: loadPath(chainId) })
      }
      const atExit = await readIfThere(exitStatePath(chainId))
      if (atExit && parses(atExit)) {
        candidates.push({
          at: (await stat(exitStatePath(chainId))).mtimeMs,
          path: exitStatePath(chainId),
        })
      }
      return candidates.sort((a, b) => b.at - a.at)[0]?.path
    },
    exitStatePath,
    writeChainState: (chainId, state) => writeFileAtomic(chainPath(chainId), state),
  }
}

/** anvil's exit dump is written in place: one a kill cut short does not parse. */
function parses(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}
