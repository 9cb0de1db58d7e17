// The package ships src/ and the type declarations built from it (their comments are the sources'
// doc comments), without docs/: a comment or a message that cites `docs/…` by a relative path
// leads nowhere in an editor's hover or a node_modules file. Every such citation is the repository's
// absolute URL. (.sol sources are left alone: their text is part of the compiled contracts' hash.)
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
/** The repository's own URL of a file or folder, which the check passes over. */
const absolute = /https:\/\/github\.com\/supertx-kit\/supertx-kit\/(blob|tree)\/main\/[\w./#-]*/g

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('what ships cites the docs by absolute URL', () => {
  it('src/**/*.ts(x): no relative docs/ path', () => {
    const relativeCitations = sources(join(root, 'src')).flatMap((file) => {
      const name = relative(root, file)
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.replace(absolute, '').matchAll(/docs\/[\w./-]*/g)].map(
            (match) => `${name}:${index + 1}: ${match[0]}`,
          ),
        )
    })
    expect(relativeCitations).toEqual([])
  })
})
