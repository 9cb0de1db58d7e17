// ONE devnet for the dev wallet's suite in a project run, started here in vitest's main process
// before any test file runs (a start inside each file's `beforeAll` raced every other project's
// workers for the two cores and overran the hook timeout). Tests read its chains through
// `inject('devWalletChains')` and rebuild them with `defineDevnetChain`.
import type { TestProject } from 'vitest/node'
import { type StartDevnetReturnType, startDevnet } from '../../src/devnet/start-devnet.js'

/** One chain of the devnet as it crosses into the test workers (plain data, no functions). */
export type DevWalletChainInfo = { id: number; index: number; rpcUrl: string }

declare module 'vitest' {
  export interface ProvidedContext {
    devWalletChains: DevWalletChainInfo[]
  }
}

let devnet: StartDevnetReturnType | undefined

export async function setup(project: TestProject) {
  // Every step of the start is bounded on its own (anvil's listen wait, RPC timeouts, receipt
  // timeouts): a hang fails this setup with the step's error rather than hanging the run.
  devnet = await startDevnet({ chains: 2 })
  project.provide(
    'devWalletChains',
    devnet.chains.map((chain, index) => ({
      id: chain.id,
      index,
      rpcUrl: chain.rpcUrls.default.http[0] as string,
    })),
  )
}

export async function teardown() {
  await devnet?.stop()
}
