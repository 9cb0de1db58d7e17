// Entry point `supertx-kit/devnet/client`: the devnet as an app sees it, in the browser or in
// Node. The description a running devnet publishes (the Vite plugin serves it, the bin writes it)
// becomes wagmi's chains and transports and the provider's props (API, key, explorer, token
// list). Needs viem only.
export type {
  DevnetChainDescription,
  DevnetDescription,
  DevnetTokenDescription,
} from './description.js'
export { DEVNET_DESCRIPTION_PATH, devnetDescriptionSchema } from './description.js'
export { type DevnetChainsReturnType, devnetChains } from './devnetChains.js'
export { type DevnetProviderPropsReturnType, devnetProviderProps } from './devnetProviderProps.js'
export { devnetTokenList } from './devnetTokenList.js'
export { type DevnetTransportsReturnType, devnetTransports } from './devnetTransports.js'
export {
  type DevnetWagmiParametersReturnType,
  devnetWagmiParameters,
} from './devnetWagmiParameters.js'
export {
  DevnetDescriptionError,
  type DevnetDescriptionErrorParameters,
  type DevnetDescriptionProblem,
} from './errors.js'
export {
  type FetchDevnetErrorType,
  type FetchDevnetParameters,
  type FetchDevnetReturnType,
  fetchDevnet,
} from './fetchDevnet.js'
