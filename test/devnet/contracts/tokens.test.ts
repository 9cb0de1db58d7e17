import { getContractAddress, maxUint256, parseSignature, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { permitTypes } from '../../../fixtures/verifiable-quotes.js'
import { devPermitTokenAbi } from '../../../src/devnet/artifacts/DevPermitToken.js'
import { devTokenAbi } from '../../../src/devnet/artifacts/DevToken.js'
import { writeAndWait } from '../../../src/devnet/deploy/clients.js'
import {
  type DeployTokensReturnType,
  deployTokens,
  mintTokens,
} from '../../../src/devnet/deploy/tokens.js'
import { account, type DevChain, deployer, expectRevert, startDevChain } from './devChain.js'

const alice = account(0)
const bob = account(1)
const carol = account(2)

let dev: DevChain
let tokens: DeployTokensReturnType

beforeAll(async () => {
  dev = await startDevChain(31_401)
  tokens = await deployTokens(dev.clients)
})
afterAll(async () => {
  await dev?.anvil.stop()
})

const balanceOf = (token: `0x${string}`, owner: `0x${string}`) =>
  dev.publicClient.readContract({
    address: token,
    abi: devTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })

describe('deployTokens (devnet-protocol: Contracts)', () => {
  it('deploys USDC, WETH, USDT from the deployer nonces 0, 1, 2 with their decimals', async () => {
    const expected = [
      ['USDC', 'USD Coin', 6, true],
      ['WETH', 'Wrapped Ether', 18, true],
      ['USDT', 'Tether USD', 6, false],
    ] as const
    for (const [nonce, [symbol, name, decimals, permit]] of expected.entries()) {
      const info = tokens[symbol]
      expect(info).toEqual({
        address: getContractAddress({ from: deployer.address, nonce: BigInt(nonce) }),
        symbol,
        decimals,
        permit,
      })
      const read = <const f extends 'name' | 'symbol' | 'decimals'>(functionName: f) =>
        dev.publicClient.readContract({ address: info.address, abi: devTokenAbi, functionName })
      expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([
        name,
        symbol,
        decimals,
      ])
    }
  })

  it('mintTokens credits every recipient', async () => {
    const amount = parseUnits('25', 6)
    await mintTokens(dev.clients, tokens.USDT.address, [alice.address, bob.address], amount)
    expect(await balanceOf(tokens.USDT.address, alice.address)).toBe(amount)
    expect(await balanceOf(tokens.USDT.address, bob.address)).toBe(amount)
  })
})

describe('mint and burn permissions', () => {
  it('lets only minters mint and burn, and only the admin choose minters', async () => {
    const usdt = tokens.USDT.address
    const asBob = { ...dev.clients, walletClient: dev.walletFor(bob) }
    const mint = { address: usdt, abi: devTokenAbi, functionName: 'mint' } as const
    await expectRevert(writeAndWait(asBob, { ...mint, args: [bob.address, 1n] }), 'NotMinter', [
      bob.address,
    ])
    await expectRevert(
      writeAndWait(asBob, { ...mint, functionName: 'burn', args: [alice.address, 1n] }),
      'NotMinter',
    )
    await expectRevert(
      writeAndWait(asBob, {
        address: usdt,
        abi: devTokenAbi,
        functionName: 'setMinter',
        args: [bob.address, true],
      }),
      'OwnableUnauthorizedAccount',
      [bob.address],
    )

    // The admin makes bob a minter: he can now mint to himself and burn anyone's tokens.
    await writeAndWait(dev.clients, {
      address: usdt,
      abi: devTokenAbi,
      functionName: 'setMinter',
      args: [bob.address, true],
    })
    const aliceBefore = await balanceOf(usdt, alice.address)
    const bobBefore = await balanceOf(usdt, bob.address)
    await writeAndWait(asBob, { ...mint, args: [bob.address, 7n] })
    await writeAndWait(asBob, { ...mint, functionName: 'burn', args: [alice.address, 3n] })
    expect(await balanceOf(usdt, bob.address)).toBe(bobBefore + 7n)
    expect(await balanceOf(usdt, alice.address)).toBe(aliceBefore - 3n)

    await writeAndWait(dev.clients, {
      address: usdt,
      abi: devTokenAbi,
      functionName: 'setMinter',
      args: [bob.address, false],
    })
    await expectRevert(writeAndWait(asBob, { ...mint, args: [bob.address, 1n] }), 'NotMinter')
  })
})

describe('EIP-2612 permit (devnet-protocol: PERMIT authorization)', () => {
  const signPermit = async (
    signer: typeof alice,
    token: keyof Pick<DeployTokensReturnType, 'USDC' | 'WETH'>,
    owner: `0x${string}`,
    value: bigint,
  ) => {
    const address = tokens[token].address
    const nonce = await dev.publicClient.readContract({
      address,
      abi: devPermitTokenAbi,
      functionName: 'nonces',
      args: [owner],
    })
    const name = token === 'USDC' ? 'USD Coin' : 'Wrapped Ether'
    const signature = await signer.signTypedData({
      domain: { name, version: '1', chainId: dev.chain.id, verifyingContract: address },
      types: permitTypes,
      primaryType: 'Permit',
      message: { owner, spender: bob.address, value, nonce, deadline: maxUint256 },
    })
    const { r, s, v } = parseSignature(signature)
    return [owner, bob.address, value, maxUint256, Number(v), r, s] as const
  }

  it('sets the allowance from the owner signature, submitted by someone else', async () => {
    const value = parseUnits('1.5', 18)
    const args = await signPermit(alice, 'WETH', alice.address, value)
    // carol pays the gas; the allowance is alice's, for bob.
    await writeAndWait(
      { ...dev.clients, walletClient: dev.walletFor(carol) },
      { address: tokens.WETH.address, abi: devPermitTokenAbi, functionName: 'permit', args },
    )
    const read = <const f extends 'allowance' | 'nonces'>(
      functionName: f,
      args: readonly unknown[],
    ) =>
      dev.publicClient.readContract({
        address: tokens.WETH.address,
        abi: devPermitTokenAbi,
        functionName,
        args: args as never,
      })
    expect(await read('allowance', [alice.address, bob.address])).toBe(value)
    expect(await read('nonces', [alice.address])).toBe(1n)
    // The same signature cannot be replayed: the nonce moved on.
    await expectRevert(
      writeAndWait(
        { ...dev.clients, walletClient: dev.walletFor(carol) },
        { address: tokens.WETH.address, abi: devPermitTokenAbi, functionName: 'permit', args },
      ),
      'ERC2612InvalidSigner',
    )
  })

  it('rejects a permit signed by anyone but the owner', async () => {
    const args = await signPermit(carol, 'USDC', alice.address, 10n)
    await expectRevert(
      writeAndWait(
        { ...dev.clients, walletClient: dev.walletFor(carol) },
        { address: tokens.USDC.address, abi: devPermitTokenAbi, functionName: 'permit', args },
      ),
      'ERC2612InvalidSigner',
      [carol.address, alice.address],
    )
    const allowance = await dev.publicClient.readContract({
      address: tokens.USDC.address,
      abi: devPermitTokenAbi,
      functionName: 'allowance',
      args: [alice.address, bob.address],
    })
    expect(allowance).toBe(0n)
  })

  it('USDT has no permit, so a funded quote must take the on-chain approval path', async () => {
    expect(devTokenAbi.some((item) => (item as { name?: string }).name === 'permit')).toBe(false)
    const args = await signPermit(alice, 'USDC', alice.address, 10n)
    await expect(
      writeAndWait(dev.clients, {
        address: tokens.USDT.address,
        abi: devPermitTokenAbi,
        functionName: 'permit',
        args,
      }),
    ).rejects.toThrow(/calling permit/)
  })
})
