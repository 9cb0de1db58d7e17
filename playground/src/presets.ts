// The playground's ready-made supertransactions, built as compose flows from the devnet's own
// addresses (`/devnet.json`). Each one names what the executing account needs on chain A first:
// `smart-account` mode sends it to the orchestrator account ("Fund account"), `eoa` mode pulls it
// with one permit/approval (`fundingTokens`), `eoa-7702` spends the wallet's own balance.
import type { Address } from 'viem'
import type { ComposeFlow } from '../../src/core/schemas/compose-flow.js'
import type { PlaygroundChain, PlaygroundDevnet } from './devnet-info.js'

export const PRESET_IDS = [
  'send-usdc',
  'swap-bridge-deposit',
  'ccip-bridge',
  'intent-swap',
  'reverting',
] as const
export type PresetId = (typeof PRESET_IDS)[number]
/** What the Preset choice holds: a ready-made preset, or `custom` (its flows edited). */
export type PresetChoice = PresetId | 'custom'

export const PRESET_LABELS: Record<PresetId, string> = {
  'send-usdc': 'Send 25 USDC on chain A',
  'swap-bridge-deposit': 'Swap USDC→WETH on A, bridge, deposit the WETH on B',
  'ccip-bridge': 'Bridge 50 USDC from A to B (CCIP)',
  'intent-swap': 'Swap 100 USDC on A for WETH on B (intent)',
  reverting: 'A flow that reverts (sends more USDC than there is)',
}

export type Preset = {
  composeFlows: ComposeFlow[]
  /** What the executing account must hold on chain A before the flow runs (USDC, 6 decimals). */
  funding: { token: Address; chainId: number; amount: bigint }
}

export type BuildPresetParameters = {
  devnet: PlaygroundDevnet
  /** The account that runs the ops: the orchestrator account, or the EOA in eoa-7702. */
  account: Address
  /** The connected wallet (the owner); receives what the flows give back. */
  owner: Address
  /** Where deposits go (a dev account that never signs in the playground). */
  vault: Address
}

const usdc = (amount: number) => BigInt(amount) * 10n ** 6n

function token(chain: PlaygroundChain, symbol: 'USDC' | 'WETH' | 'USDT'): Address {
  const found = chain.tokens.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`The devnet has no ${symbol} on chain ${chain.id}.`)
  return found.address
}

const runtime = (tokenAddress: Address, gte = '1') => ({
  type: 'runtimeErc20Balance' as const,
  tokenAddress,
  constraints: { gte },
})

const call = (
  to: Address,
  chainId: number,
  functionSignature: string,
  args: unknown[],
): ComposeFlow => ({ type: '/instructions/build', data: { to, chainId, functionSignature, args } })

/** The compose flows and the funding of a preset, for the given accounts. */
export function buildPreset(id: PresetId, parameters: BuildPresetParameters): Preset {
  const { devnet, account, owner, vault } = parameters
  const [a, b] = devnet.chains as [PlaygroundChain, PlaygroundChain | undefined]
  const chainB = b ?? a
  const usdcA = token(a, 'USDC')
  const transfer = 'function transfer(address to, uint256 amount)'
  switch (id) {
    case 'send-usdc':
      return {
        composeFlows: [call(usdcA, a.id, transfer, [vault, usdc(25).toString()])],
        funding: { token: usdcA, chainId: a.id, amount: usdc(25) },
      }
    case 'swap-bridge-deposit': {
      const amount = usdc(100)
      const wethA = token(a, 'WETH')
      const wethB = token(chainB, 'WETH')
      return {
        composeFlows: [
          call(usdcA, a.id, 'function approve(address spender, uint256 amount)', [
            a.pool,
            amount.toString(),
          ]),
          call(
            a.pool,
            a.id,
            'function swap(address tokenIn, uint256 amountIn, uint256 minAmountOut, address recipient)',
            [usdcA, amount.toString(), '1', account],
          ),
          {
            type: '/instructions/build-ccip',
            data: {
              srcToken: wethA,
              dstToken: wethB,
              srcChainId: a.id,
              dstChainId: chainB.id,
              amount: runtime(wethA),
            },
          },
          call(wethB, chainB.id, transfer, [vault, runtime(wethB)]),
        ],
        funding: { token: usdcA, chainId: a.id, amount },
      }
    }
    case 'ccip-bridge': {
      const amount = usdc(50)
      const usdcB = token(chainB, 'USDC')
      return {
        composeFlows: [
          {
            type: '/instructions/build-ccip',
            data: {
              srcToken: usdcA,
              dstToken: usdcB,
              srcChainId: a.id,
              dstChainId: chainB.id,
              amount: amount.toString(),
            },
          },
          // What arrived on B goes on to the wallet itself.
          call(usdcB, chainB.id, transfer, [owner, runtime(usdcB)]),
        ],
        funding: { token: usdcA, chainId: a.id, amount },
      }
    }
    case 'intent-swap': {
      const amount = usdc(100)
      const wethB = token(chainB, 'WETH')
      return {
        composeFlows: [
          {
            type: '/instructions/intent-simple',
            data: {
              srcToken: usdcA,
              dstToken: wethB,
              srcChainId: a.id,
              dstChainId: chainB.id,
              amount: amount.toString(),
              slippage: 0.01,
            },
          },
          call(wethB, chainB.id, transfer, [vault, runtime(wethB)]),
        ],
        funding: { token: usdcA, chainId: a.id, amount },
      }
    }
    case 'reverting':
      return {
        // A billion USDC: no account holds that, so the transfer reverts on chain.
        composeFlows: [call(usdcA, a.id, transfer, [vault, usdc(1_000_000_000).toString()])],
        funding: { token: usdcA, chainId: a.id, amount: usdc(1) },
      }
  }
}
