// Spec "POST /v1/quote" rule 1 and "POST /v1/mee/prepare7702": the eoa-7702 round trip over HTTP —
// 412 with what to sign, the owner signs with viem, the quote proceeds and the node applies the
// delegation with a type-4 transaction before the first op.
import { type Address, concat, createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { signSimplePayload } from '../../../fixtures/harness/sign-simple-payload.js'
import { createSupertxClient } from '../../../src/core/client/createSupertxClient.js'
import type { SupertxClient } from '../../../src/core/client/types.js'
import { AuthorizationRequiredError } from '../../../src/core/errors/auth.js'
import type { Authorization, AuthorizationToSign } from '../../../src/core/schemas/authorization.js'
import { startDevnet } from '../../../src/devnet/start-devnet.js'
import { assertConformsToOpenApi } from '../openapi/conformance.js'
import { setupDevnet } from '../setup-devnet.js'
import { balanceOf, expectLanded, publicClientOf, waitForFinalReceipt } from './chain-reads.js'

const devnet = setupDevnet(() => startDevnet({ chains: 2 }))
let client: SupertxClient
beforeAll(() => {
  client = createSupertxClient({ baseUrl: devnet.apiUrl, apiKey: devnet.apiKey })
})

const user = (index: number) => privateKeyToAccount(devnet.accounts[index]!.privateKey)
const chainA = () => devnet.chains[0]!
const chainB = () => devnet.chains[1]!
const usdc = () => devnet.deployments[chainA().id]!.tokens.USDC.address

/** The owner signs what the API asked for; the request wants `v` as a decimal string. */
async function sign(
  index: number,
  wanted: readonly AuthorizationToSign[],
): Promise<Authorization[]> {
  return Promise.all(
    wanted.map(async ({ address, chainId, nonce }) => {
      const signed = await user(index).signAuthorization({ address, chainId, nonce })
      return {
        address: signed.address,
        chainId: signed.chainId,
        nonce: signed.nonce,
        r: signed.r,
        s: signed.s,
        v: String(signed.v ?? 27n + BigInt(signed.yParity ?? 0)),
        yParity: signed.yParity as 0 | 1,
      }
    }),
  )
}

const pay = (chainId: number, to: Address, amount: string) => ({
  type: '/instructions/build' as const,
  data: {
    to: usdc(),
    chainId,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [to, amount],
  },
})

async function quoteError(request: Parameters<SupertxClient['quote']>[0]) {
  return client.quote(request).then(
    () => {
      throw new Error('expected the quote to fail')
    },
    (error: unknown) => error,
  )
}

describe('eoa-7702 over HTTP', () => {
  it('412 → sign one multichain authorization → quote → sign → execute → delegated on both chains', async () => {
    const owner = user(3)
    const bob = user(8).address
    const request = {
      mode: 'eoa-7702' as const,
      ownerAddress: owner.address,
      composeFlows: [pay(chainA().id, bob, '1500'), pay(chainB().id, bob, '2500')],
    }
    const error = await quoteError(request)
    expect(error).toBeInstanceOf(AuthorizationRequiredError)
    const asked = (error as AuthorizationRequiredError).authorizations
    // A fresh dev EOA has the same nonce on both chains: one chainId-0 authorization covers both.
    // On Nexus an eoa-7702 EOA runs MEE 2.1.0 (the API's docs), delegating to the devnet's Nexus
    // 2.1.0 implementation on the devnet's chain ids (docs/nexus-encoding.md).
    const implementation = devnet.deployments[chainA().id]!.nexus['2.1.0'].implementation
    const nonce = await publicClientOf(chainA()).getTransactionCount({ address: owner.address })
    expect(asked).toEqual([{ address: implementation, chainId: 0, nonce }])
    const instructions = [
      { chainId: chainA().id, calls: [] },
      { chainId: chainB().id, calls: [] },
    ]
    expect(
      await client.prepare7702({ mode: 'eoa-7702', ownerAddress: owner.address, instructions }),
    ).toEqual(asked)

    const authorizations = await sign(3, asked)
    const quote = await client.quote({ ...request, authorizations })
    assertConformsToOpenApi('POST', '/v1/quote', 200, quote)
    expect(quote.quoteType).toBe('simple')
    expect(quote.quote.paymentInfo.eip7702Auth).toMatchObject({ chainId: 0, nonce })
    expect(quote.quote.userOps.map((op) => op.userOp.sender)).toEqual([
      owner.address,
      owner.address,
    ])
    const before = await Promise.all([chainA(), chainB()].map((c) => balanceOf(c, usdc(), bob)))
    const signature = await signSimplePayload(owner, quote.payloadToSign[0]!)
    const { supertxHash } = await client.execute({
      ...quote,
      payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
    })
    expectLanded(await waitForFinalReceipt(client, supertxHash as Hex))
    for (const chain of [chainA(), chainB()]) {
      expect(await publicClientOf(chain).getCode({ address: owner.address })).toBe(
        concat(['0xef0100', implementation]).toLowerCase(),
      )
    }
    expect(await balanceOf(chainA(), usdc(), bob)).toBe(before[0]! + 1500n)
    expect(await balanceOf(chainB(), usdc(), bob)).toBe(before[1]! + 2500n)
    // Delegated now: the next quote needs no authorization.
    await expect(client.quote(request)).resolves.toMatchObject({ quoteType: 'simple' })
  })

  it('refuses an authorization signed by someone else, naming it (400 VALIDATION_ERROR)', async () => {
    const owner = user(4)
    const request = {
      mode: 'eoa-7702' as const,
      ownerAddress: owner.address,
      composeFlows: [pay(chainA().id, user(8).address, '1')],
    }
    const asked = ((await quoteError(request)) as AuthorizationRequiredError).authorizations
    expect(asked).toHaveLength(1)
    const forged = await sign(5, asked)
    const error = await quoteError({ ...request, authorizations: forged })
    // The API answers 400 VALIDATION_ERROR; the client names it by its INVALID_SIGNATURE sub-error.
    expect(error).toMatchObject({
      name: 'InvalidSignatureError',
      status: 400,
      errors: [{ code: 'INVALID_SIGNATURE', path: ['authorizations', '0'] }],
    })
    const stale = await sign(4, [{ ...asked[0]!, nonce: asked[0]!.nonce + 1 }])
    await expect(client.quote({ ...request, authorizations: stale })).rejects.toMatchObject({
      status: 400,
      errors: [{ code: 'INVALID_AUTHORIZATION', path: ['authorizations', '0', 'nonce'] }],
    })
  })

  it('asks per chain when the nonces differ, and a per-chain authorization works', async () => {
    const owner = user(6)
    // One plain transaction on chain A only: the EOA's nonces now differ across chains.
    const wallet = createWalletClient({ chain: chainA(), transport: http(), account: owner })
    const tx = await wallet.sendTransaction({ to: owner.address, value: 0n })
    await publicClientOf(chainA()).waitForTransactionReceipt({ hash: tx })
    const request = {
      mode: 'eoa-7702' as const,
      ownerAddress: owner.address,
      composeFlows: [
        pay(chainA().id, user(8).address, '5'),
        pay(chainB().id, user(8).address, '6'),
      ],
    }
    const asked = ((await quoteError(request)) as AuthorizationRequiredError).authorizations
    expect(asked.map((a) => a.chainId)).toEqual([chainA().id, chainB().id])
    expect(asked[0]!.nonce).toBe(asked[1]!.nonce + 1)
    const quote = await client.quote({ ...request, authorizations: await sign(6, asked) })
    const signature = await signSimplePayload(owner, quote.payloadToSign[0]!)
    const { supertxHash } = await client.execute({
      ...quote,
      payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
    })
    expectLanded(await waitForFinalReceipt(client, supertxHash as Hex))
  })
})
