// A devnet started on a real chain id (Base's 8453) beside one of its own (31337), speaking Nexus:
// on 8453 the real service's Nexus implementation addresses hold the devnet's implementation code,
// and an eoa-7702 EOA delegates to the real 2.1.0 address there, as on the real network, while
// 31337 keeps the devnet's own. The kit's default trust (`defaultDelegates`) accepts exactly that.
import { type Address, concat, createPublicClient, erc20Abi, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { base } from 'viem/chains'
import { beforeAll, describe, expect, it } from 'vitest'
import { signSimplePayload } from '../../../fixtures/harness/sign-simple-payload.js'
import { createSupertxClient } from '../../../src/core/client/createSupertxClient.js'
import type { SupertxClient } from '../../../src/core/client/types.js'
import { defaultDelegates } from '../../../src/core/config/delegates.js'
import { devnetNexusContracts } from '../../../src/core/config/nexus-contracts.js'
import { AuthorizationRequiredError } from '../../../src/core/errors/auth.js'
import { nexusVersions } from '../../../src/core/protocol/nexus/constants.js'
import type { Authorization, AuthorizationToSign } from '../../../src/core/schemas/authorization.js'
import { startDevnet } from '../../../src/devnet/start-devnet.js'
import { setupDevnet } from '../setup-devnet.js'
import { balanceOf, expectLanded, publicClientOf, waitForFinalReceipt } from './chain-reads.js'

const BASE = 8453
const LOCAL = 31337
const devnet = setupDevnet(() => startDevnet({ chains: { chainIds: [BASE, LOCAL] } }))
let client: SupertxClient
beforeAll(() => {
  client = createSupertxClient({ baseUrl: devnet.apiUrl, apiKey: devnet.apiKey })
})

const realDelegate = nexusVersions['2.1.0'].implementation
const chainOf = (id: number) => devnet.chains.find((chain) => chain.id === id)!
const user = (index: number) => privateKeyToAccount(devnet.accounts[index]!.privateKey)
const usdcOn = (id: number) => devnet.deployments[id]!.tokens.USDC.address
const pay = (chainId: number, to: Address, amount: string) => ({
  type: '/instructions/build' as const,
  data: {
    to: usdcOn(chainId),
    chainId,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [to, amount],
  },
})

async function sign(index: number, wanted: readonly AuthorizationToSign[]) {
  return Promise.all(
    wanted.map(async ({ address, chainId, nonce }): Promise<Authorization> => {
      const signed = await user(index).signAuthorization({ address, chainId, nonce })
      return {
        address: signed.address,
        chainId: signed.chainId,
        nonce: signed.nonce,
        r: signed.r,
        s: signed.s,
        v: String(27 + (signed.yParity ?? 0)),
        yParity: signed.yParity as 0 | 1,
      }
    }),
  )
}

describe('a devnet on a real chain id', () => {
  it('reads tokens through Multicall3 where viem’s Base definition looks for it', async () => {
    // wagmi's client batches reads into Multicall3 at the address the chain definition names; an
    // app with wagmi's `base` and the devnet's RPC must read the devnet's USDC as in production.
    const rpc = chainOf(BASE).rpcUrls.default.http[0]!
    const batched = createPublicClient({
      chain: { ...base, rpcUrls: { default: { http: [rpc] } } },
      transport: http(rpc),
      batch: { multicall: true },
    })
    const read = (functionName: 'symbol' | 'decimals') =>
      batched.readContract({ address: usdcOn(BASE), abi: erc20Abi, functionName })
    expect(await Promise.all([read('symbol'), read('decimals')])).toEqual(['USDC', 6])
    // A failing call inside the batch stays that call's failure, not the batch's.
    await expect(
      batched.readContract({ address: realDelegate, abi: erc20Abi, functionName: 'symbol' }),
    ).rejects.toThrow()
    expect(await read('symbol')).toBe('USDC')
  })

  it('places its Nexus implementations at the real addresses on 8453 only', async () => {
    for (const version of ['2.1.0', '2.2.1'] as const) {
      const own = devnet.deployments[BASE]!.nexus[version].implementation
      const base = publicClientOf(chainOf(BASE))
      const real = nexusVersions[version].implementation
      const code = await base.getCode({ address: real })
      expect(code?.length, `${version} at ${real} on ${BASE}`).toBeGreaterThan(1000)
      expect(code).toBe(await base.getCode({ address: own }))
      expect(await publicClientOf(chainOf(LOCAL)).getCode({ address: real })).toBeUndefined()
    }
  })

  it('asks an eoa-7702 EOA to delegate to the real 2.1.0 address on 8453, its own on 31337', async () => {
    const owner = user(3)
    const bob = user(8).address
    const request = {
      mode: 'eoa-7702' as const,
      ownerAddress: owner.address,
      composeFlows: [pay(BASE, bob, '1500'), pay(LOCAL, bob, '2500')],
    }
    const error = await client.quote(request).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AuthorizationRequiredError)
    const asked = (error as AuthorizationRequiredError).authorizations
    const own = devnetNexusContracts['2.1.0']!.implementation
    // Two delegates: one authorization per chain, never a multichain one.
    expect(asked).toEqual([
      { address: realDelegate, chainId: BASE, nonce: expect.any(Number) },
      { address: own, chainId: LOCAL, nonce: expect.any(Number) },
    ])
    // What the kit trusts by default on each chain: exactly what the devnet asks for.
    expect(defaultDelegates(BASE)).toContain(realDelegate)
    expect(defaultDelegates(BASE)).not.toContain(own)
    expect(defaultDelegates(LOCAL)).toContain(own)

    // The real address on the devnet's own chain is refused, naming the one it delegates to.
    const swapped = await sign(3, [
      { ...asked[0]!, address: own },
      { ...asked[1]!, address: realDelegate },
    ])
    await expect(client.quote({ ...request, authorizations: swapped })).rejects.toMatchObject({
      status: 400,
      errors: [{ code: 'INVALID_AUTHORIZATION', path: ['authorizations', '0', 'address'] }],
    })

    const quote = await client.quote({ ...request, authorizations: await sign(3, asked) })
    const auths = quote.quote.userOps.flatMap((op) =>
      op.eip7702Auth ? [[op.chainId, op.eip7702Auth.address]] : [],
    )
    expect(auths).toEqual([
      [BASE, realDelegate],
      [LOCAL, own],
    ])
    const before = await balanceOf(chainOf(BASE), usdcOn(BASE), bob)
    const signature = await signSimplePayload(owner, quote.payloadToSign[0]!)
    const { supertxHash } = await client.execute({
      ...quote,
      payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
    })
    expectLanded(await waitForFinalReceipt(client, supertxHash as Hex))
    expect(await publicClientOf(chainOf(BASE)).getCode({ address: owner.address })).toBe(
      concat(['0xef0100', realDelegate]).toLowerCase(),
    )
    expect(await publicClientOf(chainOf(LOCAL)).getCode({ address: owner.address })).toBe(
      concat(['0xef0100', own]).toLowerCase(),
    )
    expect(await balanceOf(chainOf(BASE), usdcOn(BASE), bob)).toBe(before + 1500n)
  })
})
