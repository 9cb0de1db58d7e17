import type { DevnetDescription } from './description.js'
import { type DevnetChainsReturnType, devnetChains } from './devnetChains.js'
import { type DevnetTransportsReturnType, devnetTransports } from './devnetTransports.js'

export type DevnetWagmiParametersReturnType = {
  chains: DevnetChainsReturnType
  transports: DevnetTransportsReturnType
}

/**
 * The devnet's part of wagmi's `createConfig` parameters: its `chains` (`devnetChains`) and a
 * `transports` entry for each (`devnetTransports`). Spread it and add your connectors; the kit
 * stays free of wagmi here, so the same call serves wagmi 2 and 3.
 *
 * @example
 * ```ts
 * const wagmiConfig = createConfig({ ...devnetWagmiParameters(devnet), connectors: [devWallet()] })
 * ```
 */
export function devnetWagmiParameters(devnet: DevnetDescription): DevnetWagmiParametersReturnType {
  return { chains: devnetChains(devnet), transports: devnetTransports(devnet) }
}
