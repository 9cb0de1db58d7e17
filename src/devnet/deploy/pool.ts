import type { Address } from 'viem'
import { devPoolAbi, devPoolBytecode } from '../artifacts/DevPool.js'
import { devTokenAbi } from '../artifacts/DevToken.js'
import { type DeployClients, deployContract, writeAndWait } from './clients.js'

export type DeployPoolParameters = {
  tokenA: Address
  tokenB: Address
  /** Initial liquidity of tokenA, minted to the deployer first (it must be a minter). */
  amountA: bigint
  /** Initial liquidity of tokenB; amountB / amountA sets the starting price. */
  amountB: bigint
}

/**
 * Deploys a DevPool and seeds it: mints both amounts to the deployer, approves the pool and adds
 * the liquidity.
 *
 * @example
 * const pool = await deployPool(clients, {
 *   tokenA: USDC.address, tokenB: WETH.address, amountA: 3_000_000n * 10n ** 6n, amountB: 1_000n * 10n ** 18n,
 * })
 */
export async function deployPool(
  clients: DeployClients,
  parameters: DeployPoolParameters,
): Promise<Address> {
  const { tokenA, tokenB, amountA, amountB } = parameters
  const deployer = clients.walletClient.account.address
  const pool = await deployContract(clients, {
    abi: devPoolAbi,
    bytecode: devPoolBytecode,
    args: [tokenA, tokenB],
    name: 'DevPool',
  })
  for (const [token, amount] of [
    [tokenA, amountA],
    [tokenB, amountB],
  ] as const) {
    const name = `token ${token} (seeding DevPool ${pool})`
    const abi = devTokenAbi
    await writeAndWait(clients, {
      address: token,
      abi,
      functionName: 'mint',
      args: [deployer, amount],
      name,
    })
    await writeAndWait(clients, {
      address: token,
      abi,
      functionName: 'approve',
      args: [pool, amount],
      name,
    })
  }
  await writeAndWait(clients, {
    address: pool,
    abi: devPoolAbi,
    functionName: 'addLiquidity',
    args: [amountA, amountB],
    name: `DevPool ${pool}`,
  })
  return pool
}
