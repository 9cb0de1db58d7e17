// A state folder records the encoding it was saved on. The devnet speaks the real service's
// Nexus encoding only: a folder saved on its former encoding of its own (orchestrator accounts,
// `executeUserOp`), or before the manifest recorded an encoding, holds quotes, accounts and
// supertransactions it can no longer run, so it is refused by name instead of half-loaded.
// Real anvil and real files; the one edit to network.json stands for a folder saved on the
// former encoding (which the devnet can no longer write).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startDevnet } from '../../../src/devnet/start-devnet.js'
import { DevnetStateError } from '../../../src/devnet/state/errors.js'

let stateDir: string

beforeEach(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'devnet-state-encoding-'))
})
afterEach(async () => {
  await rm(stateDir, { recursive: true, force: true })
})

const manifestPath = () => join(stateDir, 'network.json')

/** Saves a one-chain network in the folder, then rewrites its manifest's encoding. */
async function savedWithEncoding(encoding: string | undefined) {
  const first = await startDevnet({ chains: 1, stateDir })
  await first.stop()
  const manifest = JSON.parse(await readFile(manifestPath(), 'utf8'))
  if (encoding === undefined) delete manifest.encoding
  else manifest.encoding = encoding
  await writeFile(manifestPath(), JSON.stringify(manifest))
}

async function startError(): Promise<unknown> {
  return startDevnet({ chains: 1, stateDir }).then(
    (devnet) => devnet.stop().then(() => undefined),
    (e: unknown) => e,
  )
}

describe('a state folder and the encoding it was saved on', () => {
  it("records 'nexus' and loads the folder again", async () => {
    const first = await startDevnet({ chains: 1, stateDir })
    await first.stop()
    expect(JSON.parse(await readFile(manifestPath(), 'utf8')).encoding).toBe('nexus')

    const again = await startDevnet({ chains: 1, stateDir })
    expect(again.state).toEqual({ dir: stateDir, restored: true })
    await again.stop()
  }, 120_000)

  it("refuses a folder saved on the former 'devnet' encoding, and says to delete it", async () => {
    await savedWithEncoding('devnet')
    const error = await startError()
    expect(error).toBeInstanceOf(DevnetStateError)
    expect((error as DevnetStateError).code).toBe('DEVNET_STATE_UNUSABLE')
    expect((error as Error).message).toContain(
      "it was saved on the devnet's former 'devnet' encoding, which the devnet no longer speaks",
    )
    expect((error as Error).message).toContain('Delete the folder')
  }, 120_000)

  it('refuses a folder saved before the encoding was recorded the same way', async () => {
    await savedWithEncoding(undefined)
    const error = await startError()
    expect(error).toBeInstanceOf(DevnetStateError)
    expect((error as DevnetStateError).code).toBe('DEVNET_STATE_UNUSABLE')
    expect((error as Error).message).toContain("former 'devnet' encoding")
    expect((error as Error).message).toContain('Delete the folder')
  }, 120_000)

  it('refuses a Nexus folder whose contracts sit at other addresses than the kit trusts', async () => {
    // A folder saved while the devnet still deployed its former contracts before the Nexus suite:
    // the suite sat three deployer nonces further on (this was its 2.1.0 factory).
    await savedWithEncoding('nexus')
    const manifest = JSON.parse(await readFile(manifestPath(), 'utf8'))
    for (const deployment of Object.values(manifest.deployments) as {
      nexus: { '2.1.0': { factory: string } }
    }[])
      deployment.nexus['2.1.0'].factory = '0xF3C53cD4f5A2caAAeaE8CeB3f0Ff7f18d964A8d9'
    await writeFile(manifestPath(), JSON.stringify(manifest))
    const error = await startError()
    expect(error).toBeInstanceOf(DevnetStateError)
    expect((error as DevnetStateError).code).toBe('DEVNET_STATE_UNUSABLE')
    expect((error as Error).message).toContain('2.1.0 factory')
    expect((error as Error).message).toContain('Delete the folder')
  }, 120_000)
})
