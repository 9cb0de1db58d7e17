import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { artifactsDir, compileContracts } from '../../scripts/compile-contracts.js'

const fix = 'run `npm run build:contracts` and commit src/devnet/artifacts'

// One compile for the whole file: solc-js is slow, and every assertion reads the same output.
let generated: Record<string, string>
beforeAll(() => {
  generated = compileContracts()
}, 180_000)

describe('src/devnet/artifacts', () => {
  it('has a module for every contract the Solidity sources declare, and nothing else', () => {
    const committed = existsSync(artifactsDir) ? readdirSync(artifactsDir).sort() : []
    const missing = Object.keys(generated).filter((name) => !committed.includes(name))
    const stale = committed.filter((name) => !(name in generated))
    expect(missing, `missing artifacts: ${missing.join(', ')} — ${fix}`).toEqual([])
    expect(
      stale,
      `stale artifacts with no contract behind them: ${stale.join(', ')} — ${fix}`,
    ).toEqual([])
  })

  it('matches what the sources compile to today', () => {
    const drifted = Object.entries(generated)
      .filter(([name, content]) => {
        const path = join(artifactsDir, name)
        return !existsSync(path) || readFileSync(path, 'utf8') !== content
      })
      .map(([name]) => `src/devnet/artifacts/${name}`)
    expect(drifted, `drifted from the sources: ${drifted.join(', ')} — ${fix}`).toEqual([])
  })

  it('covers the devnet contracts the protocol names (docs/devnet-protocol.md, Contracts)', () => {
    for (const name of ['DevToken', 'DevPermitToken', 'DevBridge', 'DevPool']) {
      expect(generated[`${name}.ts`], `${name} must compile to an artifact`).toContain(' as const')
    }
  })
})
