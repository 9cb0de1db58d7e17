// The code samples of the docs that stand for a file: a fenced block right after a
// `<!-- sample: <path> -->` line holds that file (from the repository root) as it is, so the
// sample is the file tsc checks and a test runs.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const root = resolve(import.meta.dirname, '../../..')

export type DocSample = { doc: string; path: string; shown: string; file: string }

const SAMPLE = /<!-- sample: (\S+) -->\n\n```\w*\n([\s\S]*?)```/g

/** Every sample of `doc` (a path from the root), with what the doc shows and what the file holds. */
export function docSamples(doc: string): DocSample[] {
  const text = readFileSync(join(root, doc), 'utf8')
  return [...text.matchAll(SAMPLE)].map(([, path = '', shown = '']) => ({
    doc,
    path,
    shown,
    file: readFileSync(join(root, path), 'utf8'),
  }))
}
