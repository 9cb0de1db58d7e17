// Median time to check a 30-flow quote before signing (issue #19 goal: ≤ 2 ms): the owner's accounts
// from resolveAccounts (the orchestrator lookup, cached after the first call, which goes to a real
// HTTP server on 127.0.0.1) and verifyQuote over every field. Printed, never asserted.
import { type Hex, hexToBigInt } from 'viem'
import { resolveAccounts } from '../src/core/actions/resolveAccounts.js'
import { verifyQuote } from '../src/core/actions/verifyQuote.js'
import type { QuoteParameters, QuoteReturnType } from '../src/core/client/types.js'
import { createSupertxConfig } from '../src/core/config/createSupertxConfig.js'
import { createMemoryStorage } from '../src/core/config/storage.js'
import { startScriptedServer } from '../test/support/scripted-server.js'

const hex = (n: number, bytes: number) => `0x${n.toString(16).padStart(bytes * 2, '0')}` as Hex
const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const account = hex(1, 20)
const usdc = hex(3, 20)
const chains = [31337, 31338]
const hash = hex(7, 32)
const now = 1_700_000_000

const flow = (i: number) => ({
  type: '/instructions/build' as const,
  data: {
    to: usdc,
    chainId: chains[i % 2] as number,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [hex(9, 20), String(1000 + i)],
  },
})
const userOp = (i: number) => ({
  userOp: {
    sender: account,
    nonce: String(i),
    callData: hex(i, 200),
    callGasLimit: '500000',
    verificationGasLimit: '100000',
    preVerificationGas: '50000',
    maxFeePerGas: '1000000000',
    maxPriorityFeePerGas: '1000000',
  },
  userOpHash: hex(i, 32),
  meeUserOpHash: hex(i, 32),
  lowerBoundTimestamp: now - 60,
  upperBoundTimestamp: now + 900,
  maxGasLimit: '600000',
  maxFeePerGas: '1000000000',
  chainId: chains[i % 2] as number,
})
const permit = {
  signablePayload: {
    domain: { name: 'USD Coin', version: '1', chainId: 31337, verifyingContract: usdc },
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    message: {
      owner,
      spender: account,
      value: '1004200',
      nonce: '0',
      deadline: hexToBigInt(hash).toString(),
    },
    primaryType: 'Permit',
  },
}
const request = (mode: 'eoa' | 'smart-account'): QuoteParameters => ({
  mode,
  ownerAddress: owner,
  composeFlows: Array.from({ length: 30 }, (_, i) => flow(i)),
  ...(mode === 'eoa'
    ? {
        fundingTokens: [{ tokenAddress: usdc, chainId: 31337, amount: '1000000' }],
        feeToken: { address: usdc, chainId: 31337 },
      }
    : {}),
})
const quote = (mode: 'eoa' | 'smart-account'): QuoteReturnType =>
  ({
    ownerAddress: owner,
    mode,
    quoteType: mode === 'eoa' ? 'permit' : 'simple',
    fee: { amount: '4200', token: usdc, chainId: 31337 },
    quote: {
      hash,
      node: hex(3, 20),
      commitment: hash,
      paymentInfo: {
        sender: account,
        initCode: '0x',
        nonce: '0',
        token: usdc,
        chainId: 31337,
        shortEncoding: false,
        tokenValue: '0',
        tokenWeiAmount: '4200',
      },
      userOps: Array.from({ length: 30 }, (_, i) => userOp(i)),
    },
    payloadToSign: mode === 'eoa' ? [permit] : [{ message: { raw: hash } }],
  }) as QuoteReturnType

const server = await startScriptedServer()
server.on('POST /v1/mee/orchestrator', { json: [{ address: account, chains: chains.map(String) }] })
const config = createSupertxConfig({ baseUrl: server.url, storage: createMemoryStorage() })

async function check(mode: 'eoa' | 'smart-account') {
  const r = request(mode)
  const q = quote(mode)
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
  console.log(`  ${what}: median ${at(0.5)} ms, p95 ${at(0.95)} ms  (goal: median ≤ 2 ms)`)
}
console.log(
  `  orchestrator lookups: ${server.count('POST /v1/mee/orchestrator')} (cached after the first)`,
)
await server.close()
