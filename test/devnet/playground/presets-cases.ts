// Every preset × mode × fee choice the playground offers, run on a real devnet the way its Execute
// runs them (playground/src/run.ts: smart-account quotes, funds the account, then signs that
// quote), signed by the dev wallet: each lands with the balances the preset says, or it is not
// offered and the page's reason says why. Every token of the wallet, its smart account and the
// vault is read on both chains before and after: nothing else moves, and the wallet never loses
// more than the preset says plus the quoted fee.

import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { devWalletSession } from '../../../fixtures/harness/dev-wallet-session.js'
import {
  type PlaygroundChain,
  type PlaygroundDevnet,
  playgroundDevnet,
} from '../../../playground/src/devnet-info.js'
import { needsOf } from '../../../playground/src/funding.js'
import { fundingTokensFor, whyNotOffered } from '../../../playground/src/offers.js'
import { poolOutRead } from '../../../playground/src/pool-price.js'
import {
  buildPreset,
  minSwapOut,
  PRESET_IDS,
  type PresetId,
  presetNotOffered,
} from '../../../playground/src/presets.js'
import { executeFunded, fundAccount } from '../../../playground/src/run.js'
import { en } from '../../../playground/src/words.js'
import type { Mode } from '../../../src/core/schemas/common.js'
import type { ComposeFlow } from '../../../src/core/schemas/compose-flow.js'
import type { QuoteResponse } from '../../../src/core/schemas/quote-response.js'
import { createSupertransaction } from '../../../src/core/supertransaction/createSupertransaction.js'
import type { SupertransactionState } from '../../../src/core/supertransaction/types.js'
import { DEV_WALLET_ACCOUNTS } from '../../../src/dev-wallet/index.js'
import { describeDevnet } from '../../../src/devnet/describe-devnet.js'
import { startDevnet } from '../../../src/devnet/start-devnet.js'
import { setupDevnet } from '../setup-devnet.js'

const MODES: Mode[] = ['smart-account', 'eoa', 'eoa-7702']
const FEES = ['sponsored', 'USDC', 'WETH', 'USDT'] as const
const SYMBOLS = ['USDC', 'WETH', 'USDT'] as const
/** One dev account per mode: a mode's runs follow each other on it. The vault is account 9. */
const ACCOUNT: Record<Mode, number> = { 'smart-account': 1, eoa: 2, 'eoa-7702': 3 }
const VAULT = DEV_WALLET_ACCOUNTS[9]?.address as Address
const usdc = (n: number) => BigInt(n) * 10n ** 6n
/** What each preset says it takes from the user, all of it USDC on chain A. */
const SAYS: Record<PresetId, bigint> = {
  'send-usdc': usdc(25),
  'swap-bridge-deposit': usdc(100),
  'ccip-bridge': usdc(50),
  'intent-swap': usdc(100),
  reverting: usdc(1),
}
// The intent runs before the swap preset, whose surplus WETH stays in the smart account on A and
// would join an intent route through WETH on A (the preset says so; here it would blur the check).
const ORDER: PresetId[] = [
  'send-usdc',
  'intent-swap',
  'ccip-bridge',
  'reverting',
  'swap-bridge-deposit',
]

type Key = `${number}:${(typeof SYMBOLS)[number]}`
type Snapshot = Record<'wallet' | 'smart' | 'vault', Record<Key, bigint>>

/**
 * Every combination on a devnet (the real service's Nexus accounts behind EntryPoint v0.7).
 */
export function describePresets() {
  const devnet = setupDevnet(() => startDevnet({ chains: 2, bridgeDelayMs: 200 }))
  let info: PlaygroundDevnet
  let A: PlaygroundChain
  let B: PlaygroundChain
  beforeAll(() => {
    info = playgroundDevnet(describeDevnet(devnet))
    ;[A, B] = info.chains as [PlaygroundChain, PlaygroundChain]
  })

  async function snapshot(holders: Record<keyof Snapshot, Address>): Promise<Snapshot> {
    const read = async (holder: Address) => {
      const entries = await Promise.all(
        [A, B].flatMap((chain) =>
          SYMBOLS.map(async (symbol) => {
            const token = chain.tokens.find((t) => t.symbol === symbol)?.address as Address
            const balance = await createPublicClient({
              transport: http(chain.rpcUrl),
            }).readContract({
              address: token,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [holder],
            })
            return [`${chain.id}:${symbol}`, balance] as const
          }),
        ),
      )
      return Object.fromEntries(entries) as Record<Key, bigint>
    }
    const [wallet, smart, vault] = await Promise.all([
      read(holders.wallet),
      read(holders.smart),
      read(holders.vault),
    ])
    return { wallet, smart, vault }
  }

  /** A balance (or change) of one token on one chain; 0 where none is listed. */
  const at = (balances: Partial<Record<Key, bigint>>, key: Key) => balances[key] ?? 0n

  /** after − before per holder and token; the user's is the wallet's plus the smart account's. */
  function deltas(before: Snapshot, after: Snapshot) {
    const keys = Object.keys(before.wallet) as Key[]
    const d = (who: keyof Snapshot) =>
      Object.fromEntries(keys.map((k) => [k, at(after[who], k) - at(before[who], k)])) as Record<
        Key,
        bigint
      >
    const wallet = d('wallet')
    const smart = d('smart')
    const user = Object.fromEntries(keys.map((k) => [k, at(wallet, k) + at(smart, k)])) as Record<
      Key,
      bigint
    >
    return { wallet, smart, user, vault: d('vault') }
  }

  const setup = (mode: Mode) =>
    devWalletSession(devnet, { accountIndex: ACCOUNT[mode], chainIds: [A.id, B.id] })

  /** Runs a preset as the page's Execute does; the final state and the quote it paid. */
  async function run(
    env: Awaited<ReturnType<typeof setup>>,
    mode: Mode,
    composeFlows: ComposeFlow[],
    fee: string,
  ) {
    const executing = mode === 'eoa-7702' ? env.owner : env.smart
    const needs = needsOf(composeFlows, { devnet: info, account: executing })
    const feeInfo = A.tokens.find((t) => t.symbol === fee)
    let quote: QuoteResponse | undefined
    const supertransaction = createSupertransaction({
      config: env.config,
      wallet: env.wallet,
      storageKey: `presets:${mode}`,
      onStatus: (state) => {
        if (state.status === 'quoted') quote = state.data.quote
      },
    })
    const request = {
      mode,
      ownerAddress: env.owner,
      composeFlows,
      fundingTokens: fundingTokensFor(mode, needs),
      feeToken: feeInfo ? { address: feeInfo.address, chainId: A.id } : undefined,
    }
    let state: SupertransactionState
    if (mode === 'smart-account')
      state = await executeFunded(
        { quote: () => supertransaction.quote(request), execute: () => supertransaction.execute() },
        (toFund) => fundAccount(env.wagmiConfig, { account: env.smart, needs: toFund }),
        needs,
      )
    else {
      state = await supertransaction.execute(request)
      // eoa-7702: the run stops at the review of the delegations; executing again confirms them.
      if (state.status === 'authorizationReview') state = await supertransaction.execute(request)
    }
    return { state, quote: quote as QuoteResponse, needs }
  }

  const combos = MODES.flatMap((mode) =>
    ORDER.flatMap((preset) => FEES.map((fee) => ({ mode, preset, fee }))),
  )

  describe('the playground presets on the devnet (Nexus encoding)', () => {
    const envs = new Map<Mode, Awaited<ReturnType<typeof setup>>>()
    const envOf = async (mode: Mode) => {
      if (!envs.has(mode)) envs.set(mode, await setup(mode))
      return envs.get(mode) as Awaited<ReturnType<typeof setup>>
    }

    it('covers every preset, mode and fee choice the page has', () => {
      expect([...ORDER].sort()).toEqual([...PRESET_IDS].sort())
      expect(combos).toHaveLength(5 * 3 * 4)
    })

    it.each(combos)(
      '$preset in $mode mode, fee $fee',
      async ({ mode, preset, fee }) => {
        const env = await envOf(mode)
        const executing = mode === 'eoa-7702' ? env.owner : env.smart
        const [poolOut] = [
          await createPublicClient({ transport: http(A.rpcUrl) }).readContract(
            (({ chainId: _, ...read }) => read)(poolOutRead(A)),
          ),
        ]
        const built = buildPreset(preset, {
          devnet: info,
          mode,
          account: executing,
          owner: env.owner,
          vault: VAULT,
          poolOut,
        })
        expect(built).toBeDefined()
        const composeFlows = [...(built?.composeFlows ?? [])]
        const needs = needsOf(composeFlows, { devnet: info, account: executing })
        // What the page reads from the flows is what the preset says: USDC on chain A alone.
        expect(needs).toEqual([
          {
            chainId: A.id,
            token: A.tokens.find((t) => t.symbol === 'USDC')?.address,
            amount: SAYS[preset],
          },
        ])
        const reason = whyNotOffered({
          devnet: info,
          mode,
          fee,
          needs,
          notOffered: presetNotOffered(preset, mode, en),
          // The page's English: these reasons are checked word for word.
          words: en,
        })
        if (mode === 'eoa' && (fee === 'WETH' || fee === 'USDT')) {
          expect(reason).toBe(
            `In eoa mode the fee is paid with the funding token (USDC on ${A.name}): choose it or sponsored.`,
          )
          return
        }
        if (mode === 'eoa-7702' && preset === 'intent-swap') {
          expect(reason).toMatch(
            /^Not in eoa-7702 mode: after its first step the intent’s route spends/,
          )
          return
        }
        expect(reason).toBeUndefined()

        const holders = { wallet: env.owner, smart: env.smart, vault: VAULT }
        const before = await snapshot(holders)
        const { state, quote } = await run(env, mode, composeFlows, fee)
        expect(state.status, state.status === 'error' ? String(state.error) : '').toBe(
          preset === 'reverting' ? 'failed' : 'success',
        )
        const feeKey = fee === 'sponsored' ? undefined : (`${A.id}:${fee}` as Key)
        // The quoted fee is what Execute funds (smart-account) or has pulled (eoa); what was
        // funded stays in the smart account. The fee is its own op at index 0, as the real
        // service sends it, and is paid even when a later op reverts.
        const quotedFee = feeKey ? BigInt(quote.fee.amount) : 0n
        const feePaid = quotedFee
        if (feeKey) {
          expect(quote.fee.token.toLowerCase()).toBe(
            A.tokens.find((t) => t.symbol === fee)?.address.toLowerCase(),
          )
          expect(quotedFee).toBeGreaterThan(0n)
        }
        const usdcA: Key = `${A.id}:USDC`
        const wethA: Key = `${A.id}:WETH`
        const wethB: Key = `${B.id}:WETH`
        const usdcB: Key = `${B.id}:USDC`
        /** Exactly the preset's effect on the user (wallet + smart account) and the vault. */
        const expected = (): {
          user: Partial<Record<Key, bigint>>
          vault: Partial<Record<Key, bigint>>
        } => {
          switch (preset) {
            case 'send-usdc':
              return { user: { [usdcA]: -usdc(25) }, vault: { [usdcA]: usdc(25) } }
            case 'ccip-bridge':
              return { user: { [usdcA]: -usdc(50), [usdcB]: usdc(50) }, vault: {} }
            case 'reverting':
              return { user: {}, vault: {} }
            case 'swap-bridge-deposit':
              return { user: { [usdcA]: -usdc(100) }, vault: { [wethB]: minSwapOut(poolOut) } }
            case 'intent-swap':
              return { user: { [usdcA]: -usdc(100) }, vault: {} }
          }
        }
        const want = expected()
        if (feeKey) want.user[feeKey] = at(want.user, feeKey) - feePaid
        // Cross-chain arrivals may land after `success` (eoa-7702's bridge delivers to the wallet with
        // no op on B to wait for it): read until they are there.
        let got = deltas(before, await snapshot(holders))
        const settled = () =>
          (preset !== 'ccip-bridge' || at(got.user, usdcB) === usdc(50)) &&
          (preset !== 'swap-bridge-deposit' || at(got.user, wethB) === 0n) &&
          (preset !== 'intent-swap' || at(got.user, wethB) > 0n)
        for (let i = 0; i < 100 && !settled(); i++) {
          await new Promise((r) => setTimeout(r, 100))
          got = deltas(before, await snapshot(holders))
        }

        // The vault gets exactly what the preset says, nothing else.
        for (const key of Object.keys(got.vault) as Key[])
          expect(at(got.vault, key), `vault ${key}`).toBe(at(want.vault, key))
        // The user's holdings: exact where no swap is involved; the swap's surplus and the intent's
        // output within the quoted bounds.
        for (const key of Object.keys(got.user) as Key[]) {
          const exact = at(want.user, key)
          if (preset === 'swap-bridge-deposit' && key === wethA) {
            const surplus = at(got.user, key) - exact
            expect(surplus, 'the swap’s WETH above the bridged amount').toBeGreaterThanOrEqual(0n)
            expect(surplus).toBeLessThanOrEqual(poolOut - minSwapOut(poolOut))
          } else if (preset === 'intent-swap' && key === wethB) {
            const minimum = BigInt(
              (quote.returnedData?.[0] as { minOutputAmount?: string } | undefined)
                ?.minOutputAmount ?? '1',
            )
            expect(at(got.user, key) - exact, 'the intent’s WETH on B').toBeGreaterThanOrEqual(
              minimum,
            )
          } else expect(at(got.user, key), `user ${key}`).toBe(exact)
        }
        // The wallet never loses more than the preset says plus the fee (in smart-account mode it
        // loses less when its smart account still held some).
        const said: Partial<Record<Key, bigint>> = { [usdcA]: SAYS[preset] }
        if (feeKey) said[feeKey] = at(said, feeKey) + quotedFee
        for (const key of Object.keys(got.wallet) as Key[])
          expect(at(got.wallet, key), `wallet ${key}`).toBeGreaterThanOrEqual(-at(said, key))
      },
      90_000,
    )
  })
}
