// startDevnet runs the anvil it is given (`anvilBinary`, the bin's `--anvil`), and the error for
// one that cannot run names that option, which exists.
import { mkdtempSync, readFileSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AnvilNotFoundError, resolveAnvilBinary, startDevnet } from '../../src/devnet/index.js'
import { childAnvilPids } from './fixtures/processes.js'

/** The command line a process was started with (Linux /proc). */
const commandOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')

describe('startDevnet({ anvilBinary })', () => {
  it('runs the anvil at that path', async () => {
    // The installed anvil under another name, so the path seen on the process is ours.
    const ours = join(mkdtempSync(join(tmpdir(), 'stx-anvil-')), 'my-anvil')
    symlinkSync(resolveAnvilBinary(), ours)
    const devnet = await startDevnet({ chains: 1, anvilBinary: ours })
    try {
      expect(devnet.anvils.map(({ pid }) => commandOf(pid)[0])).toEqual([ours])
    } finally {
      await devnet.stop()
    }
  })

  it('says the path cannot run, and names options that exist: anvilBinary, --anvil', async () => {
    const error = await startDevnet({ chains: 1, anvilBinary: '/nonexistent/anvil' }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(AnvilNotFoundError)
    expect(error).toMatchObject({ binary: '/nonexistent/anvil', code: 'ANVIL_NOT_FOUND' })
    const { message } = error as AnvilNotFoundError
    expect(message).toContain('Cannot run anvil at /nonexistent/anvil')
    // Every option the sentence names: the first is startDevnet's (see the test above), the
    // second the bin's (test/devnet/cli/devnet-command.test.ts).
    expect([...message.matchAll(/`([^`]+)`/g)].map((m) => m[1])).toEqual([
      'anvilBinary',
      '--anvil <path>',
      'npx supertx-kit devnet',
      'npm i -D @foundry-rs/anvil',
    ])
    expect(childAnvilPids()).toEqual([])
  })
})
