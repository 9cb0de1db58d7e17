// `npm run bench`: every benchmark that needs no devnet, then the devnet's. Figures are printed
// beside their goals, never asserted.
export {}

console.log(`# supertx-kit benchmarks (node ${process.version}, ${process.platform})`)
await import('./bundle-size.js')
await import('./validate-quote.js')
await import('./verify-nexus-quote.js')
await import('./nexus-encoding.js')
await (await import('./render-large.js')).benchRenderLarge()
if (!process.argv.includes('--no-storybook'))
  await (await import('./storybook.js')).benchStorybook()
if (!process.argv.includes('--no-devnet')) {
  await import('./devnet.js')
  await import('./devnet-cli-start.js')
  await import('./dev-startup.js')
  await import('./playground-runs.js')
}
