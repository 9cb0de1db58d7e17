// Adds lock entries for the platform-specific builds of optional dependencies (e.g.
// @biomejs/cli-win32-x64, @foundry-rs/anvil-darwin-arm64) that the registry this lockfile was made
// against does not serve: some registries serve only some platforms' builds. Without them `npm ci` on
// any machine refuses the lock as out of sync. Each entry carries its os/cpu, so npm installs it only
// on its own platform.
// Entries are written as npm writes them (keys after `version` in alphabetical order, packages sorted
// with the 'en' collation), so a later `npm install` leaves the lockfile unchanged.
// Run after `npm install` changes dependencies: npm run lock:complete
import { readFileSync, writeFileSync } from 'node:fs'

const path = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(path, 'utf8'))
const platform = (name) => {
  const os = ['android', 'darwin', 'linux', 'win32', 'freebsd'].find((o) => name.includes(o))
  const cpu = ['arm64', 'x64', 'amd64', 'ia32', 'arm'].find(
    (c) => name.endsWith(c) || name.includes(`-${c}-`) || name.includes(`-${c}`),
  )
  return os && cpu ? { os, cpu: cpu === 'amd64' ? 'x64' : cpu } : undefined
}
let added = 0
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const prefix = key === '' ? '' : `${key}/`
    const candidates = [`${prefix}node_modules/${dep}`, `node_modules/${dep}`]
    if (candidates.some((c) => lock.packages[c])) continue
    const target = platform(dep)
    if (!target) continue
    lock.packages[`node_modules/${dep}`] = {
      version,
      cpu: [target.cpu],
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [target.os],
    }
    added++
  }
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'),
  ),
)
lock.packages = sorted
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lockfile: added ${added} platform entries`)
