/**
 * The chain ids the devnet's own contracts are trusted on by default: the devnet's own (31337 and
 * the nine after it, anvil's local ids). Its contracts sit at addresses anyone can deploy any code
 * to on a real chain, so they are trusted nowhere else. A devnet started on other ids needs the
 * app's config (`eip7702.delegates`, `accountFactories`, `nexusContracts`) for them.
 */
export const devnetChainIds: readonly number[] = Array.from({ length: 10 }, (_, i) => 31337 + i)
