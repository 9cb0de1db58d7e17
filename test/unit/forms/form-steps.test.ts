import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { fundingTokensOf } from '../../../src/core/flow-drafts/index.js'
import { type FormStep, formStepsToComposeFlows } from '../../../src/core/forms/index.js'
import { composeFlowSchema } from '../../../src/core/schemas/compose-flow.js'
import { safeParse } from '../../../src/core/schemas/safe-parse.js'

const usdcA = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const wethA = getAddress('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')
const wethB = getAddress('0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0')
const vault = getAddress('0xa0ee7a142d267c1f36714e4a8f75612f20a79720')
const bob = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')

const swap: FormStep = {
  kind: 'swap',
  chainId: 31337,
  fromToken: usdcA,
  toToken: wethA,
  amount: { type: 'exact', amount: 100_000_000n },
  slippage: 0.01,
  minOutput: 39_000_000_000_000_000n,
}
const bridge: FormStep = {
  kind: 'bridge',
  fromChainId: 31337,
  toChainId: 31338,
  fromToken: wethA,
  toToken: wethB,
  amount: { type: 'previous' },
}
const deposit: FormStep = {
  kind: 'deposit',
  chainId: 31338,
  token: wethB,
  vault,
  amount: { type: 'previous' },
}

describe('formStepsToComposeFlows', () => {
  it('writes a send as an ERC-20 transfer in base units', () => {
    const result = formStepsToComposeFlows([
      {
        kind: 'send',
        chainId: 31337,
        token: usdcA,
        recipient: bob,
        amount: { type: 'exact', amount: 5_000_000n },
      },
    ])
    expect(result).toEqual({
      ok: true,
      composeFlows: [
        {
          type: '/instructions/build',
          data: {
            to: usdcA,
            chainId: 31337,
            functionSignature: 'function transfer(address to, uint256 amount)',
            args: [bob, '5000000'],
          },
        },
      ],
    })
  })

  it('chains swap → bridge → deposit through runtime balances of what each step gives', () => {
    const result = formStepsToComposeFlows([swap, bridge, deposit])
    if (!result.ok) throw new Error(JSON.stringify(result.issues))
    const [swapFlow, bridgeFlow, depositFlow] = result.composeFlows
    expect(swapFlow).toMatchObject({
      type: '/instructions/intent-simple',
      data: { srcChainId: 31337, dstChainId: 31337, amount: '100000000', slippage: 0.01 },
    })
    const wait = { gte: '39000000000000000' }
    expect(bridgeFlow).toMatchObject({
      type: '/instructions/build-ccip',
      data: { amount: { type: 'runtimeErc20Balance', tokenAddress: wethA, constraints: wait } },
    })
    expect(depositFlow).toMatchObject({
      type: '/instructions/build',
      data: {
        to: wethB,
        chainId: 31338,
        args: [vault, { type: 'runtimeErc20Balance', tokenAddress: wethB, constraints: wait }],
      },
    })
    // Every flow passes the request's own schema; only the swap's USDC is spent up front.
    for (const flow of result.composeFlows)
      expect(safeParse(composeFlowSchema, flow).success).toBe(true)
    expect(fundingTokensOf(result.composeFlows)).toEqual([
      { tokenAddress: usdcA, chainId: 31337, amount: '100000000' },
    ])
  })

  it('does not chain onto a swap whose least output is not quoted yet', () => {
    expect(formStepsToComposeFlows([{ ...swap, minOutput: undefined }, bridge])).toEqual({
      ok: false,
      issues: [{ step: 1, code: 'previousNotQuoted' }],
    })
  })

  it('refuses a previous amount of another token or chain, after a send, or first', () => {
    const wrongChain = formStepsToComposeFlows([swap, { ...deposit }])
    expect(wrongChain).toMatchObject({ ok: false, issues: [{ step: 1, code: 'previousMismatch' }] })
    const afterSend = formStepsToComposeFlows([
      {
        kind: 'send',
        chainId: 31337,
        token: wethA,
        recipient: bob,
        amount: { type: 'exact', amount: 1n },
      },
      { ...bridge },
    ])
    expect(afterSend).toEqual({ ok: false, issues: [{ step: 1, code: 'previousGivesNothing' }] })
    expect(formStepsToComposeFlows([bridge])).toEqual({
      ok: false,
      issues: [{ step: 0, code: 'noPrevious' }],
    })
  })

  it('refuses a zero amount, a swap into the same token and a bridge to the same chain', () => {
    const result = formStepsToComposeFlows([
      {
        ...swap,
        toToken: usdcA.toUpperCase().replace('0X', '0x') as `0x${string}`,
        amount: { type: 'exact', amount: 0n },
      },
      { ...bridge, toChainId: 31337, amount: { type: 'exact', amount: 1n } },
    ])
    expect(result).toEqual({
      ok: false,
      issues: [
        { step: 0, code: 'zeroAmount' },
        { step: 0, code: 'sameToken' },
        { step: 1, code: 'sameChain' },
      ],
    })
  })
})
