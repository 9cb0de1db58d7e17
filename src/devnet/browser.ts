// What a browser bundle gets for `supertx-kit/devnet` (the `browser` export condition): the devnet
// starts anvil processes and an HTTP server, which no browser can. Loading this module says so at
// once and names what the browser imports instead, rather than failing somewhere inside
// node:child_process. It exports the Node entry's names, so a bundle that imports one still builds
// (Vite refuses an import of a name a module lacks) and the page shows this sentence.
const NODE_ONLY =
  "supertx-kit/devnet runs in Node only (it starts anvil chains and an HTTP server): start it with supertxDevnet() from 'supertx-kit/devnet/vite' in vite.config, `npx supertx-kit devnet`, or startDevnet() in a script or a vitest globalSetup. In the browser, import 'supertx-kit/devnet/client': fetchDevnet() reads the running devnet, devnetWagmiParameters() makes wagmi's config."

function nodeOnly(): never {
  throw new Error(NODE_ONLY)
}

// test/unit/exports.test.ts keeps this list equal to src/devnet/index.ts's.
export {
  nodeOnly as AnvilNotFoundError,
  nodeOnly as AnvilPortInUseError,
  nodeOnly as AnvilStartError,
  nodeOnly as ChainDeployError,
  nodeOnly as DEFAULT_DEVNET_API_KEY,
  nodeOnly as DEVNET_HTTP_PACKAGES,
  nodeOnly as DEVNET_MNEMONIC,
  nodeOnly as DEVNET_PACKAGES,
  nodeOnly as DEV_ACCOUNT_FUNDING,
  nodeOnly as DevnetDependencyMissingError,
  nodeOnly as DevnetStateError,
  nodeOnly as InvalidChainsParametersError,
  nodeOnly as POOL_LIQUIDITY,
  nodeOnly as describeDevnet,
  nodeOnly as devnetAccounts,
  nodeOnly as devnetRoles,
  nodeOnly as resolveAnvilBinary,
  nodeOnly as spawnAnvil,
  nodeOnly as startChains,
  nodeOnly as startDevnet,
}

nodeOnly()
