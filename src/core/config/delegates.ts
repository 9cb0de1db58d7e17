import type { Address } from 'viem'

/**
 * The delegation contracts an `eoa-7702` EOA may be pointed at by default: the devnet's
 * OrchestratorAccount221 implementation, at the same address on every devnet chain and start
 * (docs/devnet-protocol.md; test/devnet/chains.test.ts holds it to the deployment). The API's text
 * names no contract of its own: against another service, pass the ones it documents and you have
 * checked (`createSupertxConfig({ eip7702: { delegates } })`).
 */
export const defaultDelegates: readonly Address[] = ['0x4425918ff69Fe214AC093710cF41216AE9149c3A']
