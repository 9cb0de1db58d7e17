// startChains: the devnet's local chains with everything deployed as docs/devnet-protocol.md says
// ("Accounts and addresses", "Contracts").

import {
  type Chain,
  createPublicClient,
  erc20Abi,
  http,
  isAddress,
  type PublicClient,
  zeroHash,
} from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { defaultAccountFactories } from '../../src/core/config/account-factories.js'
import { devnetDelegate } from '../../src/core/config/delegates.js'
import { devnetNexusContracts } from '../../src/core/config/nexus-contracts.js'
import { nexusInitData } from '../../src/core/protocol/nexus/init-data.js'
import { devPoolAbi } from '../../src/devnet/artifacts/DevPool.js'
import { devTokenAbi } from '../../src/devnet/artifacts/DevToken.js'
import { nexusAccount221Abi } from '../../src/devnet/artifacts/NexusAccount221.js'
import { nexusAccountFactoryAbi } from '../../src/devnet/artifacts/NexusAccountFactory.js'
import { POOL_LIQUIDITY } from '../../src/devnet/chains/deploy-chain.js'
import { DEV_ACCOUNT_FUNDING } from '../../src/devnet/chains/fund-accounts.js'
import { startChains } from '../../src/devnet/chains/start-chains.js'
import { waitUntilGone } from './fixtures/processes.js'
import { setupDevnet } from './setup-devnet.js'

const mnemonic = 'test test test test test test test test test test test junk'
const explorerUrl = 'http://127.0.0.1:4337'

let devnet = setupDevnet(() => startChains({ explorerUrl }))
const clientOf = (chain: Chain): PublicClient =>
  createPublicClient({ chain, transport: http(chain.rpcUrls.default.http[0]) }) as PublicClient

describe('startChains: chains', () => {
  it('starts two chains, 31337 and 31338, answering on 127.0.0.1', async () => {
    expect(devnet.chains.map((chain) => chain.id)).toEqual([31337, 31338])
    for (const chain of devnet.chains) {
      expect(chain.rpcUrls.default.http[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(await clientOf(chain).getChainId()).toBe(chain.id)
    }
  })

  it('describes each chain as a viem chain with the explorer it was given', () => {
    const [a, b] = devnet.chains
    expect(a).toMatchObject({
      name: 'Devnet A',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      blockExplorers: { default: { name: 'Devnet explorer', url: `${explorerUrl}/chains/31337` } },
      testnet: true,
    })
    expect(b?.name).toBe('Devnet B')
  })
})

describe('startChains: accounts (protocol: "Accounts and addresses")', () => {
  it('hands out dev accounts 0-9 of the test mnemonic with their keys', () => {
    expect(devnet.accounts).toHaveLength(10)
    for (const [index, account] of devnet.accounts.entries()) {
      expect(account.address).toBe(mnemonicToAccount(mnemonic, { addressIndex: index }).address)
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
    }
    expect(devnet.accounts[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })

  it('names the deployer, executor and relayer as indices 10, 11 and 12', () => {
    const roles = ['deployer', 'executor', 'relayer'] as const
    for (const [offset, role] of roles.entries()) {
      const expected = mnemonicToAccount(mnemonic, { addressIndex: 10 + offset }).address
      expect(devnet.roles[role].address).toBe(expected)
      expect(privateKeyToAccount(devnet.roles[role].privateKey).address).toBe(expected)
    }
  })

  it('funds every dev account with ETH, USDC, WETH and USDT on every chain, and the roles with ETH', async () => {
    for (const chain of devnet.chains) {
      const client = clientOf(chain)
      const { tokens } = devnet.deployments[chain.id]!
      for (const { address } of devnet.accounts) {
        expect(await client.getBalance({ address })).toBeGreaterThan(0n)
        for (const token of Object.values(tokens)) {
          const balance = await client.readContract({
            address: token.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [address],
          })
          expect(balance, `${token.symbol} of ${address} on ${chain.id}`).toBe(
            DEV_ACCOUNT_FUNDING[token.symbol],
          )
        }
      }
      for (const role of Object.values(devnet.roles)) {
        expect(await client.getBalance({ address: role.address })).toBeGreaterThan(0n)
      }
    }
  })
})

describe('startChains: deployments (protocol: "Contracts")', () => {
  it('deploys every contract at the same address on every chain', async () => {
    const [a, b] = devnet.chains.map((chain) => devnet.deployments[chain.id])
    expect(a).toEqual(b)
    const { tokens, nexus, ...contracts } = a!
    const { entryPoint, ...suites } = nexus
    for (const chain of devnet.chains) {
      const client = clientOf(chain)
      for (const address of [
        ...Object.values(contracts),
        ...Object.values(tokens).map((t) => t.address),
        entryPoint,
        ...Object.values(suites).flatMap((suite) => Object.values(suite)),
      ]) {
        expect(isAddress(address)).toBe(true)
        expect(await client.getCode({ address }), `code at ${address} on ${chain.id}`).toMatch(
          /^0x.{2,}/,
        )
      }
    }
  })

  it('deploys USDC and WETH with permit and USDT without, with their decimals', async () => {
    const chain = devnet.chains[0]!
    const client = clientOf(chain)
    const { tokens } = devnet.deployments[chain.id]!
    expect(tokens).toMatchObject({
      USDC: { symbol: 'USDC', decimals: 6, permit: true },
      WETH: { symbol: 'WETH', decimals: 18, permit: true },
      USDT: { symbol: 'USDT', decimals: 6, permit: false },
    })
    for (const token of Object.values(tokens)) {
      const read = (functionName: 'symbol' | 'decimals') =>
        client.readContract({ address: token.address, abi: erc20Abi, functionName })
      expect(await read('symbol')).toBe(token.symbol)
      expect(await read('decimals')).toBe(token.decimals)
    }
  })

  it('wires the Nexus suite, bridge and pool as the protocol says', async () => {
    const chain = devnet.chains[1]!
    const client = clientOf(chain)
    const d = devnet.deployments[chain.id]!
    const ids = await Promise.all(
      (['2.1.0', '2.2.1'] as const).map((version) =>
        client.readContract({
          address: d.nexus[version].implementation,
          abi: nexusAccount221Abi,
          functionName: 'accountId',
        }),
      ),
    )
    expect(ids).toEqual(['biconomy.nexus.1.2.0', 'biconomy.nexus.1.3.1'])
    // The kit's default Nexus suites on the devnet's chain ids are this deployment, on every chain
    // and start (delegates, factories, bootstrap, validators).
    for (const chain of devnet.chains) {
      const { entryPoint: _, ...suites } = devnet.deployments[chain.id]!.nexus
      expect(suites).toEqual(devnetNexusContracts)
      // The kit's default trusted EIP-7702 delegate is the devnet's eoa-7702 delegate.
      expect(devnet.deployments[chain.id]?.nexus['2.1.0'].implementation).toBe(devnetDelegate)
      // And its default trusted account factories are the suite's.
      expect(defaultAccountFactories(chain.id).map((f) => f.factory)).toEqual([
        d.nexus['2.1.0'].factory,
        d.nexus['2.2.1'].factory,
      ])
    }
    const owner = devnet.accounts[0]!.address
    const predicted = await client.readContract({
      address: d.nexus['2.2.1'].factory,
      abi: nexusAccountFactoryAbi,
      functionName: 'computeAccountAddress',
      args: [nexusInitData(owner, d.nexus['2.2.1'].bootstrap), zeroHash],
    })
    expect(isAddress(predicted)).toBe(true)
    for (const token of Object.values(d.tokens)) {
      const bridgeMints = await client.readContract({
        address: token.address,
        abi: devTokenAbi,
        functionName: 'isMinter',
        args: [d.bridge],
      })
      expect(bridgeMints, `bridge is a minter of ${token.symbol}`).toBe(true)
    }
    const reserves = await client.readContract({
      address: d.pool,
      abi: devPoolAbi,
      functionName: 'getReserves',
    })
    expect(reserves).toEqual([POOL_LIQUIDITY.USDC, POOL_LIQUIDITY.WETH])
  })
})

describe('startChains: lifecycle', () => {
  it('gives the same addresses on every start, and stop() leaves no anvil behind', async () => {
    const first = devnet
    const pids = first.anvils.map((anvil) => anvil.pid)
    await Promise.all([first.stop(), first.stop()])
    await first.stop()
    expect(await waitUntilGone(pids, 0)).toEqual([])
    await expect(clientOf(first.chains[0]!).getChainId()).rejects.toThrow()

    devnet = await startChains({ explorerUrl })
    expect(devnet.deployments).toEqual(first.deployments)
    expect(devnet.accounts).toEqual(first.accounts)
    expect(devnet.roles).toEqual(first.roles)
  })
})

describe('startChains: options', () => {
  it('mines a block every blockTime seconds once deployed, and names no explorer unless given one', async () => {
    const timed = await startChains({ count: 1, chainIds: [4343], blockTime: 1 })
    try {
      const chain = timed.chains[0]!
      expect(chain.id).toBe(4343)
      expect(chain.blockExplorers).toBeUndefined()
      const client = clientOf(chain)
      const start = await client.getBlockNumber({ cacheTime: 0 })
      // No transaction is sent: only interval mining can move the chain on.
      let now = start
      for (let i = 0; i < 60 && now === start; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        now = await client.getBlockNumber({ cacheTime: 0 })
      }
      expect(now).toBeGreaterThan(start)
    } finally {
      await timed.stop()
    }
  })
})
