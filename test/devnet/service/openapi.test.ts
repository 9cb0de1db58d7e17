// reference/README.md: where the OpenAPI covers an endpoint, the devnet's responses validate
// against it, so clients written for the real service work against the devnet.
import type { Hex } from 'viem'
import { describe, it } from 'vitest'
import { signSimplePayload } from '../../../fixtures/harness/sign-simple-payload.js'
import { assertConformsToOpenApi } from '../openapi/conformance.js'
import { setupDevnet } from '../setup-devnet.js'
import { devAccount, startTestDevnet } from './fixture.js'

const A = 31_661
const B = 31_662
const devnet = setupDevnet(() => startTestDevnet([A, B]))
const token = (symbol: 'USDC' | 'USDT') => devnet.network.deployments[A]!.tokens[symbol].address

const transfer = (to: Hex, chainId = A) => ({
  type: '/instructions/build' as const,
  data: {
    to,
    chainId,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [devAccount(9).address, '10'],
  },
})

describe('devnet responses conform to the OpenAPI', () => {
  it('POST /v1/quote: simple (two chains), permit and onchain quotes', async () => {
    const owner = devAccount(1).address
    const simple = await devnet.service.quote({
      mode: 'smart-account',
      ownerAddress: owner,
      composeFlows: [transfer(token('USDC')), transfer(token('USDC'), B)],
    })
    assertConformsToOpenApi('POST', '/v1/quote', 200, simple)
    for (const symbol of ['USDC', 'USDT'] as const) {
      const eoa = await devnet.service.quote({
        mode: 'eoa',
        ownerAddress: owner,
        fundingTokens: [{ tokenAddress: token(symbol), chainId: A, amount: '10' }],
        composeFlows: [transfer(token(symbol))],
      })
      assertConformsToOpenApi('POST', '/v1/quote', 200, eoa)
    }
  })

  it('POST /v1/execute, /v1/mee/orchestrator and /v1/instructions/build-ccip', async () => {
    const owner = devAccount(2)
    const quote = await devnet.service.quote({
      mode: 'smart-account',
      ownerAddress: owner.address,
      composeFlows: [transfer(token('USDC'))],
    })
    const signature = await signSimplePayload(owner, quote.payloadToSign[0]!)
    const executed = await devnet.service.execute({
      ...quote,
      payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
    } as never)
    assertConformsToOpenApi('POST', '/v1/execute', 200, executed)
    const groups = await devnet.service.orchestrator({
      ownerAddress: owner.address,
      chains: [A, B],
    })
    assertConformsToOpenApi('POST', '/v1/mee/orchestrator', 200, groups)
    const ccip = await devnet.service.buildCcip({
      srcToken: token('USDC'),
      dstToken: token('USDC'),
      srcChainId: A,
      dstChainId: B,
      ownerAddress: owner.address,
      amount: '5',
      mode: 'smart-account',
    })
    assertConformsToOpenApi('POST', '/v1/instructions/build-ccip', 200, ccip)
  })
})
