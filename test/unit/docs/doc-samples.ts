// The code samples of the docs that stand for a file: a fenced block right after a
// `<!-- sample: <path> -->` line holds that file (from the repository root) as it is, so the
// sample is the file tsc checks and a test runs. Only its imports of the kit's sources read as an
// app writes them (`../../src/react/index.js` → `supertx-kit`), as the playground's Integrate view
// shows them.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const root = resolve(import.meta.dirname, '../../..')

export type DocSample = { doc: string; path: string; shown: string; file: string }

const SAMPLE = /<!-- sample: (\S+) -->\n\n```\w*\n([\s\S]*?)```/g

/** The kit's entry points by their sources, as examples/ imports them. */
const ENTRY_POINTS: Record<string, string> = {
  'src/react/index.js': 'supertx-kit',
  'src/core/index.js': 'supertx-kit/core',
  'src/core/query/index.js': 'supertx-kit/query',
  'src/dev-wallet/index.js': 'supertx-kit/dev-wallet',
  'src/devnet-client/index.js': 'supertx-kit/devnet/client',
  'src/devnet/index.js': 'supertx-kit/devnet',
}

/** A file's text as the docs show it: its relative imports of the kit's entry points by name. */
export function asShown(file: string): string {
  return file.replace(/'(?:\.\.\/)+(src\/[\w/-]+\.js)'/g, (whole, path: string) => {
    const name = ENTRY_POINTS[path]
    return name === undefined ? whole : `'${name}'`
  })
}

/** Every sample of `doc` (a path from the root), with what the doc shows and what the file holds. */
export function docSamples(doc: string): DocSample[] {
  const text = readFileSync(join(root, doc), 'utf8')
  return [...text.matchAll(SAMPLE)].map(([, path = '', shown = '']) => ({
    doc,
    path,
    shown,
    file: asShown(readFileSync(join(root, path), 'utf8')),
  }))
}
