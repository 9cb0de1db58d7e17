// Spec "POST /v1/instructions/build-ccip" and ComposeFlow `/instructions/build-ccip`, built by the
// devnet's ccip module (src/devnet/service/ccip) against real chains.
import { type Address, decodeAbiParameters, getAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  type BuildCcipRequest,
  buildCcipResponseSchema,
} from '../../../src/core/schemas/instructions.js'
import { buildCcip } from '../../../src/devnet/service/ccip/build-ccip.js'
import { planCcipFlow } from '../../../src/devnet/service/ccip/plan-ccip-flow.js'
import { setupDevnet } from '../setup-devnet.js'
import { startCrossChain } from './fixture.js'

const A = 31_751
const B = 31_752
const devnet = setupDevnet(() => startCrossChain([A, B]))
let usdc: Address
let weth: Address
let owner: Address
let account: Address

beforeAll(async () => {
  usdc = devnet.tokens.USDC.address
  weth = devnet.tokens.WETH.address
  owner = devnet.user(0).address
  // The owner's Nexus 2.2.1 account, one address on every devnet chain.
  account = await devnet.ctx.accounts.nexusAddress(devnet.ctx.chains.get(A)!, owner)
}, 60_000)

const request = (overrides: Partial<BuildCcipRequest> = {}): BuildCcipRequest => ({
  srcToken: usdc,
  dstToken: usdc,
  srcChainId: A,
  dstChainId: B,
  ownerAddress: owner,
  amount: '2500000',
  mode: 'smart-account',
  ...overrides,
})
const build = (overrides: Partial<BuildCcipRequest> = {}) =>
  buildCcip(devnet.ctx, request(overrides))
const lockArgs = (paramData: `0x${string}`) =>
  decodeAbiParameters(
    [{ type: 'address' }, { type: 'uint256' }, { type: 'uint256' }, { type: 'address' }],
    paramData,
  )

describe('build-ccip (spec: POST /v1/instructions/build-ccip)', () => {
  it('answers one lock on the source chain to the account on the destination, and its override', async () => {
    const response = await build({ gasLimit: '90000' })
    expect(z.safeParse(buildCcipResponseSchema, response).success).toBe(true)
    expect(response.instructions).toHaveLength(1)
    const [instruction] = response.instructions
    expect(instruction).toMatchObject({ chainId: A, isComposable: true })
    const [call] = instruction!.calls
    expect(call).toMatchObject({
      to: devnet.network.deployments[A]!.bridge,
      value: '0',
      functionSig: 'lock(address,uint256,uint256,address)',
      gasLimit: '90000',
    })
    // A literal amount is one RAW_BYTES param holding all four words.
    expect(call!.inputParams).toHaveLength(1)
    expect(lockArgs(call!.inputParams[0]!.paramData)).toEqual([
      usdc,
      2_500_000n,
      BigInt(B),
      account,
    ])
    expect(response.simulationTokenOverrides).toEqual([
      { tokenAddress: usdc, chainId: B, balance: '2500000', accountAddress: account },
    ])
  })

  it('takes a runtime balance of srcToken: a BALANCE param, and its gte as the expected balance', async () => {
    const response = await build({
      amount: { type: 'runtimeErc20Balance', tokenAddress: usdc, constraints: { gte: '777' } },
    })
    const params = response.instructions[0]!.calls[0]!.inputParams
    expect(params.map((p) => p.fetcherType)).toEqual([0, 1, 0])
    expect(
      decodeAbiParameters([{ type: 'address' }, { type: 'address' }], params[1]!.paramData),
    ).toEqual([usdc, account])
    expect(response.simulationTokenOverrides![0]!.balance).toBe('777')
  })

  it('without constraints the override is the balance the account holds now', async () => {
    await devnet.transfer(A, devnet.user(0), usdc, account, 4_321n)
    const response = await build({ amount: { type: 'runtimeErc20Balance', tokenAddress: usdc } })
    expect(response.simulationTokenOverrides![0]!.balance).toBe('4321')
  })

  it('in eoa-7702 mode the EOA locks and receives', async () => {
    const response = await build({ mode: 'eoa-7702' })
    const [call] = response.instructions[0]!.calls
    expect(lockArgs(call!.inputParams[0]!.paramData)[3]).toBe(getAddress(owner))
    expect(response.simulationTokenOverrides![0]!.accountAddress).toBe(getAddress(owner))
  })

  // Overrides are functions: the token addresses exist only once the chains are up.
  it.each([
    ['an unknown source chain', () => ({ srcChainId: 4242 }), 'INVALID_CHAIN', ['srcChainId']],
    ['an unknown destination chain', () => ({ dstChainId: 4242 }), 'INVALID_CHAIN', ['dstChainId']],
    ['the same chain twice', () => ({ dstChainId: A }), 'VALIDATION_ERROR', ['dstChainId']],
    [
      'a token the devnet does not have',
      () => ({ srcToken: getAddress('0x000000000000000000000000000000000000dead') }),
      'VALIDATION_ERROR',
      ['srcToken'],
    ],
    ['another token on arrival', () => ({ dstToken: weth }), 'VALIDATION_ERROR', ['dstToken']],
    ['a zero amount', () => ({ amount: '0' }), 'VALIDATION_ERROR', ['amount']],
    [
      'a runtime balance of another token',
      () => ({ amount: { type: 'runtimeErc20Balance' as const, tokenAddress: weth } }),
      'VALIDATION_ERROR',
      ['amount', 'tokenAddress'],
    ],
  ] as [string, () => Partial<BuildCcipRequest>, string, string[]][])(
    'rejects %s with 400 %s naming the field',
    async (_, overrides, code, path) => {
      await expect(build(overrides())).rejects.toMatchObject({
        status: 400,
        body: { code, errors: [{ path }] },
      })
    },
  )
})

describe('the /instructions/build-ccip compose flow', () => {
  it('plans the same lock, from the account on A to the account the quote uses on B', async () => {
    const other = getAddress('0x00000000000000000000000000000000000b0b0b')
    const planned = await planCcipFlow({
      flow: {
        type: '/instructions/build-ccip',
        data: { srcToken: usdc, dstToken: usdc, srcChainId: A, dstChainId: B, amount: '5' },
        batch: false,
      },
      index: 3,
      chains: devnet.ctx.chains,
      accountFor: async (chainId) => (chainId === B ? other : account),
    })
    expect(planned).toMatchObject({ index: 3, chainId: A, batch: false, gas: 150_000n })
    expect(lockArgs(planned.calls[0]!.inputs[0]!.paramData)).toEqual([usdc, 5n, BigInt(B), other])
  })

  it('names the flow in error paths', async () => {
    await expect(
      planCcipFlow({
        flow: {
          type: '/instructions/build-ccip',
          data: { srcToken: usdc, dstToken: weth, srcChainId: A, dstChainId: B, amount: '5' },
        },
        index: 2,
        chains: devnet.ctx.chains,
        accountFor: async () => account,
      }),
    ).rejects.toMatchObject({
      body: { errors: [{ path: ['composeFlows', '2', 'data', 'dstToken'] }] },
    })
  })
})
