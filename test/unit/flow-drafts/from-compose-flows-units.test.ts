// fromComposeFlows with a token list: amounts come back in the token's units ("1", USDC's 6
// decimals), not "1000000" base units, and go back to the same base units unchanged.
import { describe, expect, it } from 'vitest'
import { fromComposeFlows, toComposeFlows } from '../../../src/core/flow-drafts/index.js'
import type { BuildCcipFlowDraft, BuildFlowDraft } from '../../../src/core/flow-drafts/types.js'
import type { ComposeFlowInput } from '../../../src/core/schemas/compose-flow.js'
import type { TokenList } from '../../../src/core/tokens/token-list.js'

const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' as const
const USDC_OP = '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85' as const
const POOL = '0x1111111111111111111111111111111111111111' as const
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const tokenList: TokenList = {
  name: 'test',
  tokens: [
    { chainId: 8453, address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
    { chainId: 10, address: USDC_OP, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  ],
}
const flows: ComposeFlowInput[] = [
  {
    type: '/instructions/build',
    data: {
      to: USDC,
      chainId: 8453,
      functionSignature: 'function transfer(address to, uint256 amount)',
      args: [BOB, '1000000'],
    },
  },
  {
    type: '/instructions/build-ccip',
    data: {
      srcToken: USDC,
      dstToken: USDC_OP,
      srcChainId: 8453,
      dstChainId: 10,
      amount: '2500001',
    },
  },
  {
    type: '/instructions/build',
    data: {
      to: POOL,
      chainId: 8453,
      functionSignature: 'function swap(address tokenIn, uint256 amountIn)',
      args: [USDC, { type: 'runtimeErc20Balance', tokenAddress: USDC, constraints: { gte: '1' } }],
    },
  },
]

describe('fromComposeFlows in token units', () => {
  it('amounts in a listed token show in its decimals; the rest stays in base units', () => {
    const [transfer, bridge, swap] = fromComposeFlows(flows, { tokenList }) as [
      BuildFlowDraft,
      BuildCcipFlowDraft,
      BuildFlowDraft,
    ]
    expect(transfer.args[1]).toEqual({ kind: 'amount', value: '1', decimals: 6 })
    expect(bridge.amount).toEqual({ kind: 'amount', value: '2.500001', decimals: 6 })
    // The pool is no token: its address argument is text, the runtime balance is in USDC's units.
    expect(swap.args[1]).toMatchObject({ kind: 'runtimeBalance', gte: '0.000001', decimals: 6 })
  })

  it('back to the same compose flows, to the unit', () => {
    expect(toComposeFlows(fromComposeFlows(flows, { tokenList })).composeFlows).toEqual(flows)
  })

  it('without a list, or with decimals no ERC-20 has, base units as before', () => {
    const [plain] = fromComposeFlows(flows) as [BuildFlowDraft]
    expect(plain.args[1]).toEqual({ kind: 'amount', value: '1000000', decimals: 0 })
    const hostile: TokenList = {
      name: 'hostile',
      tokens: [{ chainId: 8453, address: USDC, symbol: 'USDC', name: 'x', decimals: 1e8 }],
    }
    const [bad] = fromComposeFlows(flows, { tokenList: hostile }) as [BuildFlowDraft]
    expect(bad.args[1]).toEqual({ kind: 'amount', value: '1000000', decimals: 0 })
  })
})
