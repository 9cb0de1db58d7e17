// A chain whose node dies is a condition of the devnet, not a crash: requests touching it answer
// 503 CHAIN_UNAVAILABLE naming the chain (no RPC URL, no JSON-RPC body, no stack), the log says
// once that it went and once that it came back, an op in flight ends FAILED with a reason, and once
// the chain answers again new work runs without restarting the devnet. A real devnet whose second
// anvil is killed (SIGKILL) and then started again on the same port with the same contracts.
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../../src/core/schemas/error.js'
import type { SupertxReceipt } from '../../../src/core/schemas/receipt.js'
import { type Anvil, spawnAnvil } from '../../../src/devnet/anvil.js'
import { deployChain } from '../../../src/devnet/chains/deploy-chain.js'
import { ANVIL_ACCOUNT_COUNT, DEVNET_MNEMONIC } from '../../../src/devnet/chains/dev-accounts.js'
import { startDevnet } from '../../../src/devnet/start-devnet.js'
import { setupDevnet } from '../setup-devnet.js'

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

const post = (path: string, body: unknown) =>
  fetch(`${devnet.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': devnet.apiKey },
    body: JSON.stringify(body),
  })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A zero-amount USDC transfer on `chainId`: runs with an empty account. */
function quoteRequest(chainId: number, ownerIndex: number, extra: Record<string, unknown> = {}) {
  return {
    mode: 'smart-account',
    ownerAddress: devnet.accounts[ownerIndex]!.address,
    simulate: false,
    composeFlows: [
      {
        type: '/instructions/build',
        data: {
          chainId,
          to: devnet.deployments[chainId]!.tokens.USDC.address,
          functionSignature: 'function transfer(address to, uint256 amount)',
          args: [devnet.accounts[9]!.address, '0'],
        },
      },
    ],
    ...extra,
  }
}

async function quoteAndExecute(chainId: number, ownerIndex: number, extra = {}) {
  const res = await post('/v1/quote', quoteRequest(chainId, ownerIndex, extra))
  expect(res.status).toBe(200)
  const issued = (await res.json()) as { quote: { hash: Hex }; payloadToSign: object[] }
  const owner = privateKeyToAccount(devnet.accounts[ownerIndex]!.privateKey)
  const signature = await owner.signMessage({ message: { raw: issued.quote.hash } })
  const executed = await post('/v1/execute', {
    ...issued,
    payloadToSign: issued.payloadToSign.map((p) => ({ ...p, signature })),
  })
  expect(executed.status).toBe(200)
  return issued.quote.hash
}

async function receipt(hash: Hex): Promise<SupertxReceipt> {
  const res = await fetch(`${devnet.apiUrl}/v1/explorer/${hash}`, {
    headers: { 'x-api-key': devnet.apiKey },
  })
  expect(res.status).toBe(200)
  return (await res.json()) as SupertxReceipt
}

async function waitForFinal(hash: Hex): Promise<SupertxReceipt> {
  for (;;) {
    const current = await receipt(hash)
    if (current.status !== 'pending') return current
    await sleep(100)
  }
}

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
    expect((await receipt(inFlight)).status).toBe('pending')

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
