// Writes each `<!-- sample: <path> -->` block of the given docs from its file (the doc-samples test
// fails until they match), its kit imports by their public names. Usage: npx tsx scripts/fill-doc-samples.ts docs/devnet.md ...
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { asShown } from '../test/unit/docs/doc-samples.js'

const root = resolve(import.meta.dirname, '..')
for (const doc of process.argv.slice(2)) {
  const path = join(root, doc)
  const text = readFileSync(path, 'utf8').replace(
    /(<!-- sample: (\S+) -->\n\n```\w*\n)[\s\S]*?```/g,
    (_, head: string, file: string) =>
      `${head}${asShown(readFileSync(join(root, file), 'utf8'))}\`\`\``,
  )
  writeFileSync(path, text)
}
