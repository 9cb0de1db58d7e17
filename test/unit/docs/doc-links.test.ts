// Every link of the docs leads somewhere. The README is read on the npm package page too, where a
// relative link leads nowhere: its links to this repository are absolute, under package.json's
// `repository`, and name a file (and heading) that exists here. The pages under docs/ are read on
// GitHub, so their relative links must resolve from where they sit.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { root } from './doc-samples.js'

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  repository?: { url?: string }
  files?: string[]
}
const repository = pkg.repository?.url?.replace(/^git\+/, '').replace(/\.git$/, '')

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')

function anchors(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '')
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading = '']) => slug(heading)))
}

/** The markdown links of a file, outside code. */
function links(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '')
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target = '']) => target)
}

/** Why `path#anchor` (from the root) does not resolve, or undefined when it does. */
function problem(path: string, anchor: string | undefined): string | undefined {
  const file = join(root, path)
  if (!existsSync(file)) return `${path} does not exist`
  if (anchor === undefined) return undefined
  if (statSync(file).isDirectory() || !file.endsWith('.md')) return `${path} has no headings`
  return anchors(file).has(anchor) ? undefined : `${path} has no heading #${anchor}`
}

describe('README.md', () => {
  const targets = links(join(root, 'README.md'))

  it('names the repository its links lead into', () => {
    expect(repository).toMatch(/^https:\/\/github\.com\/[\w-]+\/[\w.-]+$/)
  })

  it('links only absolutely, so the npm page can follow every link', () => {
    expect(targets.length).toBeGreaterThan(8)
    expect(targets.filter((target) => !/^https:\/\//.test(target))).toEqual([])
  })

  it('links into the repository only to files and headings that exist', () => {
    const prefix = new RegExp(`^${repository}/(?:blob|tree)/main/([^#]+)(?:#(.+))?$`)
    const ours = targets.filter((target) => target.startsWith(`${repository}/`))
    expect(ours.length).toBeGreaterThan(8)
    const wrong = ours.flatMap((target) => {
      const [, path, anchor] = prefix.exec(target) ?? []
      if (path === undefined) return [`${target} is not a link to a file on main`]
      const why = problem(path, anchor)
      return why === undefined ? [] : [why]
    })
    expect(wrong).toEqual([])
  })
})

const pages = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`)

describe.each(pages)('%s', (page) => {
  it('links only to files and headings that exist', () => {
    const wrong = links(join(root, page)).flatMap((target) => {
      if (/^(https?:|mailto:)/.test(target)) return []
      const [path = '', anchor] = target.split('#')
      const resolved = path === '' ? page : relative(root, join(root, dirname(page), path))
      const why = problem(resolved, anchor)
      return why === undefined ? [] : [`${target}: ${why}`]
    })
    expect(wrong).toEqual([])
  })
})
