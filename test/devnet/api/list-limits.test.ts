// Request lists the spec leaves unbounded are bounded (docs/devnet-protocol.md, List limits) and
// take each item once: an oversized or repeating list is a 400 VALIDATION_ERROR at its path,
// answered before the service does any work for it (a thousand clean-ups used to take seconds of
// event loop; fifty thousand upgrade chain ids flooded anvil). A real devnet over HTTP.
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../../src/core/schemas/error.js'
import { LIST_LIMITS } from '../../../src/core/schemas/limits.js'
import { MAX_ERROR_ENTRIES } from '../../../src/devnet/api/middleware/validate-json-body.js'
import { startDevnet } from '../../../src/devnet/start-devnet.js'
import { setupDevnet } from '../setup-devnet.js'

const devnet = setupDevnet(() => startDevnet({ chains: 2 }))

const post = (path: string, body: unknown) =>
  fetch(`${devnet.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': devnet.apiKey },
    body: JSON.stringify(body),
  })

const chainId = () => devnet.chains[0]!.id
const usdc = () => devnet.deployments[chainId()]!.tokens.USDC.address
const owner = () => devnet.accounts[0]!.address

/** A distinct address per index. */
const address = (i: number): Address => `0x${(i + 0x1000).toString(16).padStart(40, '0')}`

const quote = (extra: Record<string, unknown> = {}) => ({
  mode: 'smart-account',
  ownerAddress: owner(),
  simulate: false,
  composeFlows: [
    {
      type: '/instructions/build',
      data: {
        chainId: chainId(),
        to: usdc(),
        functionSignature: 'function transfer(address to, uint256 amount)',
        args: [devnet.accounts[9]!.address, '1'],
      },
    },
  ],
  ...extra,
})

const cleanUp = (recipient: Address) => ({
  tokenAddress: usdc(),
  chainId: chainId(),
  recipientAddress: recipient,
})

const authorization = (authChainId: number) => ({
  address: devnet.accounts[9]!.address,
  chainId: authChainId,
  nonce: 0,
  r: `0x${'11'.repeat(32)}`,
  s: `0x${'22'.repeat(32)}`,
  yParity: 0,
})

async function expectRefused(res: Response, path: string[], code: string) {
  const body = (await res.json()) as ErrorBody
  expect({ status: res.status, code: body.code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' })
  expect(body.errors).toContainEqual(expect.objectContaining({ path, code }))
  return body
}

describe('clean-ups', () => {
  it(`takes ${LIST_LIMITS.cleanUps} distinct clean-ups`, async () => {
    const cleanUps = Array.from({ length: LIST_LIMITS.cleanUps }, (_, i) => cleanUp(address(i)))
    const res = await post('/v1/quote', quote({ cleanUps }))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { quote: { userOps: { isCleanUpUserOp: boolean }[] } }
    expect(body.quote.userOps.filter((op) => op.isCleanUpUserOp)).toHaveLength(LIST_LIMITS.cleanUps)
  })

  it('refuses 1,000 clean-ups at cleanUps, naming the bound', async () => {
    const cleanUps = Array.from({ length: 1_000 }, (_, i) => cleanUp(address(i)))
    const body = await expectRefused(
      await post('/v1/quote', quote({ cleanUps })),
      ['cleanUps'],
      'TOO_BIG',
    )
    expect(body.errors).toHaveLength(1)
    expect(body.errors[0]!.message).toBe(
      `cleanUps must have at most ${LIST_LIMITS.cleanUps} items (got 1000)`,
    )
  })

  it('refuses a repeated clean-up (same chain, token and recipient) at the repeat', async () => {
    const recipient = address(1)
    const body = await expectRefused(
      await post(
        '/v1/quote',
        quote({ cleanUps: [cleanUp(recipient), cleanUp(address(2)), cleanUp(recipient)] }),
      ),
      ['cleanUps', '2'],
      'INVALID_VALUE',
    )
    expect(body.errors[0]!.message).toContain('already at index 0')
  })
})

describe('upgrade chainIds', () => {
  it('refuses 50,000 repeated chain ids at chainIds without touching a chain', async () => {
    const chainIds = Array.from({ length: 50_000 }, () => chainId())
    const body = await expectRefused(
      await post('/v1/mee/upgrade', { ownerAddress: owner(), mode: 'smart-account', chainIds }),
      ['chainIds'],
      'TOO_BIG',
    )
    // Over the bound, the repeats are not listed one by one.
    expect(body.errors).toHaveLength(1)
  })

  it('refuses a repeated chain id at the repeat', async () => {
    const [a, b] = devnet.chains.map((c) => c.id)
    const body = await expectRefused(
      await post('/v1/mee/upgrade', {
        ownerAddress: owner(),
        mode: 'smart-account',
        chainIds: [a, b, a],
      }),
      ['chainIds', '2'],
      'INVALID_VALUE',
    )
    expect(body.errors[0]!.message).toBe(
      `chainIds[2] repeats chain id ${a} (already at index 0); list each chain once`,
    )
  })
})

describe('other request lists', () => {
  it('refuses two authorizations for the same chain at the second chainId', async () => {
    await expectRefused(
      await post(
        '/v1/quote',
        quote({ mode: 'eoa-7702', authorizations: [authorization(0), authorization(0)] }),
      ),
      ['authorizations', '1', 'chainId'],
      'INVALID_VALUE',
    )
  })

  it('refuses more authorizations than the bound', async () => {
    const authorizations = Array.from({ length: LIST_LIMITS.authorizations + 1 }, (_, i) =>
      authorization(i),
    )
    await expectRefused(
      await post('/v1/quote', quote({ mode: 'eoa-7702', authorizations })),
      ['authorizations'],
      'TOO_BIG',
    )
  })

  it('refuses a repeated funding token (any letter case) at the repeat', async () => {
    const funding = { tokenAddress: usdc(), chainId: chainId(), amount: '1' }
    const lower = { ...funding, tokenAddress: usdc().toLowerCase(), amount: '2' }
    await expectRefused(
      await post('/v1/quote', quote({ mode: 'eoa', fundingTokens: [funding, lower] })),
      ['fundingTokens', '1'],
      'INVALID_VALUE',
    )
  })

  it('refuses two overrides of the same storage slot (0x1 = 0x01) at the repeat', async () => {
    const slot = (storageSlot: string) => ({
      contractAddress: usdc(),
      chainId: chainId(),
      storageSlot,
      value: '0x01',
    })
    await expectRefused(
      await post(
        '/v1/quote',
        quote({
          simulationOverrides: { tokenOverrides: [], customOverrides: [slot('0x1'), slot('0x01')] },
        }),
      ),
      ['simulationOverrides', 'customOverrides', '1'],
      'INVALID_VALUE',
    )
  })

  it('refuses more build arguments than the bound', async () => {
    const request = quote()
    const flow = request.composeFlows[0]!
    flow.data.args = Array.from({ length: LIST_LIMITS.buildArgs + 1 }, () => '1')
    await expectRefused(
      await post('/v1/quote', request),
      ['composeFlows', '0', 'data', 'args'],
      'TOO_BIG',
    )
  })

  it('refuses an accountAddress map with more entries than chains allowed', async () => {
    const accountAddress = Object.fromEntries(
      Array.from({ length: LIST_LIMITS.accountAddresses + 1 }, (_, i) => [
        String(i + 1),
        address(i),
      ]),
    )
    await expectRefused(
      await post('/v1/quote', quote({ accountAddress })),
      ['accountAddress'],
      'TOO_BIG',
    )
  })

  it('refuses more orchestrator chains than the bound', async () => {
    const chains = Array.from({ length: LIST_LIMITS.chainIds + 1 }, (_, i) => i + 1)
    await expectRefused(
      await post('/v1/mee/orchestrator', { ownerAddress: owner(), chains }),
      ['chains'],
      'TOO_BIG',
    )
  })

  it('refuses a repeated chain id on POST /dev/legacy-account at the repeat', async () => {
    await expectRefused(
      await post('/dev/legacy-account', {
        ownerAddress: owner(),
        chainIds: [chainId(), chainId()],
      }),
      ['chainIds', '1'],
      'INVALID_VALUE',
    )
  })

  it(`lists at most ${MAX_ERROR_ENTRIES} problems for a body full of bad items`, async () => {
    const res = await post('/v1/mee/upgrade', {
      ownerAddress: owner(),
      mode: 'smart-account',
      chainIds: Array.from({ length: 5_000 }, () => 'x'),
    })
    const body = (await res.json()) as ErrorBody
    expect(res.status).toBe(400)
    expect(body.errors.length).toBeLessThanOrEqual(MAX_ERROR_ENTRIES)
    expect(body.errors.length).toBeGreaterThan(0)
  })
})
