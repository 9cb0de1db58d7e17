// Entry point `supertx-kit/dev-wallet`: a wagmi connector over the devnet's funded test accounts,
// for local development and end-to-end tests. Browser-safe; refuses chains that are not local.
export { DEV_WALLET_ACCOUNTS } from './accounts.js'
export {
  DEV_WALLET_TYPE,
  type DevWalletControls,
  type DevWalletParameters,
  devWallet,
  isLocalRpcUrl,
} from './devWallet.js'
export { DevWalletAccountIndexError, DevWalletChainRefusedError } from './errors.js'
