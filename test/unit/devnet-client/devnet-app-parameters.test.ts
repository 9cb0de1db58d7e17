// What an app spreads into wagmi's createConfig and <SupertxProvider> for the devnet: everything the
// description says, nothing else, and accepted as it is by wagmi (a real config, not a cast).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createConfig } from 'wagmi'
import { createSupertxConfig } from '../../../src/core/index.js'
import {
  type DevnetDescription,
  devnetDescriptionSchema,
  devnetProviderProps,
  devnetTokenList,
  devnetWagmiParameters,
} from '../../../src/devnet-client/index.js'

const token = (symbol: string, address: string, decimals: number) => ({
  symbol,
  name: symbol,
  address,
  decimals,
  permit: true,
})
const devnet: DevnetDescription = devnetDescriptionSchema.parse({
  apiUrl: 'http://127.0.0.1:4337',
  apiKey: 'devnet-test-key',
  explorerUrl: 'http://127.0.0.1:4337/explorer',
  chains: [
    {
      id: 31337,
      name: 'Devnet A',
      rpcUrl: 'http://127.0.0.1:8545',
      blockExplorer: { name: 'Devnet A explorer', url: 'http://127.0.0.1:4337/chain/31337' },
      pool: `0x${'1'.repeat(40)}`,
      bridge: `0x${'2'.repeat(40)}`,
      tokens: [token('USDC', `0x${'a'.repeat(40)}`, 6), token('WETH', `0x${'b'.repeat(40)}`, 18)],
    },
    {
      id: 31338,
      name: 'Devnet B',
      rpcUrl: 'http://127.0.0.1:8546',
      pool: `0x${'3'.repeat(40)}`,
      bridge: `0x${'4'.repeat(40)}`,
      tokens: [token('USDC', `0x${'c'.repeat(40)}`, 6)],
    },
  ],
  accounts: [`0x${'5'.repeat(40)}`],
})

describe('devnetWagmiParameters', () => {
  it('gives wagmi every devnet chain with a transport to its own RPC URL', () => {
    const config = createConfig({ ...devnetWagmiParameters(devnet), connectors: [] })
    expect(
      config.chains.map((chain) => [chain.id, chain.name, chain.rpcUrls.default.http]),
    ).toEqual([
      [31337, 'Devnet A', ['http://127.0.0.1:8545']],
      [31338, 'Devnet B', ['http://127.0.0.1:8546']],
    ])
    const { transports } = devnetWagmiParameters(devnet)
    expect(Object.keys(transports)).toEqual(['31337', '31338'])
    for (const chain of config.chains)
      expect(transports[chain.id]!({ chain }).value?.url).toBe(chain.rpcUrls.default.http[0])
    expect(config.chains[0].blockExplorers?.default.url).toBe('http://127.0.0.1:4337/chain/31337')
  })
})

describe('devnetProviderProps', () => {
  it('is the API URL, its key, the explorer and the token list: what <SupertxProvider> takes', () => {
    const props = devnetProviderProps(devnet)
    expect(props).toEqual({
      baseUrl: 'http://127.0.0.1:4337',
      apiKey: 'devnet-test-key',
      explorerUrl: 'http://127.0.0.1:4337/explorer',
      tokenList: devnetTokenList(devnet),
    })
    expect(props.tokenList.tokens.map((t) => [t.chainId, t.symbol, t.decimals])).toEqual([
      [31337, 'USDC', 6],
      [31337, 'WETH', 18],
      [31338, 'USDC', 6],
    ])
  })

  it('makes a config whose explorer links point at the devnet explorer', () => {
    const { baseUrl, apiKey, explorerUrl } = devnetProviderProps(devnet)
    const config = createSupertxConfig({ baseUrl, apiKey, explorerUrl })
    expect(config.getExplorerUrl(`0x${'f'.repeat(64)}`)).toBe(
      `http://127.0.0.1:4337/explorer/details/0x${'f'.repeat(64)}`,
    )
  })
})

describe("the README's first supertransaction", () => {
  const main = readFileSync(
    new URL('../../../examples/first-supertransaction/main.tsx', import.meta.url),
    'utf8',
  )
  it('is at most 40 lines of app code (wc -l)', () => {
    expect(main.split('\n').length - 1).toBeLessThanOrEqual(40)
  })

  it('holds no devnet plumbing: no chain, transport, URL or key written by hand', () => {
    for (const plumbing of ['defineChain', 'http(', 'apiUrl', 'apiKey', 'rpcUrl', 'tokenList'])
      expect(main).not.toContain(plumbing)
    expect(main).toContain('devnetWagmiParameters(devnet)')
    expect(main).toContain('{...devnetProviderProps(devnet)}')
  })
})
