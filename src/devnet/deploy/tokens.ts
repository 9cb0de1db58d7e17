import type { Address } from 'viem'
import { devPermitTokenAbi, devPermitTokenBytecode } from '../artifacts/DevPermitToken.js'
import { devTokenAbi, devTokenBytecode } from '../artifacts/DevToken.js'
import { type DeployClients, deployContract, writeAndWait } from './clients.js'

export type TokenSymbol = 'USDC' | 'WETH' | 'USDT'

export type TokenInfo = { address: Address; symbol: TokenSymbol; decimals: number; permit: boolean }

export type DeployTokensReturnType = Record<TokenSymbol, TokenInfo>

// The deploy order is part of the protocol: addresses follow from the deployer's nonces.
const tokenSpecs = [
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, permit: true },
  { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, permit: true },
  { symbol: 'USDT', name: 'Tether USD', decimals: 6, permit: false },
] as const

/** Each token's name, as its contract reports it (`name()`). */
export const TOKEN_NAMES = Object.fromEntries(
  tokenSpecs.map(({ symbol, name }) => [symbol, name]),
) as Record<TokenSymbol, string>

/**
 * Deploys USDC and WETH (with EIP-2612 permits) and USDT (without), in that order, with the
 * wallet's account as admin and minter.
 *
 * @example
 * const { USDC, WETH, USDT } = await deployTokens(clients)
 */
export async function deployTokens(clients: DeployClients): Promise<DeployTokensReturnType> {
  const admin = clients.walletClient.account.address
  const tokens: Partial<DeployTokensReturnType> = {}
  for (const { symbol, name, decimals, permit } of tokenSpecs) {
    const args = [name, symbol, decimals, admin] as const
    const address = permit
      ? await deployContract(clients, {
          abi: devPermitTokenAbi,
          bytecode: devPermitTokenBytecode,
          args,
          name: `DevPermitToken ${symbol}`,
        })
      : await deployContract(clients, {
          abi: devTokenAbi,
          bytecode: devTokenBytecode,
          args,
          name: `DevToken ${symbol}`,
        })
    tokens[symbol] = { address, symbol, decimals, permit }
  }
  return tokens as DeployTokensReturnType
}

/**
 * Mints `amount` of `token` to each recipient, one transaction after another; the wallet's account
 * must be a minter (the admin is).
 *
 * @example
 * await mintTokens(clients, USDC.address, [alice, bob], 1_000n * 10n ** 6n)
 */
export async function mintTokens(
  clients: DeployClients,
  token: Address,
  recipients: Address[],
  amount: bigint,
): Promise<void> {
  for (const recipient of recipients) {
    // The minter surface is the same on both token contracts.
    await writeAndWait(clients, {
      address: token,
      abi: devTokenAbi,
      functionName: 'mint',
      args: [recipient, amount],
      name: `token ${token}`,
    })
  }
}
