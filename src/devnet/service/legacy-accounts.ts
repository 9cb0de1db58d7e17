import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  type Hash,
  type Hex,
  zeroHash,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { nexusInitData } from '../../core/protocol/nexus/init-data.js'
import { addressSchema } from '../../core/schemas/common.js'
import { uniqueChainIdsSchema } from '../../core/schemas/orchestrator.js'
import { devTokenAbi } from '../artifacts/DevToken.js'
import { nexusAccountFactoryAbi } from '../artifacts/NexusAccountFactory.js'
import type { ChainContext } from '../chains/chain-context.js'
import { ChainSender } from '../engine/chain-sender.js'
import type { AccountResolver } from './accounts.js'
import { assertChain } from './api-errors.js'
import { requireOwner } from './owner.js'

/** USDC minted to every legacy account it creates: 1,000 USDC, enough to show an op running. */
export const LEGACY_ACCOUNT_USDC = 1_000n * 10n ** 6n

/** Body of the devnet-only `POST /dev/legacy-account`. */
export const legacyAccountRequestSchema = z.strictObject({
  ownerAddress: addressSchema,
  /** Default: every chain of the devnet. */
  chainIds: z.optional(uniqueChainIdsSchema),
})

export type CreateLegacyAccountParameters = z.infer<typeof legacyAccountRequestSchema>

export type CreateLegacyAccountReturnType = {
  ownerAddress: Address
  /** The owner's Nexus 2.1.0 account: the same address on every chain. */
  address: Address
  accountVersion: '2.1.0'
  deployments: {
    chainId: number
    /** `createAccount` tx; absent when the account existed already (nothing is minted then). */
    transactionHash?: Hash
    /** USDC minted to the new account, in its smallest unit. */
    usdcFunded: string
  }[]
}

/**
 * Devnet-only: deploys an owner's legacy Nexus 2.1.0 account (the 2.1.0 factory's
 * `createAccount(nexusInitData(owner, bootstrap), 0)`) on the given chains and mints it
 * LEGACY_ACCOUNT_USDC, so the upgrade flow (/v1/mee/orchestrator, /v1/mee/upgrade) has something
 * to upgrade. The deployer (token admin) sends, with its own nonce queue, so it never races
 * the executor. A real service has no such endpoint.
 */
export function createLegacyAccountCreator(
  chains: Map<number, ChainContext>,
  accounts: AccountResolver,
  deployerKey: Hex,
) {
  const deployer = privateKeyToAccount(deployerKey)
  const senders = new Map(
    [...chains].map(([id, c]) => {
      const wallet = createWalletClient({
        chain: c.chain,
        transport: c.transport,
        account: deployer,
      })
      return [id, new ChainSender(c.publicClient, wallet, c.returns)] as const
    }),
  )

  const deployOn = async (chain: ChainContext, owner: Address, address: Address) => {
    const id = chain.chain.id
    if (await accounts.isDeployed(chain, address)) return { chainId: id, usdcFunded: '0' }
    const sender = senders.get(id)!
    const suite = chain.deployment.nexus['2.1.0']
    const created = await sender.sendAndWait({
      to: suite.factory,
      data: encodeFunctionData({
        abi: nexusAccountFactoryAbi,
        functionName: 'createAccount',
        args: [nexusInitData(owner, suite.bootstrap), zeroHash],
      }),
      gas: 1_000_000n,
    })
    const minted = await sender.sendAndWait({
      to: chain.deployment.tokens.USDC.address,
      data: encodeFunctionData({
        abi: devTokenAbi,
        functionName: 'mint',
        args: [address, LEGACY_ACCOUNT_USDC],
      }),
      gas: 200_000n,
    })
    if (created.receipt.status !== 'success' || minted.receipt.status !== 'success') {
      throw new Error(
        `Creating the 2.1.0 account of ${owner} on chain ${id} reverted (txs ${created.hash}, ${minted.hash}).`,
      )
    }
    return {
      chainId: id,
      transactionHash: created.hash,
      usdcFunded: LEGACY_ACCOUNT_USDC.toString(),
    }
  }

  return async (request: CreateLegacyAccountParameters): Promise<CreateLegacyAccountReturnType> => {
    const owner = requireOwner(request.ownerAddress)
    const chainIds = request.chainIds ?? [...chains.keys()]
    const targets = chainIds.map((id, i) => assertChain(chains, id, ['chainIds', String(i)]))
    const addresses = await Promise.all(
      targets.map((chain) => accounts.nexusAddress(chain, owner, '2.1.0')),
    )
    const deployments = await Promise.all(
      targets.map((chain, i) => deployOn(chain, owner, addresses[i]!)),
    )
    const address =
      addresses[0] ?? (await accounts.nexusAddress([...chains.values()][0]!, owner, '2.1.0'))
    return { ownerAddress: owner, address, accountVersion: '2.1.0', deployments }
  }
}
