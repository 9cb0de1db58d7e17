// Without stateDir the devnet writes nothing: a quote and a supertransaction run to the end, and
// neither the working folder nor the temp folder gains a state file (network.json, quotes/,
// supertxs/, chains/*.state).
import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startDevnet } from '../../../src/devnet/start-devnet.js'
import { devnetHttp } from '../api/raw-http.js'

/** Folders (and their direct subfolders) that hold a state file, under `root`. */
async function stateFolders(root: string): Promise<string[]> {
  const found: string[] = []
  const entries = await readdir(root, { withFileTypes: true }).catch(() => [])
  for (const entry of [{ name: '.', isDirectory: () => true }, ...entries]) {
    if (!entry.isDirectory()) continue
    const dir = join(root, entry.name)
    if (existsSync(join(dir, 'network.json')) || existsSync(join(dir, 'supertxs'))) found.push(dir)
  }
  return found
}

describe('startDevnet without stateDir', () => {
  it('writes no state files', async () => {
    const before = [...(await stateFolders(process.cwd())), ...(await stateFolders(tmpdir()))]
    const devnet = await startDevnet({ chains: 1 })
    try {
      const { quoteAndExecute, waitForFinal } = devnetHttp(devnet)
      const { hash } = await quoteAndExecute(devnet.chains[0]!.id, 5)
      expect((await waitForFinal(hash)).status).toBe('success')
    } finally {
      await devnet.stop()
    }
    const after = [...(await stateFolders(process.cwd())), ...(await stateFolders(tmpdir()))]
    expect(after.filter((dir) => !before.includes(dir))).toEqual([])
  }, 120_000)
})
