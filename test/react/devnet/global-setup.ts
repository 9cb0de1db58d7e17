// ONE devnet (chains + API + engine) for every devnet hook test of a project run; tests read its
// URLs, key, chains and contracts through `inject('devnet')`.
import type { TestProject } from 'vitest/node'
import { devnetAccounts } from '../../../src/devnet/chains/dev-accounts.js'
import { EOA_7702_NEXUS_VERSION } from '../../../src/devnet/service/quote/delegation.js'
import { type StartDevnetReturnType, startDevnet } from '../../../src/devnet/start-devnet.js'
import { DEV_ACCOUNT } from './accounts.js'

export type DevnetInfo = {
  apiUrl: string
  apiKey: string
  explorerUrl: string
  chains: { id: number; rpcUrl: string }[]
  /** Token addresses (the same on every chain). */
  tokens: { USDC: `0x${string}`; WETH: `0x${string}`; USDT: `0x${string}` }
  /** The 2.2.1 account implementation, also the EIP-7702 delegation target (same on every chain). */
  /** What an eoa-7702 EOA delegates to on the devnet's chains: its Nexus implementation. */
  eip7702Delegate: `0x${string}`
}

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DevnetInfo
  }
}

let devnet: StartDevnetReturnType | undefined

export async function setup(project: TestProject) {
  const legacyOwner = devnetAccounts()[DEV_ACCOUNT.legacy]?.address
  if (!legacyOwner) throw new Error(`no dev account ${DEV_ACCOUNT.legacy}`)
  // The useUpgrade test upgrades this owner's 2.1.0 account, deployed on every chain at start.
  devnet = await startDevnet({ chains: 2, bridgeDelayMs: 200, legacyAccounts: [legacyOwner] })
  const first = devnet.deployments[devnet.chains[0]?.id ?? 0]
  if (!first) throw new Error('startDevnet returned no deployment for its first chain')
  const token = (name: 'USDC' | 'WETH' | 'USDT') => first.tokens[name].address
  project.provide('devnet', {
    apiUrl: devnet.apiUrl,
    apiKey: devnet.apiKey,
    explorerUrl: devnet.explorerUrl,
    chains: devnet.chains.map((c) => ({ id: c.id, rpcUrl: c.rpcUrls.default.http[0] as string })),
    tokens: { USDC: token('USDC'), WETH: token('WETH'), USDT: token('USDT') },
    eip7702Delegate: first.nexus[EOA_7702_NEXUS_VERSION].implementation,
  })
}

export async function teardown() {
  await devnet?.stop()
}
