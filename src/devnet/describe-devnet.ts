import type { DevnetDescription } from '../devnet-client/description.js'
import { TOKEN_NAMES } from './deploy/tokens.js'
import type { StartDevnetReturnType } from './start-devnet.js'

export type DescribeDevnetParameters = Pick<
  StartDevnetReturnType,
  'apiUrl' | 'apiKey' | 'explorerUrl' | 'chains' | 'deployments' | 'accounts'
>

/**
 * What a started devnet tells an app (JSON-safe, no private keys): the description the Vite plugin
 * serves and `npx supertx-kit devnet --info-file` writes, which `supertx-kit/devnet/client` turns
 * into wagmi's chains, transports and a token list.
 *
 * @example
 * ```ts
 * const devnet = await startDevnet()
 * writeFileSync('devnet.json', JSON.stringify(describeDevnet(devnet)))
 * ```
 */
export function describeDevnet(devnet: DescribeDevnetParameters): DevnetDescription {
  return {
    apiUrl: devnet.apiUrl,
    apiKey: devnet.apiKey,
    explorerUrl: devnet.explorerUrl,
    chains: devnet.chains.map((chain) => {
      const deployment = devnet.deployments[chain.id]
      if (!deployment) throw new Error(`The devnet has no deployment for chain ${chain.id}.`)
      const explorer = chain.blockExplorers?.default
      return {
        id: chain.id,
        name: chain.name,
        // Through the API, which answers this machine's pages only (anvil itself grants no CORS).
        rpcUrl: `${devnet.apiUrl}/rpc/${chain.id}`,
        ...(explorer ? { blockExplorer: { name: explorer.name, url: explorer.url } } : {}),
        pool: deployment.pool,
        bridge: deployment.bridge,
        tokens: Object.values(deployment.tokens).map(({ symbol, address, decimals, permit }) => ({
          symbol,
          name: TOKEN_NAMES[symbol] ?? symbol,
          address,
          decimals,
          permit,
        })),
      }
    }),
    accounts: devnet.accounts.map((account) => account.address),
  }
}
