// vitest.global-setup.ts of your app's tests; in vitest.config.ts: test: { globalSetup: [it] }.
import { describeDevnet, startDevnet } from 'supertx-kit/devnet'
import type { DevnetDescription } from 'supertx-kit/devnet/client'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  interface ProvidedContext {
    supertxDevnet: DevnetDescription
  }
}

export default async function setup(project: TestProject) {
  const devnet = await startDevnet()
  // In a test: const { apiUrl, apiKey, chains } = inject('supertxDevnet')
  project.provide('supertxDevnet', describeDevnet(devnet))
  return () => devnet.stop() // leaves no process behind
}
