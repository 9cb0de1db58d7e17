// The connected wallet's legacy (2.1.0) orchestrator account, from the kit's upgrade lookup.
import type { Address } from 'viem'
import { useOrchestrator } from '../../src/react/index.js'

/** The owner's legacy account, deployed on some chain, and whether it was upgraded already. */
export function useLegacyAccount(owner: Address | undefined) {
  // The upgrade lookup (no `chains`): the query <UpgradeNotice> reads and refreshes too.
  const lookup = useOrchestrator({ ownerAddress: owner, query: { refetchInterval: 3_000 } })
  const data = lookup.data && 'deployments' in lookup.data ? lookup.data : undefined
  const legacy = data?.deployments.find((d) => d.addressVersion === '2.1.0' && d.isDeployed)
  if (!legacy) return undefined
  const upgraded = Object.values(data?.upgradedAddresses ?? {}).length > 0
  return { address: legacy.address as Address, upgraded }
}
