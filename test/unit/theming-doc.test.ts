// docs/theming.md's table of variables is the stylesheet's: every --stx-* variable the kit
// declares or uses, with its light and dark defaults as src/react/ui/base.css sets them.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import postcss, { type AtRule, type Rule } from 'postcss'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const base = postcss.parse(readFileSync(resolve(root, 'src/react/ui/base.css'), 'utf8'))

/** styles.css with its imports inlined, as the build ships it. */
function inline(path: string): string {
  return readFileSync(path, 'utf8').replace(/^@import\s+['"](.+?)['"];\s*$/gm, (_, file: string) =>
    inline(resolve(dirname(path), file)),
  )
}

/** The --stx-* declarations of the rule with exactly this selector (inside `media`, if given). */
function variables(selector: string, media?: string): Map<string, string> {
  const found = new Map<string, string>()
  base.walkRules((rule: Rule) => {
    const parent = rule.parent as AtRule
    const inMedia = parent.type === 'atrule' && parent.name === 'media' ? parent.params : undefined
    if (rule.selector !== selector || inMedia !== media) return
    rule.walkDecls(/^--stx-/, (decl) => void found.set(decl.prop, decl.value))
  })
  return found
}

type Row = { name: string; what: string; light: string; dark: string }

const rows: Row[] = readFileSync(resolve(root, 'docs/theming.md'), 'utf8')
  .split('\n')
  .flatMap((line) => {
    const cells = /^\| `(--stx-[\w-]+)`\s*\|([^|]+)\|\s*`([^`]+)`\s*\|\s*`([^`]+)`\s*\|$/.exec(line)
    if (!cells) return []
    const [, name = '', what = '', light = '', dark = ''] = cells
    return [{ name, what: what.trim(), light, dark }]
  })

const light = variables('.stx-root')
const dark = variables('.stx-root[data-stx-theme="dark"]')

describe('docs/theming.md', () => {
  it('lists every variable base.css declares, once, each saying what it sets', () => {
    expect(light.size).toBeGreaterThan(15)
    expect(rows.map((row) => row.name).sort()).toEqual([...light.keys()].sort())
    for (const row of rows) expect(row.what, row.name).not.toBe('')
  })

  it('gives each its light default', () => {
    expect(Object.fromEntries(rows.map((row) => [row.name, row.light]))).toEqual(
      Object.fromEntries(light),
    )
  })

  it('gives each its dark default: the dark theme’s value, else the light one', () => {
    expect(dark.size).toBeGreaterThan(5)
    expect(Object.fromEntries(rows.map((row) => [row.name, row.dark]))).toEqual(
      Object.fromEntries([...light].map(([name, value]) => [name, dark.get(name) ?? value])),
    )
  })

  it('the system’s dark setting gives the same values as data-stx-theme="dark"', () => {
    const system = variables(
      '.stx-root:not([data-stx-theme="light"])',
      '(prefers-color-scheme: dark)',
    )
    expect(Object.fromEntries(system)).toEqual(Object.fromEntries(dark))
  })

  it('says what reduced motion sets', () => {
    const reduced = variables('.stx-root', '(prefers-reduced-motion: reduce)')
    for (const [name, value] of reduced)
      expect(rows.find((row) => row.name === name)?.what).toContain(`\`${value}\``)
  })

  it('covers every variable the components use', () => {
    const used = new Set(
      [...inline(resolve(root, 'src/react/styles.css')).matchAll(/var\((--stx-[\w-]+)/g)].map(
        ([, name]) => name,
      ),
    )
    expect([...used].filter((name) => !light.has(name as string))).toEqual([])
  })
})
