// Every React module of the kit starts with 'use client', so React Server Components frameworks
// render its hooks and components on the client only (issue: "'use client' on React modules").
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../src/react')
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )
// A module that only declares types has no runtime code to mark.
const hasRuntimeCode = (source: string) =>
  source.split('\n').some((line) => /^export (?!type\b)/.test(line))

const modules = files(root)
  .filter((file) => hasRuntimeCode(readFileSync(file, 'utf8')))
  .map((file) => relative(root, file))

it('finds the React modules', () => {
  expect(modules).toContain('hooks/useSupertransaction.ts')
})

it.each(modules)('%s', (file) => {
  expect(readFileSync(join(root, file), 'utf8').split('\n')[0]).toBe("'use client'")
})
