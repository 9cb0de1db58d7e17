import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { artifactsDir, compileContracts } from './compile-contracts.js'

const files = compileContracts({ onWarning: (message) => console.warn(message) })
mkdirSync(artifactsDir, { recursive: true })
for (const old of readdirSync(artifactsDir)) rmSync(join(artifactsDir, old))
for (const [name, content] of Object.entries(files))
  writeFileSync(join(artifactsDir, name), content)
console.log(`wrote ${Object.keys(files).length} files to ${artifactsDir}`)
