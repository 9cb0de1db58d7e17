// The dev wallet against a real devnet (anvil chains, the API) through a real wagmi config: every
// signature is checked by recovering its signer, every transaction by its effect on chain.
import {
  connect,
  createConfig,
  disconnect,
  getAccount,
  getChainId,
  sendTransaction,
  signMessage,
  signTypedData,
  switchChain,
  waitForTransactionReceipt,
} from '@wagmi/core'
import {
  type Chain,
  createPublicClient,
  defineChain,
  http,
  parseEther,
  UserRejectedRequestError,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { recoverAuthorizationAddress } from 'viem/utils'
import { describe, expect, inject, it } from 'vitest'
import { isUserRejection } from '../../src/core/actions/internal.js'
import { signAuthorizations } from '../../src/core/actions/signAuthorizations.js'
import { devnetDelegate } from '../../src/core/config/delegates.js'
import { UserRejectedError } from '../../src/core/errors/wallet.js'
import {
  DEV_WALLET_ACCOUNTS,
  DevWalletAccountIndexError,
  DevWalletChainRefusedError,
  devWallet,
  isLocalRpcUrl,
} from '../../src/dev-wallet/index.js'
import { defineDevnetChain } from '../../src/devnet/chains/define-devnet-chain.js'
import { devnetAccounts } from '../../src/devnet/chains/dev-accounts.js'
import { wagmiWallet } from '../../src/react/wagmi/wagmiWallet.js'

// The devnet global-setup.ts started for this project run.
const chains = inject('devWalletChains').map(({ id, index, rpcUrl }) =>
  defineDevnetChain({ chainId: id, index, rpcUrl }),
) as [Chain, Chain]

function setup(parameters: Parameters<typeof devWallet>[0] = {}) {
  const wallet = devWallet(parameters)
  const config = createConfig({
    chains,
    connectors: [wallet],
    transports: Object.fromEntries(chains.map((c) => [c.id, http()])),
  })
  const connector = config.connectors[0]
  if (!connector) throw new Error('the config has no connector')
  return { wallet, config, connector }
}

/** An eoa-7702 quote request running on `chainId`: the chain an authorization may name. */
const requestOn = (ownerAddress: `0x${string}`, chainId: number) => ({
  ownerAddress,
  composeFlows: [
    { type: '/instructions/build-raw', data: { to: ownerAddress, chainId, data: '0x' } },
  ],
})

const typedData = {
  domain: { name: 'Dev wallet test', version: '1', chainId: 31337 },
  types: { Note: [{ name: 'text', type: 'string' }] },
  primaryType: 'Note',
  message: { text: 'hello' },
} as const

describe('devWallet', () => {
  it('holds the devnet dev accounts 0–9, key for key', () => {
    expect(DEV_WALLET_ACCOUNTS).toEqual(devnetAccounts())
  })

  it('connects on the first devnet chain with account 0, or the account asked for', async () => {
    const { config, connector } = setup()
    const result = await connect(config, { connector })
    expect(result.chainId).toBe(chains[0].id)
    expect(getAccount(config).address).toBe(devnetAccounts()[0]?.address)
    await disconnect(config)
    const other = setup({ accountIndex: 4 })
    await connect(other.config, { connector: other.connector })
    expect(getAccount(other.config).address).toBe(devnetAccounts()[4]?.address)
  })

  it('signs a message and typed data as the selected account', async () => {
    const { wallet, config, connector } = setup({ accountIndex: 1 })
    await connect(config, { connector })
    const address = devnetAccounts()[1]?.address as `0x${string}`
    const message = 'sign me'
    const signature = await signMessage(config, { message })
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    const typed = await signTypedData(config, typedData)
    expect(await verifyTypedData({ address, signature: typed, ...typedData })).toBe(true)

    // The kit names the account by address: viem then sends eth_signTypedData_v4 / personal_sign
    // as requests, which the wallet must answer itself (anvil would sign with its unlocked keys).
    wallet.rejectNext()
    await expect(signTypedData(config, { account: address, ...typedData })).rejects.toThrow(
      UserRejectedRequestError,
    )
    wallet.rejectNext()
    await expect(signMessage(config, { account: address, message })).rejects.toThrow(
      UserRejectedRequestError,
    )
    const byAddress = await signMessage(config, { account: address, message })
    expect(await verifyMessage({ address, message, signature: byAddress })).toBe(true)

    wallet.selectAccount(2)
    const next = devnetAccounts()[2]?.address as `0x${string}`
    await expect.poll(() => getAccount(config).address).toBe(next)
    const again = await signMessage(config, { message })
    expect(await verifyMessage({ address: next, message, signature: again })).toBe(true)
    expect(() => wallet.selectAccount(10)).toThrow(DevWalletAccountIndexError)
  })

  it('signs EIP-7702 authorizations through the kit (a local account reaches wagmi)', async () => {
    const { config, connector } = setup({ accountIndex: 3 })
    await connect(config, { connector })
    const owner = devnetAccounts()[3]?.address as `0x${string}`
    // The kit signs only a trusted delegate, at the account's nonce read from the chain.
    const delegate = devnetDelegate
    const nonce = await createPublicClient({
      chain: chains[0],
      transport: http(),
    }).getTransactionCount({ address: owner })
    const [signed] = await signAuthorizations(wagmiWallet(config), {
      authorizations: [{ address: delegate, chainId: chains[0].id, nonce }],
      request: requestOn(owner, chains[0].id),
    })
    if (!signed) throw new Error('no authorization signed')
    expect(signed).toMatchObject({ address: delegate, chainId: chains[0].id, nonce })
    const signer = await recoverAuthorizationAddress({
      authorization: { address: delegate, chainId: chains[0].id, nonce },
      signature: { r: signed.r, s: signed.s, yParity: signed.yParity },
    })
    expect(signer).toBe(owner)
  })

  it('sends a transaction through the chain RPC, and on the other chain after switching', async () => {
    const { config, connector } = setup({ accountIndex: 5 })
    await connect(config, { connector })
    const to = devnetAccounts()[9]?.address as `0x${string}`
    for (const chain of chains) {
      if (getChainId(config) !== chain.id) {
        await switchChain(config, { chainId: chain.id })
        expect(getAccount(config).chainId).toBe(chain.id)
      }
      const client = createPublicClient({ chain, transport: http() })
      const before = await client.getBalance({ address: to })
      const hash = await sendTransaction(config, { to, value: parseEther('0.25') })
      const receipt = await waitForTransactionReceipt(config, { hash, chainId: chain.id })
      expect(receipt.status).toBe('success')
      expect(receipt.from.toLowerCase()).toBe(devnetAccounts()[5]?.address.toLowerCase())
      expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.25'))
    }
  })

  it('rejectNext: the next request fails with code 4001, the one after goes through', async () => {
    const { wallet, config, connector } = setup({ accountIndex: 6 })
    await connect(config, { connector })
    wallet.rejectNext()
    expect(wallet.pendingRejections).toBe(1)
    const rejected = await signMessage(config, { message: 'no' }).catch((e: unknown) => e)
    expect(rejected).toBeInstanceOf(UserRejectedRequestError)
    expect((rejected as UserRejectedRequestError).code).toBe(4001)
    await expect(signMessage(config, { message: 'yes' })).resolves.toMatch(/^0x/)

    wallet.rejectNext()
    const to = devnetAccounts()[9]?.address as `0x${string}`
    const tx = await sendTransaction(config, { to, value: 1n }).catch((e: unknown) => e)
    expect(isUserRejection(tx)).toBe(true)
    expect(wallet.pendingRejections).toBe(0)
    // The kit reads it as a user rejection, whatever viem wrapped around it.
    wallet.rejectNext()
    const owner = devnetAccounts()[6]?.address as `0x${string}`
    const nonce = await createPublicClient({
      chain: chains[0],
      transport: http(),
    }).getTransactionCount({ address: owner })
    const kit = await signAuthorizations(wagmiWallet(config), {
      authorizations: [{ address: devnetDelegate, chainId: chains[0].id, nonce }],
      request: requestOn(owner, chains[0].id),
    }).catch((e: unknown) => e)
    expect(kit).toBeInstanceOf(UserRejectedError)
    expect(wallet.pendingRejections).toBe(0)
  })

  it('refuses a chain whose RPC is not on this machine, with a plain error', async () => {
    const remote = defineChain({
      id: 8453,
      name: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
    })
    const wallet = devWallet()
    const config = createConfig({
      chains: [remote, chains[0]],
      connectors: [wallet],
      transports: { [remote.id]: http(), [chains[0].id]: http() },
    })
    const connector = config.connectors[0] as NonNullable<(typeof config.connectors)[0]>
    const refused = await connect(config, { connector, chainId: remote.id }).catch(
      (e: unknown) => e,
    )
    expect(refused).toBeInstanceOf(DevWalletChainRefusedError)
    expect((refused as Error).message).toMatch(/only runs against a local devnet.*8453/)
    // The local chain is fine; switching to the remote one is refused and leaves the chain as is.
    await connect(config, { connector, chainId: chains[0].id })
    await expect(switchChain(config, { chainId: remote.id })).rejects.toThrow(
      /not on 127.0.0.1 or localhost/,
    )
    expect(getChainId(config)).toBe(chains[0].id)
    expect(isLocalRpcUrl('http://localhost:8545')).toBe(true)
    expect(isLocalRpcUrl('http://127.0.0.1.example.org')).toBe(false)
  })
})

describe('supertx-kit/dev-wallet entry', () => {
  it('bundles for the browser: nothing from Node, only viem and wagmi outside', async () => {
    const { build } = await import('esbuild')
    const result = await build({
      entryPoints: [new URL('../../src/dev-wallet/index.ts', import.meta.url).pathname],
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      external: ['viem', 'viem/*', 'wagmi'],
      metafile: true,
      logLevel: 'silent',
    })
    // Each module importing a package is one record: the set of packages is what counts.
    const imports = Object.values(result.metafile.outputs).flatMap((o) => o.imports)
    expect([...new Set(imports.map((i) => i.path))].sort()).toEqual([
      'viem',
      'viem/accounts',
      'wagmi',
    ])
  })

  it('exports the connector, its account list and its errors', async () => {
    const entry = await import('../../src/dev-wallet/index.js')
    expect(Object.keys(entry).sort()).toEqual([
      'DEV_WALLET_ACCOUNTS',
      'DEV_WALLET_TYPE',
      'DevWalletAccountIndexError',
      'DevWalletChainRefusedError',
      'devWallet',
      'isLocalRpcUrl',
    ])
  })
})
