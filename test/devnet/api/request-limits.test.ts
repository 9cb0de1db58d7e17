// Requests the devnet must refuse with a 400 at the offending field, never a 500: values that do
// not fit the protocol's types. A real devnet over HTTP.
import { concat, type Hex, hexToBigInt, numberToHex, parseSignature } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../../src/core/schemas/error.js'
import { startDevnet } from '../../../src/devnet/start-devnet.js'
import { setupDevnet } from '../setup-devnet.js'
import { signSimplePayload } from './raw-http.js'

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
      args: [devnet.accounts[9]!.address, '1'] as unknown[],
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

describe('custom storage overrides are 32-byte words', () => {
  const override = (field: 'storageSlot' | 'value', hex: string) => ({
    simulate: true,
    simulationOverrides: {
      tokenOverrides: [],
      customOverrides: [
        {
          contractAddress: devnet.accounts[9]!.address,
          chainId: devnet.chains[0]!.id,
          storageSlot: '0x01',
          value: '0x01',
          [field]: hex,
        },
      ],
    },
  })

  it('accepts a full 32-byte slot and value', async () => {
    const word = `0x${'ff'.repeat(32)}`
    const res = await post(
      '/v1/quote',
      quote({
        ...override('storageSlot', word),
        simulationOverrides: {
          tokenOverrides: [],
          customOverrides: [
            {
              contractAddress: devnet.accounts[9]!.address,
              chainId: devnet.chains[0]!.id,
              storageSlot: word,
              value: word,
            },
          ],
        },
      }),
    )
    // The unfunded account may fail the simulation; the overrides themselves are fine.
    const body = (await res.json()) as ErrorBody
    expect(res.status).not.toBe(500)
    expect((body.errors ?? []).map((e) => e.path[0])).not.toContain('simulationOverrides')
  })

  it.each(['storageSlot', 'value'] as const)('refuses a 33-byte %s at its path', async (field) => {
    const res = await post('/v1/quote', quote(override(field, `0x${'01'.repeat(33)}`)))
    const body = await expectValidationError(res, [
      'simulationOverrides',
      'customOverrides',
      '0',
      field,
    ])
    expect(body.message).toContain('32-byte word')
  })
})

describe('uint build arguments: decimal strings and safe integers only', () => {
  const withAmount = (amount: unknown) => {
    const flow = transferFlow()
    return quote(
      {},
      { ...flow, data: { ...flow.data, args: [devnet.accounts[9]!.address, amount] } },
    )
  }
  const amountPath = ['composeFlows', '0', 'data', 'args', '1']

  it.each(['1', 1, '0', Number.MAX_SAFE_INTEGER, (2n ** 255n).toString()])(
    'accepts %s',
    async (amount) => {
      const res = await post('/v1/quote', withAmount(amount))
      expect(res.status).toBe(200)
    },
  )

  it.each(['', '0x10', '0b11', '0o7', ' 1', '1 ', '1e3', 2 ** 53, 1e21, 1.5])(
    'refuses %j at the argument path',
    async (amount) => {
      const res = await post('/v1/quote', withAmount(amount))
      const body = await expectValidationError(res, amountPath)
      expect(body.message).toContain('is not a uint256')
    },
  )
})

describe('signatures the contract would reject are refused before the quote is accepted', () => {
  const ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

  it('a malleated (high-s) copy is a 400 at the signature; the genuine one still executes', async () => {
    const res = await post('/v1/quote', quote())
    expect(res.status).toBe(200)
    const issued = (await res.json()) as { quote: { hash: Hex }; payloadToSign: object[] }
    const owner = privateKeyToAccount(devnet.accounts[0]!.privateKey)
    const genuine = await signSimplePayload(owner, issued.payloadToSign[0]!)
    const { r, s, yParity } = parseSignature(genuine)
    const malleated = concat([
      r,
      numberToHex(ORDER - hexToBigInt(s), { size: 32 }),
      yParity === 0 ? '0x1c' : '0x1b',
    ])
    const withSignature = (signature: Hex) => ({
      ...issued,
      payloadToSign: issued.payloadToSign.map((p) => ({ ...p, signature })),
    })

    const refused = await post('/v1/execute', withSignature(malleated))
    const body = await expectValidationError(refused, ['payloadToSign', '0', 'signature'])
    expect(body.errors[0]!.code).toBe('INVALID_SIGNATURE')
    expect(body.message).toContain('malleated')

    const accepted = await post('/v1/execute', withSignature(genuine))
    expect(accepted.status).toBe(200)
  })
})

describe('execute compares the whole body with the issued quote', () => {
  it.each([
    ['mode', (q: Record<string, unknown>) => ({ ...q, mode: 'eoa' }), ['mode']],
    ['unknown key', (q: Record<string, unknown>) => ({ ...q, extra: 1 }), ['extra']],
    [
      'returnedData',
      (q: Record<string, unknown>) => ({ ...q, returnedData: [{ minOutputAmount: '1' }] }),
      ['returnedData'],
    ],
    [
      'an instruction',
      (q: Record<string, unknown>) => {
        const [first] = q.instructions as { chainId: number }[]
        return { ...q, instructions: [{ ...first, chainId: 1 }] }
      },
      ['instructions', '0', 'chainId'],
    ],
  ] as const)(
    'refuses a changed %s at its path, then runs the unchanged body',
    async (_, change, path) => {
      const res = await post('/v1/quote', quote())
      const issued = (await res.json()) as Record<string, unknown> & {
        quote: { hash: Hex }
        payloadToSign: object[]
      }
      const owner = privateKeyToAccount(devnet.accounts[0]!.privateKey)
      const signature = await signSimplePayload(owner, issued.payloadToSign[0]!)
      const signed = {
        ...issued,
        payloadToSign: issued.payloadToSign.map((p) => ({ ...p, signature })),
      }

      const refused = await post('/v1/execute', change(signed))
      const body = await expectValidationError(refused, [...path])
      expect(body.errors[0]!.code).toBe('QUOTE_MISMATCH')
      expect((await post('/v1/execute', signed)).status).toBe(200)
    },
  )
})
