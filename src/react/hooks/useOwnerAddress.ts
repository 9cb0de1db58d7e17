'use client'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'

/** The given owner, else the connected wagmi account (undefined while none is connected). */
export function useOwnerAddress(ownerAddress: Address | undefined): Address | undefined {
  const connected = useAccount().address
  return ownerAddress ?? connected
}
