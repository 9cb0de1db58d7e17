// Runs every devnet benchmark section in turn; each section module runs itself when imported.
// Figures are printed beside their goals, never asserted. Usage: npm run bench:devnet
export {}

console.log(`# supertx-kit devnet benchmarks (node ${process.version}, ${process.platform})`)

await import('./devnet-chains.js')
await import('./devnet-api.js')
await import('./devnet-crosschain.js')
await import('./balance-preview.js')
await import('./devnet-throughput.js')
