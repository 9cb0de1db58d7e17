// Median time to read and hash a 30-operation quote in the real service's encoding (the goal for
// the whole check before signing: median ≤ 10 ms): every op's userOp JSON read, its callData
// read strictly (execute single and batch, executeComposable 1.1.0 with run-time balances and
// cleanups, as the vectors of the real SDK have them), its EntryPoint v0.7 userOpHash and
// meeUserOpHash computed, the sorted OpenZeppelin root over the 30 leaves, and the 2.2.1 SuperTx
// digest. Matching the calls with the request is not in it yet (src/core/verify does not use these
// readers). Printed, never asserted.
import { cpus, loadavg } from 'node:os'
import { type Hex, hashTypedData } from 'viem'
import { vectors } from '../fixtures/mee-encoding/index.js'
import {
  meeUserOpHash,
  readApiUserOp,
  readNexusCallData,
  sortedMerkleRoot,
  superTxTypedData,
  userOpHash,
} from '../src/core/protocol/nexus/index.js'

const V = vectors.vectors
const template = vectors.hashes.items[0]!
const shapes = [
  V['a_single_transfer_2.2.1'].callData,
  V['b_batch_approve_call_2.2.1'].callData,
  V['c_composable_runtime_balance_2.2.1'].callData,
  V['d_fusion_permit_trigger_2.2.1'].callData,
  V['e_cleanup_2.2.1'].callData,
  V['i_build_raw_composable_2.2.1'].callData,
] as Hex[]

/** The payment op first, then 29 ops cycling through the vectors' shapes. */
const items = Array.from({ length: 30 }, (_, i) => ({
  ...template,
  userOp: {
    ...template.userOp,
    nonce: (BigInt(template.userOp.nonce) + BigInt(i)).toString(),
    callData: i === 0 ? V.h_payment_userop.erc20Normal.callData : shapes[i % shapes.length]!,
  },
  upperBoundTimestamp: template.upperBoundTimestamp + i,
}))

const ops = items.map((item) => {
  const op = readApiUserOp(item.userOp)
  if (!op.ok) throw new Error(op.reason)
  return op.userOp
})

/** Every op's JSON and callData read (what matching with the request would start from). */
function read() {
  for (const item of items) {
    const op = readApiUserOp(item.userOp)
    if (!op.ok) throw new Error(op.reason)
    const calls = readNexusCallData(op.userOp.callData, { composability: '1.1.0' })
    if (!calls.ok) throw new Error(calls.reason)
  }
}

/** Every hash: userOpHash, the leaf by `formula`, the sorted root (and the SuperTx digest). */
function hash(formula: 'legacy' | 'eip712') {
  const fields = items.map((item, i) => ({ ...item, userOpHash: userOpHash(ops[i]!, 8453) }))
  const root = sortedMerkleRoot(fields.map((f) => meeUserOpHash(f, formula)))
  return formula === 'eip712' ? hashTypedData(superTxTypedData(fields)) : root
}

/** Median and p95 wall time, and the median CPU time (less swayed by other work on the cores). */
function median(run: () => unknown) {
  for (let i = 0; i < 50; i++) run() // warm up
  const wall: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < 300; i++) {
    const startCpu = process.cpuUsage()
    const start = performance.now()
    run()
    wall.push(performance.now() - start)
    const used = process.cpuUsage(startCpu)
    cpu.push((used.user + used.system) / 1000)
  }
  const at = (samples: number[], q: number) =>
    (samples.sort((a, b) => a - b)[Math.floor(q * (samples.length - 1))] as number).toFixed(3)
  return `median ${at(wall, 0.5)} ms, p95 ${at(wall, 0.95)} ms (CPU median ${at(cpu, 0.5)} ms)`
}

console.log('\n## Reading and hashing a 30-op quote in the real (Nexus) encoding (viem only)')
console.log(`  read every userOp and its callData: ${median(read)}`)
console.log(
  `  hash, legacy leaves + root (permit, onchain, simple < 2.2): ${median(() => hash('legacy'))}`,
)
console.log(
  `  hash, EIP-712 leaves + root + SuperTx digest (simple 2.2.1): ${median(() => hash('eip712'))}`,
)
console.log(
  `  both, legacy: ${median(() => {
    read()
    hash('legacy')
  })}  (goal for the whole check before signing: median ≤ 10 ms; os load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cpus)`,
)
