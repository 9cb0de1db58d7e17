// The balance preview compared with what happened: for the playground's presets in each mode, on a
// real two-chain devnet, the preview taken just before signing is checked against the balances
// read on chain once the supertransaction has landed — every account, every token it names, to
// the wei (a swap's output within the swap's slippage). A flow that reverts is flagged before
// signing with its reason; a chain that is down is said per chain.

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, type Client, createPublicClient, erc20Abi, http } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { devWalletSession } from '../../fixtures/harness/dev-wallet-session.js'
import {
  type PlaygroundChain,
  type PlaygroundDevnet,
  playgroundDevnet,
} from '../../playground/src/devnet-info.js'
import { needsOf } from '../../playground/src/funding.js'
import { fundingTokensFor } from '../../playground/src/offers.js'
import { poolOutRead } from '../../playground/src/pool-price.js'
import { buildPreset, minSwapOut, type PresetId } from '../../playground/src/presets.js'
import { executeFunded, fundAccount } from '../../playground/src/run.js'
import {
  type ChainBalanceChanges,
  getBalanceChanges,
} from '../../src/core/balances/getBalanceChanges.js'
import type { Mode } from '../../src/core/schemas/common.js'
import type { QuoteRequest } from '../../src/core/schemas/quote.js'
import type { QuoteResponse } from '../../src/core/schemas/quote-response.js'
import {
  type AccountFundingPlanner,
  accountFundingNeedsOf,
} from '../../src/core/supertransaction/account-funding-needs.js'
import { createSupertransaction } from '../../src/core/supertransaction/createSupertransaction.js'
import type { SupertransactionState } from '../../src/core/supertransaction/types.js'
import { DEV_WALLET_ACCOUNTS } from '../../src/dev-wallet/index.js'
import { describeDevnet } from '../../src/devnet/describe-devnet.js'
import { startDevnet } from '../../src/devnet/start-devnet.js'
import { setupDevnet } from './setup-devnet.js'

const devnet = setupDevnet(() => startDevnet({ chains: 2, bridgeDelayMs: 200 }))
let info: PlaygroundDevnet
let A: PlaygroundChain
let B: PlaygroundChain
beforeAll(() => {
  info = playgroundDevnet(describeDevnet(devnet))
  ;[A, B] = info.chains as [PlaygroundChain, PlaygroundChain]
})

/** One dev account per mode (the presets matrix uses 1–3; these runs are their own). */
const ACCOUNT: Record<Mode, number> = { 'smart-account': 4, eoa: 5, 'eoa-7702': 6 }
const VAULT = DEV_WALLET_ACCOUNTS[9]?.address as Address

const setup = (mode: Mode, accountIndex = ACCOUNT[mode]) =>
  devWalletSession(devnet, { accountIndex, chainIds: [A.id, B.id] })
const envs = new Map<Mode, ReturnType<typeof setup>>()
const envOf = (mode: Mode) => {
  if (!envs.has(mode)) envs.set(mode, setup(mode))
  return envs.get(mode) as ReturnType<typeof setup>
}

const clientOf = (chainId: number) =>
  createPublicClient({
    transport: http(info.chains.find((c) => c.id === chainId)?.rpcUrl as string),
  })
/** The chain's balance of `token` (`'native'`: ether) held by `holder`, now. */
const balanceOn = (chainId: number, token: Address | 'native', holder: Address) =>
  token === 'native'
    ? clientOf(chainId).getBalance({ address: holder })
    : clientOf(chainId).readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holder],
      })

type Run = {
  request: QuoteRequest
  quote: QuoteResponse
  preview: Awaited<ReturnType<typeof getBalanceChanges>>
  state: SupertransactionState
  poolOut: bigint
}

/** Quotes a preset, funds as the playground does, previews just before signing, then executes. */
async function runPreset(
  mode: Mode,
  preset: PresetId,
  fee: 'sponsored' | 'USDC',
  options: { reader?: (chainId: number) => Client | undefined; execute?: false } = {},
): Promise<Run> {
  const env = await envOf(mode)
  const executing = mode === 'eoa-7702' ? env.owner : env.smart
  const poolOut = await clientOf(A.id).readContract(
    (({ chainId: _, ...read }) => read)(poolOutRead(A)),
  )
  const built = buildPreset(preset, {
    devnet: info,
    mode,
    account: executing,
    owner: env.owner,
    vault: VAULT,
    poolOut,
  })
  const composeFlows = [...(built?.composeFlows ?? [])]
  const needs = needsOf(composeFlows, { devnet: info, account: executing })
  const feeInfo = A.tokens.find((t) => t.symbol === fee)
  const request = {
    mode,
    ownerAddress: env.owner,
    composeFlows,
    fundingTokens: fundingTokensFor(mode, needs),
    feeToken: feeInfo ? { address: feeInfo.address, chainId: A.id } : undefined,
  } as QuoteRequest
  const supertransaction = createSupertransaction({
    config: env.config,
    wallet: env.wallet,
    storageKey: `balance-preview:${mode}`,
  })
  let quote: QuoteResponse | undefined
  let preview: Run['preview'] | undefined
  const previewThenExecute = async () => {
    preview = await getBalanceChanges(env.config, {
      quote: quote as QuoteResponse,
      request,
      reader: options.reader ? { getPublicClient: options.reader } : env.wallet,
      tokenList: info.tokenList,
    })
    if (options.execute === false) return { status: 'previewed' } as never
    // Each `before` is the chain's balance at the time of the preview.
    for (const chain of preview.chains)
      if (chain.status === 'ready')
        for (const change of chain.changes)
          expect(change.before, `before of ${change.role} ${change.symbol}`).toBe(
            await balanceOn(chain.chainId, change.token, change.account),
          )
    return supertransaction.execute()
  }
  const quoteIt = async () => {
    let state = await supertransaction.quote(request)
    // eoa-7702: the delegations are reviewed first; confirming them signs and quotes.
    if (state.status === 'authorizationReview') state = await supertransaction.authorize()
    if (state.status === 'quoted') quote = state.data.quote
    return state
  }
  let state: SupertransactionState
  if (mode === 'smart-account')
    state = await executeFunded(
      { quote: quoteIt, execute: previewThenExecute },
      (toFund) => fundAccount(env.wagmiConfig, { account: env.smart, needs: toFund }),
      needs,
    )
  else {
    state = await quoteIt()
    expect(state.status, String((state as { error?: unknown }).error)).toBe('quoted')
    state = await previewThenExecute()
  }
  if (!quote || !preview) throw new Error(`no preview taken (state ${state.status})`)
  return { request, quote, preview, state, poolOut }
}

const ready = (chain: ChainBalanceChanges | undefined) => {
  if (chain?.status !== 'ready')
    throw new Error(
      `chain not previewed: ${JSON.stringify(chain, (_, v) => (typeof v === 'bigint' ? `${v}` : v))}`,
    )
  return chain
}

/**
 * Every balance the preview names, read on chain until it shows the previewed `after` (bridged
 * funds arrive after `success`); then compared: exact, or for a swap's estimated output within
 * its slippage floor. Returns how many balances were compared.
 */
async function expectPreviewHappened(
  run: Run,
  { refundTo, gasFrom }: { refundTo?: Address; gasFrom?: Address } = {},
) {
  let compared = 0
  for (const chain of run.preview.chains) {
    const { changes, chainId } = ready(chain)
    for (const change of changes) {
      const refunded = change.token === 'native' && change.account === refundTo
      // The wallet's own funding transactions cost it gas, which the preview does not model.
      const paidGas = change.token === 'native' && change.account === gasFrom
      let now = await balanceOn(chainId, change.token, change.account)
      const floor = run.poolOut - minSwapOut(run.poolOut)
      const close = (value: bigint) =>
        change.estimated
          ? value - change.after >= -floor && value - change.after <= floor
          : value === change.after
      for (let i = 0; i < 60 && !close(now) && !refunded && !paidGas; i++) {
        await new Promise((r) => setTimeout(r, 100))
        now = await balanceOn(chainId, change.token, change.account)
      }
      const label = `${change.role} ${change.symbol ?? change.token} on ${chainId}`
      if (paidGas) {
        // At most 0.01 ether of gas either way (a gas refund may also arrive).
        expect(now - change.after, label).toBeGreaterThan(-(10n ** 16n))
        expect(now - change.after, label).toBeLessThan(10n ** 16n)
      } else if (refunded) {
        // The gas refund arrives in ether after the ops; the preview cannot know it.
        expect(now, label).toBeGreaterThanOrEqual(change.after)
      } else if (change.estimated) {
        expect(now - change.after, label).toBeGreaterThanOrEqual(-floor)
        expect(now - change.after, label).toBeLessThanOrEqual(floor)
      } else expect(now, label).toBe(change.after)
      compared++
    }
  }
  return compared
}

const usdc = (n: number) => BigInt(n) * 10n ** 6n
const differenceOf = (
  run: Run,
  chainId: number,
  role: 'wallet' | 'account',
  symbol: string,
): bigint => {
  const chain = ready(run.preview.chains.find((c) => c.chainId === chainId))
  return chain.changes
    .filter((c) => c.role === role && c.symbol === symbol)
    .reduce((sum, c) => sum + c.difference, 0n)
}

describe('the balance preview equals what lands', () => {
  it.each(['smart-account', 'eoa', 'eoa-7702'] as const)(
    'send 25 USDC in %s mode, sponsored',
    async (mode) => {
      const run = await runPreset(mode, 'send-usdc', 'sponsored')
      expect(run.state.status).toBe('success')
      expect(run.preview.chains.map((c) => [c.chainId, c.status])).toEqual([[A.id, 'ready']])
      // What the user loses in USDC on A: 25, from the account (smart-account) or the wallet.
      const user =
        differenceOf(run, A.id, 'wallet', 'USDC') +
        (mode === 'eoa-7702' ? 0n : differenceOf(run, A.id, 'account', 'USDC'))
      expect(user).toBe(-usdc(25))
      // The wallet and the smart account (eoa-7702: the wallet alone) × ether and USDC.
      expect(await expectPreviewHappened(run)).toBe(mode === 'eoa-7702' ? 2 : 4)
    },
  )

  it.each(['smart-account', 'eoa'] as const)(
    'send 25 USDC in %s mode, fee in USDC: the fee is in the preview',
    async (mode) => {
      const run = await runPreset(mode, 'send-usdc', 'USDC')
      expect(run.state.status).toBe('success')
      const fee = BigInt(run.quote.fee.amount)
      expect(fee).toBeGreaterThan(0n)
      const user =
        differenceOf(run, A.id, 'wallet', 'USDC') + differenceOf(run, A.id, 'account', 'USDC')
      expect(user).toBe(-usdc(25) - fee)
      await expectPreviewHappened(run, { refundTo: run.request.ownerAddress as Address })
    },
  )

  it.each(['smart-account', 'eoa', 'eoa-7702'] as const)(
    'bridge 50 USDC from A to B in %s mode: B starts with what arrives',
    async (mode) => {
      const run = await runPreset(mode, 'ccip-bridge', 'sponsored')
      expect(run.state.status).toBe('success')
      const [a, b] = run.preview.chains.map(ready)
      expect(a?.chainId).toBe(A.id)
      expect(b?.chainId).toBe(B.id)
      expect(b?.arrivals.map((x) => x.amount)).toEqual([usdc(50)])
      // smart-account and eoa: the account passes the 50 USDC on to the wallet on B; eoa-7702:
      // the bridge delivers to the wallet, and B has no operation, only the arrival.
      expect(differenceOf(run, B.id, 'wallet', 'USDC')).toBe(usdc(50))
      expect(
        differenceOf(run, A.id, 'wallet', 'USDC') + differenceOf(run, A.id, 'account', 'USDC'),
      ).toBe(-usdc(50))
      await expectPreviewHappened(run)
    },
  )

  it.each(['smart-account', 'eoa'] as const)(
    'swap, bridge and deposit in %s mode: the swap output estimated, the deposit exact',
    async (mode) => {
      const run = await runPreset(mode, 'swap-bridge-deposit', 'sponsored')
      expect(run.state.status).toBe('success')
      const a = ready(run.preview.chains.find((c) => c.chainId === A.id))
      expect(a.swaps).toHaveLength(1)
      expect(a.swaps[0]?.minAmountOut).toBe(minSwapOut(run.poolOut))
      const wethA = a.changes.find((c) => c.role === 'account' && c.symbol === 'WETH')
      expect(wethA?.estimated).toBe(true)
      await expectPreviewHappened(run)
    },
  )

  it.each(['smart-account', 'eoa'] as const)(
    'intent swap in %s mode: B starts with what the route bridges',
    async (mode) => {
      const run = await runPreset(mode, 'intent-swap', 'sponsored')
      expect(run.state.status).toBe('success')
      expect(run.preview.chains.map((c) => [c.chainId, c.status])).toEqual([
        [A.id, 'ready'],
        [B.id, 'ready'],
      ])
      const b = ready(run.preview.chains[1])
      expect(b.arrivals.length).toBeGreaterThan(0)
      await expectPreviewHappened(run)
    },
  )

  it.each(['eoa', 'eoa-7702'] as const)(
    'a flow that reverts in %s mode is flagged before signing',
    async (mode) => {
      const run = await runPreset(mode, 'reverting', 'sponsored')
      expect(run.state.status).toBe('failed')
      const [a] = run.preview.chains
      expect(a?.status === 'reverts' && a.reason).toMatch(/^InsufficientOutput\(/)
    },
  )

  it('a flow that reverts is flagged before signing, with its reason', async () => {
    const run = await runPreset('smart-account', 'reverting', 'sponsored')
    expect(run.state.status).toBe('failed')
    const [a] = run.preview.chains
    expect(a?.status).toBe('reverts')
    if (a?.status !== 'reverts') return
    expect(a.chainId).toBe(A.id)
    expect(a.reason).toMatch(/^InsufficientOutput\(\d+, 340282366920938463463374607431768211456\)$/)
    // The swap is the op's second call (after the approve).
    expect(a.callIndex).toBe(1)
  })
})

/** A real JSON-RPC server on 127.0.0.1 in front of `rpcUrl` that has no eth_simulateV1. */
async function nodeWithoutSimulate(rpcUrl: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    let body = ''
    for await (const chunk of req) body += chunk
    const call = JSON.parse(body) as { id: number; method: string }
    res.setHeader('content-type', 'application/json')
    if (call.method === 'eth_simulateV1') {
      res.end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: call.id,
          error: {
            code: -32601,
            message: 'the method eth_simulateV1 does not exist/is not available',
          },
        }),
      )
      return
    }
    const answer = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    res.end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

/** A 127.0.0.1 address where nothing listens (a server started and closed). */
async function closedUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}

describe('a chain that cannot be simulated is said per chain', () => {
  const readerWith = (chainB: string) => (chainId: number) =>
    createPublicClient({
      transport: http(chainId === B.id ? chainB : A.rpcUrl, { retryCount: 0 }),
    }) as Client

  it('chain B without eth_simulateV1: A previewed, B unsupported', async () => {
    const node = await nodeWithoutSimulate(B.rpcUrl)
    try {
      const run = await runPreset('smart-account', 'ccip-bridge', 'sponsored', {
        reader: readerWith(node.url),
        execute: false,
      })
      const [a, b] = run.preview.chains
      expect(a?.status).toBe('ready')
      expect(b?.chainId).toBe(B.id)
      expect(b?.status === 'unavailable' && b.error.reason).toBe('unsupported')
      expect(b?.status === 'unavailable' && b.error.code).toBe('BALANCE_PREVIEW_UNAVAILABLE')
    } finally {
      await new Promise((resolve) => node.server.close(resolve))
    }
  })

  it('chain B down: A previewed, B unreachable', async () => {
    const run = await runPreset('smart-account', 'ccip-bridge', 'sponsored', {
      reader: readerWith(await closedUrl()),
      execute: false,
    })
    const [a, b] = run.preview.chains
    expect(a?.status).toBe('ready')
    expect(b?.status === 'unavailable' && b.error.reason).toBe('unreachable')
    expect(b?.status === 'unavailable' && b.error.shortMessage).toBe(
      `The balance changes on chain ${B.id} cannot be previewed: its RPC did not answer.`,
    )
  })

  it('a chain without a client: no-client', async () => {
    const run = await runPreset('smart-account', 'send-usdc', 'sponsored', {
      reader: () => undefined,
      execute: false,
    })
    expect(run.preview.chains.map((c) => c.status === 'unavailable' && c.error.reason)).toEqual([
      'no-client',
    ])
  })
})

describe('smart-account funding sent at signing is in the preview', () => {
  /**
   * A fresh smart account (dev account 7, nothing sent to it yet), the supertransaction's own
   * funding step: previewed with what that step will send, then run, then compared with what
   * landed.
   */
  async function runFundedBySupertransaction(
    preset: PresetId,
    fee: 'sponsored' | 'USDC',
    plan: (
      env: Awaited<ReturnType<typeof setup>>,
      needs: ReturnType<typeof needsOf>,
    ) => true | AccountFundingPlanner,
  ) {
    const env = await setup('smart-account', 7)
    const poolOut = await clientOf(A.id).readContract(
      (({ chainId: _, ...read }) => read)(poolOutRead(A)),
    )
    const built = buildPreset(preset, {
      devnet: info,
      mode: 'smart-account',
      account: env.smart,
      owner: env.owner,
      vault: VAULT,
      poolOut,
    })
    const composeFlows = [...(built?.composeFlows ?? [])]
    const feeInfo = A.tokens.find((t) => t.symbol === fee)
    const request = {
      mode: 'smart-account',
      ownerAddress: env.owner,
      composeFlows,
      feeToken: feeInfo ? { address: feeInfo.address, chainId: A.id } : undefined,
    } as QuoteRequest
    const needs = needsOf(composeFlows, { devnet: info, account: env.smart })
    const fundAccount = plan(env, needs)
    const supertransaction = createSupertransaction({
      config: env.config,
      wallet: env.wallet,
      storageKey: `balance-preview:funded:${preset}`,
      fundAccount,
    })
    const quoted = await supertransaction.quote(request)
    if (quoted.status !== 'quoted')
      throw new Error(`not quoted: ${String((quoted as { error?: unknown }).error)}`)
    const { quote, check } = quoted.data
    // The fee the checks found the operations pay (the supertransaction's check), as the funding
    // step adds it.
    const checkedFee = check?.status === 'verified' ? check.fee : undefined
    expect(typeof checkedFee).toBe('object')
    const previewOf = (accountFunding?: ReturnType<typeof accountFundingNeedsOf>) =>
      getBalanceChanges(env.config, {
        quote,
        request,
        reader: env.wallet,
        tokenList: info.tokenList,
        accountFunding,
      })
    const unfunded = await previewOf()
    const preview = await previewOf(
      accountFundingNeedsOf(fundAccount, { request, quote, fee: checkedFee }),
    )
    const state = await supertransaction.execute()
    return { env, request, quote, unfunded, preview, state, poolOut, needs }
  }

  it('send 25 USDC, fee in USDC, funded by the supertransaction: the wallet pays both, the account ends where it began', async () => {
    const run = await runFundedBySupertransaction('send-usdc', 'USDC', () => true)
    // Without the funding the fresh account would lack the 25 USDC: the preview says so.
    const [unfunded] = run.unfunded.chains
    expect(unfunded?.status === 'reverts' && unfunded.reason).toMatch(/^ERC20InsufficientBalance\(/)
    expect(run.state.status, String((run.state as { error?: unknown }).error)).toBe('success')
    const fee = BigInt(run.quote.fee.amount)
    const a = ready(run.preview.chains[0])
    const usdcOf = (role: 'wallet' | 'account') =>
      a.changes.find((c) => c.role === role && c.symbol === 'USDC')?.difference
    expect(usdcOf('wallet')).toBe(-usdc(25) - fee)
    expect(usdcOf('account')).toBe(0n)
    // The wallet sends the funding transfer itself, so it pays that gas as well as receiving any
    // refund: its ether is compared within the gas tolerance, not as refund-only.
    await expectPreviewHappened({ ...run, preview: run.preview } as Run, {
      gasFrom: run.request.ownerAddress as Address,
    })
  })

  it("swap, bridge and deposit with the app's own planner (the swap's input), fee in USDC: the kit adds the fee, previewed, then lands as previewed", async () => {
    const run = await runFundedBySupertransaction(
      'swap-bridge-deposit',
      'USDC',
      (_, needs) => () => needs,
    )
    expect(run.state.status, String((run.state as { error?: unknown }).error)).toBe('success')
    const a = ready(run.preview.chains.find((c) => c.chainId === A.id))
    const usdcA = usdcOn(A)
    const swapIn = run.needs.find((n) => n.chainId === A.id && n.token === usdcA)?.amount ?? 0n
    expect(swapIn).toBeGreaterThan(0n)
    const fee = BigInt(run.quote.fee.amount)
    expect(fee).toBeGreaterThan(0n)
    // The wallet sends what the swap takes in plus the fee, less what the account already held.
    const account = a.changes.find((c) => c.role === 'account' && c.token === usdcA)
    const wallet = a.changes.find((c) => c.role === 'wallet' && c.token === usdcA)
    expect(wallet?.difference).toBe(-(swapIn + fee - (account?.before ?? 0n)))
    await expectPreviewHappened(run as Run, { gasFrom: run.env.owner })
  })

  it('funding the wallet cannot pay: the funding transfer is the revert, with its amounts', async () => {
    const env = await setup('smart-account', 7)
    const built = buildPreset('send-usdc', {
      devnet: info,
      mode: 'smart-account',
      account: env.smart,
      owner: env.owner,
      vault: VAULT,
      poolOut: 0n,
    })
    const request = {
      mode: 'smart-account',
      ownerAddress: env.owner,
      composeFlows: [...(built?.composeFlows ?? [])],
    } as QuoteRequest
    const supertransaction = createSupertransaction({
      config: env.config,
      wallet: env.wallet,
      storageKey: 'balance-preview:funded:too-much',
    })
    const quoted = await supertransaction.quote(request)
    if (quoted.status !== 'quoted') throw new Error('not quoted')
    const held = await balanceOn(A.id, usdcOn(A), env.owner)
    const preview = await getBalanceChanges(env.config, {
      quote: quoted.data.quote,
      request,
      reader: env.wallet,
      tokenList: info.tokenList,
      accountFunding: [{ chainId: A.id, token: usdcOn(A), amount: held + usdc(1_000_000) }],
    })
    const [a] = preview.chains
    expect(a?.status).toBe('reverts')
    if (a?.status !== 'reverts') return
    expect(a.funding?.token).toBe(usdcOn(A))
    expect(a.opIndex).toBe(-1)
    expect(a.reason).toMatch(new RegExp(`^ERC20InsufficientBalance\\(${env.owner}, ${held}, `))
    supertransaction.stop()
  })
})

const usdcOn = (chain: PlaygroundChain) =>
  chain.tokens.find((t) => t.symbol === 'USDC')?.address as Address
