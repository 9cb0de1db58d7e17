// ONE devnet (chains + API + engine) for every devnet hook test of a project run; tests read its
// URLs, key, chains and contracts through `inject('devnet')`.
import type { TestProject } from 'vitest/node'
import { type StartDevnetReturnType, startDevnet } from '../../../src/devnet/start-devnet.js'

export type DevnetInfo = {
  apiUrl: string
  apiKey: string
  explorerUrl: string
  chains: { id: number; rpcUrl: string }[]
  /** Token addresses (the same on every chain). */
  tokens: { USDC: `0x${string}`; WETH: `0x${string}`; USDT: `0x${string}` }
}

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DevnetInfo
  }
}

let devnet: StartDevnetReturnType | undefined

export async function setup(project: TestProject) {
  devnet = await startDevnet({ chains: 2, bridgeDelayMs: 200 })
  const first = devnet.deployments[devnet.chains[0]?.id ?? 0]
  if (!first) throw new Error('startDevnet returned no deployment for its first chain')
  const token = (name: 'USDC' | 'WETH' | 'USDT') => first.tokens[name].address
  project.provide('devnet', {
    apiUrl: devnet.apiUrl,
    apiKey: devnet.apiKey,
    explorerUrl: devnet.explorerUrl,
    chains: devnet.chains.map((c) => ({ id: c.id, rpcUrl: c.rpcUrls.default.http[0] as string })),
    tokens: { USDC: token('USDC'), WETH: token('WETH'), USDT: token('USDT') },
  })
}

export async function teardown() {
  await devnet?.stop()
}
