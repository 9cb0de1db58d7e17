// Load on the devnet through the kit's actions over HTTP: 200 supertransactions from 20 owners all
// in flight at once (one-chain transfers and bridges both ways), twice in a row. Every one ends
// `success`, every balance on both chains reconciles to the wei (bridged funds included), every op
// ran once in the handleOps transaction its receipt names, and no two transactions share a sender
// and nonce. `npm run soak` runs the same driver at larger counts and prints the figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type LoadSetup,
  nonceCollisions,
  prepareLoad,
  reconcile,
  runLoadRound,
} from '../../../fixtures/harness/load-run.js'
import { startDevnet } from '../../../src/devnet/start-devnet.js'

const OWNERS = 20
const SUPERTXS = 200
let setup: LoadSetup

beforeAll(async () => {
  const devnet = await startDevnet({ chains: { chainIds: [31_681, 31_682] }, bridgeDelayMs: 0 })
  setup = await prepareLoad(devnet, { owners: OWNERS, fundingPerChain: 100_000_000n })
}, 120_000)
afterAll(() => setup?.devnet.stop())

describe('the devnet under load', () => {
  it.each([1, 2])(
    'round %i: 200 supertransactions from 20 owners at once, all final, balances to the wei, no nonce collision',
    async (round) => {
      const result = await runLoadRound(setup, { count: SUPERTXS, round })
      expect(result.receipts).toHaveLength(SUPERTXS)
      // A failed one names its kind and each op's status and error, so a red run says why.
      const failures = result.receipts.flatMap((r, j) =>
        r.status === 'success'
          ? []
          : [
              `${result.kinds[j]} ${r.status}: ${r.userOps
                .map(
                  (op) => `${op.chainId} ${op.executionStatus}${op.error ? ` (${op.error})` : ''}`,
                )
                .join('; ')}`,
            ],
      )
      expect(failures).toEqual([])
      // Both kinds, transfers and bridges, ran on both chains.
      expect(new Set(result.kinds)).toEqual(
        new Set(['transfer-a', 'transfer-b', 'bridge-ab', 'bridge-ba']),
      )
      expect(await reconcile(setup, result.expected)).toEqual([])
      const { ops, distinctTransactions, collisions, opCollisions, missing } =
        await nonceCollisions(setup, result.receipts)
      expect(ops).toBeGreaterThanOrEqual(SUPERTXS)
      // Each op ran, successfully, exactly once, in the transaction its receipt names; ready ops
      // of a chain share one handleOps transaction, as a real node batches them.
      expect(missing).toEqual([])
      expect(opCollisions).toEqual([])
      expect(collisions).toEqual([])
      expect(distinctTransactions).toBeLessThanOrEqual(ops)
      console.log(
        `load round ${round}: ${SUPERTXS} supertransactions in ${(result.elapsedMs / 1000).toFixed(1)} s, ${ops} ops in ${distinctTransactions} handleOps transactions`,
      )
    },
    180_000,
  )
})
