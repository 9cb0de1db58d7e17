// A chain whose node dies is a condition of the devnet, not a crash: requests touching it answer
// 503 CHAIN_UNAVAILABLE naming the chain (no RPC URL, no JSON-RPC body, no stack), the log says
// once that it went and once that it came back, an op in flight ends FAILED with a reason, and once
// the chain answers again new work runs without restarting the devnet. A real devnet whose second
// anvil is killed (SIGKILL) and then started again on the same port with the same contracts.
import type { Hex } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../../src/core/schemas/error.js'
import type { SupertxReceipt } from '../../../src/core/schemas/receipt.js'
import { type Anvil, spawnAnvil } from '../../../src/devnet/anvil.js'
import { deployChain } from '../../../src/devnet/chains/deploy-chain.js'
import { ANVIL_ACCOUNT_COUNT, DEVNET_MNEMONIC } from '../../../src/devnet/chains/dev-accounts.js'
import { startDevnet } from '../../../src/devnet/start-devnet.js'
import { setupDevnet } from '../setup-devnet.js'
import { devnetHttp } from './raw-http.js'

const logged: string[] = []
const devnet = setupDevnet(() =>
  startDevnet({
    chains: 2,
    logError: (message, error) =>
      logged.push(error === undefined ? message : `${message} ${String(error)}`),
  }),
)
let revived: Anvil | undefined
afterAll(async () => {
  await revived?.stop()
})

const http = devnetHttp(devnet)
const { post } = http
const quoteRequest = http.zeroTransferRequest
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Quotes, signs and executes a zero-amount USDC transfer on `chainId`; returns its hash. */
const quoteAndExecute = async (chainId: number, ownerIndex: number, extra = {}) =>
  (await http.quoteAndExecute(chainId, ownerIndex, extra)).hash

const waitForFinal = (hash: Hex) => http.waitForFinal(hash, 100)

/** Nothing that belongs inside the devnet: the RPC URL, the JSON-RPC request, a stack frame. */
function expectNothingInternal(text: string, rpcUrl: string) {
  expect(text).not.toContain(rpcUrl)
  expect(text).not.toContain('127.0.0.1')
  expect(text).not.toMatch(/jsonrpc|eth_[a-zA-Z]+/)
  expect(text).not.toMatch(/\n\s+at /)
}

describe('a chain whose node dies', () => {
  it('answers 503 CHAIN_UNAVAILABLE, logs once each way, fails the op in flight and recovers', async () => {
    const [alive, dying] = devnet.anvils
    const dyingId = dying!.chainId
    const aliveId = alive!.chainId

    // Work on the chain before it dies, and one op waiting for its window (3 s away).
    await waitForFinal(await quoteAndExecute(dyingId, 1))
    const inFlight = await quoteAndExecute(dyingId, 2, {
      lowerBoundTimestamp: Math.floor(Date.now() / 1000) + 3,
    })
    expect(((await (await http.getReceipt(inFlight)).json()) as SupertxReceipt).status).toBe(
      'pending',
    )

    process.kill(dying!.pid, 'SIGKILL')
    await sleep(300)

    const res = await post('/v1/quote', quoteRequest(dyingId, 3))
    const text = await res.text()
    expect(res.status).toBe(503)
    const body = JSON.parse(text) as ErrorBody
    expect(body.code).toBe('CHAIN_UNAVAILABLE')
    expect(body.message).toContain(`chain ${dyingId}`)
    expect(body.errors).toEqual([{ code: 'CHAIN_UNAVAILABLE', path: [], message: body.message }])
    expectNothingInternal(text, dying!.rpcUrl)

    // Simulating on it is the same condition, not a revert (SIMULATION_FAILED).
    const simulated = await post('/v1/quote', quoteRequest(dyingId, 3, { simulate: true }))
    expect(simulated.status).toBe(503)
    expect(((await simulated.json()) as ErrorBody).code).toBe('CHAIN_UNAVAILABLE')

    // Pages reach the chain through the API's RPC proxy: the same 503, and no log line per
    // request (checked with the log below).
    const proxied = await fetch(`${devnet.apiUrl}/rpc/${dyingId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    })
    const proxiedText = await proxied.text()
    expect(proxied.status).toBe(503)
    expect((JSON.parse(proxiedText) as ErrorBody).code).toBe('CHAIN_UNAVAILABLE')
    expectNothingInternal(proxiedText.replace(`/rpc/${dyingId}`, ''), dying!.rpcUrl)

    // The other chain keeps working.
    expect((await post('/v1/quote', quoteRequest(aliveId, 3))).status).toBe(200)

    // The waiting op ends FAILED, with a reason that names the chain and nothing internal.
    const failed = await waitForFinal(inFlight)
    expect(failed.status).toBe('failed')
    const reason = failed.userOps[0]!.error ?? ''
    expect(reason).toContain(`Chain ${dyingId} is not reachable`)
    expectNothingInternal(reason, dying!.rpcUrl)

    // Two more seconds of the relayer polling every 100 ms and more requests: still one line.
    for (let i = 0; i < 5; i++) await post('/v1/quote', quoteRequest(dyingId, 3))
    await sleep(2_000)
    const about = (chainId: number) => logged.filter((line) => line.includes(`${chainId}`))
    expect(about(dyingId)).toEqual([expect.stringContaining(`Chain ${dyingId} stopped answering`)])
    expect(logged).toHaveLength(1)

    // The node comes back on the same port with the devnet's contracts (a fresh chain, as anvil
    // keeps no state without --state): new work runs without restarting the devnet.
    revived = await spawnAnvil({
      chainId: dyingId,
      port: dying!.port,
      args: ['--accounts', String(ANVIL_ACCOUNT_COUNT), '--mnemonic', DEVNET_MNEMONIC],
    })
    await deployChain({
      chain: devnet.chains[1]!,
      roles: devnet.roles,
      recipients: devnet.accounts.map((a) => a.address),
    })
    const after = await waitForFinal(await quoteAndExecute(dyingId, 4))
    expect(after.status).toBe('success')
    expect(about(dyingId)).toEqual([
      expect.stringContaining(`Chain ${dyingId} stopped answering`),
      `[devnet] Chain ${dyingId} answers again.`,
    ])
    expect(logged).toHaveLength(2)
  }, 60_000)
})
