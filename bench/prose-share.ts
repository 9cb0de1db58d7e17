// How much of a bundle is prose: the English sentences the kit shows people and puts in its errors
// (every string or template part with a space in it), against the code around them. Prose is
// measured by taking it out: the gzip of the bundle with every such string emptied is the code's
// share, the rest is the prose's. A figure for deciding where size can still come from, printed by
// the bench; nothing asserts it.
import { gzipSync } from 'node:zlib'
import ts from 'typescript'

export type ProseShare = { proseChars: number; codeGzip: number; proseGzip: number }

export function proseShare(code: Buffer): ProseShare {
  const text = code.toString('utf8')
  const file = ts.createSourceFile(
    'bundle.js',
    text,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.JS,
  )
  const cuts: [number, number][] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      node.text.includes(' ')
    ) {
      // Keep the delimiters (quotes, `${`, `}`), so what is left still parses as the same code.
      const start = node.getStart(file)
      const raw = node.getText(file)
      const tail = ts.isTemplateHead(node) || ts.isTemplateMiddle(node) ? 2 : 1
      cuts.push([start + 1, start + raw.length - tail])
    }
    node.forEachChild(visit)
  }
  visit(file)
  let rest = ''
  let at = 0
  let proseChars = 0
  for (const [from, to] of cuts) {
    rest += text.slice(at, from)
    proseChars += to - from
    at = to
  }
  rest += text.slice(at)
  const gzip = (s: string | Buffer) => gzipSync(s, { level: 9 }).length
  const codeGzip = gzip(rest)
  return { proseChars, codeGzip, proseGzip: gzip(code) - codeGzip }
}
