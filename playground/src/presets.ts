// The playground's ready-made supertransactions, built as compose flows from the devnet's own
// addresses (`/devnet.json`). Every amount a preset moves is written in its flows: a runtime
// balance ("whatever the account holds when the op runs") is the orchestrator account in
// smart-account and eoa mode but the wallet itself in eoa-7702, so a preset never spends one. It
// only waits on one, with a transfer of the account's balance to itself, which moves nothing.
// What the executing account must hold first is read from the flows (funding.ts).
import { type Address, formatUnits } from 'viem'
import type { Mode } from '../../src/core/index.js'
import type { ComposeFlow } from '../../src/core/schemas/compose-flow.js'
import type { PlaygroundChain, PlaygroundDevnet } from './devnet-info.js'
import type { PlaygroundWords } from './words.js'

export const PRESET_IDS = [
  'send-usdc',
  'swap-bridge-deposit',
  'ccip-bridge',
  'intent-swap',
  'reverting',
] as const
export type PresetId = (typeof PRESET_IDS)[number]
/**
 * What the Preset choice holds: `form` (what the person fills in, `<SupertxForm>`), a ready-made
 * preset, or `custom` (a preset's flows edited in the developer's `<FlowBuilder>`).
 */
export type PresetChoice = 'form' | PresetId | 'custom'

/** The USDC the swap presets put in (6 decimals). */
export const SWAP_IN = 100_000_000n
/** The swap preset bridges and deposits the pool's output for SWAP_IN less this slippage (1 %). */
const SWAP_SLIPPAGE_PERCENT = 1n

/** The least WETH the swap preset takes out of the pool: its price now, less the slippage. */
export const minSwapOut = (poolOut: bigint) => (poolOut * (100n - SWAP_SLIPPAGE_PERCENT)) / 100n

export type BuildPresetParameters = {
  devnet: PlaygroundDevnet
  mode: Mode
  /** The account that runs the ops: the orchestrator account, or the wallet in eoa-7702. */
  account: Address
  /** The connected wallet (the owner); receives what the flows give back. */
  owner: Address
  /** Where deposits go (a dev account that never signs in the playground). */
  vault: Address
  /** The WETH chain A's pool gives for SWAP_IN USDC now (`getAmountOut`); the swap needs it. */
  poolOut: bigint | undefined
}

/**
 * What a preset does with which amounts, as data: the page words it in its language
 * (words.ts, `presets.says`). Amounts are exact decimals (viem's `formatUnits`).
 */
export type PresetSays =
  | { preset: 'send-usdc'; chain: string }
  | { preset: 'swap-bridge-deposit'; weth: string; from: string; to: string }
  | { preset: 'ccip-bridge'; from: string; to: string; toWallet: boolean }
  | { preset: 'intent-swap'; from: string; to: string }
  | { preset: 'reverting'; chain: string }

export type Preset = {
  composeFlows: ComposeFlow[]
  /** What it does with which amounts, for the page to say in one or two sentences. */
  says: PresetSays
}

const usdc = (amount: number) => BigInt(amount) * 10n ** 6n

export function tokenOn(chain: PlaygroundChain, symbol: 'USDC' | 'WETH' | 'USDT') {
  const found = chain.tokens.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`The devnet has no ${symbol} on chain ${chain.id}.`)
  return found
}

const call = (
  to: Address,
  chainId: number,
  functionSignature: string,
  args: unknown[],
): ComposeFlow => ({ type: '/instructions/build', data: { to, chainId, functionSignature, args } })

const TRANSFER = 'function transfer(address to, uint256 amount)'
const transfer = (token: Address, chainId: number, to: Address, amount: bigint) =>
  call(token, chainId, TRANSFER, [to, amount.toString()])

/**
 * Waits, on `chainId`, until `account` holds at least `amount` of `token` (bridged funds arriving):
 * the account sends itself its whole balance, which moves nothing, under a `gte` constraint the
 * engine waits on.
 */
const waitFor = (token: Address, chainId: number, account: Address, amount: bigint) =>
  call(token, chainId, TRANSFER, [
    account,
    { type: 'runtimeErc20Balance', tokenAddress: token, constraints: { gte: amount.toString() } },
  ])

const swap = (chain: PlaygroundChain, amountIn: bigint, minOut: bigint, recipient: Address) => [
  call(
    tokenOn(chain, 'USDC').address,
    chain.id,
    'function approve(address spender, uint256 amount)',
    [chain.pool, amountIn.toString()],
  ),
  call(
    chain.pool,
    chain.id,
    'function swap(address tokenIn, uint256 amountIn, uint256 minAmountOut, address recipient)',
    [tokenOn(chain, 'USDC').address, amountIn.toString(), minOut.toString(), recipient],
  ),
]

const bridge = (
  from: PlaygroundChain,
  to: PlaygroundChain,
  symbol: 'USDC' | 'WETH',
  amount: bigint,
): ComposeFlow => ({
  type: '/instructions/build-ccip',
  data: {
    srcToken: tokenOn(from, symbol).address,
    dstToken: tokenOn(to, symbol).address,
    srcChainId: from.id,
    dstChainId: to.id,
    amount: amount.toString(),
  },
})

/**
 * Why a preset is not offered in a mode, in the page's words, or undefined. The intent's route
 * runs its later steps on a runtime balance of their token (the devnet builds them so, as the
 * service does), which in eoa-7702 is the wallet's whole balance.
 */
export function presetNotOffered(
  id: PresetId,
  mode: Mode,
  words: Pick<PlaygroundWords, 'offers'>,
): string | undefined {
  if (id === 'intent-swap' && mode === 'eoa-7702') return words.offers.intentNotInEoa7702
  return undefined
}

/** The compose flows of a preset and what it says it does; undefined until the pool's price is read. */
export function buildPreset(id: PresetId, parameters: BuildPresetParameters): Preset | undefined {
  const { devnet, mode, account, owner, vault, poolOut } = parameters
  const [a, b] = devnet.chains as [PlaygroundChain, PlaygroundChain | undefined]
  const chainB = b ?? a
  const usdcA = tokenOn(a, 'USDC').address
  switch (id) {
    case 'send-usdc':
      return {
        composeFlows: [transfer(usdcA, a.id, vault, usdc(25))],
        says: { preset: id, chain: a.name },
      }
    case 'swap-bridge-deposit': {
      if (poolOut === undefined) return undefined
      const out = minSwapOut(poolOut)
      const wethB = tokenOn(chainB, 'WETH').address
      return {
        composeFlows: [
          ...swap(a, SWAP_IN, out, account),
          bridge(a, chainB, 'WETH', out),
          waitFor(wethB, chainB.id, account, out),
          transfer(wethB, chainB.id, vault, out),
        ],
        says: { preset: id, weth: formatUnits(out, 18), from: a.name, to: chainB.name },
      }
    }
    case 'ccip-bridge': {
      const amount = usdc(50)
      const usdcB = tokenOn(chainB, 'USDC').address
      // eoa-7702: the bridge delivers to the wallet itself; else on from the account to the wallet.
      const onward =
        mode === 'eoa-7702'
          ? []
          : [waitFor(usdcB, chainB.id, account, amount), transfer(usdcB, chainB.id, owner, amount)]
      return {
        composeFlows: [bridge(a, chainB, 'USDC', amount), ...onward],
        says: { preset: id, from: a.name, to: chainB.name, toWallet: mode === 'eoa-7702' },
      }
    }
    case 'intent-swap':
      return {
        composeFlows: [
          {
            type: '/instructions/intent-simple',
            data: {
              srcToken: usdcA,
              dstToken: tokenOn(chainB, 'WETH').address,
              srcChainId: a.id,
              dstChainId: chainB.id,
              amount: SWAP_IN.toString(),
              slippage: 0.01,
            },
          },
        ],
        says: { preset: id, from: a.name, to: chainB.name },
      }
    case 'reverting':
      return {
        // 2^128 WETH out of 1 USDC: no pool gives that, so the swap reverts on chain.
        composeFlows: swap(a, usdc(1), 2n ** 128n, account),
        says: { preset: id, chain: a.name },
      }
  }
}
