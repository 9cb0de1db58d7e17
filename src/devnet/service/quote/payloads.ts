import { type Address, concat, encodeFunctionData, erc20Abi, type Hex, hexToBigInt } from 'viem'
import { devPermitTokenAbi } from '../../artifacts/DevPermitToken.js'
import type { ChainContext } from '../../chains/chain-context.js'
import type { Funding } from './funding.js'

export const permitTypes = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

export type PermitPayload = {
  signablePayload: {
    domain: { name: string; version: string; chainId: number; verifyingContract: Address }
    types: { Permit: { name: string; type: string }[] }
    message: { owner: Address; spender: Address; value: string; nonce: string; deadline: string }
    primaryType: 'Permit'
  }
  metadata: {
    nonce: string
    name: string
    version: string
    domainSeparator: Hex
    owner: Address
    spender: Address
    amount: string
  }
}

export type OnchainPayload = { to: Address; data: Hex; value: string; chainId: number }
export type SimplePayload = { message: { raw: Hex } }

/** The token facts a permit needs; name and domain separator never change, so they are cached. */
export type PermitInfo = { name: string; domainSeparator: Hex; nonce: bigint }

const cache = new Map<string, Promise<{ name: string; domainSeparator: Hex }>>()

export async function readPermitInfo(
  chain: ChainContext,
  token: Address,
  owner: Address,
): Promise<PermitInfo> {
  const key = `${chain.chain.id}:${token.toLowerCase()}:${chain.chain.rpcUrls.default.http[0]}`
  let fixed = cache.get(key)
  if (!fixed) {
    const read = { address: token, abi: devPermitTokenAbi } as const
    fixed = Promise.all([
      chain.publicClient.readContract({ ...read, functionName: 'name' }),
      chain.publicClient.readContract({ ...read, functionName: 'DOMAIN_SEPARATOR' }),
    ]).then(([name, domainSeparator]) => ({ name, domainSeparator }))
    fixed.catch(() => cache.delete(key))
    cache.set(key, fixed)
  }
  const [info, nonce] = await Promise.all([
    fixed,
    chain.publicClient.readContract({
      address: token,
      abi: devPermitTokenAbi,
      functionName: 'nonces',
      args: [owner],
    }),
  ])
  return { ...info, nonce }
}

/**
 * The EIP-2612 permit the owner signs in a `permit` quote: spender = the account, deadline =
 * uint256(quote hash), so one signature approves the funds and binds the quote.
 */
export function permitPayload(
  funding: Funding,
  info: PermitInfo,
  owner: Address,
  spender: Address,
  quoteHash: Hex,
): PermitPayload {
  const value = funding.amount.toString()
  const nonce = info.nonce.toString()
  return {
    signablePayload: {
      domain: {
        name: info.name,
        version: '1',
        chainId: funding.chainId,
        verifyingContract: funding.token,
      },
      types: { Permit: permitTypes.Permit.map((field) => ({ ...field })) },
      message: { owner, spender, value, nonce, deadline: hexToBigInt(quoteHash).toString() },
      primaryType: 'Permit',
    },
    metadata: {
      nonce,
      name: info.name,
      version: '1',
      domainSeparator: info.domainSeparator,
      owner,
      spender,
      amount: value,
    },
  }
}

/** `approve(spender, amount)` with the quote hash appended: the tx the owner sends in `onchain`. */
export function onchainApproveData(spender: Address, amount: bigint, quoteHash: Hex): Hex {
  const approve = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, amount],
  })
  return concat([approve, quoteHash])
}

export function onchainPayload(funding: Funding, spender: Address, quoteHash: Hex): OnchainPayload {
  return {
    to: funding.token,
    data: onchainApproveData(spender, funding.amount, quoteHash),
    value: '0',
    chainId: funding.chainId,
  }
}
