// Spec "Quote request" `simulate` and `simulationOverrides`: a dry run of every op before quoting;
// a failing op is named (chain, op, call, the request field) with its decoded revert reason, and
// the overrides let a flow pass whose funds only exist once earlier steps ran.
import { type Address, keccak256, pad, toHex } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { devAccount, startTestDevnet } from '../service/fixture.js'
import { setupDevnet } from '../setup-devnet.js'

const CHAIN = 31_961
const devnet = setupDevnet(() => startTestDevnet([CHAIN]))
let usdc: Address
beforeAll(() => {
  usdc = devnet.network.deployments[CHAIN]!.tokens.USDC.address
})

// devAccount(6)'s orchestrator account holds nothing: it was never funded.
const owner = () => devAccount(6).address
const recipient = () => devAccount(9).address
const transfer = (amount: unknown) => ({
  type: '/instructions/build' as const,
  data: {
    to: usdc,
    chainId: CHAIN,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [recipient(), amount],
  },
})
const approve = () => ({
  type: '/instructions/build' as const,
  data: {
    to: usdc,
    chainId: CHAIN,
    functionSignature: 'function approve(address spender, uint256 amount)',
    args: [recipient(), '1'],
  },
})

describe('simulate: true', () => {
  it('names the op that would fail and why (400 VALIDATION_ERROR, SIMULATION_FAILED)', async () => {
    const request = {
      mode: 'smart-account' as const,
      ownerAddress: owner(),
      composeFlows: [approve(), transfer('25000000')],
    }
    // Without simulate the devnet quotes it: the failure would only show at execution.
    await expect(devnet.service.quote(request)).resolves.toMatchObject({ quoteType: 'simple' })
    const error = await devnet.service.quote({ ...request, simulate: true }).catch((e) => e)
    expect(error).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        errors: [{ code: 'SIMULATION_FAILED', path: ['composeFlows', '1'] }],
      },
    })
    const { message } = error.body.errors[0]
    expect(message).toContain(`user op 0 on chain ${CHAIN}, call 1 (composeFlows.1)`)
    expect(message).toContain('ERC20InsufficientBalance')
  })

  it('passes once a tokenOverride supplies the balance the account will have', async () => {
    const [{ address: account }] = (await devnet.service.orchestrator({
      ownerAddress: owner(),
      chains: [CHAIN],
    })) as unknown as [{ address: Address }]
    const quote = await devnet.service.quote({
      mode: 'smart-account',
      ownerAddress: owner(),
      simulate: true,
      simulationOverrides: {
        tokenOverrides: [{ tokenAddress: usdc, chainId: CHAIN, balance: '25000000' }],
        customOverrides: [],
      },
      composeFlows: [approve(), transfer('25000000')],
    })
    expect(quote.quote.userOps[0]!.userOp.sender).toBe(account)
  })

  it('explains an unmet runtime-balance constraint and applies custom storage overrides', async () => {
    const runtime = {
      type: 'runtimeErc20Balance',
      tokenAddress: usdc,
      constraints: { gte: '5000000' },
    }
    const request = {
      mode: 'smart-account' as const,
      ownerAddress: owner(),
      simulate: true,
      composeFlows: [transfer(runtime)],
    }
    await expect(devnet.service.quote(request)).rejects.toMatchObject({
      body: {
        errors: [
          {
            path: ['composeFlows', '0'],
            message: expect.stringContaining('simulationOverrides.tokenOverrides'),
          },
        ],
      },
    })
    const [{ address: account }] = (await devnet.service.orchestrator({
      ownerAddress: owner(),
      chains: [CHAIN],
    })) as unknown as [{ address: Address }]
    // The same balance as a raw storage write: OpenZeppelin's _balances mapping sits at slot 0.
    const slot = keccak256(`${pad(account)}${'0'.repeat(64)}` as `0x${string}`)
    await expect(
      devnet.service.quote({
        ...request,
        simulationOverrides: {
          tokenOverrides: [],
          customOverrides: [
            { contractAddress: usdc, storageSlot: slot, chainId: CHAIN, value: toHex(5_000_000n) },
          ],
        },
      }),
    ).resolves.toMatchObject({ quoteType: 'simple' })
  })

  it('dry-runs an eoa funding pull as if the permit were signed', async () => {
    await expect(
      devnet.service.quote({
        mode: 'eoa',
        ownerAddress: devAccount(1).address,
        simulate: true,
        fundingTokens: [{ tokenAddress: usdc, chainId: CHAIN, amount: '3000000' }],
        composeFlows: [transfer('3000000')],
      }),
    ).resolves.toMatchObject({ quoteType: 'permit' })
    // More than the owner holds: the pull itself would fail, and the error says it is the funding.
    await expect(
      devnet.service.quote({
        mode: 'eoa',
        ownerAddress: devAccount(6).address,
        simulate: true,
        fundingTokens: [{ tokenAddress: usdc, chainId: CHAIN, amount: `${10n ** 30n}` }],
        composeFlows: [transfer('1')],
      }),
    ).rejects.toMatchObject({ body: { errors: [{ path: ['fundingTokens', '0'] }] } })
  })
})
