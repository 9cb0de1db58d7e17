// The balance preview of real-shaped (Nexus) quotes, on real anvil chains carrying the devnet's own
// Nexus suite: quotes built by the devnet's pure builder (buildNexusQuote) for the devnet's
// addresses and the owner's account as its Nexus factory computes it, previewed by
// getBalanceChanges against the chain, each figure compared with the chain's own balances.
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  type PublicClient,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { accountAddressesOf } from '../../src/core/actions/accountAddressesOf.js'
import { getBalanceChanges } from '../../src/core/balances/getBalanceChanges.js'
import { devnetNexusContracts } from '../../src/core/config/nexus-contracts.js'
import { buildCall } from '../../src/core/protocol/inputs.js'
import type { Call } from '../../src/core/protocol/types.js'
import type { QuoteResponse } from '../../src/core/schemas/quote-response.js'
import { startChains } from '../../src/devnet/chains/start-chains.js'
import { buildNexusQuote } from '../../src/devnet/service/quote/nexus/build-nexus-quote.js'
import { setupDevnet } from './setup-devnet.js'

const devnet = setupDevnet(() => startChains({}))
const TRANSFER = 'function transfer(address to, uint256 amount)'
const SWAP =
  'function swap(address tokenIn, uint256 amountIn, uint256 minAmountOut, address recipient)'
const APPROVE = 'function approve(address spender, uint256 amount)'
const recipient: Address = '0x000000000000000000000000000000000000bEEF'
const beneficiary: Address = '0x00000000000000000000000000000000000fee00'
const window = { lowerBoundTimestamp: 0, upperBoundTimestamp: 2_000_000_000 }
const suite = { ...devnetNexusContracts['2.2.1']!, ethForwarder: recipient }

let chainId: number
let client: PublicClient
let usdc: Address
let weth: Address
let pool: Address
/** Dev account 1, whose account the tests fund; its Nexus account, undeployed. */
const owner = () => privateKeyToAccount(devnet.accounts[1]!.privateKey)
let account: Address

beforeAll(async () => {
  const chain = devnet.chains[0]!
  chainId = chain.id
  client = createPublicClient({ chain, transport: http() }) as PublicClient
  const d = devnet.deployments[chainId]!
  usdc = d.tokens.USDC.address
  weth = d.tokens.WETH.address
  pool = d.pool
  ;[account] = (await accountAddressesOf(client, {
    owner: owner().address,
    factories: [{ type: 'nexus', factory: suite.factory, bootstrap: suite.bootstrap }],
  })) as [Address]
  // The owner tops the account up with 100 USDC (a real transfer, mined).
  const wallet = createWalletClient({ account: owner(), chain, transport: http() })
  const hash = await wallet.writeContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [account, parseUnits('100', 6)],
  })
  await client.waitForTransactionReceipt({ hash })
})

const call = (to: Address, functionSignature: string, args: unknown[]): Call =>
  buildCall({ to, functionSignature, args, defaultTarget: account })

/** A smart-account (or eoa) quote of `calls`, the fee of 0.25 USDC paid at index 0. */
function quoteOf(calls: Call[], mode: 'smart-account' | 'eoa' = 'smart-account') {
  const built = buildNexusQuote({
    mode,
    owner: owner().address,
    drafts: [
      { chainId, calls, paths: calls.map(() => ['composeFlows']), gas: 500_000n, ...window },
    ],
    chains: new Map([
      [
        chainId,
        {
          account,
          version: '2.2.1',
          deployed: false,
          addresses: suite,
          maxFeePerGas: 1_000_000_000n,
          maxPriorityFeePerGas: 1n,
        },
      ],
    ]),
    payment: { kind: 'fee', chainId, token: usdc, amount: 250_000n, beneficiary },
    ...(mode === 'eoa'
      ? { funding: { chainId, token: usdc, amount: parseUnits('5', 6), permit: false } }
      : {}),
    window,
    nonceKey: (i) => 7000 + i,
  } as Parameters<typeof buildNexusQuote>[0])
  return {
    ownerAddress: owner().address,
    mode,
    fee: { amount: '250000', token: usdc, chainId },
    quoteType: built.quoteType,
    quote: { hash: built.hash, userOps: built.userOps },
    payloadToSign: built.payloadToSign,
  } as unknown as QuoteResponse
}

async function preview(quote: QuoteResponse) {
  const { chains } = await getBalanceChanges(undefined, {
    quote,
    request: { ownerAddress: owner().address, mode: quote.mode },
    reader: { getPublicClient: () => client },
  })
  expect(chains).toHaveLength(1)
  return chains[0]!
}
const changeOf = (
  result: Awaited<ReturnType<typeof preview>>,
  holder: Address,
  token: Address | 'native',
) =>
  result.status === 'ready'
    ? result.changes.find(
        (c) => c.account.toLowerCase() === holder.toLowerCase() && c.token === token,
      )
    : undefined

describe('the balance preview of a Nexus quote (devnet suite, undeployed account)', () => {
  it('reads the account undeployed: its initCode is the first op', async () => {
    expect(await client.getCode({ address: account })).toBeUndefined()
    const quote = quoteOf([call(usdc, TRANSFER, [recipient, 1_000_000n])])
    expect(quote.quote.userOps[0]!.userOp.initCode?.slice(0, 42)?.toLowerCase()).toBe(
      suite.factory.toLowerCase(),
    )
  })

  it('a transfer: the account pays the fee and the transfer, to the wei the chain holds', async () => {
    const held = await client.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    })
    const result = await preview(quoteOf([call(usdc, TRANSFER, [recipient, 1_000_000n])]))
    expect(result.status).toBe('ready')
    expect(changeOf(result, account, usdc)).toMatchObject({
      role: 'account',
      before: held,
      after: held - 1_250_000n,
      difference: -1_250_000n,
      runtime: false,
    })
  })

  it('a runtime balance: all the account holds after the fee, marked runtime', async () => {
    const all = call(usdc, TRANSFER, [
      recipient,
      { type: 'runtimeErc20Balance', tokenAddress: usdc, constraints: { gte: '1' } },
    ])
    const result = await preview(quoteOf([all]))
    expect(result.status).toBe('ready')
    expect(changeOf(result, account, usdc)).toMatchObject({ after: 0n, runtime: true })
  })

  it('a swap through the devnet pool: USDC out, WETH in (estimated), the swap listed', async () => {
    const amount = parseUnits('10', 6)
    const result = await preview(
      quoteOf([call(usdc, APPROVE, [pool, amount]), call(pool, SWAP, [usdc, amount, 1n, account])]),
    )
    expect(result.status).toBe('ready')
    if (result.status !== 'ready') return
    expect(result.swaps).toHaveLength(1)
    expect(result.swaps[0]).toMatchObject({ tokenIn: usdc, amountIn: amount, tokenOut: weth })
    expect(changeOf(result, account, usdc)?.difference).toBe(-(amount + 250_000n))
    expect(changeOf(result, account, weth)?.difference).toBeGreaterThan(0n)
  })

  it('eoa: the funding pull comes from the wallet, first, assuming its permit', async () => {
    const result = await preview(quoteOf([call(usdc, TRANSFER, [recipient, 1_000_000n])], 'eoa'))
    expect(result.status).toBe('ready')
    // The wallet gives 5 USDC and pays the 0.25 fee (transferFrom owner → beneficiary).
    expect(changeOf(result, owner().address, usdc)?.difference).toBe(-5_250_000n)
    expect(changeOf(result, account, usdc)?.difference).toBe(5_000_000n - 1_000_000n)
  })

  it('a reverting op: its place in the quote and the decoded reason', async () => {
    const result = await preview(
      quoteOf([call(usdc, TRANSFER, [recipient, parseUnits('1000000', 6)])]),
    )
    expect(result).toMatchObject({ status: 'reverts', opIndex: 1, callIndex: 0 })
    if (result.status === 'reverts') expect(result.reason).toMatch(/balance|ERC20/i)
  })
})
