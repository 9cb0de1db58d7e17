// Requests the devnet must refuse with a 400 at the offending field, never a 500: values that do
// not fit the protocol's types. A real devnet over HTTP.
import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../../src/core/schemas/error.js'
import { startDevnet } from '../../../src/devnet/start-devnet.js'
import { setupDevnet } from '../setup-devnet.js'

const devnet = setupDevnet(() => startDevnet({ chains: 1 }))

const post = (path: string, body: unknown) =>
  fetch(`${devnet.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': devnet.apiKey },
    body: JSON.stringify(body),
  })

const transferFlow = (extra: Record<string, unknown> = {}) => {
  const chainId = devnet.chains[0]!.id
  return {
    type: '/instructions/build',
    data: {
      chainId,
      to: devnet.deployments[chainId]!.tokens.USDC.address,
      functionSignature: 'function transfer(address to, uint256 amount)',
      args: [devnet.accounts[9]!.address, '1'],
      ...extra,
    },
  }
}

const quote = (extra: Record<string, unknown> = {}, flow = transferFlow()) => ({
  mode: 'smart-account',
  ownerAddress: devnet.accounts[0]!.address,
  composeFlows: [flow],
  simulate: false,
  ...extra,
})

async function expectValidationError(res: Response, path: string[]) {
  const body = (await res.json()) as ErrorBody
  expect({ status: res.status, code: body.code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' })
  expect(body.errors.map((e) => e.path)).toContainEqual(path)
  return body
}

describe('timestamps are uint48 on chain', () => {
  it('accepts the largest uint48 upperBoundTimestamp', async () => {
    const res = await post('/v1/quote', quote({ upperBoundTimestamp: 2 ** 48 - 1 }))
    expect(res.status).toBe(200)
  })

  it('refuses upperBoundTimestamp = 2^48 at its path', async () => {
    const res = await post('/v1/quote', quote({ upperBoundTimestamp: 2 ** 48 }))
    const body = await expectValidationError(res, ['upperBoundTimestamp'])
    expect(body.errors[0]!.message).toContain('uint48')
  })

  it("refuses a flow's lowerBoundTimestamp above 2^48 at its path", async () => {
    const flow = transferFlow({ lowerBoundTimestamp: 2 ** 50 })
    const res = await post('/v1/quote', quote({}, flow))
    await expectValidationError(res, ['composeFlows', '0', 'data', 'lowerBoundTimestamp'])
  })
})
