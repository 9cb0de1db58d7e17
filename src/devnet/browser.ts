// What a browser bundle gets for `supertx-kit/devnet` (the `browser` export condition): the devnet
// starts anvil processes and an HTTP server, which no browser can, so say so at once instead of
// failing somewhere inside node:child_process.
throw new Error(
  'supertx-kit/devnet runs in Node only (it starts anvil chains and an HTTP server). Import it from tests, scripts or a vitest globalSetup; in the browser, point createSupertxClient / SupertxProvider at the devnet URL instead.',
)
