// The docs' samples are the example files, word for word: tsc checks those, and
// test/package/packed-devnet-app.ts runs examples/devnet in a fresh app.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { docSamples, root } from './doc-samples.js'

const docs = ['docs/devnet.md', 'docs/theming.md']

describe.each(docs)('%s', (doc) => {
  const samples = docSamples(doc)

  it('has its samples', () => {
    expect(samples.length).toBeGreaterThan(1)
    // A sample marker whose block did not parse would be skipped silently.
    const markers = readFileSync(join(root, doc), 'utf8').match(/<!-- sample: /g) ?? []
    expect(samples).toHaveLength(markers.length)
  })

  it.each(samples.map((sample) => [sample.path, sample] as const))(
    'shows %s as it is',
    (_, sample) => {
      expect(sample.shown).toBe(sample.file)
    },
  )
})
