// The devnet answers quotes in the real service's encoding (Nexus), on real anvil
// chains: each mode's quote is read back with the kit's own Nexus readers (every hash recomputes,
// every op reads as the calls the request asked for, the account is what the chain's factory
// computes), the legacy 2.1.0 account's upgrade is a Nexus op of the account on itself, and
// `simulate` dry-runs the ops as the EntryPoint would run them.
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  hexToBigInt,
  parseAbi,
  slice,
  zeroHash,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { nexusInitData } from '../../../src/core/actions/accountAddressesOf.js'
import {
  type NexusCall,
  nexusVersions,
  quoteLeaf,
  readApiUserOp,
  readNexusCallData,
  readOnchainApproveData,
  sortedMerkleRoot,
  userOpHash,
} from '../../../src/core/protocol/nexus/index.js'
import type { QuoteResponse } from '../../../src/core/schemas/quote.js'
import { quoteResponseSchema } from '../../../src/core/schemas/quote-response.js'
import { firstUnreadableOp } from '../../../src/core/verify/encoding.js'
import { nexusAccountFactoryAbi } from '../../../src/devnet/artifacts/NexusAccountFactory.js'
import { DevnetApiError } from '../../../src/devnet/service/errors.js'
import { setupDevnet } from '../setup-devnet.js'
import { devAccount, startTestDevnet } from './fixture.js'

const [A, B] = [31_991, 31_992]
const legacyOwner = devAccount(17)
const devnet = setupDevnet(() => startTestDevnet([A, B], { legacyAccounts: [legacyOwner.address] }))
const RECIPIENT = getAddress('0x00000000000000000000000000000000000bE11e')
const tokens = (chainId: number) => devnet.network.deployments[chainId]!.tokens
const suite = (chainId: number, version: '2.1.0' | '2.2.1') =>
  devnet.network.deployments[chainId]!.nexus[version]
const executor = () => devnet.network.roles.executor.address

/** What the chain's Nexus factory says the owner's account is. */
const factoryAddress = (chainId: number, owner: Address, version: '2.1.0' | '2.2.1' = '2.2.1') =>
  devnet.publicClient(chainId).readContract({
    address: suite(chainId, version).factory,
    abi: nexusAccountFactoryAbi,
    functionName: 'computeAccountAddress',
    args: [nexusInitData(owner, suite(chainId, version).bootstrap), zeroHash],
  })

const transferFlow = (chainId: number, token: Address, amount: bigint) => ({
  type: '/instructions/build' as const,
  data: {
    to: token,
    chainId,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [RECIPIENT, amount.toString()],
  },
})
const transferData = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
const transferFromData = (from: Address, to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [from, to, amount] })

function callsOf(item: QuoteResponse['quote']['userOps'][number]): readonly NexusCall[] {
  const read = readNexusCallData(item.userOp.callData as Hex)
  if (!read.ok) throw new Error(`${read.place}: ${read.reason}`)
  return read.calls
}
const plain = (calls: readonly NexusCall[]) =>
  calls.map((c) => (c.kind === 'call' ? { to: c.to, value: c.value, data: c.data } : c))

/** The response parses, is in the Nexus encoding, and every hash recomputes from what it shows. */
function recomputes(quote: QuoteResponse, formula: 'eip712' | 'legacy') {
  expect(() => quoteResponseSchema.parse(quote)).not.toThrow()
  expect(firstUnreadableOp(quote)).toBeUndefined()
  for (const item of quote.quote.userOps) {
    const read = readApiUserOp(item.userOp)
    if (!read.ok) throw new Error(`${read.place}: ${read.reason}`)
    expect(userOpHash(read.userOp, item.chainId)).toBe(item.userOpHash)
    expect(item.meeUserOpHash).toBe(quoteLeaf(item as Parameters<typeof quoteLeaf>[0], formula))
  }
  expect(sortedMerkleRoot(quote.quote.userOps.map((item) => item.meeUserOpHash as Hex))).toBe(
    quote.quote.hash,
  )
}

describe('the orchestrator lookup', () => {
  it("answers the owner's Nexus 2.2.1 account, as each chain's factory computes it", async () => {
    const owner = devAccount(11).address
    const answer = await devnet.service.orchestrator({ ownerAddress: owner, chains: [A, B] })
    const expected = await factoryAddress(A, owner)
    expect(await factoryAddress(B, owner)).toBe(expected)
    expect(answer).toEqual([{ address: expected, chains: [String(A), String(B)] }])
  })
})

describe('smart-account', () => {
  it('pays the fee at index 0 to the executor, then the planned call, from the undeployed account', async () => {
    const owner = devAccount(11).address
    const usdc = tokens(A).USDC.address
    const quote = await devnet.service.quote({
      mode: 'smart-account',
      ownerAddress: owner,
      feeToken: { address: usdc, chainId: A },
      composeFlows: [transferFlow(A, usdc, 5_000_000n), transferFlow(B, usdc, 7n)],
    })
    recomputes(quote, 'eip712')
    const account = await factoryAddress(A, owner)
    const [payment, onA, onB] = quote.quote.userOps
    expect(quote.quote.userOps.map((item) => [item.chainId, item.userOp.sender])).toEqual([
      [A, account],
      [A, account],
      [B, await factoryAddress(B, owner)],
    ])
    const fee = BigInt(quote.fee.amount)
    expect(fee).toBeGreaterThan(0n)
    expect(plain(callsOf(payment!))).toEqual([
      { to: usdc, value: 0n, data: transferData(executor(), fee) },
    ])
    expect(plain(callsOf(onA!))).toEqual([
      { to: usdc, value: 0n, data: transferData(RECIPIENT, 5_000_000n) },
    ])
    expect(plain(callsOf(onB!))).toEqual([
      { to: tokens(B).USDC.address, value: 0n, data: transferData(RECIPIENT, 7n) },
    ])
    // Undeployed: the first op per chain makes the account through the version's factory.
    expect(
      quote.quote.userOps.map((item) => (item.userOp.initCode ?? '0x').slice(0, 42).toLowerCase()),
    ).toEqual([
      suite(A, '2.2.1').factory.toLowerCase(),
      '0x',
      suite(B, '2.2.1').factory.toLowerCase(),
    ])
    expect(quote.quoteType).toBe('simple')
    expect(quote.payloadToSign[0]).toMatchObject({
      signablePayload: { domain: { name: 'Nexus' }, primaryType: 'SuperTx' },
    })
  })
})

describe('eoa', () => {
  it('a permit token: the payment op and the pull take from the owner; the permit covers both, deadline the root', async () => {
    const owner = devAccount(12).address
    const usdc = tokens(A).USDC.address
    const quote = await devnet.service.quote({
      mode: 'eoa',
      ownerAddress: owner,
      fundingTokens: [{ tokenAddress: usdc, chainId: A, amount: '3000000' }],
      feeToken: { address: usdc, chainId: A },
      composeFlows: [transferFlow(A, usdc, 3_000_000n)],
    })
    recomputes(quote, 'legacy')
    const account = await factoryAddress(A, owner)
    const fee = BigInt(quote.fee.amount)
    const [payment, pullAndFlow] = quote.quote.userOps
    expect(quote.quoteType).toBe('permit')
    expect(plain(callsOf(payment!))).toEqual([
      { to: usdc, value: 0n, data: transferFromData(owner, executor(), fee) },
    ])
    expect(plain(callsOf(pullAndFlow!))).toEqual([
      { to: usdc, value: 0n, data: transferFromData(owner, account, 3_000_000n) },
      { to: usdc, value: 0n, data: transferData(RECIPIENT, 3_000_000n) },
    ])
    expect(quote.payloadToSign[0]).toMatchObject({
      signablePayload: {
        domain: { chainId: A, verifyingContract: usdc },
        message: {
          owner,
          spender: account,
          value: (3_000_000n + fee).toString(),
          deadline: hexToBigInt(quote.quote.hash as Hex).toString(),
        },
      },
    })
  })

  it('a token without permit: the owner approves the account for funding and fee, the root appended', async () => {
    const owner = devAccount(13).address
    const usdt = tokens(B).USDT.address
    const quote = await devnet.service.quote({
      mode: 'eoa',
      ownerAddress: owner,
      fundingTokens: [{ tokenAddress: usdt, chainId: B, amount: '2000000' }],
      feeToken: { address: usdt, chainId: B },
      composeFlows: [transferFlow(B, usdt, 2_000_000n)],
    })
    recomputes(quote, 'legacy')
    expect(quote.quoteType).toBe('onchain')
    const account = await factoryAddress(B, owner)
    const payload = quote.payloadToSign[0] as { to: Address; data: Hex; chainId: number }
    expect(payload).toMatchObject({ to: usdt, chainId: B })
    expect(readOnchainApproveData(payload.data)).toEqual({
      ok: true,
      spender: account,
      amount: 2_000_000n + BigInt(quote.fee.amount),
      quoteHash: quote.quote.hash,
    })
  })
})

describe('eoa-7702', () => {
  it('asks for a delegation to the Nexus 2.1.0 implementation (the API’s eoa-7702 version), refuses another, and carries the signed one', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const usdc = tokens(A).USDC.address
    const request = {
      mode: 'eoa-7702' as const,
      ownerAddress: owner.address,
      composeFlows: [transferFlow(A, usdc, 1n)],
    }
    const asked = await devnet.service.quote(request).catch((error: unknown) => error)
    expect(asked).toBeInstanceOf(DevnetApiError)
    // A (31991) is none of the devnet's own chain ids (devnetChainIds): as on the real network, the
    // EOA delegates to the real service's 2.1.0 implementation, where the devnet placed its own.
    const implementation = nexusVersions['2.1.0'].implementation
    expect(await devnet.publicClient(A).getCode({ address: implementation })).toBe(
      await devnet.publicClient(A).getCode({ address: suite(A, '2.1.0').implementation }),
    )
    expect((asked as DevnetApiError).body).toMatchObject({
      code: 'AUTHORIZATION_REQUIRED',
      authorizations: [{ address: implementation, chainId: A, nonce: 0 }],
    })
    const sign = async (contractAddress: Address) => {
      const a = await owner.signAuthorization({ contractAddress, chainId: A, nonce: 0 })
      return {
        address: a.address,
        r: a.r,
        s: a.s,
        chainId: A,
        nonce: 0,
        yParity: a.yParity === 1 ? (1 as const) : (0 as const),
      }
    }
    // A contract of the devnet that is not the delegate: the 2.2.1 implementation.
    const other = devnet.network.deployments[A]!.nexus['2.2.1'].implementation
    const wrong = await devnet.service
      .quote({ ...request, authorizations: [await sign(other)] })
      .catch((error: unknown) => error)
    expect((wrong as DevnetApiError).body).toMatchObject({
      errors: [{ path: ['authorizations', '0', 'address'] }],
    })
    const quote = await devnet.service.quote({
      ...request,
      authorizations: [await sign(implementation)],
    })
    recomputes(quote, 'legacy')
    const [item] = quote.quote.userOps
    expect(item!.userOp.sender).toBe(owner.address)
    expect(item!.userOp.initCode).toBe('0x')
    expect(item!.eip7702Auth).toMatchObject({ address: implementation, chainId: A })
    expect(plain(callsOf(item!))).toEqual([
      { to: usdc, value: 0n, data: transferData(RECIPIENT, 1n) },
    ])
  })
})

describe('legacy 2.1.0 accounts', () => {
  const upgradeAbi = parseAbi([
    'function upgradeToAndCall(address newImplementation, bytes data)',
    'function initializeAccount(bytes initData)',
  ])

  it("is the owner's deployed Nexus 2.1.0 account, and its upgrade is an op of the account on itself", async () => {
    const owner = legacyOwner.address
    const legacy = await factoryAddress(A, owner, '2.1.0')
    const lookup = (await devnet.service.orchestrator({ ownerAddress: owner })) as {
      deployments: {
        chainId: number
        addressVersion: string
        address: Address
        isDeployed: boolean
        isUpgradeNeeded: boolean
      }[]
    }
    expect(lookup.deployments.filter((d) => d.addressVersion === '2.1.0')).toEqual([
      {
        chainId: A,
        addressVersion: '2.1.0',
        address: legacy,
        isDeployed: true,
        isUpgradeNeeded: true,
      },
      {
        chainId: B,
        addressVersion: '2.1.0',
        address: await factoryAddress(B, owner, '2.1.0'),
        isDeployed: true,
        isUpgradeNeeded: true,
      },
    ])
    expect(await devnet.balanceOf(A, tokens(A).USDC.address, legacy)).toBe(1_000n * 10n ** 6n)

    // simulate defaults to true for an upgrade: the op runs on the chain's state first.
    const quote = await devnet.service.upgrade({
      mode: 'smart-account',
      ownerAddress: owner,
      chainIds: [A],
      simulate: true,
    })
    recomputes(quote, 'legacy')
    expect(quote.quote.userOps).toHaveLength(1)
    const [item] = quote.quote.userOps
    expect(item!.userOp.sender).toBe(legacy)
    expect(item!.userOp.initCode).toBe('0x')
    expect(slice(item!.userOp.callData as Hex, 0, 4)).toBe('0xe9ae5c53') // execute, single
    const upgradeData = encodeFunctionData({
      abi: upgradeAbi,
      functionName: 'upgradeToAndCall',
      args: [
        suite(A, '2.2.1').implementation,
        encodeFunctionData({
          abi: upgradeAbi,
          functionName: 'initializeAccount',
          args: [nexusInitData(owner, suite(A, '2.2.1').bootstrap)],
        }),
      ],
    })
    // nexusInitData keeps the owner's checksum case inside its bytes: compare the bytes.
    const [call] = plain(callsOf(item!)) as { to: Address; value: bigint; data: Hex }[]
    expect({ ...call, data: call!.data.toLowerCase() }).toEqual({
      to: legacy,
      value: 0n,
      data: upgradeData.toLowerCase(),
    })
    expect(quote.payloadToSign[0]).toEqual({ message: { raw: quote.quote.hash } })
    expect(quote.upgradeDetails).toEqual([
      {
        chainId: A,
        addressVersion: '2.1.0',
        address: legacy,
        nexusVersion: '2.1.0',
        targetVersion: '2.2.1',
      },
    ])
  })
})

describe('simulate', () => {
  it('runs the ops from the EntryPoint after creating the account: passes with the balance, fails at the flow without', async () => {
    const owner = devAccount(15).address
    const usdc = tokens(A).USDC.address
    const request = {
      mode: 'smart-account' as const,
      ownerAddress: owner,
      simulate: true,
      composeFlows: [transferFlow(A, usdc, 9_000_000n)],
    }
    const refused = await devnet.service.quote(request).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(DevnetApiError)
    expect((refused as DevnetApiError).body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ code: 'SIMULATION_FAILED', path: ['composeFlows', '0'] }],
    })
    const account = await factoryAddress(A, owner)
    const quote = await devnet.service.quote({
      ...request,
      simulationOverrides: {
        tokenOverrides: [
          { tokenAddress: usdc, chainId: A, accountAddress: account, balance: '9000000' },
        ],
        customOverrides: [],
      },
    })
    recomputes(quote, 'eip712')
  })

  it('fails at the fee when the account cannot pay it', async () => {
    const owner = devAccount(16).address
    const usdc = tokens(A).USDC.address
    const refused = await devnet.service
      .quote({
        mode: 'smart-account',
        ownerAddress: owner,
        simulate: true,
        feeToken: { address: usdc, chainId: A },
        composeFlows: [transferFlow(A, usdc, 0n)],
      })
      .catch((error: unknown) => error)
    expect((refused as DevnetApiError).body).toMatchObject({
      errors: [{ code: 'SIMULATION_FAILED', path: ['feeToken'] }],
    })
  })
})
