'use client'
import { useMemo } from 'react'
import { useConfig } from 'wagmi'
import type { SupertxWallet } from '../../core/wallet/types.js'
import { wagmiWallet } from './wagmiWallet.js'

/** The enclosing `WagmiProvider`'s wallet as the core's `SupertxWallet`; a new one per wagmi config. */
export function useWagmiWallet(): SupertxWallet {
  const config = useConfig()
  return useMemo(() => wagmiWallet(config), [config])
}
