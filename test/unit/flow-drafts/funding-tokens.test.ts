// What compose flows spend, read from the flows: the `fundingTokens` an eoa quote pulls.
import { describe, expect, it } from 'vitest'
import { fundingTokensOf, withFundingTokens } from '../../../src/core/flow-drafts/index.js'
import type { ComposeFlowInput } from '../../../src/core/schemas/compose-flow.js'

const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' as const
const USDC_OP = '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85' as const
const WETH = '0x4200000000000000000000000000000000000006' as const
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

const transfer = (token: `0x${string}`, chainId: number, amount: unknown): ComposeFlowInput => ({
  type: '/instructions/build',
  data: {
    to: token,
    chainId,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [BOB, amount],
  },
})

describe('fundingTokensOf', () => {
  it('a transfer spends its amount of the token called, on its chain', () => {
    expect(fundingTokensOf([transfer(USDC, 8453, '1000000')])).toEqual([
      { tokenAddress: USDC, chainId: 8453, amount: '1000000' },
    ])
  })

  it('the same token on the same chain adds up (any letter case), first spent first', () => {
    expect(
      fundingTokensOf([
        transfer(WETH, 8453, '5'),
        transfer(USDC, 8453, '1000000'),
        transfer(USDC.toLowerCase() as `0x${string}`, 8453, '500000'),
      ]),
    ).toEqual([
      { tokenAddress: WETH, chainId: 8453, amount: '5' },
      { tokenAddress: USDC, chainId: 8453, amount: '1500000' },
    ])
  })

  it('a bridge spends its source amount and pays for what later flows spend on its destination', () => {
    const bridge: ComposeFlowInput = {
      type: '/instructions/build-ccip',
      data: {
        srcToken: USDC,
        dstToken: USDC_OP,
        srcChainId: 8453,
        dstChainId: 10,
        amount: '2000000',
      },
    }
    expect(fundingTokensOf([bridge, transfer(USDC_OP, 10, '3000000')])).toEqual([
      { tokenAddress: USDC, chainId: 8453, amount: '2000000' },
      { tokenAddress: USDC_OP, chainId: 10, amount: '1000000' },
    ])
  })

  it('an intent spends its source amount; its output is not known before the quote', () => {
    const intent: ComposeFlowInput = {
      type: '/instructions/intent-simple',
      data: {
        srcToken: USDC,
        dstToken: WETH,
        srcChainId: 8453,
        dstChainId: 8453,
        amount: '7',
        slippage: 0.01,
      },
    }
    expect(fundingTokensOf([intent, transfer(WETH, 8453, '1')])).toEqual([
      { tokenAddress: USDC, chainId: 8453, amount: '7' },
      { tokenAddress: WETH, chainId: 8453, amount: '1' },
    ])
  })

  it('runtime balances, approvals, raw calls and other functions spend nothing it can know', () => {
    expect(
      fundingTokensOf([
        transfer(USDC, 8453, { type: 'runtimeErc20Balance', tokenAddress: USDC }),
        {
          type: '/instructions/build',
          data: {
            to: USDC,
            chainId: 8453,
            functionSignature: 'function approve(address spender, uint256 amount)',
            args: [BOB, '5'],
          },
        },
        { type: '/instructions/build-raw', data: { to: USDC, chainId: 8453, data: '0xa9059cbb' } },
        transfer(USDC, 8453, '0'),
      ]),
    ).toEqual([])
  })
})

describe('withFundingTokens', () => {
  const owner = BOB
  const flows = [transfer(USDC, 8453, '1000000')]

  it('an eoa request without fundingTokens gets the ones its flows spend', () => {
    expect(withFundingTokens({ mode: 'eoa', ownerAddress: owner, composeFlows: flows })).toEqual({
      mode: 'eoa',
      ownerAddress: owner,
      composeFlows: flows,
      fundingTokens: [{ tokenAddress: USDC, chainId: 8453, amount: '1000000' }],
    })
  })

  it("keeps the app's own fundingTokens, and leaves other modes and unreadable flows as given", () => {
    const own = [{ tokenAddress: USDC, chainId: 8453, amount: '5' }]
    const given = { mode: 'eoa', composeFlows: flows, fundingTokens: own } as const
    expect(withFundingTokens(given)).toBe(given)
    const smart = { mode: 'smart-account', composeFlows: flows } as const
    expect(withFundingTokens(smart)).toBe(smart)
    const nothing = { mode: 'eoa', composeFlows: [transfer(USDC, 8453, '0')] } as const
    expect(withFundingTokens(nothing)).toBe(nothing)
  })
})
