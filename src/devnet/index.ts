// Entry point `supertx-kit/devnet` (node only): the local reference supertransaction network.
export type { Anvil, AnvilOptions } from './anvil.js'
export { resolveAnvilBinary, spawnAnvil } from './anvil.js'
export type { DevnetChainDeployment } from './chains/deploy-chain.js'
export { POOL_LIQUIDITY } from './chains/deploy-chain.js'
export type { DevnetAccount, DevnetRoles } from './chains/dev-accounts.js'
export { DEVNET_MNEMONIC, devnetAccounts, devnetRoles } from './chains/dev-accounts.js'
export {
  AnvilNotFoundError,
  AnvilPortInUseError,
  AnvilStartError,
  ChainDeployError,
  InvalidChainsParametersError,
} from './chains/errors.js'
export { DEV_ACCOUNT_FUNDING } from './chains/fund-accounts.js'
export type {
  DevnetAnvil,
  StartChainsParameters,
  StartChainsReturnType,
} from './chains/start-chains.js'
export { startChains } from './chains/start-chains.js'
export {
  DEVNET_HTTP_PACKAGES,
  DEVNET_PACKAGES,
  DevnetDependencyMissingError,
} from './dependencies.js'
export { type DescribeDevnetParameters, describeDevnet } from './describe-devnet.js'
export type { StartDevnetParameters, StartDevnetReturnType } from './start-devnet.js'
export { DEFAULT_DEVNET_API_KEY, startDevnet } from './start-devnet.js'
export { DevnetStateError } from './state/errors.js'
