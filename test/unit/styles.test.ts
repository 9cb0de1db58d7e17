// The stylesheet a host app imports: styles.css with its imports inlined (as the build ships it),
// every rule in the `supertx` cascade layer and scoped under a `.stx-` class, nothing global.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import postcss, { type AtRule, type Container, type Rule } from 'postcss'
import { describe, expect, it } from 'vitest'

const stylesPath = resolve(import.meta.dirname, '../../src/react/styles.css')
const imported: string[] = []

/** The same inlining as the build (vite.config.ts): `@import './x.css';` replaced by the file. */
function inline(path: string): string {
  return readFileSync(path, 'utf8').replace(
    /^@import\s+['"](.+?)['"];\s*$/gm,
    (_, file: string) => {
      const target = resolve(dirname(path), file)
      imported.push(target)
      return inline(target)
    },
  )
}

const root = postcss.parse(inline(stylesPath))
const rules: Rule[] = []
root.walkRules((rule) => void rules.push(rule))

const insideKeyframes = (rule: Rule) => {
  for (let p: Container | undefined = rule.parent; p; p = p.parent as Container | undefined)
    if (p.type === 'atrule' && /keyframes$/.test((p as AtRule).name)) return true
  return false
}
const layerOf = (rule: Rule) => {
  for (let p: Container | undefined = rule.parent; p; p = p.parent as Container | undefined)
    if (p.type === 'atrule' && (p as AtRule).name === 'layer') return (p as AtRule).params
  return undefined
}

describe('styles.css', () => {
  it('inlines every component stylesheet and leaves no @import behind', () => {
    const components = resolve(import.meta.dirname, '../../src/react/components')
    const sheets = readdirSync(components, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.css'))
      .map((f) => resolve(components, f))
    expect(sheets.length).toBeGreaterThanOrEqual(6)
    for (const sheet of sheets)
      expect(imported, `${sheet} is not imported by styles.css`).toContain(sheet)
    root.walkAtRules('import', (at) => {
      throw new Error(`@import left: ${at.params}`)
    })
    expect(rules.length).toBeGreaterThan(50)
  })

  it('puts everything in @layer supertx: no rule, at-rule or declaration outside it', () => {
    for (const node of root.nodes) {
      if (node.type === 'comment') continue
      expect(
        node.type === 'atrule' && node.name === 'layer' && node.params === 'supertx',
        node.toString().slice(0, 80),
      ).toBe(true)
    }
    for (const rule of rules) expect(layerOf(rule), rule.selector).toBe('supertx')
  })

  it('scopes every selector under a .stx- class, with no :root, html, body or * rules', () => {
    const offenders: string[] = []
    for (const rule of rules) {
      if (insideKeyframes(rule)) continue
      for (const selector of rule.selectors) {
        const s = selector.trim()
        if (!/^\.stx-[\w-]+/.test(s)) offenders.push(s)
        if (/(^|[\s,>+~(])(:root|html|body)\b/.test(s)) offenders.push(s)
      }
    }
    expect(offenders).toEqual([])
  })

  it('names its keyframes under stx-', () => {
    root.walkAtRules(/keyframes$/, (at) => expect(at.params).toMatch(/^stx-/))
  })
})
