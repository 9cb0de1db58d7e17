// Spec "Errors": invalid input → 400 VALIDATION_ERROR with the path of the offending field. A build
// arg that does not fit its ABI type is named by index and type, in one line a client can act on
// (no library banner), at ['composeFlows', i, 'data', 'args', j]. Flow kinds the devnet does not
// implement answer VALIDATION_ERROR / UNSUPPORTED_FLOW (BAD_REQUEST is the spec's eoa-7702 upgrade code);
// so do a funding token the devnet does not have and the zero address as owner.
import type { Hex } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { setupDevnet } from '../setup-devnet.js'
import { devAccount, startTestDevnet } from './fixture.js'

const CHAIN = 31_681
const owner = devAccount(0)
const bob = devAccount(9).address
const devnet = setupDevnet(() => startTestDevnet([CHAIN]))
let usdc: Hex

beforeAll(() => {
  usdc = devnet.network.deployments[CHAIN]!.tokens.USDC.address
})

const flow = (functionSignature: string, args: unknown[]) => ({
  type: '/instructions/build' as const,
  data: { to: usdc, chainId: CHAIN, functionSignature, args },
})
const transfer = (to: unknown, amount: unknown) =>
  flow('function transfer(address to, uint256 amount)', [to, amount])

/** Quotes `flows` and answers the error body it fails with. */
async function refusal(flows: ReturnType<typeof flow>[]) {
  const quote = devnet.service.quote({
    mode: 'smart-account',
    ownerAddress: owner.address,
    composeFlows: flows,
  } as never)
  const error = (await quote.then(
    () => undefined,
    (e: unknown) => e,
  )) as { status: number; body: { code: string; message: string; errors: unknown[] } }
  expect(error, 'the quote should have been refused').toBeDefined()
  expect(error.status).toBe(400)
  expect(error.body.code).toBe('VALIDATION_ERROR')
  return error.body
}

describe('build args that do not fit their ABI type', () => {
  it('a negative uint256: names arg 1, its type and name, at composeFlows.1.data.args.1', async () => {
    const body = await refusal([transfer(bob, '1'), transfer(bob, '-1')])
    const message =
      'arg 1 (uint256 amount) of transfer(address,uint256): "-1" is not a uint256 (expected a non-negative integer below 2^256)'
    expect(body).toEqual({
      code: 'VALIDATION_ERROR',
      message,
      errors: [
        { code: 'INVALID_VALUE', path: ['composeFlows', '1', 'data', 'args', '1'], message },
      ],
    })
  })

  it('says nothing of viem (no version banner, no 78-digit bounds)', async () => {
    const tooBig = (2n ** 256n).toString()
    const body = await refusal([transfer(bob, tooBig)])
    expect(body.message).toBe(
      `arg 1 (uint256 amount) of transfer(address,uint256): "${tooBig}" is not a uint256 (expected a non-negative integer below 2^256)`,
    )
    expect(body.message).not.toMatch(/viem|Version:/)
  })

  it('an object where an address is expected', async () => {
    const body = await refusal([transfer({ wallet: bob }, '1')])
    expect(body.message).toBe(
      `arg 0 (address to) of transfer(address,uint256): {"wallet":"${bob}"} is not an address (expected 0x and 40 hex digits, checksummed if mixed-case)`,
    )
    expect(body.errors).toEqual([
      expect.objectContaining({ path: ['composeFlows', '0', 'data', 'args', '0'] }),
    ])
  })

  it('a bytes arg that is not hex ("0xzz") is refused instead of being quoted', async () => {
    const body = await refusal([
      flow('function upgradeToAndCall(address newImplementation, bytes data)', [bob, '0xzz']),
    ])
    expect(body.message).toBe(
      'arg 1 (bytes data) of upgradeToAndCall(address,bytes): "0xzz" is not bytes (expected 0x and an even number of hex digits)',
    )
    expect(body.errors).toEqual([
      expect.objectContaining({ path: ['composeFlows', '0', 'data', 'args', '1'] }),
    ])
  })

  it('names where inside an array or tuple the bad value sits', async () => {
    const body = await refusal([
      flow('function f((address to, uint256 amount)[] payments)', [
        [
          { to: bob, amount: '1' },
          { to: bob, amount: 'lots' },
        ],
      ]),
    ])
    expect(body.message).toBe(
      'arg 0 ((address,uint256)[] payments)[1].amount of f((address,uint256)[]): "lots" is not a uint256 (expected a non-negative integer below 2^256)',
    )
  })

  it('POST /v1/instructions/build names the arg at args.j as well', async () => {
    const call = devnet.service.buildInstructions({
      to: usdc,
      chainId: CHAIN,
      functionSignature: 'function approve(address spender, uint256 amount)',
      args: [bob, '1.5'],
    })
    await expect(call).rejects.toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message:
          'arg 1 (uint256 amount) of approve(address,uint256): "1.5" is not a uint256 (expected a non-negative integer below 2^256)',
        errors: [{ path: ['args', '1'] }],
      },
    })
  })

  it('still quotes well-formed args of every kind', async () => {
    const quote = await devnet.service.quote({
      mode: 'smart-account',
      ownerAddress: owner.address,
      composeFlows: [
        flow('function f(bytes data, bytes4 tag, bool flag, int8 delta, string note)', [
          '0xdeadbeef',
          '0x12345678',
          true,
          '-128',
          'hello',
        ]),
      ],
    })
    expect(quote.quote.userOps).toHaveLength(1)
  })
})

describe('flow kinds the devnet does not implement', () => {
  // Spec "ComposeFlow" names /instructions/intent and /instructions/intent-vault without a shape.
  it.each(['/instructions/intent', '/instructions/intent-vault'])(
    '%s: 400 VALIDATION_ERROR / UNSUPPORTED_FLOW at composeFlows.i.type',
    async (type) => {
      const body = await refusal([transfer(bob, '1'), { type, data: {} } as never])
      const message = `The devnet does not implement ${type} flows (composeFlows.1): the spec names this flow kind but not its shape. Use /instructions/build, /instructions/build-raw, /instructions/build-ccip or /instructions/intent-simple.`
      expect(body).toEqual({
        code: 'VALIDATION_ERROR',
        message,
        errors: [{ code: 'UNSUPPORTED_FLOW', path: ['composeFlows', '1', 'type'], message }],
      })
    },
  )
})

describe('inputs that name nothing the devnet can use', () => {
  it('eoa funding with a token the devnet does not have: 400 at fundingTokens.0.tokenAddress, listing its tokens', async () => {
    const stranger = '0x000000000000000000000000000000000000dEaD'
    const quote = devnet.service.quote({
      mode: 'eoa',
      ownerAddress: owner.address,
      fundingTokens: [{ tokenAddress: stranger, chainId: CHAIN, amount: '1000000' }],
      composeFlows: [transfer(bob, '1')],
    })
    const { tokens } = devnet.network.deployments[CHAIN]!
    await expect(quote).rejects.toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        errors: [{ code: 'INVALID_VALUE', path: ['fundingTokens', '0', 'tokenAddress'] }],
      },
    })
    const { message } = ((await quote.catch((e: unknown) => e)) as { body: { message: string } })
      .body
    expect(message).toMatch(new RegExp(`^${stranger} is not a devnet token on chain ${CHAIN}`))
    for (const token of [tokens.USDC, tokens.USDT, tokens.WETH]) {
      expect(message).toContain(`${token.symbol} ${token.address}`)
    }
  })

  it('the zero address as owner: 400 at ownerAddress, since no key signs for it', async () => {
    const ownerAddress = '0x0000000000000000000000000000000000000000'
    const refused = {
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining('no private key signs for it'),
        errors: [{ code: 'INVALID_VALUE', path: ['ownerAddress'] }],
      },
    }
    await expect(
      devnet.service.quote({
        mode: 'smart-account',
        ownerAddress,
        composeFlows: [transfer(bob, '1')],
      }),
    ).rejects.toMatchObject(refused)
    await expect(
      devnet.service.quote({
        mode: 'eoa',
        ownerAddress,
        fundingTokens: [{ tokenAddress: usdc, chainId: CHAIN, amount: '1' }],
        composeFlows: [transfer(bob, '1')],
      }),
    ).rejects.toMatchObject(refused)
    await expect(
      devnet.service.orchestrator({ ownerAddress, chains: [CHAIN] }),
    ).rejects.toMatchObject(refused)
  })
})
