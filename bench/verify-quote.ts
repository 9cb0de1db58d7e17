// Median time to check a 30-flow quote before signing (issue #34 goal: ≤ 10 ms, a person is about
// to read a wallet prompt; hashing is viem's keccak256): the owner's accounts
// from resolveAccounts (the orchestrator lookup, cached after the first call, which goes to a real
// HTTP server on 127.0.0.1) and verifyQuote over every field, the 30 user operations included
// (decoded from their callData, hashed, the quote hash recomputed, every call matched with its
// flow). Printed, never asserted.

import { type Hex, hexToBigInt } from 'viem'
import { transferFlow } from '../fixtures/flows.js'
import { startScriptedServer } from '../fixtures/harness/scripted-server.js'
import {
  account,
  makeQuote,
  node,
  orchestratorAnswer,
  owner,
  permitItem,
  usdc,
} from '../fixtures/verifiable-quotes.js'
import { resolveAccounts } from '../src/core/actions/resolveAccounts.js'
import { verifyQuote } from '../src/core/actions/verifyQuote.js'
import type { QuoteParameters, QuoteReturnType } from '../src/core/client/types.js'
import { createSupertxConfig } from '../src/core/config/createSupertxConfig.js'
import { createMemoryStorage } from '../src/core/config/storage.js'
import { hashUserOp, merkleRoot } from '../src/core/protocol/hash.js'
import { buildCall } from '../src/core/protocol/inputs.js'
import type { UserOp } from '../src/core/protocol/types.js'
import { encodeUserOp } from '../src/core/protocol/user-op.js'

const chains = [31337, 31338]
const now = 1_700_000_000
const recipient: Hex = `0x${'09'.padStart(40, '0')}`

const flow = (i: number) => transferFlow(usdc, chains[i % 2] as number, recipient, 1000 + i)
/** Flow i as the devnet builds it: one op per flow (batch: false), the heaviest to check. */
const callOf = (signature: string, to: Hex, args: unknown[]) => {
  const { functionSig: _, ...call } = buildCall({
    to,
    functionSignature: signature,
    args,
    defaultTarget: account,
  })
  return call
}
const opOf = (i: number, mode: 'eoa' | 'smart-account'): UserOp => ({
  nonce: BigInt(i),
  lowerBoundTimestamp: BigInt(now - 60),
  upperBoundTimestamp: BigInt(now + 900),
  calls: [
    // eoa: the first op pulls the funding plus the fee, then pays the fee.
    ...(mode === 'eoa' && i === 0
      ? [
          callOf('function transferFrom(address from, address to, uint256 amount)', usdc, [
            owner,
            account,
            1_004_200n,
          ]),
          callOf('function transfer(address to, uint256 amount)', usdc, [node, 4200n]),
        ]
      : []),
    callOf(flow(i).data.functionSignature, usdc, flow(i).data.args),
  ],
})
const userOp = (i: number, mode: 'eoa' | 'smart-account') => ({
  userOp: {
    sender: account,
    nonce: String(i),
    callData: encodeUserOp(opOf(i, mode)),
    callGasLimit: '500000',
    verificationGasLimit: '100000',
    preVerificationGas: '50000',
    maxFeePerGas: '1000000000',
    maxPriorityFeePerGas: '1000000',
  },
  userOpHash: opHash(i, mode),
  meeUserOpHash: opHash(i, mode),
  lowerBoundTimestamp: now - 60,
  upperBoundTimestamp: now + 900,
  maxGasLimit: '600000',
  maxFeePerGas: '1000000000',
  chainId: chains[i % 2] as number,
})
function opHash(i: number, mode: 'eoa' | 'smart-account') {
  return hashUserOp({ chainId: chains[i % 2] as number, account, op: opOf(i, mode) })
}
const hashes = {
  eoa: merkleRoot(Array.from({ length: 30 }, (_, i) => opHash(i, 'eoa'))),
  'smart-account': merkleRoot(Array.from({ length: 30 }, (_, i) => opHash(i, 'smart-account'))),
}
/** The eoa quote's permit: the funding plus the fee, until the quote hash. */
const permit = permitItem({ value: '1004200', deadline: hexToBigInt(hashes.eoa).toString() })
const request = (mode: 'eoa' | 'smart-account'): QuoteParameters => ({
  mode,
  ownerAddress: owner,
  composeFlows: Array.from({ length: 30 }, (_, i) => ({ ...flow(i), batch: false })),
  ...(mode === 'eoa'
    ? {
        fundingTokens: [{ tokenAddress: usdc, chainId: 31337, amount: '1000000' }],
        feeToken: { address: usdc, chainId: 31337 },
      }
    : {}),
})
/** The fixtures' quote, with the 30 ops, their Merkle root and a fee of 4200 units of USDC. */
const quote = (mode: 'eoa' | 'smart-account'): QuoteReturnType => {
  const hash = hashes[mode]
  const base = makeQuote('simple')
  return {
    ...base,
    mode,
    quoteType: mode === 'eoa' ? 'permit' : 'simple',
    fee: { amount: '4200', token: usdc, chainId: 31337 },
    quote: {
      ...base.quote,
      hash,
      commitment: hash,
      paymentInfo: { ...base.quote.paymentInfo, tokenWeiAmount: '4200' },
      userOps: Array.from({ length: 30 }, (_, i) => userOp(i, mode)),
    },
    payloadToSign: mode === 'eoa' ? [permit] : [{ message: { raw: hash } }],
  } as QuoteReturnType
}

const server = await startScriptedServer()
server.on('POST /v1/mee/orchestrator', { json: orchestratorAnswer(chains) })
const config = createSupertxConfig({ baseUrl: server.url, storage: createMemoryStorage() })

// Built once: encoding and hashing the 30 ops is the service's work, not the check's.
const quotes = { eoa: quote('eoa'), 'smart-account': quote('smart-account') }

async function check(mode: 'eoa' | 'smart-account') {
  const r = request(mode)
  const q = quotes[mode]
  const accounts = await resolveAccounts(config, { request: r })
  verifyQuote({ quote: q, request: r, accounts, now })
}

console.log('\n## Checking a 30-flow quote before signing (resolveAccounts cached + verifyQuote)')
for (const mode of ['eoa', 'smart-account'] as const) {
  await check(mode) // the first one looks the accounts up; the rest read the cache
  for (let i = 0; i < 200; i++) await check(mode) // warm up
  const samples: number[] = []
  for (let i = 0; i < 1000; i++) {
    const start = performance.now()
    await check(mode)
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  const at = (q: number) => (samples[Math.floor(q * (samples.length - 1))] as number).toFixed(3)
  const what = mode === 'eoa' ? 'permit (eoa, fee in the funding token)' : 'simple (smart-account)'
  console.log(`  ${what}: median ${at(0.5)} ms, p95 ${at(0.95)} ms  (goal: median ≤ 10 ms)`)
}
console.log(
  `  orchestrator lookups: ${server.count('POST /v1/mee/orchestrator')} (cached after the first)`,
)
await server.close()
