// The size guard `npm run check:package` runs after `npm run build`: what the kit costs an app that
// users actually build, measured on the reference dApp (bench/reference-app.ts: Vite 8 for
// production, wagmi + TanStack Query, an injected connector, useBalance and a token's reads through
// useReadContracts), and supertx-kit/core's client alone. Each figure fails above its ceiling
// (`sizeLimits`): regression guards with room, not targets to chase. `npm run bench` prints the
// same figures beside the per-import table.
import { guardedFigures, measureReferenceApp } from '../bench/reference-app.js'

const figures = await measureReferenceApp()
const kib = (bytes: number) => (bytes / 1024).toFixed(2)
console.log(
  `size: reference app alone ${kib(figures.alone.js)} KiB JS; with the drop-in ${kib(figures.dropIn.js)} KiB JS + ${kib(figures.dropIn.css)} KiB CSS; with the hooks ${kib(figures.hooks.js)} KiB JS (gzip -9, up-front files)`,
)
const failures: string[] = []
// A page that loads nothing of the kit would measure 0 and pass: the figure would be void.
for (const [page, size] of [
  ['the drop-in', figures.added.dropInJs],
  ['the hooks', figures.added.hooksJs],
  ['the core client', figures.coreClient.js],
] as const)
  if (size <= 0)
    failures.push(`${page}: ${size} bytes, the kit was not measured; the figure is void`)
for (const { label, kib: size, limit } of guardedFigures(figures)) {
  const line = `${label}: ${size.toFixed(2)} KiB gzip (≤ ${limit} KiB)`
  console.log(`size: ${line}`)
  if (size > limit) failures.push(line)
}
if (failures.length) {
  console.error(`Size guard, over the ceiling:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
