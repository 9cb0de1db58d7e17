// Median time to validate a 30-flow quote response with the shared zod/mini schema (goal:
// ≤ 1 ms). Printed, never asserted.

import * as z from 'zod/mini'
import { quoteResponseSchema } from '../src/core/schemas/quote.js'

const hex = (n: number, bytes: number) => `0x${n.toString(16).padStart(bytes * 2, '0')}`
const address = (n: number) => hex(n, 20)
const userOp = (i: number) => ({
  userOp: {
    sender: address(1),
    nonce: String(i),
    initCode: '0x',
    callData: hex(i, 200),
    callGasLimit: '500000',
    verificationGasLimit: '100000',
    preVerificationGas: '50000',
    maxFeePerGas: '1000000000',
    maxPriorityFeePerGas: '1000000',
    paymasterAndData: '0x',
    signature: '0x',
  },
  userOpHash: hex(i, 32),
  meeUserOpHash: hex(i, 32),
  lowerBoundTimestamp: 1_700_000_000,
  upperBoundTimestamp: 1_700_000_900,
  maxGasLimit: '600000',
  maxFeePerGas: '1000000000',
  chainId: 31337 + (i % 2),
  isCleanUpUserOp: false,
  shortEncoding: false,
})
const response = {
  ownerAddress: address(2),
  mode: 'smart-account',
  quoteType: 'simple',
  fee: { amount: '0', token: address(0), chainId: 31337 },
  quote: {
    hash: hex(7, 32),
    node: address(3),
    commitment: hex(7, 32),
    paymentInfo: {
      sender: address(1),
      initCode: '0x',
      nonce: '0',
      token: address(0),
      verificationGasLimit: '0',
      callGasLimit: '0',
      gasFee: '0',
      orchestrationFee: '0',
      tokenAmount: '0',
      tokenValue: '0',
      tokenWeiAmount: '0',
      sponsorshipUrl: '',
      eoa: address(2),
      chainId: 31337,
      shortEncoding: false,
      sponsored: true,
    },
    userOps: Array.from({ length: 30 }, (_, i) => userOp(i)),
    fundingTokens: [],
  },
  payloadToSign: [{ message: { raw: hex(7, 32) } }],
  returnedData: [],
}

const first = z.safeParse(quoteResponseSchema, response)
if (!first.success)
  throw new Error(
    `bench fixture is invalid: ${first.error.issues.map((i) => i.message).join('; ')}`,
  )
for (let i = 0; i < 200; i++) z.parse(quoteResponseSchema, response) // warm up
const samples: number[] = []
for (let i = 0; i < 1000; i++) {
  const start = performance.now()
  z.parse(quoteResponseSchema, response)
  samples.push(performance.now() - start)
}
samples.sort((a, b) => a - b)
const at = (q: number) => samples[Math.floor(q * (samples.length - 1))]!.toFixed(3)
console.log('\n## Validation of a 30-flow quote response (zod/mini)')
console.log(`  median ${at(0.5)} ms, p95 ${at(0.95)} ms  (goal: median ≤ 1 ms)`)
