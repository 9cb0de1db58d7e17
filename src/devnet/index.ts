// Entry point `supertx-kit/devnet` (node only): the local reference supertransaction network.
export type { Anvil, AnvilOptions } from './anvil.js'
export { resolveAnvilBinary, spawnAnvil } from './anvil.js'
