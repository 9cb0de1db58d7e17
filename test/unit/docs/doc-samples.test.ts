// The docs' samples are the example files, word for word (their kit imports by the public names):
// tsc checks those; test/package/packed-devnet-app.ts runs examples/devnet and the README's first
// supertransaction in a fresh app, test/react/devnet/examples.test.tsx the hooks' examples, and
// test/examples/core-quickstart.test.ts the core client's.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { docSamples, root } from './doc-samples.js'

/** Each doc with samples, and how many it shows. */
const docs = {
  'README.md': 7,
  'docs/components.md': 4,
  'docs/core.md': 1,
  'docs/devnet.md': 5,
  'docs/hooks.md': 5,
  'docs/theming.md': 2,
}

describe.each(Object.entries(docs))('%s', (doc, count) => {
  const samples = docSamples(doc)

  it('has its samples', () => {
    expect(samples).toHaveLength(count)
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

  it('imports the kit only as an app can', () => {
    for (const sample of samples)
      expect(sample.shown, sample.path).not.toMatch(/from '(\.\.\/)+src\//)
  })
})
