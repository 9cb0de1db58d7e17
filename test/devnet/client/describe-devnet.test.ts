// A started devnet's description, as an app gets it, becomes working viem chains, transports and a
// token list: the chains answer on their RPC URLs and every listed token is what its contract says.
import { createPublicClient, erc20Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_WALLET_ACCOUNTS } from '../../../src/dev-wallet/index.js'
import {
  describeDevnet,
  type StartDevnetReturnType,
  startDevnet,
} from '../../../src/devnet/index.js'
import {
  type DevnetDescription,
  devnetChains,
  devnetDescriptionSchema,
  devnetTokenList,
  devnetTransports,
} from '../../../src/devnet-client/index.js'

let devnet: StartDevnetReturnType
let description: DevnetDescription
beforeAll(async () => {
  devnet = await startDevnet({ chains: 2 })
  // Through JSON, as the plugin serves it and the bin writes it.
  description = JSON.parse(JSON.stringify(describeDevnet(devnet)))
})
afterAll(() => devnet?.stop())

describe('describeDevnet', () => {
  it('names the API, its key, the explorer, the chains and the dev accounts, and passes its schema', () => {
    expect(devnetDescriptionSchema.safeParse(description)).toEqual({
      success: true,
      data: description,
    })
    expect(description).toMatchObject({
      apiUrl: devnet.apiUrl,
      apiKey: devnet.apiKey,
      explorerUrl: devnet.explorerUrl,
    })
    expect(description.chains.map((c) => [c.id, c.name])).toEqual([
      [31337, 'Devnet A'],
      [31338, 'Devnet B'],
    ])
    expect(description.accounts).toEqual(DEV_WALLET_ACCOUNTS.map((a) => a.address))
  })

  it('holds no private key', () => {
    const json = JSON.stringify(description)
    for (const { privateKey } of [...devnet.accounts, ...Object.values(devnet.roles)])
      expect(json).not.toContain(privateKey.slice(2))
  })
})

describe('supertx-kit/devnet/client on the description', () => {
  it('devnetChains + devnetTransports reach each chain on its RPC URL', async () => {
    const chains = devnetChains(description)
    const transports = devnetTransports(description)
    expect(chains.map((c) => c.id)).toEqual([31337, 31338])
    for (const chain of chains) {
      const client = createPublicClient({ chain, transport: transports[chain.id]! })
      expect(await client.getChainId()).toBe(chain.id)
      // Pages reach the chain through the API, behind its loopback check (anvil grants no CORS).
      expect(chain.rpcUrls.default.http[0]).toBe(`${devnet.apiUrl}/rpc/${chain.id}`)
      expect(chain.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 })
    }
  })

  it('devnetTokenList lists every token as its contract reports it, and the dev accounts hold them', async () => {
    const list = devnetTokenList(description)
    expect(list.tokens).toHaveLength(6)
    const chains = devnetChains(description)
    for (const token of list.tokens) {
      const chain = chains.find((c) => c.id === token.chainId)!
      const client = createPublicClient({
        chain,
        transport: devnetTransports(description)[chain.id]!,
      })
      const read = (functionName: 'symbol' | 'name' | 'decimals') =>
        client.readContract({ address: token.address, abi: erc20Abi, functionName })
      expect([await read('symbol'), await read('name'), await read('decimals')]).toEqual([
        token.symbol,
        token.name,
        token.decimals,
      ])
      const balance = await client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [description.accounts[0]!],
      })
      expect(balance).toBeGreaterThan(0n)
    }
  })
})
