import { type Address, getAddress } from 'viem'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import { NoUpgradeNeededError } from '../errors/api.js'
import { SupertxFailedError } from '../errors/supertransaction.js'
import type { SupertxReceipt } from '../schemas/receipt.js'
import type { UpgradeRequestInput } from '../schemas/upgrade.js'
import type { WalletParameter } from '../wallet/types.js'
import { toSupertxWallet } from '../wallet/wallet.js'
import { type ExecuteErrorType, execute } from './execute.js'
import { getOrchestrator } from './getOrchestrator.js'
import { getUpgradeQuote } from './getUpgradeQuote.js'
import { checkAccountAddress } from './resolveAccounts.js'
import type { SignPayloadsErrorType } from './signPayloads.js'
import type { ClientErrorType } from './types.js'
import {
  type WaitForSupertxReceiptErrorType,
  waitForSupertxReceipt,
} from './waitForSupertxReceipt.js'

export type UpgradeStep = 'lookup' | 'quoting' | 'signing' | 'executing' | 'tracking'

export type UpgradeParameters = {
  ownerAddress: Address
  /** `eoa` or `smart-account`; an `eoa-7702` EOA has nothing to upgrade. */
  mode: UpgradeRequestInput['mode']
  /** Only these chains; default every chain the lookup reports as needing the upgrade. */
  chainIds?: readonly number[] | undefined
  feeToken?: UpgradeRequestInput['feeToken']
  onStep?: ((step: UpgradeStep, supertxHash?: `0x${string}`) => void) | undefined
  signal?: AbortSignal | undefined
  /** Bound of the wait for the receipt; see `waitForSupertxReceipt`. */
  timeoutMs?: number | undefined
}

export type UpgradeReturnType = {
  /** `nothing-to-do`: no 2.1.0 account needs it (NO_UPGRADE_NEEDED is not an error). */
  status: 'upgraded' | 'nothing-to-do'
  /**
   * Chain id → legacy address: pass it as `accountAddress` of later quote requests so they use the
   * upgraded account, which keeps its 2.1.0-derived address (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md,
   * POST /v1/mee/upgrade).
   */
  accountAddress: Record<string, Address>
  supertxHash?: `0x${string}` | undefined
  receipt?: SupertxReceipt | undefined
}
export type UpgradeErrorType =
  | ClientErrorType
  | SupertxFailedError
  | SignPayloadsErrorType
  | ExecuteErrorType
  | WaitForSupertxReceiptErrorType

/**
 * Upgrades the owner's legacy (2.1.0) orchestrator accounts to 2.2.1: looks them up, requests the
 * upgrade quote for the chains that need it, has the owner sign it (a personal message), executes
 * it and waits for the receipt.
 *
 * @example
 * const { status, accountAddress } = await upgrade(config, walletClient, {
 *   ownerAddress,
 *   mode: 'smart-account',
 * })
 * await getQuote(config, { ...request, accountAddress })
 */
export async function upgrade(
  config: SupertxConfig,
  wallet: WalletParameter,
  parameters: UpgradeParameters,
): Promise<UpgradeReturnType> {
  const { ownerAddress, mode, feeToken, onStep, signal } = parameters
  onStep?.('lookup')
  const lookup = await getOrchestrator(config, { ownerAddress }, { signal })
  const deployments = 'deployments' in lookup ? lookup.deployments : []
  const accountAddress: Record<string, Address> = {
    ...('upgradedAddresses' in lookup ? lookup.upgradedAddresses : {}),
  }
  // Later requests take these as given (`accountAddress`): each must be the owner's own.
  const owner = getAddress(ownerAddress)
  const reader = toSupertxWallet(wallet)
  await Promise.all(
    Object.entries(accountAddress).map(([chainId, account]) =>
      checkAccountAddress(config, reader, {
        chainId: Number(chainId),
        owner,
        account: getAddress(account),
      }),
    ),
  )
  const wanted = parameters.chainIds
  const needed = deployments.filter(
    (d) => d.isUpgradeNeeded && (!wanted || wanted.includes(d.chainId)),
  )
  if (!needed.length) return { status: 'nothing-to-do', accountAddress }

  onStep?.('quoting')
  const chainIds = needed.map((d) => d.chainId)
  let quote: Awaited<ReturnType<typeof getUpgradeQuote>>
  try {
    quote = await getUpgradeQuote(config, { ownerAddress, mode, chainIds, feeToken }, { signal })
  } catch (error) {
    if (error instanceof NoUpgradeNeededError) return { status: 'nothing-to-do', accountAddress }
    throw error
  }
  onStep?.('signing')
  // The accounts that run the upgrade are the legacy ones the lookup named, never the quote's, and
  // only once their factories say they are the owner's.
  await Promise.all(
    needed.map((d) =>
      checkAccountAddress(config, reader, {
        chainId: d.chainId,
        owner,
        account: getAddress(d.address),
      }),
    ),
  )
  const accounts = Object.fromEntries(needed.map((d) => [d.chainId, d.address]))
  // Signing loads on first use, with the wallet's transaction code it reaches.
  const { signPayloads } = await import('./signPayloads.js')
  const { signedQuote } = await signPayloads(wallet, {
    quote,
    request: { ownerAddress, mode, chainIds, feeToken },
    accounts,
    // A real (Nexus) quote's hashes depend on each account's version: the lookup's, for the very
    // accounts it named.
    accountVersions: Object.fromEntries(needed.map((d) => [d.chainId, d.addressVersion])),
  })
  onStep?.('executing')
  const { supertxHash } = await execute(config, { signedQuote }, { signal })
  onStep?.('tracking', supertxHash)
  const receipt = await waitForSupertxReceipt(config, {
    supertxHash,
    signal,
    timeoutMs: parameters.timeoutMs,
  })
  if (receipt.status === 'failed')
    throw new SupertxFailedError({
      supertxHash,
      reason: receipt.userOps.find((op) => op.error)?.error,
      explorerUrl: config.getExplorerUrl(supertxHash),
    })
  // What later requests will take as given (`accountAddress`) must be the owner's own.
  for (const detail of quote.upgradeDetails) {
    await checkAccountAddress(config, reader, {
      chainId: detail.chainId,
      owner,
      account: getAddress(detail.address),
    })
    accountAddress[String(detail.chainId)] = detail.address
  }
  return { status: 'upgraded', accountAddress, supertxHash, receipt }
}
